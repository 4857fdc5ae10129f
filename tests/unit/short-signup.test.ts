import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { consentsOf } from "~/domain/accounts/consents.server";
import { currentNotice } from "~/domain/accounts/notice";
import { waitingFor } from "~/domain/accounts/candidate-consent.server";
import { listProfiles } from "~/domain/listing/listing.server";
import { listCities, listPlaces } from "~/domain/listing/places.server";
import { profileColumns } from "~/domain/profiles/profile-columns.server";
import { CANDIDATE_CONTACT_REQUIRED } from "~/forms/candidate-contact";
import {
  CREATED_BY_OF,
  PROFILE_FOR_CHOICES,
  PROFILE_FOR_GROUPS,
  profileForOf,
  profileForParts,
  RELATIONS,
} from "~/forms/family-options";
import { LATER_FIELDS } from "~/forms/later-fields";
import { PROFILE_FIELD_COLUMNS } from "~/forms/profile-columns";
import { CONTACT_NAME_REQUIRED, editProfileSchema } from "~/forms/profile";
import { EDIT_FIELDS, SHORT_SIGNUP_FIELDS } from "~/forms/profile-fields";
import {
  GENDER_REQUIRED,
  PROFILE_FOR_REQUIRED,
  shortSignupKeepPasswordSchema,
  shortSignupSchema,
} from "~/forms/signup";
import { parseForm, siteEditProfileSchema } from "~/forms/submissions.server";
import { dobForAge, LATER_COLUMNS, newShortSignup, newSignup } from "../support/members";
import { readOutbox } from "../support/outbox";
import { refusalAsync } from "../support/refusal";
import { registeredMember, shortSignupMember } from "../support/unit-members";
import { getEnv } from "~/services/env.server";

// The short signup (docs/product-rules.md §3, decision 045): one form (who the profile is for, their name and date
// of birth, the account holder's mobile and e-mail, a password, the boxes), the rest of the profile left for later
// and optional on the site's Edit Profile, while the original client's forms still give it all.

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
const RELATIVE_CHOICES = PROFILE_FOR_CHOICES.filter((choice) => choice !== "self");

describe("Who is this profile for?", () => {
  it("offers For myself and, for each relation, a man's and a woman's choice, nothing twice", () => {
    expect(PROFILE_FOR_CHOICES[0]).toBe("self");
    expect(new Set(PROFILE_FOR_CHOICES).size).toBe(PROFILE_FOR_CHOICES.length);
    for (const relation of RELATIONS)
      for (const gender of ["Male", "Female"])
        expect(RELATIVE_CHOICES.filter((choice) => choice === `${relation}:${gender}`)).toHaveLength(1);
    expect(RELATIVE_CHOICES).toHaveLength(RELATIONS.length * 2);
  });

  it("the select shows each choice under its group, worded from the creator's side, and only those", () => {
    const [profileFor] = SHORT_SIGNUP_FIELDS;
    expect(profileFor.name).toBe("profileFor");
    expect(profileFor.options!.map((option) => option.value)).toEqual(PROFILE_FOR_CHOICES);
    expect(profileFor.options![0]).toEqual({ value: "self", label: "For myself" });
    const shown = (value: string) => profileFor.options!.find((option) => option.value === value);
    expect(shown("father:Male")).toEqual({ value: "father:Male", label: "I am his father", group: "For my son" });
    expect(shown("mother:Female")).toEqual({
      value: "mother:Female",
      label: "I am her mother",
      group: "For my daughter",
    });
    expect(shown("brother:Female")).toMatchObject({ label: "I am her brother", group: "For my sister" });
    expect(shown("grandmother:Male")).toMatchObject({ label: "I am his grandmother", group: "For my grandson" });
    expect(shown("aunt:Female")).toMatchObject({ label: "I am her aunt", group: "For my niece" });
    expect(shown("cousin:Male")).toMatchObject({ label: "My cousin (a man)", group: "For someone else" });
    expect(shown("friend:Female")).toMatchObject({ label: "My friend (a woman)", group: "For someone else" });
    expect(PROFILE_FOR_GROUPS.map((group) => group.label)).toEqual([
      "For my son",
      "For my daughter",
      "For my brother",
      "For my sister",
      "For my grandson",
      "For my granddaughter",
      "For my nephew",
      "For my niece",
      "For someone else",
    ]);
  });

  it("profileForParts reads the relation and the candidate's gender; For myself, no gender", () => {
    expect(profileForParts("self")).toEqual({ createdBy: "self" });
    expect(profileForParts("mother:Female")).toEqual({ createdBy: "mother", gender: "Female" });
    expect(profileForParts("grandfather:Male")).toEqual({ createdBy: "grandfather", gender: "Male" });
    // The relation gives who created the profile (§31).
    expect(CREATED_BY_OF[profileForParts("sister:Male").createdBy as "sister"]).toBe("sibling");
  });

  it("profileForOf gives back the choice of a stored relation and gender; nothing when either is missing", () => {
    for (const choice of PROFILE_FOR_CHOICES) {
      const { createdBy, gender } = profileForParts(choice);
      expect(profileForOf(createdBy, gender)).toBe(choice);
    }
    expect(profileForOf("self", "Male")).toBe("self");
    expect(profileForOf(undefined, "Female")).toBe("");
    expect(profileForOf("mother", undefined)).toBe("");
    expect(profileForOf("", "Female")).toBe("");
  });
});

describe("shortSignupSchema", () => {
  it("names each empty field's message; For myself asks the gender, a relative their name and contact", () => {
    const common = {
      fullName: "Full name is required",
      dob: "Date of birth is required",
      phone: "Mobile number is required",
      email: "Email is required",
      password: "Password is required",
      acceptTerms: "Please accept the terms and conditions",
      noticeConsent: "Please agree to the notice: we cannot keep a profile without your consent.",
      declaration: "Please confirm that you are looking for marriage and that the details you give are true.",
    };
    expect(errorsOf(shortSignupSchema.safeParse({}))).toEqual({ ...common, profileFor: PROFILE_FOR_REQUIRED });
    expect(errorsOf(shortSignupSchema.safeParse({ profileFor: "self" }))).toEqual({
      ...common,
      gender: GENDER_REQUIRED,
    });
    expect(errorsOf(shortSignupSchema.safeParse({ profileFor: "mother:Female" }))).toEqual({
      ...common,
      contactName: CONTACT_NAME_REQUIRED,
      candidateContact: CANDIDATE_CONTACT_REQUIRED,
    });
  });

  it("For myself: the gender is required and must be offered; a relative's name and contact are dropped", () => {
    const { gender: _none, ...withoutGender } = newShortSignup({ profileFor: "self" });
    expect(errorsOf(shortSignupSchema.safeParse(withoutGender))).toEqual({ gender: GENDER_REQUIRED });
    expect(errorsOf(shortSignupSchema.safeParse({ ...withoutGender, gender: "Other" }))).toEqual({
      gender: GENDER_REQUIRED,
    });
    const self = shortSignupSchema.parse(
      newShortSignup({ profileFor: "self", gender: "Male", contactName: "Abdul", candidateContact: "x@y.in" }),
    );
    expect(self).toMatchObject({ profileFor: "self", gender: "Male" });
    expect(self.contactName).toBeUndefined();
    expect(self.candidateContact).toBeUndefined();
  });

  it.each(RELATIVE_CHOICES)("%s: no gender asked (the choice gives it), a gender sent is dropped", (profileFor) => {
    const relative = newShortSignup({ profileFor, contactName: "Abdul Khan" });
    expect(relative).not.toHaveProperty("gender");
    const parsed = shortSignupSchema.parse({ ...relative, gender: "Female" });
    expect(parsed.gender).toBeUndefined();
    expect(parsed).toMatchObject({
      profileFor,
      contactName: "Abdul Khan",
      candidateContact: relative.candidateContact,
    });
  });

  it("reads the account as the site keeps it: the mobile's ten digits, the e-mail in lower case; no age asked", () => {
    const form = newShortSignup({ phone: "+91 98765-43210", email: "Sana.Sheikh@Example.IN", age: "40" });
    const parsed = shortSignupSchema.parse(form);
    expect(parsed).toMatchObject({ phone: "9876543210", email: "sana.sheikh@example.in", dob: form.dob });
    expect(parsed).not.toHaveProperty("age");
    expect(errorsOf(shortSignupSchema.safeParse({ ...form, phone: "1234567890" }))).toEqual({
      phone: "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9",
    });
    expect(errorsOf(shortSignupSchema.safeParse({ ...form, dob: "2001-02-30" }))).toEqual({
      dob: "Date of birth must be a real date",
    });
    expect(errorsOf(shortSignupSchema.safeParse({ ...form, password: "short" }))).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(errorsOf(shortSignupSchema.safeParse({ ...form, acceptTerms: "off" }))).toEqual({
      acceptTerms: "Please accept the terms and conditions",
    });
  });

  it("once a password is kept, the form may leave it empty; one typed is still checked", () => {
    const { password: _kept, ...form } = newShortSignup();
    expect(shortSignupKeepPasswordSchema.safeParse(form).success).toBe(true);
    expect(errorsOf(shortSignupSchema.safeParse(form))).toEqual({ password: "Password is required" });
    expect(errorsOf(shortSignupKeepPasswordSchema.safeParse({ ...form, password: "short" }))).toEqual({
      password: "Password must be at least 8 characters",
    });
  });
});

describe("the site's Edit Profile and the original client's edit", () => {
  /** The profile a member has right after the short signup, as the Edit Profile form sends it: the rest blank. */
  const afterShortSignup = () => {
    const { fullName, phone, email } = newSignup();
    return { fullName, phone, email, ...Object.fromEntries(LATER_FIELDS.map((name) => [name, ""])) };
  };
  const asForm = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return form;
  };

  it("the later fields are the design's: the columns the short signup leaves empty", () => {
    const columns = LATER_FIELDS.map((name) => PROFILE_FIELD_COLUMNS[name]);
    expect([...columns, "heightCm"].sort()).toEqual([...LATER_COLUMNS].sort());
  });

  it("the site's takes the later fields left blank as not given, stored NULL", () => {
    const submission = parseForm(asForm(afterShortSignup()), siteEditProfileSchema);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    for (const name of LATER_FIELDS) expect(submission.value[name], name).toBeUndefined();
    const columns = profileColumns(submission.value);
    for (const column of LATER_COLUMNS) expect(columns[column], column).toBeNull();
  });

  it("the API's still requires every later field, each with its message", () => {
    const submission = parseForm(asForm(afterShortSignup()), editProfileSchema);
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(Object.keys(errors).sort()).toEqual([...LATER_FIELDS].sort());
    expect(errors).toMatchObject({
      fatherName: ["Father's name is required"],
      maritalstatus: ["Please choose the marital status"],
      siblings: ["Number of brothers is required"],
      pin: ["PIN code is required"],
      weddingStyle: ["Please choose the wedding style"],
    });
  });

  it("a later field given on the site is checked as before", () => {
    const values = { ...afterShortSignup(), pin: "12345", maritalstatus: "Unmarried", siblings: "0", city: "Patna" };
    expect(errorsOf(siteEditProfileSchema.safeParse(values))).toMatchObject({ pin: "PIN code must be 6 digits" });
    const accepted = parseForm(asForm({ ...values, pin: "800001" }), siteEditProfileSchema);
    expect(accepted.status === "success" && accepted.value).toMatchObject({
      pin: "800001",
      maritalstatus: "UnMarried",
      siblings: 0,
      city: "Patna",
    });
  });

  it("the Edit Profile dialog marks a field optional exactly when the site's schema takes the form without it", () => {
    const { password: _p, acceptTerms: _t, ...profile } = newSignup({ createdBy: "self" });
    // "Profile created by" is a select that always sends a choice (an edit without one keeps the stored one), and
    // the contact person's name is required with a relation only (requiredWhen).
    for (const spec of EDIT_FIELDS.filter((field) => !field.requiredWhen && field.name !== "createdBy")) {
      const { [spec.name]: _left, ...without } = profile;
      expect(siteEditProfileSchema.safeParse(without).success, spec.name).toBe(Boolean(spec.optional));
    }
    for (const name of LATER_FIELDS) expect(EDIT_FIELDS.find((spec) => spec.name === name)?.optional, name).toBe(true);
  });
});

describe("registerMember with only the short signup's answers", () => {
  type Row = typeof members.$inferSelect;
  const rowOf = (unqId: number): Row => getDb().select().from(members).where(eq(members.unqId, unqId)).get()!;

  it("stores the later columns NULL, works out the age, proves both addresses, records the consent", async () => {
    const member = await shortSignupMember({ profileFor: "self", gender: "Male", dob: dobForAge(31) });
    const row = rowOf(member.unqId);
    for (const column of LATER_COLUMNS) expect(row[column], column).toBeNull();
    expect(row).toMatchObject({
      fullName: member.answers.fullName,
      age: 31,
      dob: dobForAge(31),
      gender: "Male",
      email: member.email,
      phone: member.answers.phone,
      profileCreatedBy: "self",
      awaitingCandidate: false,
    });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(consentsOf(member.unqId)).toEqual([
      expect.objectContaining({ noticeVersion: currentNotice().version, source: "signup", declared: true }),
    ]);
  });

  it("a relative's: the gender from the choice; the profile waits for its candidate, sent a code", async () => {
    const member = await shortSignupMember({ profileFor: "grandmother:Female", contactName: "Zubeda Khatoon" });
    const row = rowOf(member.unqId);
    expect(row).toMatchObject({
      gender: "Female",
      profileCreatedBy: "relative",
      contactRelation: "grandmother",
      contactName: "Zubeda Khatoon",
      awaitingCandidate: true,
    });
    for (const column of LATER_COLUMNS) expect(row[column], column).toBeNull();
    const contact = member.answers.candidateContact!;
    expect(waitingFor(member.unqId)?.contact).toEqual({ channel: "email", address: contact });
    expect(readOutbox(getEnv().DATA_DIR).some((mail) => mail.to === contact)).toBe(true);
  });

  it("a member with no place yet is in no place list, and the lists and a search by place still answer", async () => {
    const placeless = await shortSignupMember({ profileFor: "self", gender: "Female" });
    const placed = await registeredMember("Female", { city: "Darbhanga", state: "Bihar" });
    // A city given without its state (Edit Profile takes each on its own).
    const cityOnly = await shortSignupMember({ profileFor: "self", gender: "Female" });
    getDb().update(members).set({ city: "Siwan" }).where(eq(members.unqId, cityOnly.unqId)).run();
    const viewer = await shortSignupMember({ profileFor: "self", gender: "Male" });

    const cities = listCities();
    expect(cities).toContainEqual({ city: "Darbhanga", state: "Bihar" });
    expect(cities).toContainEqual({ city: "Siwan", state: "" });
    expect(cities.every(({ city }) => typeof city === "string")).toBe(true);
    expect(listPlaces()).toEqual(expect.arrayContaining(["Bihar", "Darbhanga", "Siwan"]));
    expect(listPlaces().every((place) => typeof place === "string")).toBe(true);
    const found = (cityOrState: string) => listProfiles(viewer, { cityOrState }).cards.map((card) => card.unqId);
    expect(found("bihar")).toEqual([placed.unqId]);
    expect(found("Siwan")).toEqual([cityOnly.unqId]);
    expect(listProfiles(viewer, {}).cards.map((card) => card.unqId)).toContain(placeless.unqId);
  });

  it("refuses someone under 18 from the date of birth alone, and writes nothing", async () => {
    const form = newShortSignup({}, 17);
    const refused = await refusalAsync(() => shortSignupMember(form));
    expect(refused).toMatchObject({ status: 400, message: "You must be 18 or over to register" });
    expect(getDb().select().from(members).where(eq(members.email, form.email)).get()).toBeUndefined();
  });
});
