import * as z from "zod/mini";
import { CONTACT_NAME_MAX, CREATED_BY_CHOICES, isRelation, type CreatedByChoice } from "./family-options";
import { emailField, oneLine, requiredLine, toNumber } from "./fields";
import { candidateContactField } from "./candidate-contact";
import { LATER_FIELDS } from "./later-fields";
import {
  ABOUT_MAX,
  EDUCATION_LEVELS,
  FAMILY_HEADS,
  GENDERS,
  HOUSES,
  LOOKING_FOR_MAX,
  MARITAL_STATUSES,
  MASLAKS,
  MOTHER_TONGUES,
  PRAYERS,
  WEDDING_STYLES,
} from "./profile-options";

// The profile's fields (docs/product-rules.md §3, signup names), shared by the API's register call and the
// profile editor (the site's short signup has its own form, ./signup.ts).

const text = (label: string, max = 100) => requiredLine(label, max);

const optionalText = (label: string, max = 100) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), oneLine(label)),
  );

/**
 * Free text of several lines. Browsers send a textarea's line breaks as CRLF but count each as one
 * character against maxlength, so they are made LF before the limit is checked (and stored so).
 */
const optionalParagraph = (label: string, max: number) =>
  z.optional(
    z.string().check(
      z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    ),
  );

const count = (label: string, max: number, min = 1) =>
  z.pipe(
    toNumber,
    z
      .int({
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`),
      })
      .check(z.minimum(min, `${label} must be at least ${min}`), z.maximum(max, `${label} must be at most ${max}`)),
  );

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `Please choose the ${label.toLowerCase()}` });

/** Accepts the client's "Unmarried" as well as our "UnMarried" (docs/api-contract.md §12). */
const maritalStatus = z.pipe(
  z.pipe(
    z.string({ error: "Please choose the marital status" }),
    z.transform((value) => MARITAL_STATUSES.find((s) => s.toLowerCase() === value.trim().toLowerCase()) ?? value),
  ),
  choice("marital status", MARITAL_STATUSES),
);

export const PASSWORD_MIN = 8;
export const passwordField = z.string({ error: "Password is required" }).check(
  z.minLength(1, { error: "Password is required", abort: true }),
  z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
  // bcrypt reads only the first 72 bytes: refuse longer rather than silently cut.
  z.refine((v) => new TextEncoder().encode(v).length <= 72, "Password must be at most 72 characters"),
);

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a day of the calendar: Date.parse takes 2001-02-30 for 2 March. */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const personalFields = {
  fullName: text("Full name"),
  age: count("Age", 120),
  gender: choice("gender", GENDERS),
  fatherName: text("Father's name"),
  motherName: optionalText("Mother's name"),
  GrandFatherName: text("Grandfather's name"),
  height: text("Height", 20),
  dob: z
    .string({ error: "Date of birth is required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Date of birth is required", abort: true }),
      z.regex(DATE_PATTERN, { error: "Date of birth must be a date", abort: true }),
      z.refine(isCalendarDate, "Date of birth must be a real date"),
    ),
  maritalstatus: maritalStatus,
  FamilyHead: choice("family head", FAMILY_HEADS),
  FamilyHeadOccupation: text("Family head's occupation"),
  // 0 for an only child (docs/product-rules.md §23); the original client keeps its minimum of 1 in its own form.
  siblings: count("Number of brothers", 30, 0),
  Sistersiblings: count("Number of sisters", 30, 0),
  // Sent by newer builds of the original client (docs/api-contract.md §12).
  marriedBrother: z.optional(z.pipe(toNumber, z.int().check(z.minimum(0), z.maximum(30)))),
  marriedSister: z.optional(z.pipe(toNumber, z.int().check(z.minimum(0), z.maximum(30)))),
  pehchan: text("Pehchan (belonging)"),
  // The matching fields (docs/product-rules.md §23): optional everywhere; left empty, they are not given.
  maslak: z.optional(choice("maslak", MASLAKS)),
  prayer: z.optional(choice("prayer", PRAYERS)),
  motherTongue: z.optional(choice("mother tongue", MOTHER_TONGUES)),
  education: text("Education"),
  educationLevel: z.optional(choice("education level", EDUCATION_LEVELS)),
  working: text("Work"),
  annualIncome: z.optional(count("Annual income", 1_000_000_000)),
  house: choice("house", HOUSES),
};

export const CONTACT_NAME_REQUIRED = "Contact person's name is required when family or a friend manages the profile";
const CREATED_BY_REQUIRED = "Please choose who created the profile";

/**
 * Who created the profile (docs/product-rules.md §31): "self", or the contact person's relation, which also
 * gives the created-by. The contact person's name goes with a relation: required then, on its own field so
 * the form shows it there; dropped otherwise ("Myself", or no choice), so a name typed before choosing
 * "Myself" is not kept. A schema of its own, joined to each profile schema with z.intersection: both halves
 * are always checked, so a form shows this rule's message beside every other field's (an object's own
 * .check would be skipped while any field is wrong).
 */
type Manager = { createdBy?: CreatedByChoice; contactName?: string; candidateContact?: string };
const managerChecks = [
  z.refine<Manager>(({ createdBy, contactName }) => !isRelation(createdBy) || Boolean(contactName), {
    path: ["contactName"],
    message: CONTACT_NAME_REQUIRED,
  }),
  z.overwrite<Manager>((value) =>
    isRelation(value.createdBy) ? value : { ...value, contactName: undefined, candidateContact: undefined },
  ),
] as const;
const createdByChoice = z.enum(CREATED_BY_CHOICES, { error: CREATED_BY_REQUIRED });
const contactName = optionalText("Contact person's name", CONTACT_NAME_MAX);
/** The API's register call may leave it out (absent is "self"), and an edit too (absent keeps it). */
const managerOptional = z.object({ createdBy: z.optional(createdByChoice), contactName }).check(...managerChecks);
/** The API's register call may also name the candidate's contact (docs/api-contract.md §7). */
const managerRegistered = z
  .object({ createdBy: z.optional(createdByChoice), contactName, candidateContact: candidateContactField })
  .check(...managerChecks);

export const otherFields = {
  phone: z
    .string({ error: "Phone number is required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Phone number is required", abort: true }),
      z.regex(/^\d{10}$/, "Phone number must be 10 digits"),
    ),
  email: emailField,
  area: text("Area", 200),
  city: text("City", 60),
  state: text("State", 60),
  pin: z
    .string({ error: "PIN code is required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "PIN code is required", abort: true }),
      z.regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits"),
    ),
  country: text("Country", 60),
  weddingBudget: z.optional(count("Wedding budget", 100_000_000)),
  weddingStyle: choice("wedding style", WEDDING_STYLES),
  about: optionalParagraph("About me", ABOUT_MAX),
  lookingFor: optionalParagraph("What I am looking for", LOOKING_FOR_MAX),
};

export const acceptTermsField = z.literal(["on", "true"], { error: "Please accept the terms and conditions" });

/**
 * Everything the API's register call sends at once. The original client shows the terms box and cannot
 * submit without ticking it, but never sends the field (docs/api-contract.md §7): absent means accepted;
 * an explicit refusal ("false") is still refused.
 */
export const registerSchema = z.intersection(
  z.object({ ...personalFields, password: passwordField, ...otherFields, acceptTerms: z.optional(acceptTermsField) }),
  managerRegistered,
);

export type RegisterInput = z.infer<typeof registerSchema>;
/**
 * What makes an account: the short signup's answers (docs/product-rules.md §3); the rest of the profile may come
 * with them (the original client's register) or later, on "Complete your profile".
 */
export type NewMemberInput = Pick<RegisterInput, "fullName" | "age" | "gender" | "dob" | "phone" | "email"> &
  Partial<Omit<RegisterInput, "password">>;

// Fixed after signup (docs/product-rules.md §3, FIXED_AFTER_SIGNUP): a member's edit may repeat gender and
// date of birth (the original client sends them back) but not change them; age follows the date of birth.
// Only an administrator corrects them (profileCorrectionSchema).
const { gender, dob, age, ...editablePersonalFields } = personalFields;

/**
 * The profile editor: every profile field, no password, no terms (and nothing an admin owns). Gender, date
 * of birth and age are optional here: checked as values when sent, and compared with the stored ones.
 */
const editProfileFields = z.object({
  ...editablePersonalFields,
  gender: z.optional(gender),
  dob: z.optional(dob),
  age: z.optional(age),
  ...otherFields,
});
export const editProfileSchema = z.intersection(editProfileFields, managerOptional);

/**
 * The profile asked after the short signup (docs/product-rules.md §3): required of the original client's register
 * and edit (their form always sends it), optional on the site's Edit Profile, where a member adds it piece by
 * piece from "Complete your profile". Left empty there, a field is not given (null).
 */
const laterOptional = Object.fromEntries(
  LATER_FIELDS.map((name) => [name, z.optional(editProfileFields.shape[name])]),
) as { [Name in (typeof LATER_FIELDS)[number]]: z.ZodMiniOptional<(typeof editProfileFields.shape)[Name]> };
/** The site's Edit Profile: the same fields, those asked after signup optional. */
export const siteEditProfileSchema = z.intersection(
  z.object({ ...editProfileFields.shape, ...laterOptional }),
  managerOptional,
);
/** An edit as saved: the site's (later fields optional) or the API's, which gives them all. */
export type EditProfileInput = z.infer<typeof siteEditProfileSchema>;
/** Every field an edit may send, by its signup name. */
export const EDIT_PROFILE_FIELD_NAMES = [
  ...Object.keys(editProfileFields.shape),
  ...Object.keys(managerOptional.shape),
];

/** An administrator's correction of a member's gender and date of birth (docs/product-rules.md §16). */
export const profileCorrectionSchema = z.object({ gender, dob });
export type ProfileCorrection = z.infer<typeof profileCorrectionSchema>;

/** The edit form's names in the original client (docs/api-contract.md §8) and the fields they mean. */
export const EDIT_FORM_ALIASES: Record<string, string> = {
  MarriedStatus: "maritalstatus",
  belong: "pehchan",
  sibling: "siblings",
  income: "annualIncome",
  address: "area",
  budget: "weddingBudget",
  style: "weddingStyle",
  familyHead: "FamilyHead",
};
