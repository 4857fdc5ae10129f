import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseFile } from "~/db/client.server";
import { setBlocked } from "~/domain/safety/admin.server";
import { communityFigures } from "~/domain/listing/community-figures.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { setHidden } from "~/domain/profiles/profile-visibility.server";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";

// The home page's figures (issue 19) against a fresh SQLite file: members anyone may find, and connections
// made; each change below is made the way the site makes it, and the figures follow at once.

const viewer = (n: number, gender: "Male" | "Female") => ({
  unqId: n,
  publicId: memberRow(n).publicId,
  fullName: `Member ${n}`,
  role: "member" as const,
  gender,
});

beforeAll(() => {
  insertMembersInBulk([
    memberRow(1, { gender: "Male" }),
    memberRow(2, { gender: "Female" }),
    memberRow(3, { gender: "Female" }),
    // Never counted as members: an administrator, and a profile waiting for approval (§30).
    memberRow(4, { gender: "Male", role: "admin" }),
    memberRow(5, { gender: "Female", awaitingApproval: true }),
  ]);
});

describe("communityFigures", () => {
  it("counts listed members only, and no connection before one is accepted", () => {
    expect(communityFigures()).toEqual({ members: 3, connections: 0 });
  });

  it("counts a member who joins, and leaves out one who hides or is blocked", () => {
    insertMembersInBulk([memberRow(6, { gender: "Male" })]);
    expect(communityFigures().members).toBe(4);
    setHidden(6, true);
    expect(communityFigures().members).toBe(3);
    setHidden(6, false);
    setBlocked(memberRow(6).publicId, true);
    expect(communityFigures().members).toBe(3);
  });

  it("counts a connection once the request is accepted, not while it is pending or when declined", async () => {
    await sendConnectionRequest(viewer(1, "Male"), memberRow(2).publicId);
    await sendConnectionRequest(viewer(1, "Male"), memberRow(3).publicId);
    expect(communityFigures().connections).toBe(0);
    const [toTwo] = listIncomingRequests(2).requests;
    await answerConnectionRequest(viewer(2, "Female"), toTwo.id, "accept");
    expect(communityFigures().connections).toBe(1);
    const [toThree] = listIncomingRequests(3).requests;
    await answerConnectionRequest(viewer(3, "Female"), toThree.id, "reject");
    expect(communityFigures().connections).toBe(1);
  });

  it("sees a member another process added (a seed or a second server)", () => {
    const before = communityFigures().members;
    const other = new Database(databaseFile());
    try {
      const row = memberRow(7, { gender: "Female" });
      other
        .prepare(
          `insert into members (public_id, email, phone, password_hash, full_name, age, gender, father_name,
             grand_father_name, height, dob, marital_status, family_head, family_head_occupation, siblings,
             sister_siblings, pehchan, education, working, house, area, city, state, pin, country, wedding_style,
             accepted_terms_at, created_at, updated_at)
           select ?, ?, ?, password_hash, full_name, age, 'Female', father_name, grand_father_name, height,
             dob, marital_status, family_head, family_head_occupation, siblings, sister_siblings, pehchan, education,
             working, house, area, city, state, pin, country, wedding_style, accepted_terms_at, created_at,
             updated_at
           from members where unq_id = 2`,
        )
        .run(row.publicId, row.email, row.phone);
    } finally {
      other.close();
    }
    expect(communityFigures().members).toBe(before + 1);
  });
});
