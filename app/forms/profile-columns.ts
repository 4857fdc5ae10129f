import type { EditProfileInput } from "./profile";

/** The form's "Profile created by" and contact person: three columns (profile-columns.server.ts in the domain). */
type ManagerField = "createdBy" | "contactName";

/**
 * The profile form's field names (docs/product-rules.md §3: the original site's names, which the site's
 * forms share with the original client, docs/api-contract.md §11) and the members table's columns they fill.
 * The one place the two vocabularies meet: the domain reads a validated form through it (profileColumns) and
 * speaks the columns' names everywhere else; the API's edge (app/web/api-wire.server.ts) writes answers under
 * these names with profileFieldsOf. The domain checks each column against the schema.
 */
export const PROFILE_FIELD_COLUMNS = {
  fullName: "fullName",
  age: "age",
  gender: "gender",
  fatherName: "fatherName",
  motherName: "motherName",
  GrandFatherName: "grandFatherName",
  height: "height",
  dob: "dob",
  maritalstatus: "maritalStatus",
  FamilyHead: "familyHead",
  FamilyHeadOccupation: "familyHeadOccupation",
  siblings: "siblings",
  Sistersiblings: "sisterSiblings",
  marriedBrother: "marriedBrother",
  marriedSister: "marriedSister",
  pehchan: "pehchan",
  maslak: "maslak",
  prayer: "prayer",
  motherTongue: "motherTongue",
  education: "education",
  educationLevel: "educationLevel",
  working: "working",
  annualIncome: "annualIncome",
  house: "house",
  phone: "phone",
  email: "email",
  area: "area",
  city: "city",
  state: "state",
  pin: "pin",
  country: "country",
  weddingBudget: "weddingBudget",
  weddingStyle: "weddingStyle",
  about: "about",
  lookingFor: "lookingFor",
} as const satisfies { [Field in keyof Omit<EditProfileInput, ManagerField>]-?: string };

export type ProfileField = keyof typeof PROFILE_FIELD_COLUMNS;
export type ProfileColumn = (typeof PROFILE_FIELD_COLUMNS)[ProfileField];
export const PROFILE_FIELDS = Object.entries(PROFILE_FIELD_COLUMNS) as [ProfileField, ProfileColumn][];

/** A row's profile columns under the form's field names (the edit form's values, the API's wire names). */
export function profileFieldsOf<Row extends { [C in ProfileColumn]?: unknown }>(
  row: Row,
): { [F in ProfileField]?: Row[(typeof PROFILE_FIELD_COLUMNS)[F]] } {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of PROFILE_FIELDS)
    if (column in row) fields[field] = (row as Record<string, unknown>)[column];
  return fields as { [F in ProfileField]?: Row[(typeof PROFILE_FIELD_COLUMNS)[F]] };
}
