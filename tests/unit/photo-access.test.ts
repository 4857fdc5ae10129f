import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests, photoRequests } from "~/db/schema-connections";
import { mailQueue } from "~/db/schema-mail";
import { memberBlocks } from "~/db/schema-safety";
import { listProfiles, listVisitorProfiles } from "~/domain/listing/listing.server";
import { isPublicPhoto, maySeePhotoId } from "~/domain/profiles/photo-access.server";
import {
  answerPhotoRequest,
  pendingPhotoRequestCount,
  photoRequestsOf,
  requestPhoto,
} from "~/domain/profiles/photo-requests.server";
import { setPhotoVisibility } from "~/domain/profiles/photo-choice.server";
import { storePhoto } from "~/domain/profiles/photos.server";
import { getMemberProfile } from "~/domain/profiles/profiles.server";
import type { PhotoVisibility } from "~/forms/privacy-options";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";
import { refusal } from "../support/refusal";

// Who may see a member's photo (docs/product-rules.md §27), against a fresh SQLite file: the owner (1), a
// stranger (2), a connection (3), a member the owner granted (4), a member the owner blocked (5), an
// administrator (6), a second owner of the same bytes (7), a woman like the owner (8) and a man whose request
// the owner declined (9).

const OWNER = 1;
const [STRANGER, CONNECTION, GRANTED, BLOCKED, ADMIN, SHARER, WOMAN, DECLINED] = [2, 3, 4, 5, 6, 7, 8, 9];
const viewer = (n: number, role: "member" | "admin" = "member") => ({
  unqId: n,
  publicId: memberRow(n).publicId,
  fullName: `Member ${n}`,
  role,
  gender: n === WOMAN ? ("Female" as const) : ("Male" as const),
});
const PUBLIC_ADDRESS = () => `/images/${photoId}`;
const PRIVATE_ADDRESS = () => `/images/${photoId}-private`;
let photoId: string;

const set = (n: number, values: Partial<typeof members.$inferInsert>) =>
  getDb().update(members).set(values).where(eq(members.unqId, n)).run();
const sees = (n: number | null) =>
  maySeePhotoId(n === null ? null : viewer(n, n === ADMIN ? "admin" : "member"), photoId);

beforeAll(() => {
  photoId = storePhoto(Buffer.from("photo bytes"), "image/webp");
  insertMembersInBulk([
    memberRow(OWNER, { photoId, fullName: "Ayesha Siddiqui" }),
    ...[STRANGER, CONNECTION, GRANTED, BLOCKED].map((n) => memberRow(n, { gender: "Male" })),
    memberRow(ADMIN, { gender: "Male", role: "admin" }),
    memberRow(SHARER, { photoId, photoVisibility: "connections" }),
    memberRow(WOMAN, { gender: "Female" }),
    memberRow(DECLINED, { gender: "Male" }),
  ]);
  const db = getDb();
  const request = (n: number, status: "accepted" | "rejected") => ({
    id: String(n).repeat(24),
    senderUnqId: n,
    recipientUnqId: OWNER,
    pairLow: OWNER,
    pairHigh: n,
    status,
    createdAt: new Date(),
  });
  db.insert(connectionRequests)
    .values([request(CONNECTION, "accepted"), request(DECLINED, "rejected")])
    .run();
  db.insert(photoRequests)
    .values({ ownerUnqId: OWNER, requesterUnqId: GRANTED, status: "granted", createdAt: new Date() })
    .run();
  db.insert(memberBlocks).values({ blockerUnqId: OWNER, blockedUnqId: BLOCKED, createdAt: new Date() }).run();
});

beforeEach(() =>
  set(OWNER, {
    photoVisibility: "members",
    photoAwaitingApproval: false,
    awaitingApproval: false,
    blockByAdmin: false,
    hidden: false,
  }),
);

// Who sees the photo under each setting; anyone not named does not (the blocked member never does).
const SEEING: Record<PhotoVisibility, string[]> = {
  everyone: ["visitor", "stranger", "connection", "granted", "owner", "admin"],
  members: ["stranger", "connection", "granted", "owner", "admin"],
  connections: ["connection", "granted", "owner", "admin"],
};
const WHO = {
  visitor: null,
  stranger: STRANGER,
  connection: CONNECTION,
  granted: GRANTED,
  blocked: BLOCKED,
  owner: OWNER,
  admin: ADMIN,
};

describe("who may see a photo", () => {
  for (const visibility of ["everyone", "members", "connections"] as const) {
    it(`follows "${visibility}" for every kind of viewer, at the photo's address and on the profile`, () => {
      set(OWNER, { photoVisibility: visibility });
      for (const [who, n] of Object.entries(WHO)) {
        expect({ who, sees: sees(n) }).toEqual({ who, sees: SEEING[visibility].includes(who) });
      }
      expect(isPublicPhoto(photoId)).toBe(visibility === "everyone");
      const profile = getMemberProfile(viewer(STRANGER), memberRow(OWNER).publicId)!;
      // The address a page links: the public one only while everyone may see the photo (decision 027).
      expect(profile.image).toBe(
        { everyone: PUBLIC_ADDRESS(), members: PRIVATE_ADDRESS(), connections: null }[visibility],
      );
      expect(profile.photoAfterConnecting).toBe(visibility === "connections");
    });
  }

  const seenByEveryKind = () => [sees(null), sees(STRANGER), sees(CONNECTION), sees(OWNER), sees(ADMIN)];
  const OWNER_AND_ADMIN_ONLY = [false, false, false, true, true];

  it("shows only the owner and administrators a photo or profile awaiting approval, or a blocked member's", () => {
    set(OWNER, { photoVisibility: "everyone", photoAwaitingApproval: true });
    expect(seenByEveryKind()).toEqual(OWNER_AND_ADMIN_ONLY);
    expect(isPublicPhoto(photoId)).toBe(false);
    // A new profile awaiting approval: its photo waits with it (§30).
    set(OWNER, { photoAwaitingApproval: false, awaitingApproval: true });
    expect(seenByEveryKind()).toEqual(OWNER_AND_ADMIN_ONLY);
    set(OWNER, { awaitingApproval: false, blockByAdmin: true });
    expect([sees(null), sees(CONNECTION), sees(ADMIN)]).toEqual([false, false, true]);
  });

  it("lets any one owner of shared bytes show them: the second owner's own setting then counts", () => {
    set(OWNER, { photoVisibility: "connections" });
    expect(sees(STRANGER)).toBe(false);
    set(SHARER, { photoVisibility: "members" });
    expect(sees(STRANGER)).toBe(true);
    set(SHARER, { photoVisibility: "connections" });
  });

  it("sends a card's photo only when allowed, and never a visitor a members' photo", () => {
    set(OWNER, { photoVisibility: "connections" });
    const card = (n: number) => listProfiles(viewer(n), { unqId: OWNER }).cards[0];
    expect(card(STRANGER)).toMatchObject({ image: null, photoAfterConnecting: true });
    expect(card(CONNECTION)).toMatchObject({ image: PRIVATE_ADDRESS(), photoAfterConnecting: false });
    expect(card(GRANTED).image).toBe(PRIVATE_ADDRESS());
    set(OWNER, { photoVisibility: "members" });
    const [visitorCard] = listVisitorProfiles({ unqId: OWNER }).cards;
    expect(visitorCard).toEqual({
      name: "Ayesha S.",
      age: 25,
      state: expect.any(String),
      working: expect.any(String),
      image: null,
    });
    set(OWNER, { photoVisibility: "everyone" });
    expect(listVisitorProfiles({ unqId: OWNER }).cards[0].image).toBe(PUBLIC_ADDRESS());
    expect(card(STRANGER).image).toBe(PUBLIC_ADDRESS());
  });

  it("shows a members-only photo to the members the listing shows her to: never one of her own gender", () => {
    expect([sees(WOMAN), sees(STRANGER)]).toEqual([false, true]);
    // A caller with only the id (the request lists): the gender is read.
    expect(maySeePhotoId({ unqId: WOMAN }, photoId)).toBe(false);
    expect(maySeePhotoId({ unqId: STRANGER }, photoId)).toBe(true);
    // Shown to everyone, it is anyone's, visitors' included.
    set(OWNER, { photoVisibility: "everyone" });
    expect(sees(WOMAN)).toBe(true);
  });

  it("shows a hidden member's photo only to those who may still open her profile: a request with her", () => {
    for (const visibility of ["everyone", "members", "connections"] as const) {
      set(OWNER, { photoVisibility: visibility, hidden: true });
      const seen = { visitor: sees(null), stranger: sees(STRANGER), granted: sees(GRANTED), declined: sees(DECLINED) };
      expect({ visibility, ...seen }).toEqual({
        visibility,
        visitor: false,
        stranger: false,
        granted: false,
        declined: visibility !== "connections",
      });
      expect([sees(CONNECTION), sees(OWNER), sees(ADMIN)]).toEqual([true, true, true]);
      expect(isPublicPhoto(photoId)).toBe(false);
    }
    expect(getMemberProfile(viewer(DECLINED), memberRow(OWNER).publicId)?.image).toBeNull();
    set(OWNER, { photoVisibility: "members" });
    expect(getMemberProfile(viewer(DECLINED), memberRow(OWNER).publicId)?.image).toBe(PRIVATE_ADDRESS());
    expect(getMemberProfile(viewer(STRANGER), memberRow(OWNER).publicId)).toBeNull();
  });
});

describe("photo requests", () => {
  const ownerId = memberRow(OWNER).publicId;
  const mails = () => getDb().select().from(mailQueue).where(eq(mailQueue.kind, "photo-request")).all();

  it("asks once, e-mails the owner once, and the grant shows the photo until it is revoked", () => {
    set(OWNER, { photoVisibility: "connections" });
    const before = mails().length;
    requestPhoto(viewer(STRANGER), ownerId);
    requestPhoto(viewer(STRANGER), ownerId); // again while pending: nothing more
    expect(mails().length).toBe(before + 1);
    expect(photoRequestsOf(viewer(OWNER)).pending.map((p) => p.unqId)).toEqual([STRANGER]);
    answerPhotoRequest(viewer(OWNER), memberRow(STRANGER).publicId, "grant");
    expect(sees(STRANGER)).toBe(true);
    expect(photoRequestsOf(viewer(OWNER)).granted.map((p) => p.unqId)).toContain(STRANGER);
    answerPhotoRequest(viewer(OWNER), memberRow(STRANGER).publicId, "revoke");
    expect(sees(STRANGER)).toBe(false);
    expect(refusal(() => answerPhotoRequest(viewer(OWNER), memberRow(STRANGER).publicId, "revoke")).status).toBe(404);
  });

  it("lists each asker as a card (the photo as the listing shows it to the owner, age, city) and counts them", () => {
    set(OWNER, { photoVisibility: "connections" });
    const theirPhoto = storePhoto(Buffer.from("stranger's photo"), "image/webp");
    set(STRANGER, { photoId: theirPhoto, photoVisibility: "connections", age: 31, city: "Bhopal" });
    requestPhoto(viewer(STRANGER), ownerId);
    expect(pendingPhotoRequestCount(OWNER)).toBe(1);
    // The owner as the settings page has them: her gender is read (the helper's viewer() makes everyone a man).
    const [card] = photoRequestsOf({ unqId: OWNER }).pending;
    expect(card).toMatchObject({ publicId: memberRow(STRANGER).publicId, age: 31, city: "Bhopal", image: null });
    // Shown to members, the owner sees it on the card as in the listing (its private address).
    set(STRANGER, { photoVisibility: "members" });
    expect(photoRequestsOf({ unqId: OWNER }).pending[0].image).toBe(`/images/${theirPhoto}-private`);
    answerPhotoRequest(viewer(OWNER), memberRow(STRANGER).publicId, "decline");
    expect(pendingPhotoRequestCount(OWNER)).toBe(0);
    set(STRANGER, { photoId: null, photoVisibility: "members" });
  });

  it("declines a request, and refuses requests that make no sense, writing nothing", () => {
    set(OWNER, { photoVisibility: "connections" });
    requestPhoto(viewer(STRANGER), ownerId);
    answerPhotoRequest(viewer(OWNER), memberRow(STRANGER).publicId, "decline");
    expect(sees(STRANGER)).toBe(false);
    const rows = getDb().select().from(photoRequests).all().length;
    expect(refusal(() => requestPhoto(viewer(OWNER), ownerId)).message).toBe("You can always see your own photo.");
    expect(refusal(() => requestPhoto(viewer(BLOCKED), ownerId))).toEqual({ message: "Member not found", status: 404 });
    expect(refusal(() => requestPhoto(viewer(CONNECTION), ownerId)).message).toBe("You can already see this photo.");
    expect(refusal(() => requestPhoto(viewer(STRANGER), "nonsense")).status).toBe(404);
    set(OWNER, { photoVisibility: "members" });
    expect(refusal(() => requestPhoto(viewer(STRANGER), ownerId)).message).toMatch(/not kept to connections/);
    expect(refusal(() => answerPhotoRequest(viewer(OWNER), "nonsense", "grant")).status).toBe(404);
    expect(refusal(() => setPhotoVisibility(viewer(OWNER), "nobody")).message).toBe(
      "Please choose who can see your photo.",
    );
    expect(getDb().select().from(photoRequests).all().length).toBe(rows);
  });
});
