import { describe, expect, it } from "vitest";
import { contactSchema } from "~/forms/contact";
import { inviteGuardianSchema } from "~/forms/family";
import { asOneLine, emailField } from "~/forms/fields";
import { preferencesSchema } from "~/forms/preferences";
import { editProfileSchema, registerSchema } from "~/forms/profile";
import { storySchema } from "~/forms/story-form";
import { newSignup } from "../support/members";

// Issue 35, items 2 and 7: a single-line field (names above all) refuses line breaks, every other control
// character, the line and paragraph separators and the bidirectional overrides, with a clear message; text of
// several lines ("about", messages) keeps its line breaks.

const HOSTILE = {
  "CR LF": "Dan\r\n\r\nURGENT: your profile will be deleted. Confirm at http://evil.example/v\r\n\r\nDan",
  LF: "Dan\nKhan",
  tab: "Dan\tKhan",
  NUL: "Dan\u0000Khan",
  escape: "Dan\u001b[31mKhan",
  "C1 next line": "Dan\u0085Khan",
  "line separator": "Dan\u2028Khan",
  "paragraph separator": "Dan\u2029Khan",
  "right-to-left override": "Dan \u202eMKH-000123",
  "left-to-right embedding": "\u202aDan",
  "first-strong isolate": "Dan\u2068Khan\u2069",
} as const;

const SINGLE_LINE_PROFILE_FIELDS = [
  ["fullName", "Full name"],
  ["fatherName", "Father's name"],
  ["motherName", "Mother's name"],
  ["GrandFatherName", "Grandfather's name"],
  ["FamilyHeadOccupation", "Family head's occupation"],
  ["pehchan", "Pehchan (belonging)"],
  ["education", "Education"],
  ["working", "Work"],
  ["area", "Area"],
  ["city", "City"],
  ["state", "State"],
  ["country", "Country"],
] as const;

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("single-line fields", () => {
  it.each(Object.entries(HOSTILE))("refuse %s in every name and place of the register call", (_, value) => {
    for (const [field, label] of SINGLE_LINE_PROFILE_FIELDS) {
      const result = registerSchema.safeParse({ ...newSignup({ gender: "Female" }), [field]: value });
      expect(errorsOf(result), field).toContain(
        `${field}: ${label} must be on one line, without hidden control characters`,
      );
    }
  });

  it("refuse them in a profile edit and in the contact person's name", () => {
    const profile = newSignup({ gender: "Female" });
    expect(errorsOf(editProfileSchema.safeParse({ ...profile, fullName: HOSTILE["CR LF"] }))).toEqual([
      "fullName: Full name must be on one line, without hidden control characters",
    ]);
    const managed = { ...profile, createdBy: "father", contactName: HOSTILE["right-to-left override"] };
    expect(errorsOf(editProfileSchema.safeParse(managed))).toEqual([
      "contactName: Contact person's name must be on one line, without hidden control characters",
    ]);
  });

  it("refuse them in a guardian invitation, the contact form, a story and the preferred places", () => {
    const invitation = { name: HOSTILE["CR LF"], email: "g@example.org", relation: "father" };
    expect(errorsOf(inviteGuardianSchema.safeParse(invitation))).toEqual([
      "name: Name must be on one line, without hidden control characters",
    ]);
    const enquiry = { name: HOSTILE.LF, email: "v@example.org", contact: "9876543210", message: "Hello\nthere" };
    expect(errorsOf(contactSchema.safeParse(enquiry))).toEqual([
      "name: Name must be on one line, without hidden control characters",
    ]);
    // The comment is text of several lines: its line break is fine.
    expect(contactSchema.safeParse({ ...enquiry, name: "Dan Khan" }).success).toBe(true);
    const story = { names: "Aisha \u202e& Imran", city: "Lucknow\r\nX", year: "2024", text: "We met\nat a wedding." };
    expect(errorsOf(storySchema({ thisYear: 2026, withPhoto: false }).safeParse(story)).sort()).toEqual([
      "city: City must be on one line, without hidden control characters",
      "names: Names must be on one line, without hidden control characters",
    ]);
    expect(errorsOf(preferencesSchema.safeParse({ places: "Lucknow, Agra\u0000" }))).toEqual([
      "places: Cities or states must be on one line, without hidden control characters",
    ]);
  });

  it("refuse them in an e-mail address", () => {
    expect(emailField.safeParse("a\u202e@example.org").success).toBe(false);
    expect(emailField.safeParse("a\u0000b@example.org").success).toBe(false);
  });

  it("accept names in Urdu and Hindi as typed, joiners and direction marks included", () => {
    for (const fullName of ["عائشہ خان", "आयशा ख़ान", "ज़‍ैनब", "Zainab\u200fعلی", "Mehr\u200cunnisa"]) {
      expect(registerSchema.safeParse({ ...newSignup({ gender: "Female" }), fullName }).success, fullName).toBe(true);
    }
  });

  it("e-mails write a name saved before this rule on one line", () => {
    expect(asOneLine(HOSTILE["CR LF"])).not.toMatch(/[\r\n]/);
    expect(asOneLine(HOSTILE["right-to-left override"])).toBe("Dan  MKH-000123");
  });
});
