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
import { registeredMember, shortSignupMember } from "../support/unit-members";

// "Complete your profile" (issue 19; docs/product-rules.md §3, decision 045): the short signup asks only who the
// profile is for and the account, so the meter counts ten equal items of what comes after, each missing one with
// where to fill it. Against a fresh SQLite file.

const EMPTY: CompletenessInput = {
  photoId: null,
  height: null,
  maritalStatus: null,
  education: null,
  working: null,
  area: null,
  city: null,
  state: null,
  pin: null,
  country: null,
  house: null,
  fatherName: null,
  motherName: null,
  grandFatherName: null,
  familyHead: null,
  familyHeadOccupation: null,
  siblings: null,
  sisterSiblings: null,
  pehchan: null,
  weddingStyle: null,
  about: null,
  educationLevel: null,
  maslak: null,
  prayer: null,
  motherTongue: null,
  preferences: 0,
};
const FULL: CompletenessInput = {
  photoId: "p1",
  height: "5 ft 3 in",
  maritalStatus: "UnMarried",
  education: "B.Com",
  working: "Teacher",
  area: "Old City",
  city: "Lucknow",
  state: "Uttar Pradesh",
  pin: "226003",
  country: "India",
  house: "Owned",
  fatherName: "Rafiq Sheikh",
  motherName: "Rukhsana",
  grandFatherName: "Haji Ismail",
  familyHead: "Father",
  familyHeadOccupation: "Business",
  // An only child's 0 brothers and 0 sisters is an answer (docs/product-rules.md §23), not a gap.
  siblings: 0,
  sisterSiblings: 0,
  pehchan: "Shaikh",
  weddingStyle: "Sunnati(Max 15 People)",
  about: "I teach at a girls' school.",
  educationLevel: "Graduate",
  maslak: "SunniHanafi",
  prayer: "FiveTimes",
  motherTongue: "Urdu",
  preferences: 2,
};
const EDIT = "/userProfile?edit=1";
const missingKeys = (input: CompletenessInput) => completenessOf(input).missing.map((item) => item.key);

/** Each item and the fields it needs, all of them. */
const ITEM_FIELDS: Record<string, (keyof CompletenessInput)[]> = {
  photo: ["photoId"],
  basics: ["height", "maritalStatus"],
  career: ["education", "working"],
  home: ["area", "city", "state", "pin", "country", "house"],
  family: [
    "fatherName",
    "motherName",
    "grandFatherName",
    "familyHead",
    "familyHeadOccupation",
    "siblings",
    "sisterSiblings",
    "pehchan",
  ],
  wedding: ["weddingStyle"],
  about: ["about"],
  education: ["educationLevel"],
  lifestyle: ["maslak", "prayer", "motherTongue"],
};

describe("completenessOf", () => {
  it("counts ten items, each missing one with the page where it is filled", () => {
    expect(completenessOf(EMPTY)).toEqual({
      percent: 0,
      missing: [
        { key: "photo", label: "Add a profile photo", href: EDIT },
        { key: "basics", label: "Add your height and marital status", href: EDIT },
        { key: "career", label: "Add your education and work", href: EDIT },
        { key: "home", label: "Add where you live", href: EDIT },
        { key: "family", label: "Add your family: parents, grandfather, brothers and sisters", href: EDIT },
        { key: "wedding", label: "Choose your wedding style", href: EDIT },
        { key: "about", label: "Write a few lines about yourself", href: EDIT },
        {
          key: "preferences",
          label: "Say who you are looking for (partner preferences)",
          href: "/preferences?from=welcome",
        },
        { key: "education", label: "Choose your education level", href: EDIT },
        { key: "lifestyle", label: "Add your maslak, prayer and mother tongue", href: EDIT },
      ],
    });
    expect(completenessOf(FULL)).toEqual({ percent: 100, missing: [] });
  });

  it("gives each item a tenth, whichever it is", () => {
    expect(completenessOf({ ...FULL, preferences: 0 })).toMatchObject({ percent: 90 });
    expect(completenessOf({ ...EMPTY, photoId: "p1" }).percent).toBe(10);
    expect(completenessOf({ ...EMPTY, photoId: "p1", about: "Hello", preferences: 1 }).percent).toBe(30);
    expect(
      completenessOf({ ...EMPTY, height: "5 ft", maritalStatus: "UnMarried", weddingStyle: "Traditional" }).percent,
    ).toBe(20);
  });

  it.each(Object.entries(ITEM_FIELDS))("%s is done only when every one of its fields is given", (key, fields) => {
    for (const field of fields) {
      expect(missingKeys({ ...FULL, [field]: null }), field).toEqual([key]);
      // Blank text is not an answer.
      if (typeof FULL[field] === "string") expect(missingKeys({ ...FULL, [field]: "   " }), field).toEqual([key]);
    }
    const onlyThis = Object.fromEntries(fields.map((field) => [field, FULL[field]]));
    expect(missingKeys({ ...EMPTY, ...onlyThis })).not.toContain(key);
  });

  it("counts partner preferences once any is set", () => {
    expect(missingKeys({ ...FULL, preferences: 0 })).toEqual(["preferences"]);
    expect(missingKeys({ ...FULL, preferences: 1 })).toEqual([]);
  });
});

describe("profileCompleteness", () => {
  const addPhoto = (unqId: number, id: string) => {
    const db = getDb();
    db.insert(photos)
      .values({ id, mime: "image/webp", data: Buffer.from("x"), createdAt: new Date() })
      .run();
    db.update(members).set({ photoId: id }).where(eq(members.unqId, unqId)).run();
  };

  it("a member made by the short signup reads 0%, then 10% with a photo and 20% with preferences", async () => {
    const member = await shortSignupMember({ profileFor: "self", gender: "Female" });
    const read = profileCompleteness(member.unqId)!;
    expect(read.percent).toBe(0);
    expect(read.missing).toHaveLength(10);

    addPhoto(member.unqId, "short-signup-photo");
    expect(profileCompleteness(member.unqId)).toMatchObject({ percent: 10 });
    expect(profileCompleteness(member.unqId)!.missing.map((item) => item.key)).not.toContain("photo");
    savePreferences(member.unqId, { ...NO_PREFERENCES, ageFrom: 25, ageTo: 32 });
    expect(profileCompleteness(member.unqId)).toMatchObject({ percent: 20 });
  });

  it("the original client's full register: four items done, the family missing its mother's name", async () => {
    const member = await registeredMember("Female");
    expect(profileCompleteness(member.unqId)).toMatchObject({ percent: 40 });
    expect(profileCompleteness(member.unqId)!.missing.map((item) => item.key)).toEqual([
      "photo",
      "family",
      "about",
      "preferences",
      "education",
      "lifestyle",
    ]);

    addPhoto(member.unqId, "full-signup-photo");
    savePreferences(member.unqId, { ...NO_PREFERENCES, ageFrom: 25, ageTo: 32 });
    getDb()
      .update(members)
      .set({
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
  });

  it("nobody: null", () => {
    expect(profileCompleteness(999_999)).toBeNull();
  });
});
