import type { members } from "~/db/schema";
import { CREATED_BY_OF, type CreatedByChoice } from "~/forms/family-options";
import { parseHeightCm } from "~/forms/height";
import { CONTACT_NAME_REQUIRED, type EditProfileInput } from "~/forms/profile";
import { UserError } from "~/services/user-error.server";

type MemberRow = typeof members.$inferSelect;

/** The form's "Profile created by" and contact person: three columns, see managerColumns. */
type ManagerField = "createdBy" | "contactName";

/**
 * The profile form's field names (docs/product-rules.md §3: the original site's names, which the API
 * also sends, docs/api-contract.md §11) and the members table's columns they fill. The one place the
 * two vocabularies meet: the domain speaks the columns' names everywhere else.
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
} as const satisfies { [Field in keyof Omit<EditProfileInput, ManagerField>]-?: keyof MemberRow };

type ProfileField = keyof typeof PROFILE_FIELD_COLUMNS;
type ProfileColumn = (typeof PROFILE_FIELD_COLUMNS)[ProfileField];
export type ProfileColumns = Pick<MemberRow, ProfileColumn>;
type ManagerColumns = Pick<MemberRow, "profileCreatedBy" | "contactRelation" | "contactName">;
/**
 * What a saved profile form writes: its columns, the height in centimetres read from its text, and who
 * manages the profile when the form said so.
 */
export type SavedProfileColumns = ProfileColumns & Pick<MemberRow, "heightCm"> & Partial<ManagerColumns>;

const FIELDS = Object.entries(PROFILE_FIELD_COLUMNS) as [ProfileField, ProfileColumn][];

/**
 * A validated profile form as the members table's columns; optional fields left empty are null. Every save
 * of a profile goes through here, so heightCm always follows the height text (null when it cannot be read,
 * docs/product-rules.md §23).
 */
export function profileColumns(input: EditProfileInput): SavedProfileColumns {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of FIELDS) columns[column] = input[field] === "" ? null : (input[field] ?? null);
  return { ...(columns as ProfileColumns), heightCm: parseHeightCm(input.height), ...managerColumns(input) };
}

/**
 * "Profile created by" as the three columns (docs/product-rules.md §31): nothing when the form did not say
 * (a register call then leaves the defaults, "self"; an edit keeps what was stored); "self" with no contact
 * person; a relation with its contact person, whose name it needs (the form's schema says so first; this
 * keeps a caller without the schema, such as a script, from storing a relation nobody is named for).
 */
function managerColumns({ createdBy, contactName }: Pick<EditProfileInput, ManagerField>): Partial<ManagerColumns> {
  if (createdBy === undefined) return {};
  if (createdBy === "self") return { profileCreatedBy: "self", contactRelation: null, contactName: null };
  if (!contactName) throw new UserError(CONTACT_NAME_REQUIRED, { field: "contactName" });
  return { profileCreatedBy: CREATED_BY_OF[createdBy], contactRelation: createdBy, contactName };
}

/** The form's "Profile created by" choice for a member's stored columns: their contact's relation, or "self". */
export function createdByChoiceOf(row: Pick<MemberRow, "contactRelation">): CreatedByChoice {
  return row.contactRelation ?? "self";
}

/** A member's profile columns under the form's field names (the edit form's values, the API's wire names). */
export function profileFieldsOf<Row extends { [C in ProfileColumn]?: unknown }>(
  row: Row,
): { [F in ProfileField]?: MemberRow[(typeof PROFILE_FIELD_COLUMNS)[F]] } {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of FIELDS) if (column in row) fields[field] = (row as Record<string, unknown>)[column];
  return fields;
}

/** Only the profile's columns of a member row (what may be shown of a profile, before any masking). */
export function pickProfileColumns(row: MemberRow): ProfileColumns {
  const columns: Record<string, unknown> = {};
  for (const [, column] of FIELDS) columns[column] = row[column];
  return columns as ProfileColumns;
}
