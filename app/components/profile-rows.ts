import type { Member } from "~/domain/member";
import { RELATION_LABELS, type Relation } from "~/forms/family-options";
import { formatHeightCm } from "~/forms/height";
import {
  EDUCATION_LEVEL_LABELS,
  FAMILY_HEAD_LABELS,
  MARITAL_LABELS,
  MASLAK_LABELS,
  PRAYER_LABELS,
} from "~/forms/profile-options";
import { groupIndian } from "~/forms/indian-number";

/** What a profile page shows: a profile's columns (docs/product-rules.md §3), the birth date where it may be seen. */
export type Details = Pick<
  Member,
  | "age"
  | "gender"
  | "height"
  | "heightCm"
  | "maritalStatus"
  | "fatherName"
  | "motherName"
  | "grandFatherName"
  | "familyHead"
  | "familyHeadOccupation"
  | "siblings"
  | "sisterSiblings"
  | "pehchan"
  | "maslak"
  | "prayer"
  | "motherTongue"
  | "education"
  | "educationLevel"
  | "working"
  | "annualIncome"
  | "house"
  | "phone"
  | "email"
  | "city"
  | "state"
  | "country"
  | "weddingBudget"
  | "weddingStyle"
  | "about"
  | "lookingFor"
> & {
  dob?: string | null;
  area: string | null;
  pin: string | null;
  /** Given only where contact details are shown (docs/product-rules.md §31), as its relation says whose. */
  contactName?: string | null;
  contactRelation?: Relation | null;
};

export type Row = [label: string, value: string | number | null | undefined];

/** The sections of a profile page, in the order they are read (issue 19: a profile in sections). */
export type SectionKey = "about" | "family" | "career" | "lifestyle" | "preferences" | "contact";

/** "Abdul Rahman (Father)". */
const contactPersonOf = ({ contactName, contactRelation }: Details) =>
  contactName && contactRelation ? `${contactName} (${RELATION_LABELS[contactRelation]})` : null;

const rupees = (value: number | null) => (value ? `₹${groupIndian(value)}` : null);

/** The height as typed, with centimetres when the text could be read ("5.4 — 5 ft 4 in (163 cm)"). */
const heightOf = ({ height, heightCm }: Details) => {
  if (heightCm === null) return height;
  const read = formatHeightCm(heightCm);
  return read.startsWith(height) ? read : `${height} — ${read}`;
};

/** "5 ft 4 in" for the header's one line, or the height as typed when it could not be read. */
export const shortHeightOf = ({ height, heightCm }: Pick<Details, "height" | "heightCm">) =>
  heightCm === null ? height : formatHeightCm(heightCm).replace(/ \(.*\)$/, "");

/** Label lookups that tolerate a value no longer offered: the stored value is shown as it is. */
export const labelOf = <Value extends string>(labels: Partial<Record<Value, string>>, value: Value | null) =>
  value === null ? null : (labels[value] ?? value);

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

/**
 * Each section's label and value pairs. The street address and PIN code are contact details (§6): they
 * come only where the server sent them, so the Contact section's Address row is there only then; where the
 * member lives (city, state, country) is for everyone who may see the profile.
 */
export function rowsBySection(profile: Details): Record<Exclude<SectionKey, "preferences">, Row[]> {
  const streetKnown = Boolean(profile.area || profile.pin);
  return {
    about: [
      ["About me", profile.about],
      ["Age", profile.age],
      ["Gender", profile.gender],
      ["Date of birth", profile.dob],
      ["Height", heightOf(profile)],
      ["Marital status", MARITAL_LABELS[profile.maritalStatus]],
      ["Lives in", joined(profile.city, profile.state, profile.country)],
    ],
    family: [
      ["Father's name", profile.fatherName],
      ["Mother's name", profile.motherName],
      ["Grandfather's name", profile.grandFatherName],
      ["Family head", `${labelOf(FAMILY_HEAD_LABELS, profile.familyHead)} (${profile.familyHeadOccupation})`],
      ["Brothers", profile.siblings],
      ["Sisters", profile.sisterSiblings],
      ["Pehchan", profile.pehchan],
      ["House", profile.house],
      ["Wedding budget", rupees(profile.weddingBudget)],
      ["Wedding style", profile.weddingStyle],
    ],
    career: [
      ["Education", profile.education],
      ["Education level", labelOf(EDUCATION_LEVEL_LABELS, profile.educationLevel)],
      ["Work", profile.working],
      ["Annual income", rupees(profile.annualIncome)],
    ],
    lifestyle: [
      ["Maslak", labelOf(MASLAK_LABELS, profile.maslak)],
      ["Prayer", labelOf(PRAYER_LABELS, profile.prayer)],
      ["Mother tongue", profile.motherTongue],
    ],
    contact: [
      ["Phone", profile.phone],
      ["Email", profile.email],
      ["Contact person", contactPersonOf(profile)],
      ["Address", streetKnown ? joined(profile.area, profile.city, profile.state, profile.pin, profile.country) : null],
    ],
  };
}

/** A row with something to show. */
export type FilledRow = [label: string, value: string | number];

/** Rows with something to show: an empty value is left out, 0 is kept (an only child has 0 brothers). */
export const filledRows = (rows: Row[]) =>
  rows.filter((row): row is FilledRow => row[1] !== null && row[1] !== undefined && row[1] !== "");
