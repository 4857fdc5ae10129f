import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members, photos } from "~/db/schema";
import { NO_PREFERENCES, savePreferences } from "~/domain/profiles/preferences.server";
import {
  completenessOf,
  profileCompleteness,
  type CompletenessInput,
} from "~/domain/profiles/profile-completeness.server";
import { registeredMember } from "../support/unit-members";

// "Complete your profile" (issue 19): the share of the optional parts a member has filled, and where to fill
// each missing one. Against a fresh SQLite file.

const EMPTY: CompletenessInput = {
  photoId: null,
  about: null,
  educationLevel: null,
  maslak: null,
  prayer: null,
  motherTongue: null,
  motherName: null,
  preferences: 0,
};
const FULL: CompletenessInput = {
  photoId: "p1",
  about: "I teach at a girls' school.",
  educationLevel: "Graduate",
  maslak: "SunniHanafi",
  prayer: "FiveTimes",
  motherTongue: "Urdu",
  motherName: "Rukhsana",
  preferences: 2,
};
const missingKeys = (input: CompletenessInput) => completenessOf(input).missing.map((item) => item.key);

describe("completenessOf", () => {
  it("counts six parts, each missing one with the page where it is filled", () => {
    expect(completenessOf(EMPTY).percent).toBe(0);
    expect(completenessOf(EMPTY).missing).toEqual([
      { key: "photo", label: "Add a profile photo", href: "/userProfile?edit=1" },
      { key: "about", label: "Write a few lines about yourself", href: "/userProfile?edit=1" },
      {
        key: "preferences",
        label: "Say who you are looking for (partner preferences)",
        href: "/preferences?from=welcome",
      },
      { key: "education", label: "Choose your education level", href: "/userProfile?edit=1" },
      { key: "lifestyle", label: "Add your maslak, prayer and mother tongue", href: "/userProfile?edit=1" },
      { key: "family", label: "Add your mother's name", href: "/userProfile?edit=1" },
    ]);
    expect(completenessOf(FULL)).toEqual({ percent: 100, missing: [] });
  });

  it("rounds down, so that only a profile with nothing missing reads 100%", () => {
    expect(completenessOf({ ...FULL, motherName: null })).toMatchObject({ percent: 83 });
    expect(completenessOf({ ...EMPTY, photoId: "p1" }).percent).toBe(16);
    expect(completenessOf({ ...EMPTY, photoId: "p1", about: "Hello", preferences: 1 }).percent).toBe(50);
  });

  it("takes blank text for missing, and lifestyle only when maslak, prayer and mother tongue are all given", () => {
    expect(missingKeys({ ...FULL, about: "   " })).toEqual(["about"]);
    expect(missingKeys({ ...FULL, motherName: "" })).toEqual(["family"]);
    expect(missingKeys({ ...FULL, prayer: null })).toEqual(["lifestyle"]);
    expect(missingKeys({ ...FULL, preferences: 0 })).toEqual(["preferences"]);
  });
});

describe("profileCompleteness", () => {
  it("reads the member's row and partner preferences; nobody, null", async () => {
    const member = await registeredMember("Female");
    expect(profileCompleteness(member.unqId)).toMatchObject({ percent: 0 });

    savePreferences(member.unqId, { ...NO_PREFERENCES, ageFrom: 25, ageTo: 32 });
    expect(profileCompleteness(member.unqId)).toMatchObject({ percent: 16 });

    const db = getDb();
    db.insert(photos)
      .values({ id: "completeness-photo", mime: "image/webp", data: Buffer.from("x"), createdAt: new Date() })
      .run();
    db.update(members)
      .set({
        photoId: "completeness-photo",
        about: "I teach.",
        educationLevel: "Graduate",
        maslak: "SunniHanafi",
        prayer: "FiveTimes",
        motherTongue: "Urdu",
        motherName: "Rukhsana",
      })
      .where(eq(members.unqId, member.unqId))
      .run();
    expect(profileCompleteness(member.unqId)).toEqual({ percent: 100, missing: [] });
    expect(profileCompleteness(999_999)).toBeNull();
  });
});
