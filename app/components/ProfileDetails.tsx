import type { Member } from "~/domain/member";
import { RELATION_LABELS, type Relation } from "~/forms/family-options";
import { formatHeightCm } from "~/forms/height";
import { EDUCATION_LEVEL_LABELS, MARITAL_LABELS, MASLAK_LABELS, PRAYER_LABELS } from "~/forms/profile-options";

/** What the list shows: a profile's columns (docs/product-rules.md §3), the birth date only where it may be seen. */
type Details = Pick<
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
const contactPersonOf = ({ contactName, contactRelation }: Details) =>
  contactName && contactRelation ? `${contactName} (${RELATION_LABELS[contactRelation]})` : null;

const rupees = (value: number | null) => (value ? `₹${value.toLocaleString("en-IN")}` : null);

/** The height as typed, with centimetres when the text could be read ("5.4 — 5 ft 4 in (163 cm)"). */
const heightOf = ({ height, heightCm }: Details) => {
  if (heightCm === null) return height;
  const read = formatHeightCm(heightCm);
  return read.startsWith(height) ? read : `${height} — ${read}`;
};

/** Label lookups that tolerate a value no longer offered: the stored value is shown as it is. */
const labelOf = <Value extends string>(labels: Record<Value, string>, value: Value | null) =>
  value === null ? null : (labels[value] ?? value);

/** A profile's details as a definition list; empty values are left out. Paragraphs keep their line breaks (CSS). */
export function ProfileDetails({ profile }: { profile: Details }) {
  const address = [profile.area, profile.city, profile.state, profile.pin, profile.country].filter(Boolean).join(", ");
  const rows: [string, string | number | null | undefined][] = [
    ["About me", profile.about],
    ["What I am looking for", profile.lookingFor],
    ["Age", profile.age],
    ["Gender", profile.gender],
    ["Date of birth", profile.dob],
    ["Height", heightOf(profile)],
    ["Marital status", MARITAL_LABELS[profile.maritalStatus]],
    ["Father's name", profile.fatherName],
    ["Mother's name", profile.motherName],
    ["Grandfather's name", profile.grandFatherName],
    ["Family head", `${profile.familyHead} (${profile.familyHeadOccupation})`],
    ["Brothers", profile.siblings],
    ["Sisters", profile.sisterSiblings],
    ["Pehchan", profile.pehchan],
    ["Maslak", labelOf(MASLAK_LABELS, profile.maslak)],
    ["Prayer", labelOf(PRAYER_LABELS, profile.prayer)],
    ["Mother tongue", profile.motherTongue],
    ["Education", profile.education],
    ["Education level", labelOf(EDUCATION_LEVEL_LABELS, profile.educationLevel)],
    ["Work", profile.working],
    ["Annual income", rupees(profile.annualIncome)],
    ["House", profile.house],
    ["Phone", profile.phone],
    ["Email", profile.email],
    ["Contact person", contactPersonOf(profile)],
    ["Address", address],
    ["Wedding budget", rupees(profile.weddingBudget)],
    ["Wedding style", profile.weddingStyle],
  ];
  return (
    <dl className="details">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
