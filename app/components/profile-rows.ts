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
import type { Translate } from "./translate";

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

/**
 * Words worked out on the server and shown in the reader's language (issue 18): a catalogue key ("area.name",
 * or an option's English label, which the options namespace is keyed by) with its {{values}}, which may be
 * words of their own. A plain string or number is shown as it is (what the member typed, a number); a list is
 * shown joined.
 */
export type Phrase = { key: string; values?: { [name: string]: Shown } };
export type Shown = string | number | Phrase | Shown[];

/** An option's label, shown in the reader's language (app/locales/<language>/options.json). */
export const option = (label: string | null | undefined): Phrase | null => (label ? { key: label } : null);

/** A Shown in the reader's language, with `t` of a page that has the "profiles" and "options" namespaces. */
export function say(t: Translate, shown: Shown): string {
  if (typeof shown !== "object") return String(shown);
  if (Array.isArray(shown)) return shown.map((part) => say(t, part)).join(t("profileRows.separator"));
  if (!shown.values) return t(shown.key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(shown.values))
    values[name] = typeof value === "number" ? value : say(t, value);
  return t(shown.key, values);
}

export type Row = [label: string, value: Shown | null | undefined];

/** The sections of a profile page, in the order they are read (issue 19: a profile in sections). */
export type SectionKey = "about" | "family" | "career" | "lifestyle" | "preferences" | "contact";

/** "Abdul Rahman (Father)". */
const contactPersonOf = ({ contactName, contactRelation }: Details): Phrase | null =>
  contactName && contactRelation
    ? {
        key: "profileRows.contactPersonValue",
        values: { name: contactName, relation: option(RELATION_LABELS[contactRelation])! },
      }
    : null;

const rupees = (value: number | null) => (value ? `₹${groupIndian(value)}` : null);

const CM_PER_INCH = 2.54;

/** "5 ft 4 in (163 cm)", as formatHeightCm says it in English, in the reader's language. */
export function heightPhrase(cm: number): Phrase {
  const inches = Math.round(cm / CM_PER_INCH);
  return { key: "profileHeight.full", values: { feet: Math.floor(inches / 12), inches: inches % 12, cm } };
}

/** "5 ft 4 in", the short form of heightPhrase. */
function shortHeightPhrase(cm: number): Phrase {
  const inches = Math.round(cm / CM_PER_INCH);
  return { key: "profileHeight.short", values: { feet: Math.floor(inches / 12), inches: inches % 12 } };
}

/** The height as typed, with centimetres when the text could be read ("5.4 — 5 ft 4 in (163 cm)"). */
const heightOf = ({ height, heightCm }: Details): Shown => {
  if (heightCm === null) return height;
  const read = heightPhrase(heightCm);
  return formatHeightCm(heightCm).startsWith(height)
    ? read
    : { key: "profileHeight.typedAndRead", values: { typed: height, read } };
};

/** "5 ft 4 in" for the header's one line, or the height as typed when it could not be read. */
export const shortHeightOf = ({ height, heightCm }: Pick<Details, "height" | "heightCm">): Shown =>
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
        {
          key: "profileRows.familyHeadValue",
          values: { head: option(familyHead) ?? "", occupation: profile.familyHeadOccupation },
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

/** A row with something to show. */
export type FilledRow = [label: string, value: Shown];

/** Rows with something to show: an empty value is left out, 0 is kept (an only child has 0 brothers). */
export const filledRows = (rows: Row[]) =>
  rows.filter(
    (row): row is FilledRow =>
      row[1] !== null && row[1] !== undefined && row[1] !== "" && !(Array.isArray(row[1]) && row[1].length === 0),
  );
