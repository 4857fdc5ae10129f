import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { editFormValues, editOwnProfile, getMemberProfile, getOwnProfile } from "~/domain/profiles/profiles.server";
import { CONTACT_NAME_REQUIRED, editProfileSchema, registerSchema, step1Schema } from "~/forms/profile";
import { addMember, viewerOf } from "../support/match-members";
import { newSignup } from "../support/members";
import { registeredMember } from "../support/unit-members";

// "Profile created by" and the contact person (docs/product-rules.md §31): the form's rules, what is stored,
// and who may read the contact person's name.

const IP = "198.51.100.31";
// With a relation the candidate's own contact is asked too (§31a): given here, so each test checks its own rule.
const step1Of = (overrides: Record<string, string>) => ({
  ...newSignup(),
  createdBy: "self",
  candidateContact: "aisha@example.in",
  ...overrides,
});
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

describe("the form's schema", () => {
  it("drops a contact name given with Myself, and trims a relation's", () => {
    expect(step1Schema.parse(step1Of({ createdBy: "self", contactName: "Abdul Rahman" })).contactName).toBeUndefined();
    expect(step1Schema.parse(step1Of({ createdBy: "father", contactName: "  Abdul Rahman " }))).toMatchObject({
      createdBy: "father",
      contactName: "Abdul Rahman",
    });
  });

  it("refuses a relation without a name, on the name's field, even beside other errors", () => {
    for (const contactName of [undefined, "", "   "]) {
      const result = step1Schema.safeParse(
        step1Of({ createdBy: "mother", ...(contactName === undefined ? {} : { contactName }) }),
      );
      expect(errorsOf(result)).toEqual({ contactName: CONTACT_NAME_REQUIRED });
    }
    const alongside = step1Schema.safeParse(step1Of({ createdBy: "mother", fullName: "" }));
    expect(errorsOf(alongside)).toEqual({ fullName: "Full name is required", contactName: CONTACT_NAME_REQUIRED });
  });

  it("refuses a choice that is not offered, and a name over 60 characters", () => {
    expect(errorsOf(step1Schema.safeParse(step1Of({ createdBy: "parent", contactName: "X" })))).toEqual({
      createdBy: "Please choose who created the profile",
    });
    expect(errorsOf(step1Schema.safeParse(step1Of({ createdBy: "uncle", contactName: "a".repeat(61) })))).toEqual({
      contactName: "Contact person's name must be at most 60 characters",
    });
    expect(step1Schema.parse(step1Of({ createdBy: "uncle", contactName: "a".repeat(60) })).contactName).toHaveLength(
      60,
    );
  });

  it("asks the choice in the wizard only: the register call and an edit may leave it out", () => {
    const { createdBy: _createdBy, ...without } = step1Of({});
    expect(errorsOf(step1Schema.safeParse(without))).toEqual({ createdBy: "Please choose who created the profile" });
    expect(registerSchema.parse(without).createdBy).toBeUndefined();
    // Without a choice, a name alone means nothing and is not kept.
    expect(editProfileSchema.parse({ ...without, contactName: "Abdul Rahman" }).contactName).toBeUndefined();
  });
});

describe("what is stored", () => {
  it("a register call without the fields: created by the member, no contact person", async () => {
    const member = await registeredMember("Female");
    expect(storedOf(member.unqId)).toEqual({ profileCreatedBy: "self", contactRelation: null, contactName: null });
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
