// The profile forms' fields: the short signup's (docs/product-rules.md §3) and the profile's, in the order the
// Edit Profile dialog shows them. Apart from the Conform component (ProfileFields.tsx), which renders them.
import { PROFILE_FOR_GROUPS, RELATION_LABELS, RELATIONS } from "./family-options";
import { LATER_FIELDS } from "./later-fields";
import {
  ABOUT_MAX,
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  FAMILY_HEAD_LABELS,
  FAMILY_HEADS,
  GENDERS,
  HOUSES,
  LOOKING_FOR_MAX,
  MARITAL_LABELS,
  MARITAL_STATUSES,
  MASLAK_LABELS,
  MASLAKS,
  MOTHER_TONGUES,
  PRAYER_LABELS,
  PRAYERS,
  WEDDING_STYLES,
} from "./profile-options";

export type FieldSpec = {
  name: string;
  label: string;
  kind: "text" | "number" | "date" | "select" | "password" | "tel" | "email" | "textarea";
  /** A select's choices; those with a `group` are shown under it (an optgroup), in order. */
  options?: readonly { value: string; label: string; group?: string }[];
  /** A number's lowest value when it is not 1 (the schema's minimum, so the browser agrees with it). */
  min?: number;
  /** A textarea's character limit, shown beside it. */
  maxLength?: number;
  optional?: boolean;
  /** Required only while another field holds one of these values (the schema checks it, and says so). */
  requiredWhen?: { field: string; values: readonly string[] };
  autoComplete?: string;
  hint?: string;
};

const opts = (values: readonly string[], labels: Partial<Record<string, string>> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** Who the profile is for, then only what is needed to make the account (docs/product-rules.md §3, decision 045). */
const RELATIVE_CHOICES = PROFILE_FOR_GROUPS.flatMap((group) => group.options.map(([r, g]) => `${r}:${g}`));
export const SHORT_SIGNUP_FIELDS: FieldSpec[] = [
  {
    name: "profileFor",
    label: "Who is this profile for?",
    kind: "select",
    options: [
      { value: "self", label: "For myself" },
      ...PROFILE_FOR_GROUPS.flatMap((group) =>
        group.options.map(([relation, gender, label]) => ({
          value: `${relation}:${gender}`,
          label,
          group: group.label,
        })),
      ),
    ],
  },
  // A relative's choice already says it (global.css hides it then; the server ignores it).
  {
    name: "gender",
    label: "Gender",
    kind: "select",
    options: opts(GENDERS),
    requiredWhen: { field: "profileFor", values: ["self"] },
  },
  {
    name: "contactName",
    label: "Your name",
    kind: "text",
    autoComplete: "name",
    requiredWhen: { field: "profileFor", values: RELATIVE_CHOICES },
    hint: "Families talk to you about the profile. Shown only to those you connect with.",
  },
  {
    name: "candidateContact",
    label: "Their own mobile number or e-mail",
    kind: "text",
    requiredWhen: { field: "profileFor", values: RELATIVE_CHOICES },
    autoComplete: "off",
    hint: "We send them a code and a link: nobody sees the profile until they confirm it.",
  },
  { name: "fullName", label: "Name of the bride or groom", kind: "text" },
  {
    name: "dob",
    label: "Date of birth",
    kind: "date",
    hint: "Of the bride or groom: 18 or over. We work out the age.",
  },
  {
    name: "phone",
    label: "Your mobile number",
    kind: "tel",
    autoComplete: "tel-national",
    hint: "An Indian mobile number, 10 digits (+91 or 0 in front is fine). We send a code to it by SMS.",
  },
  {
    name: "email",
    label: "Your e-mail",
    kind: "email",
    autoComplete: "email",
    hint: "We send a code to it. You sign in with it.",
  },
];

export const PERSONAL_FIELDS: FieldSpec[] = [
  // Who created the profile and, unless "Myself", who to talk to (docs/product-rules.md §31): first, since
  // it says whose details the rest are ("Full name" is then the son's or daughter's).
  {
    name: "createdBy",
    label: "Profile created by",
    kind: "select",
    options: [{ value: "self", label: "Myself" }, ...opts(RELATIONS, RELATION_LABELS)],
  },
  {
    name: "contactName",
    label: "Contact person's name",
    kind: "text",
    requiredWhen: { field: "createdBy", values: RELATIONS },
    hint: "When family or a friend manages the profile: the person families should talk to.",
  },
  { name: "fullName", label: "Full name", kind: "text", autoComplete: "name" },
  { name: "age", label: "Age", kind: "number" },
  { name: "gender", label: "Gender", kind: "select", options: opts(GENDERS) },
  { name: "fatherName", label: "Father's name", kind: "text" },
  { name: "motherName", label: "Mother's name", kind: "text", optional: true },
  { name: "GrandFatherName", label: "Grandfather's name", kind: "text" },
  { name: "height", label: "Height", kind: "text", hint: "For example 5 ft 6 in" },
  { name: "dob", label: "Date of birth", kind: "date", autoComplete: "bday" },
  {
    name: "maritalstatus",
    label: "Marital status",
    kind: "select",
    options: opts(MARITAL_STATUSES, MARITAL_LABELS),
  },
  {
    name: "FamilyHead",
    label: "Family head",
    kind: "select",
    options: opts(FAMILY_HEADS, FAMILY_HEAD_LABELS),
  },
  { name: "FamilyHeadOccupation", label: "Family head's occupation", kind: "text" },
  { name: "siblings", label: "Number of brothers", kind: "number", min: 0 },
  { name: "Sistersiblings", label: "Number of sisters", kind: "number", min: 0 },
  { name: "pehchan", label: "Pehchan (belonging)", kind: "text" },
  { name: "maslak", label: "Maslak", kind: "select", options: opts(MASLAKS, MASLAK_LABELS), optional: true },
  { name: "prayer", label: "Prayer", kind: "select", options: opts(PRAYERS, PRAYER_LABELS), optional: true },
  { name: "motherTongue", label: "Mother tongue", kind: "select", options: opts(MOTHER_TONGUES), optional: true },
  { name: "education", label: "Education", kind: "text" },
  {
    name: "educationLevel",
    label: "Education level",
    kind: "select",
    options: opts(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS),
    optional: true,
  },
  { name: "working", label: "Work", kind: "text" },
  { name: "annualIncome", label: "Annual income (₹)", kind: "number", optional: true },
  { name: "house", label: "House", kind: "select", options: opts(HOUSES) },
];

export const OTHER_FIELDS: FieldSpec[] = [
  // Proven by an SMS code before Next (docs/product-rules.md §38).
  {
    name: "phone",
    label: "Phone number",
    kind: "tel",
    autoComplete: "tel-national",
    hint: "An Indian mobile number, 10 digits (+91 or 0 in front is fine). We send a code to it by SMS.",
  },
  { name: "email", label: "Email", kind: "email", autoComplete: "email" },
  { name: "area", label: "Area", kind: "text", autoComplete: "address-line1" },
  { name: "city", label: "City", kind: "text", autoComplete: "address-level2" },
  { name: "state", label: "State", kind: "text", autoComplete: "address-level1" },
  { name: "pin", label: "PIN code", kind: "text", autoComplete: "postal-code" },
  { name: "country", label: "Country", kind: "text", autoComplete: "country-name" },
  { name: "weddingBudget", label: "Wedding budget (₹)", kind: "number", optional: true },
  {
    name: "weddingStyle",
    label: "Wedding style",
    kind: "select",
    options: opts(WEDDING_STYLES),
  },
  { name: "about", label: "About me", kind: "textarea", maxLength: ABOUT_MAX, optional: true },
  { name: "lookingFor", label: "What I am looking for", kind: "textarea", maxLength: LOOKING_FOR_MAX, optional: true },
];

/**
 * Fixed after signup (docs/product-rules.md §3): the Edit Profile dialog shows them as text. Only an
 * administrator corrects gender and date of birth; age follows the date of birth.
 */
export const FIXED_AFTER_SIGNUP = ["gender", "dob", "age"] as const;

const fixed = (name: string) => (FIXED_AFTER_SIGNUP as readonly string[]).includes(name);

/**
 * The Edit Profile dialog's inputs: every profile field but the fixed ones. What the short signup left for later
 * (LATER_FIELDS) is optional there, so a member adds it piece by piece from "Complete your profile".
 */
export const EDIT_FIELDS: FieldSpec[] = [...PERSONAL_FIELDS, ...OTHER_FIELDS]
  .filter((spec) => !fixed(spec.name))
  .map((spec) => ((LATER_FIELDS as readonly string[]).includes(spec.name) ? { ...spec, optional: true } : spec));

/** The fixed fields' labels, for the dialog's text (the signup's labels). */
export const FIXED_FIELDS: FieldSpec[] = PERSONAL_FIELDS.filter((spec) => fixed(spec.name));
