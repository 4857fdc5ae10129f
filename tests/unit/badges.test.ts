import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { badgesOf, checkedByAPerson, type BadgeFacts } from "~/domain/profiles/badges.server";
import { getMemberProfile, getOwnProfile, updateOwnProfile } from "~/domain/profiles/profiles.server";
import { listProfiles } from "~/domain/listing/listing.server";
import { normaliseSearch } from "~/domain/matching/match-alerts.server";
import { listingFilterSchema, listingQueryOf } from "~/forms/listing";
import { editProfileSchema } from "~/forms/profile";
import { DOCUMENT_TYPES } from "~/forms/verification-options";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";
import { registeredMember } from "../support/unit-members";

// The badges that say what was checked (issue 37, docs/product-rules.md §39): what each column gives, in which
// order, what "Verified" means (the search's "Verified only" and the /api/v1 flags), and the photo badge going
// when the profile photo changes.

const NONE: BadgeFacts = {
  verified: false,
  mobileVerifiedAt: null,
  emailVerifiedAt: null,
  idVerifiedAt: null,
  idDocumentType: null,
  photoVerifiedAt: null,
};
const day = (iso: string) => new Date(`${iso}T06:30:00Z`);

describe("a member's badges", () => {
  it("has none when nothing was checked", () => {
    expect(badgesOf(NONE)).toEqual([]);
  });

  it("gives each check its badge and the day it was made", () => {
    expect(badgesOf({ ...NONE, mobileVerifiedAt: day("2026-09-14") })).toEqual([
      { kind: "mobile", at: day("2026-09-14") },
    ]);
    expect(badgesOf({ ...NONE, emailVerifiedAt: day("2025-01-02") })).toEqual([
      { kind: "email", at: day("2025-01-02") },
    ]);
    expect(badgesOf({ ...NONE, photoVerifiedAt: day("2026-11-20") })).toEqual([
      { kind: "photo", at: day("2026-11-20") },
    ]);
    for (const document of DOCUMENT_TYPES) {
      expect(badgesOf({ ...NONE, idVerifiedAt: day("2026-11-28"), idDocumentType: document })).toEqual([
        { kind: "id", at: day("2026-11-28"), document },
      ]);
    }
    // A date without the kind of document (nothing writes it so, but a badge must not claim a kind it lacks).
    expect(badgesOf({ ...NONE, idVerifiedAt: day("2026-11-28") })).toEqual([
      { kind: "id", at: day("2026-11-28"), document: null },
    ]);
  });

  it("gives the old Verified flag as 'Checked by our team', with no date: it was never recorded", () => {
    const [team] = badgesOf({ ...NONE, verified: true });
    expect(team).toEqual({ kind: "team" });
    expect(team).not.toHaveProperty("at");
  });

  it("puts the checks made by a person first, then the codes", () => {
    const all = badgesOf({
      verified: true,
      mobileVerifiedAt: day("2026-01-01"),
      emailVerifiedAt: day("2026-01-01"),
      idVerifiedAt: day("2026-02-01"),
      idDocumentType: "pan",
      photoVerifiedAt: day("2026-03-01"),
    });
    expect(all.map((badge) => badge.kind)).toEqual(["id", "photo", "team", "mobile", "email"]);
  });

  it("counts as Verified only what a person checked: an ID, a photo or the team's mark, never a code alone", () => {
    const codesOnly = { ...NONE, mobileVerifiedAt: day("2026-01-01"), emailVerifiedAt: day("2026-01-01") };
    expect(checkedByAPerson(badgesOf(codesOnly))).toBe(false);
    expect(checkedByAPerson(badgesOf({ ...codesOnly, verified: true }))).toBe(true);
    expect(checkedByAPerson(badgesOf({ ...codesOnly, idVerifiedAt: day("2026-01-01"), idDocumentType: "pan" }))).toBe(
      true,
    );
    expect(checkedByAPerson(badgesOf({ ...codesOnly, photoVerifiedAt: day("2026-01-01") }))).toBe(true);
  });
});

describe("badges in the listing", () => {
  // The viewer's number only finds their blocks (none): any will do.
  const viewer = { unqId: 900, gender: "Male" as const };
  // Every mix of the four checks, on women 901 to 916 (the viewer is a man): the SQL of "Verified only" and
  // checkedByAPerson must agree on each.
  const mixes = Array.from({ length: 16 }, (_, i) => ({
    n: 901 + i,
    verified: Boolean(i & 1),
    // undefined, not null: the bulk insert leaves out what a row does not fill.
    idVerifiedAt: i & 2 ? day("2026-11-01") : undefined,
    idDocumentType: i & 2 ? ("passport" as const) : undefined,
    photoVerifiedAt: i & 4 ? day("2026-11-02") : undefined,
    mobileVerifiedAt: i & 8 ? day("2026-11-03") : undefined,
  }));

  beforeAll(() => {
    insertMembersInBulk([
      memberRow(900, { gender: "Male", city: "Badgepur" }),
      ...mixes.map(({ n: number, ...checks }) =>
        memberRow(number, { city: "Badgepur", emailVerifiedAt: day("2026-01-05"), ...checks }),
      ),
    ]);
  });

  /** memberRow's n, from the name it gives ("Member 916"); the database numbers members its own way. */
  const n = (card: { fullName: string }) => Number(card.fullName.replace("Member ", ""));
  const inBadgepur = (filter: Record<string, string>) =>
    listProfiles(viewer, listingQueryOf(listingFilterSchema.parse({ place: "Badgepur", ...filter })), 50).cards;

  it("shows each card's badges, read with the card", () => {
    const cards = inBadgepur({});
    expect(cards).toHaveLength(16);
    const everything = cards.find((card) => n(card) === 916)!;
    expect(everything.badges).toEqual([
      { kind: "id", at: day("2026-11-01"), document: "passport" },
      { kind: "photo", at: day("2026-11-02") },
      { kind: "team" },
      { kind: "mobile", at: day("2026-11-03") },
      { kind: "email", at: day("2026-01-05") },
    ]);
    expect(cards.find((card) => n(card) === 901)!.badges).toEqual([{ kind: "email", at: day("2026-01-05") }]);
  });

  it("'Verified only' lists exactly the members a person checked", () => {
    const expected = mixes
      .filter(({ n: _n, ...checks }) =>
        checkedByAPerson(
          badgesOf({
            ...NONE,
            verified: checks.verified,
            idVerifiedAt: checks.idVerifiedAt ?? null,
            photoVerifiedAt: checks.photoVerifiedAt ?? null,
            mobileVerifiedAt: checks.mobileVerifiedAt ?? null,
          }),
        ),
      )
      .map((mix) => mix.n)
      .sort();
    expect(expected).toHaveLength(14); // all but "nothing" and "mobile only"
    for (const value of ["1", "true", "on"]) {
      const cards = inBadgepur({ verified: value });
      expect(cards.map(n).sort(), value).toEqual(expected);
      expect(cards.every((card) => checkedByAPerson(card.badges))).toBe(true);
    }
    for (const value of ["", "0", "false", "off"]) expect(inBadgepur({ verified: value }), value).toHaveLength(16);
    // A weekly alert keeps the search as the schema reads it, and reads it back the same.
    expect(normaliseSearch("place=Badgepur&verified=1")).toBe("place=Badgepur&verified=true");
    expect(inBadgepur({ verified: "true" }).map(n).sort()).toEqual(expected);
  });

  it("refuses any other value of the tick box with a message, not a list that ignores it", () => {
    for (const value of ["yes", "2", "verified"]) {
      const parsed = listingFilterSchema.safeParse({ verified: value });
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0].message).toBe("Verified only is a tick box: on or off");
    }
    expect(listingFilterSchema.safeParse({ verified: ["1", "1"] }).success).toBe(false);
  });
});

describe("badges on a profile", () => {
  const png = (colour: string) =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
      .png()
      .toBuffer();

  it("gives a new member the e-mail badge, dated at signup, and another member sees it with the others", async () => {
    const woman = await registeredMember("Female");
    const man = await registeredMember("Male");
    const own = getOwnProfile(woman.unqId)!;
    expect(badgesOf(own)).toEqual([{ kind: "email", at: own.createdAt }]);

    getDb()
      .update(members)
      .set({ idVerifiedAt: day("2026-11-28"), idDocumentType: "pan" })
      .where(eq(members.unqId, woman.unqId))
      .run();
    const seen = getMemberProfile(man, woman.publicId)!;
    expect(seen.badges).toEqual([
      { kind: "id", at: day("2026-11-28"), document: "pan" },
      { kind: "email", at: own.createdAt },
    ]);
    // What was checked, never what it is: the number and the address stay masked for a stranger.
    expect(JSON.stringify(seen.badges)).not.toContain(woman.email);
    expect(JSON.stringify(seen.badges)).not.toContain(woman.signup.phone);
  });

  it("drops the photo badge when the profile photo changes, and keeps it for the same photo sent again", async () => {
    const member = await registeredMember("Female");
    const edit = editProfileSchema.parse(member.signup);
    await updateOwnProfile(member.unqId, edit, await png("#2a6"), "b");
    const matched = day("2026-11-20");
    getDb().update(members).set({ photoVerifiedAt: matched }).where(eq(members.unqId, member.unqId)).run();
    const kinds = () => badgesOf(getOwnProfile(member.unqId)!).map((badge) => badge.kind);
    expect(kinds()).toEqual(["photo", "email"]);

    // The same picture again (re-encoded to the same bytes) is still the photo a person matched.
    await updateOwnProfile(member.unqId, edit, await png("#2a6"), "b");
    expect(getOwnProfile(member.unqId)!.photoVerifiedAt).toEqual(matched);
    // An edit without a photo keeps it too.
    await updateOwnProfile(member.unqId, { ...edit, working: "Teacher" }, undefined, "b");
    expect(kinds()).toEqual(["photo", "email"]);

    await updateOwnProfile(member.unqId, edit, await png("#a26"), "b");
    expect(kinds()).toEqual(["email"]);
    expect(getOwnProfile(member.unqId)!.photoVerifiedAt).toBeNull();
  });
});
