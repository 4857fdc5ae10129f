import type { members } from "~/db/schema";
import { CREATED_BY_OF, type CreatedByChoice } from "~/forms/family-options";
import { parseHeightCm } from "~/forms/height";
import { CONTACT_NAME_REQUIRED, type EditProfileInput } from "~/forms/profile";
import { PROFILE_FIELD_COLUMNS, PROFILE_FIELDS, type ProfileColumn, type ProfileField } from "~/forms/profile-columns";
import { UserError } from "~/services/user-error.server";

type MemberRow = typeof members.$inferSelect;

/** The form's "Profile created by" and contact person: three columns, see managerColumns. */
type ManagerField = "createdBy" | "contactName";

// Every form field names a real column (the map lives with the forms, app/forms/profile-columns.ts).
PROFILE_FIELD_COLUMNS satisfies Record<ProfileField, keyof MemberRow>;

export type ProfileColumns = Pick<MemberRow, ProfileColumn>;
type ManagerColumns = Pick<MemberRow, "profileCreatedBy" | "contactRelation" | "contactName">;
/**
 * What a saved profile form writes: its columns, the height in centimetres read from its text, and who
 * manages the profile when the form said so.
 */
export type SavedProfileColumns = ProfileColumns & Pick<MemberRow, "heightCm"> & Partial<ManagerColumns>;

/**
 * A validated profile form as the members table's columns; optional fields left empty are null. Every save
 * of a profile goes through here, so heightCm always follows the height text (null when it cannot be read,
 * docs/product-rules.md §23).
 */
export function profileColumns(input: Partial<EditProfileInput>): SavedProfileColumns {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of PROFILE_FIELDS) columns[column] = input[field] === "" ? null : (input[field] ?? null);
  return { ...(columns as ProfileColumns), heightCm: parseHeightCm(input.height), ...managerColumns(input) };
}

/**
 * "Profile created by" as the three columns (docs/product-rules.md §31): nothing when the form did not say
 * (a register call then leaves the defaults, "self"; an edit keeps what was stored); "self" with no contact
 * person; a relation with its contact person, whose name it needs (the form's schema says so first; this
 * keeps a caller without the schema, such as a script, from storing a relation nobody is named for).
 */
function managerColumns({
  createdBy,
  contactName,
}: Partial<Pick<EditProfileInput, ManagerField>>): Partial<ManagerColumns> {
  if (createdBy === undefined) return {};
  if (createdBy === "self") return { profileCreatedBy: "self", contactRelation: null, contactName: null };
  if (!contactName) throw new UserError(CONTACT_NAME_REQUIRED, { field: "contactName" });
  return { profileCreatedBy: CREATED_BY_OF[createdBy], contactRelation: createdBy, contactName };
}

/** The form's "Profile created by" choice for a member's stored columns: their contact's relation, or "self". */
export function createdByChoiceOf(row: Pick<MemberRow, "contactRelation">): CreatedByChoice {
  return row.contactRelation ?? "self";
}

/** Only the profile's columns of a member row (what may be shown of a profile, before any masking). */
export function pickProfileColumns(row: MemberRow): ProfileColumns {
  const columns: Record<string, unknown> = {};
  for (const [, column] of PROFILE_FIELDS) columns[column] = row[column];
  return columns as ProfileColumns;
}
