import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { databaseFile } from "~/db/client.server";
import {
  confirmEmailVerification,
  deleteAccount,
  hashPassword,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { setBlocked } from "~/domain/safety/admin.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { listMatches } from "~/domain/matching/matching.server";
import { NO_PREFERENCES, savePreferences } from "~/domain/profiles/preferences.server";
import { editOwnProfile } from "~/domain/profiles/profiles.server";
import { editProfileSchema, registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { addMember, viewerOf } from "../support/match-members";
import { newSignup } from "../support/members";
import { lastCodeSentTo } from "../support/outbox";

// docs/product-rules.md §25 and decision 010: /matches leaves out settled requests, pages like every list,
// and the in-memory index follows every write, the domain's and another connection's. This file's women are
// all candidates of its men: each test reads the ranking's changes, not whole pages.

const IP = "198.51.100.20";
const ids = (viewer: number, page = 1, pageSize = 100) =>
  listMatches(viewerOf(viewer), page, pageSize).matches.map((m) => m.unqId);

/** A member who signed up through the domain, as the signup page does it. */
async function signedUp(overrides: Record<string, string>) {
  const { password, ...input } = registerSchema.parse(newSignup(overrides));
  await startEmailVerification(input.email, IP);
  confirmEmailVerification(input.email, lastCodeSentTo(getEnv().DATA_DIR, input.email), `b-${input.email}`, IP);
  const passwordHash = await hashPassword(password);
  const { unqId, publicId } = await registerMember({ ...input, passwordHash }, undefined, `b-${input.email}`);
  return { unqId, publicId, password, signup: input };
}

describe("who is left out", () => {
  it("leaves out accepted and rejected requests either way; a pending request stays", async () => {
    const me = addMember({ gender: "Male" });
    const [accepted, rejected, acceptedByMe, rejectedByMe, pending] = Array.from({ length: 5 }, () => addMember());
    for (const them of [accepted, rejected]) await sendConnectionRequest(viewerOf(me), viewerOf(them).publicId);
    for (const them of [acceptedByMe, rejectedByMe, pending]) {
      await sendConnectionRequest(viewerOf(them), viewerOf(me).publicId);
    }
    const answer = async (by: number, from: number, verdict: "accept" | "reject") => {
      const request = listIncomingRequests(by).requests.find((r) => r.sender.publicId === viewerOf(from).publicId)!;
      await answerConnectionRequest(viewerOf(by), request.id, verdict);
    };
    await answer(accepted, me, "accept");
    await answer(rejected, me, "reject");
    await answer(me, acceptedByMe, "accept");
    await answer(me, rejectedByMe, "reject");

    const mine = ids(me);
    expect(mine).toContain(pending);
    for (const gone of [accepted, rejected, acceptedByMe, rejectedByMe]) expect(mine).not.toContain(gone);
    // Both ways: none of them sees me either, but the pending one does.
    expect(ids(accepted)).not.toContain(me);
    expect(ids(rejectedByMe)).not.toContain(me);
    expect(ids(pending)).toContain(me);
  });
});

describe("paging", () => {
  it("pages a long list in order; a page past the end shows the last page", () => {
    const me = addMember({ gender: "Male" });
    for (let i = 0; i < 45; i++) addMember();
    const all = ids(me);
    const total = all.length;
    const pages = Math.ceil(total / 20);
    const paged = Array.from({ length: pages }, (_, i) => ids(me, i + 1, 20)).flat();
    expect(paged).toEqual(all);
    const deep = listMatches(viewerOf(me), pages, 20);
    expect(deep).toMatchObject({ page: pages, pages, total });
    expect(deep.matches).toHaveLength(total - (pages - 1) * 20);
    const past = listMatches(viewerOf(me), pages + 50, 20);
    expect(past).toMatchObject({ page: pages, pages, total });
    expect(past.matches.map((m) => m.unqId)).toEqual(deep.matches.map((m) => m.unqId));
  });
});

describe("the index follows writes", () => {
  it("a new member is ranked at once, by their own preferences too", async () => {
    const me = addMember({ gender: "Male", city: "Lucknow", state: "Uttar Pradesh" }, { places: ["Agra"] });
    const before = ids(me);
    const agra = await signedUp({ gender: "Female", city: "Agra", state: "Uttar Pradesh" });
    const after = listMatches(viewerOf(me), 1, 100);
    expect(after.total).toBe(before.length + 1);
    expect(after.matches[0]).toMatchObject({ unqId: agra.unqId, fit: { mine: 1, mineSet: 1 } });
  });

  it("a profile edit moves a member up or down", async () => {
    const me = addMember({ gender: "Male" }, { places: ["Patna"] });
    const member = await signedUp({ gender: "Female", city: "Lucknow", state: "Uttar Pradesh" });
    const fitOf = () => listMatches(viewerOf(me), 1, 100).matches.find((m) => m.unqId === member.unqId)!.fit;
    expect(fitOf().mine).toBe(0);
    const input = editProfileSchema.parse({ ...member.signup, city: "Patna", state: "Bihar" });
    await editOwnProfile(member.unqId, input, { clientIp: IP });
    expect(fitOf().mine).toBe(1);
    expect(ids(me)[0]).toBe(member.unqId);
  });

  it("saved preferences change how others rank me at once", () => {
    const me = addMember({ gender: "Male", age: 30 });
    const her = addMember({}, { ageFrom: 25, ageTo: 28 });
    const fitOf = () => listMatches(viewerOf(me), 1, 100).matches.find((m) => m.unqId === her)!.fit;
    expect(fitOf()).toMatchObject({ theirs: 0, theirsSet: 1 });
    savePreferences(her, { ...NO_PREFERENCES, ageFrom: 28, ageTo: 35, motherTongues: ["Hindi"] });
    expect(fitOf()).toMatchObject({ theirs: 1, theirsSet: 2 });
  });

  it("a block by an administrator removes a member, and unblocking brings them back", () => {
    const me = addMember({ gender: "Male" });
    const her = addMember();
    const later = addMember(); // newer: unblocking her cannot just append her at the end
    const { publicId } = viewerOf(her);
    expect(ids(me)).toEqual(expect.arrayContaining([her, later]));
    setBlocked(publicId, true);
    expect(ids(me)).not.toContain(her);
    setBlocked(publicId, false);
    expect(ids(me)).toContain(her);
  });

  it("a deleted account is gone", async () => {
    const me = addMember({ gender: "Male" });
    const leaving = await signedUp({ gender: "Female" });
    expect(ids(me)).toContain(leaving.unqId);
    await deleteAccount(leaving.unqId, leaving.password);
    expect(ids(me)).not.toContain(leaving.unqId);
  });

  it("a write by another connection (a script, a restore) is seen on the next ranking", () => {
    const me = addMember({ gender: "Male" }, { maslaks: ["Barelvi"] });
    const her = addMember({ maslak: "Deobandi" });
    const fitOf = () => listMatches(viewerOf(me), 1, 100).matches.find((m) => m.unqId === her)?.fit;
    expect(fitOf()?.mine).toBe(0);
    const other = new Database(databaseFile());
    try {
      other.prepare("update members set maslak = 'Barelvi' where unq_id = ?").run(her);
      expect(fitOf()?.mine).toBe(1);
      other.prepare("update members set block_by_admin = 1 where unq_id = ?").run(her);
      expect(fitOf()).toBeUndefined();
    } finally {
      other.close();
    }
  });
});
