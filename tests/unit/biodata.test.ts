import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { memberBlocks } from "~/db/schema-safety";
import { biodataLinks } from "~/db/schema-biodata";
import { biodataForLink, biodataForViewer } from "~/domain/profiles/biodata.server";
import {
  biodataLinksOf,
  makeBiodataLink,
  openBiodataLink,
  revokeBiodataLink,
} from "~/domain/profiles/biodata-links.server";
import { storePhoto } from "~/domain/profiles/photos.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { logBiodataLink, setSharePermission } from "~/domain/family/guardian-permissions.server";
import { revokeGuardian } from "~/domain/family/guardians.server";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";
import { refusal } from "../support/refusal";
import { activeGuardian } from "../support/unit-guardians";

// A biodata (docs/product-rules.md §40) per reader: the member herself (1), a stranger (2), a connection (3), a
// member she blocked (4), a woman (5, same gender); and her share links: tokens, views, expiry and revocation.

const OWNER = 1;
const [STRANGER, CONNECTION, BLOCKED, WOMAN] = [2, 3, 4, 5];
const viewer = (n: number) => ({
  unqId: n,
  publicId: memberRow(n).publicId,
  fullName: `Member ${n}`,
  role: "member" as const,
  gender: n === OWNER || n === WOMAN ? ("Female" as const) : ("Male" as const),
});
const OWNER_ID = memberRow(OWNER).publicId;
const DAY = 24 * 3600_000;
let photoId: string;
let client = 0;
// Each open from a client of its own, so the per-client throttle is tested only where meant.
const open = (token: string) => openBiodataLink(token, `203.0.113.${++client % 250}:${client}`);
const set = (values: Partial<typeof members.$inferInsert>) =>
  getDb().update(members).set(values).where(eq(members.unqId, OWNER)).run();

beforeAll(() => {
  photoId = storePhoto(Buffer.from("photo bytes"), "image/webp");
  insertMembersInBulk([
    memberRow(OWNER, { fullName: "Ayesha Siddiqui", photoId, about: "I teach <b>maths</b>", contactName: "Abdul" }),
    ...[STRANGER, CONNECTION, BLOCKED].map((n) => memberRow(n, { gender: "Male" })),
    memberRow(WOMAN),
  ]);
  getDb()
    .insert(connectionRequests)
    .values({
      id: "c".repeat(24),
      senderUnqId: CONNECTION,
      recipientUnqId: OWNER,
      pairLow: OWNER,
      pairHigh: CONNECTION,
      status: "accepted",
      createdAt: new Date(),
    })
    .run();
  getDb().insert(memberBlocks).values({ blockerUnqId: OWNER, blockedUnqId: BLOCKED, createdAt: new Date() }).run();
});

beforeEach(() =>
  set({ photoVisibility: "connections", photoAwaitingApproval: false, hidden: false, blockByAdmin: false }),
);
afterEach(() => vi.useRealTimers());

describe("the biodata each reader gets", () => {
  it("gives a stranger the profile without contact details, and the photo only as §27 allows", () => {
    const biodata = biodataForViewer(viewer(STRANGER), OWNER_ID)!;
    expect(biodata.fullName).toBe("Ayesha Siddiqui");
    expect(biodata.details.about).toBe("I teach <b>maths</b>");
    expect(biodata.contact).toBe(false);
    const { phone, email, area, pin, dob, contactName } = biodata.details;
    expect({ phone, email, area, pin, dob, contactName }).toEqual({
      phone: null,
      email: null,
      area: null,
      pin: null,
      dob: null,
      contactName: null,
    });
    expect(JSON.stringify(biodata)).not.toContain(memberRow(OWNER).phone);
    expect(biodata.photo).toBeNull();
    set({ photoVisibility: "members" });
    expect(biodataForViewer(viewer(STRANGER), OWNER_ID)!.photo?.url).toBe(`/images/${photoId}-private`);
  });

  it("gives a connection the contact details and the photo kept to connections", () => {
    const biodata = biodataForViewer(viewer(CONNECTION), OWNER_ID)!;
    expect(biodata.contact).toBe(true);
    expect(biodata.details.phone).toBe(memberRow(OWNER).phone);
    expect(biodata.details.email).toBe(memberRow(OWNER).email);
    expect(biodata.details.contactName).toBe("Abdul");
    expect(biodata.photo?.id).toBe(photoId);
  });

  it("gives the member her own, whole", () => {
    const biodata = biodataForViewer(viewer(OWNER), OWNER_ID)!;
    expect(biodata.contact).toBe(true);
    expect(biodata.details.phone).toBe(memberRow(OWNER).phone);
    expect(biodata.photo?.id).toBe(photoId);
  });

  it("gives nothing where the profile page would answer 404", () => {
    expect(biodataForViewer(viewer(BLOCKED), OWNER_ID)).toBeNull();
    expect(biodataForViewer(viewer(WOMAN), OWNER_ID)).toBeNull();
    expect(biodataForViewer(viewer(STRANGER), "not-an-id")).toBeNull();
    set({ hidden: true });
    expect(biodataForViewer(viewer(STRANGER), OWNER_ID)).toBeNull();
    set({ blockByAdmin: true });
    expect(biodataForViewer(viewer(CONNECTION), OWNER_ID)).toBeNull();
  });

  it("gives a share link no contact details ever, and the photo only when ticked and approved", () => {
    expect(biodataForLink(OWNER, false)!.photo).toBeNull();
    const withPhoto = biodataForLink(OWNER, true)!;
    expect(withPhoto.contact).toBe(false);
    expect(withPhoto.details.phone).toBeNull();
    expect(withPhoto.details.email).toBeNull();
    // No address: the share page embeds it, so nothing outlives the link.
    expect(withPhoto.photo).toEqual({ url: null, id: photoId });
    set({ photoAwaitingApproval: true });
    expect(biodataForLink(OWNER, true)!.photo).toBeNull();
    set({ hidden: true });
    expect(biodataForLink(OWNER, true)).toBeNull();
  });
});

describe("share links", () => {
  const input = { label: "Khan family", days: 7 as const, maxViews: null, showPhoto: false };

  it("keeps only the SHA-256 of a 32-byte secret and opens only with the whole token", () => {
    const token = makeBiodataLink(OWNER, input);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const [id, secret] = token.split(".");
    const row = getDb()
      .select()
      .from(biodataLinks)
      .where(eq(biodataLinks.id, Number(id)))
      .get()!;
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(open(token).label).toBe("Khan family");
    expect(refusal(() => open(`${id}.${"A".repeat(43)}`)).status).toBe(410);
    expect(refusal(() => open(`${Number(id) + 1000}.${secret}`)).status).toBe(410);
    expect(refusal(() => open("garbage")).status).toBe(410);
  });

  it("counts each open and the last view, and answers 410 once revoked", () => {
    const token = makeBiodataLink(OWNER, input);
    open(token);
    open(token);
    const id = Number(token.split(".")[0]);
    const listed = biodataLinksOf(OWNER).find((link) => link.id === id)!;
    expect(listed.views).toBe(2);
    expect(listed.lastViewedAt).toBeInstanceOf(Date);
    expect(listed.state).toBe("active");
    revokeBiodataLink(OWNER, id);
    expect(refusal(() => open(token))).toEqual({ message: "This link is no longer available.", status: 410 });
    expect(biodataLinksOf(OWNER).find((link) => link.id === id)!.state).toBe("revoked");
    expect(biodataLinksOf(OWNER).find((link) => link.id === id)!.views).toBe(2);
  });

  it("lets only the member revoke her link", () => {
    const id = Number(makeBiodataLink(OWNER, input).split(".")[0]);
    expect(refusal(() => revokeBiodataLink(STRANGER, id)).status).toBe(404);
    expect(refusal(() => revokeBiodataLink(OWNER, 999_999)).status).toBe(404);
  });

  it("answers 410 past its days (a controlled clock)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    const week = makeBiodataLink(OWNER, input);
    const month = makeBiodataLink(OWNER, { ...input, days: 30 });
    vi.setSystemTime(new Date(Date.parse("2026-11-28T10:00:00Z") + 7 * DAY - 1000));
    expect(open(week).label).toBe("Khan family");
    vi.setSystemTime(new Date(Date.parse("2026-11-28T10:00:00Z") + 7 * DAY));
    expect(refusal(() => open(week)).status).toBe(410);
    expect(open(month).label).toBe("Khan family");
    vi.setSystemTime(new Date(Date.parse("2026-11-28T10:00:00Z") + 30 * DAY));
    expect(refusal(() => open(month)).status).toBe(410);
  });

  it("answers 410 past its limit of views, counting nothing more", () => {
    const token = makeBiodataLink(OWNER, { ...input, maxViews: 2 });
    open(token);
    open(token);
    expect(refusal(() => open(token)).status).toBe(410);
    const id = Number(token.split(".")[0]);
    const listed = biodataLinksOf(OWNER).find((link) => link.id === id)!;
    expect(listed).toMatchObject({ views: 2, state: "used" });
  });

  it("shows nothing through a link while the member is blocked by the administrators", () => {
    const token = makeBiodataLink(OWNER, input);
    set({ blockByAdmin: true });
    expect(refusal(() => open(token)).status).toBe(410);
  });

  it("throttles opens per client", () => {
    const token = makeBiodataLink(OWNER, input);
    let status = 0;
    for (let i = 0; i < 80 && status === 0; i++) {
      try {
        openBiodataLink(token, "198.51.100.99");
      } catch {
        status = refusal(() => openBiodataLink(token, "198.51.100.99")).status;
      }
    }
    expect(status).toBe(429);
  });

  it("throttles making links per member", () => {
    const maker = 3;
    let status = 0;
    for (let i = 0; i < 30 && status === 0; i++) {
      status = (() => {
        try {
          makeBiodataLink(maker, input);
          return 0;
        } catch {
          return refusal(() => makeBiodataLink(maker, input)).status;
        }
      })();
    }
    expect(status).toBe(429);
  });
});

describe("a guardian the member allowed", () => {
  it("gets the permission per guardian, logged; makes and revokes links that the log names", async () => {
    const member = { ...viewer(OWNER), fullName: "Ayesha Siddiqui" };
    const guardian = await activeGuardian(member);
    const other = await activeGuardian(member);
    expect(guardian.access().canShareBiodata).toBe(false);
    const guardianId = guardian.access().guardianId;
    expect(setSharePermission(member, guardianId, true).name).toMatch(/^Guardian/);
    // Setting it as it is changes nothing and logs nothing.
    setSharePermission(member, guardianId, true);
    expect(guardian.access().canShareBiodata).toBe(true);
    expect(other.access().canShareBiodata).toBe(false);
    expect(refusal(() => setSharePermission(viewer(STRANGER), guardianId, true)).status).toBe(404);

    const access = guardian.access();
    const token = makeBiodataLink(
      OWNER,
      { label: "Qureshi family", days: 7, maxViews: null, showPhoto: false },
      guardianId,
    );
    logBiodataLink(access, "made-biodata-link", "Qureshi family");
    expect(open(token).label).toBe("Qureshi family");
    const { label } = revokeBiodataLink(OWNER, Number(token.split(".")[0]));
    logBiodataLink(access, "revoked-biodata-link", label);
    const actions = guardianActivity(OWNER).entries.map((entry) => [entry.action, entry.aboutName]);
    expect(actions.slice(0, 3)).toEqual([
      ["revoked-biodata-link", "Qureshi family"],
      ["made-biodata-link", "Qureshi family"],
      ["allowed-sharing", null],
    ]);

    // Revoking the guardian takes the permission with it.
    revokeGuardian(member, guardianId);
    setSharePermission(member, other.access().guardianId, false);
    expect(other.access().canShareBiodata).toBe(false);
  });
});
