import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { editFormValues, editOwnProfile, getMemberProfile, getOwnProfile } from "~/domain/profiles/profiles.server";
import { CONTACT_NAME_REQUIRED, editProfileSchema, registerSchema } from "~/forms/profile";
import { PROFILE_FOR_REQUIRED, shortSignupSchema } from "~/forms/signup";
import { addMember, viewerOf } from "../support/match-members";
import { newShortSignup, newSignup } from "../support/members";
import { registeredMember, shortSignupMember } from "../support/unit-members";

// "Profile created by" and the contact person (docs/product-rules.md §31): the short signup's rules (its "Who is
// this profile for?"), what is stored, and who may read the contact person's name.

const IP = "198.51.100.31";
/** The short signup's form for a relative (§31, §31a: the contact person and the candidate's own contact asked). */
const relativeOf = (overrides: Record<string, string>) => newShortSignup({ profileFor: "mother:Male", ...overrides });
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
const storedOf = (unqId: number) =>
  getDb()
    .select({
      profileCreatedBy: members.profileCreatedBy,
      contactRelation: members.contactRelation,
      contactName: members.contactName,
    })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();

describe("the short signup's schema", () => {
  it("drops a contact name given with For myself, and trims a relative's", () => {
    const self = shortSignupSchema.parse(newShortSignup({ profileFor: "self", contactName: "Abdul Rahman" }));
    expect(self.contactName).toBeUndefined();
    expect(
      shortSignupSchema.parse(relativeOf({ profileFor: "father:Female", contactName: "  Abdul Rahman " })),
    ).toMatchObject({ profileFor: "father:Female", contactName: "Abdul Rahman" });
  });

  it("refuses a relative without a name, on the name's field, even beside other errors", () => {
    for (const contactName of [undefined, "", "   "]) {
      const { contactName: _typed, ...form } = relativeOf({});
      const result = shortSignupSchema.safeParse(contactName === undefined ? form : { ...form, contactName });
      expect(errorsOf(result)).toEqual({ contactName: CONTACT_NAME_REQUIRED });
    }
    const alongside = shortSignupSchema.safeParse(relativeOf({ contactName: "", fullName: "" }));
    expect(errorsOf(alongside)).toEqual({ fullName: "Full name is required", contactName: CONTACT_NAME_REQUIRED });
  });

  it("refuses a choice that is not offered, and a name over 60 characters", () => {
    for (const profileFor of ["parent:Male", "father", "father:Other", "self:Male", "__proto__"])
      expect(errorsOf(shortSignupSchema.safeParse(relativeOf({ profileFor }))), profileFor).toEqual({
        profileFor: PROFILE_FOR_REQUIRED,
      });
    expect(
      errorsOf(shortSignupSchema.safeParse(relativeOf({ profileFor: "uncle:Female", contactName: "a".repeat(61) }))),
    ).toEqual({ contactName: "Contact person's name must be at most 60 characters" });
    expect(
      shortSignupSchema.parse(relativeOf({ profileFor: "uncle:Female", contactName: "a".repeat(60) })).contactName,
    ).toHaveLength(60);
  });

  it("asks who the profile is for at signup only: the register call and an edit may leave the choice out", () => {
    const { profileFor: _profileFor, ...without } = newShortSignup();
    expect(errorsOf(shortSignupSchema.safeParse(without))).toEqual({ profileFor: PROFILE_FOR_REQUIRED });
    const { createdBy: _createdBy, ...registered } = newSignup();
    expect(registerSchema.parse(registered).createdBy).toBeUndefined();
    // Without a choice, a name alone means nothing and is not kept.
    expect(editProfileSchema.parse({ ...registered, contactName: "Abdul Rahman" }).contactName).toBeUndefined();
  });
});

describe("what is stored", () => {
  it("a register call without the fields: created by the member, no contact person", async () => {
    const member = await registeredMember("Female");
    expect(storedOf(member.unqId)).toEqual({ profileCreatedBy: "self", contactRelation: null, contactName: null });
  });

  it("the short signup: the choice gives the created-by, the relation and the gender; For myself, none", async () => {
    const daughter = await shortSignupMember({ profileFor: "mother:Female", contactName: "Rukhsana Begum" });
    expect({ ...storedOf(daughter.unqId), gender: daughter.gender }).toEqual({
      profileCreatedBy: "parent",
      contactRelation: "mother",
      contactName: "Rukhsana Begum",
      gender: "Female",
    });
    const himself = await shortSignupMember({ profileFor: "self", gender: "Male", contactName: "Typed Before" });
    expect({ ...storedOf(himself.unqId), gender: himself.gender }).toEqual({
      profileCreatedBy: "self",
      contactRelation: null,
      contactName: null,
      gender: "Male",
    });
  });

  it("a relation: its created-by, the relation and the name; an edit changes them, Myself clears them", async () => {
    const member = await registeredMember("Female", { createdBy: "mother", contactName: "Rukhsana Begum" });
    expect(storedOf(member.unqId)).toEqual({
      profileCreatedBy: "parent",
      contactRelation: "mother",
      contactName: "Rukhsana Begum",
    });
    const edit = (changes: Record<string, string>) => {
      const { createdBy: _c, contactName: _n, ...signup } = member.signup;
      return editOwnProfile(member.unqId, editProfileSchema.parse({ ...signup, ...changes }), { clientIp: IP });
    };
    await edit({ createdBy: "brother", contactName: "Imran Sheikh" });
    expect(storedOf(member.unqId)).toEqual({
      profileCreatedBy: "sibling",
      contactRelation: "brother",
      contactName: "Imran Sheikh",
    });
    expect(editFormValues(getOwnProfile(member.unqId)!)).toMatchObject({
      createdBy: "brother",
      contactName: "Imran Sheikh",
    });
    await edit({ working: "Pharmacist" }); // an edit without the choice keeps it
    expect(storedOf(member.unqId)).toMatchObject({ contactRelation: "brother", contactName: "Imran Sheikh" });
    await edit({ createdBy: "self", contactName: "Imran Sheikh" });
    expect(storedOf(member.unqId)).toEqual({ profileCreatedBy: "self", contactRelation: null, contactName: null });
    expect(editFormValues(getOwnProfile(member.unqId)!)).toMatchObject({ createdBy: "self" });
    expect(editFormValues(getOwnProfile(member.unqId)!)).not.toHaveProperty("contactName");
  });

  it("refuses a relation without a name from a caller that skipped the schema, and stores nothing", async () => {
    const member = await registeredMember("Male", { createdBy: "father", contactName: "Rafiq Sheikh" });
    const input = { ...editProfileSchema.parse(member.signup), createdBy: "uncle" as const, contactName: undefined };
    await expect(editOwnProfile(member.unqId, input, { clientIp: IP })).rejects.toMatchObject({
      status: 400,
      field: "contactName",
      message: CONTACT_NAME_REQUIRED,
    });
    expect(storedOf(member.unqId)).toMatchObject({ contactRelation: "father", contactName: "Rafiq Sheikh" });
  });
});

describe("who reads the contact person's name", () => {
  it("another member sees the relation only; a connection sees the name too", async () => {
    const bride = viewerOf(
      addMember({
        gender: "Female",
        profileCreatedBy: "parent",
        contactRelation: "father",
        contactName: "Abdul Rahman",
      }),
    );
    const groom = viewerOf(addMember({ gender: "Male" }));
    expect(getMemberProfile(groom, bride.publicId)).toMatchObject({
      contactRelation: "father",
      contactName: null,
    });
    await sendConnectionRequest(groom, bride.publicId);
    const [request] = listIncomingRequests(bride.unqId).requests;
    expect(getMemberProfile(groom, bride.publicId)).toMatchObject({ contactName: null }); // asked, not connected
    await answerConnectionRequest(bride, request.id, "accept");
    expect(getMemberProfile(groom, bride.publicId)).toMatchObject({
      connected: true,
      contactRelation: "father",
      contactName: "Abdul Rahman",
    });
  });
});
