import type { Member } from "~/domain/accounts/member";
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
import {
  feetAndInches,
  heightPhrase,
  option,
  type FilledRow,
  type Phrase,
  type Row,
  type SectionKey,
  type Shown,
} from "~/forms/phrase";

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

/** "Abdul Rahman (Father)". */
const contactPersonOf = ({ contactName, contactRelation }: Details): Phrase | null =>
  contactName && contactRelation
    ? {
        key: "profileRows.contactPersonValue",
        values: { name: contactName, relation: option(RELATION_LABELS[contactRelation])! },
      }
    : null;

const rupees = (value: number | null) => (value ? `₹${groupIndian(value)}` : null);

/** "5 ft 4 in", the short form of heightPhrase. */
const shortHeightPhrase = (cm: number): Phrase => ({ key: "profileHeight.short", values: feetAndInches(cm) });

/** The height as typed, with centimetres when the text could be read ("5.4 — 5 ft 4 in (163 cm)"). */
const heightOf = ({ height, heightCm }: Details): Shown | null => {
  if (heightCm === null || height === null) return height;
  const read = heightPhrase(heightCm);
  return formatHeightCm(heightCm).startsWith(height)
    ? read
    : { key: "profileHeight.typedAndRead", values: { typed: height, read } };
};

/** "5 ft 4 in" for the header's one line, or the height as typed when it could not be read. */
export const shortHeightOf = ({ height, heightCm }: Pick<Details, "height" | "heightCm">): Shown | null =>
  heightCm === null ? height : shortHeightPhrase(heightCm);

/** Label lookups that tolerate a value no longer offered: the stored value is shown as it is. */
export const labelOf = <Value extends string>(labels: Partial<Record<Value, string>>, value: Value | null) =>
  value === null ? null : (labels[value] ?? value);

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

/**
 * Each section's label and value pairs: the labels are keys of the "profiles" namespace, the choices' values
 * options' labels (both shown in the reader's language by DetailList); what the member typed stays as typed.
 * The street address and PIN code are contact details (§6): they come only where the server sent them, so the
 * Contact section's Address row is there only then; where the member lives (city, state, country) is for
 * everyone who may see the profile.
 */
export function rowsBySection(profile: Details): Record<Exclude<SectionKey, "preferences">, Row[]> {
  const streetKnown = Boolean(profile.area || profile.pin);
  const familyHead = labelOf(FAMILY_HEAD_LABELS, profile.familyHead);
  return {
    about: [
      ["profileRows.aboutMe", profile.about],
      ["profileRows.age", profile.age],
      ["profileRows.gender", option(profile.gender)],
      ["profileRows.dob", profile.dob],
      ["profileRows.height", heightOf(profile)],
      ["profileRows.maritalStatus", option(labelOf(MARITAL_LABELS, profile.maritalStatus))],
      ["profileRows.livesIn", joined(profile.city, profile.state, profile.country)],
    ],
    family: [
      ["profileRows.fatherName", profile.fatherName],
      ["profileRows.motherName", profile.motherName],
      ["profileRows.grandfatherName", profile.grandFatherName],
      [
        "profileRows.familyHead",
        familyHead &&
          profile.familyHeadOccupation && {
            key: "profileRows.familyHeadValue",
            values: { head: option(familyHead)!, occupation: profile.familyHeadOccupation },
          },
      ],
      ["profileRows.brothers", profile.siblings],
      ["profileRows.sisters", profile.sisterSiblings],
      ["profileRows.pehchan", profile.pehchan],
      ["profileRows.house", option(profile.house)],
      ["profileRows.weddingBudget", rupees(profile.weddingBudget)],
      ["profileRows.weddingStyle", option(profile.weddingStyle)],
    ],
    career: [
      ["profileRows.education", profile.education],
      ["profileRows.educationLevel", option(labelOf(EDUCATION_LEVEL_LABELS, profile.educationLevel))],
      ["profileRows.work", profile.working],
      ["profileRows.annualIncome", rupees(profile.annualIncome)],
    ],
    lifestyle: [
      ["profileRows.maslak", option(labelOf(MASLAK_LABELS, profile.maslak))],
      ["profileRows.prayer", option(labelOf(PRAYER_LABELS, profile.prayer))],
      ["profileRows.motherTongue", option(profile.motherTongue)],
    ],
    contact: [
      ["profileRows.phone", profile.phone],
      ["profileRows.email", profile.email],
      ["profileRows.contactPerson", contactPersonOf(profile)],
      [
        "profileRows.address",
        streetKnown ? joined(profile.area, profile.city, profile.state, profile.pin, profile.country) : null,
      ],
    ],
  };
}

/** Rows with something to show: an empty value is left out, 0 is kept (an only child has 0 brothers). */
export const filledRows = (rows: Row[]) =>
  rows.filter(
    (row): row is FilledRow =>
      row[1] !== null && row[1] !== undefined && row[1] !== "" && !(Array.isArray(row[1]) && row[1].length === 0),
  );

/**
 * Every detail of a profile in one list, for the administrators' member page (docs/product-rules.md §16), in
 * the order of the profile page's sections; empty values are left out.
 */
export function allDetailRows(profile: Details): FilledRow[] {
  const { about, family, career, lifestyle, contact } = rowsBySection(profile);
  return filledRows([
    ...about,
    ["profileRows.lookingFor", profile.lookingFor],
    ...family,
    ...career,
    ...lifestyle,
    ...contact,
  ]);
}
