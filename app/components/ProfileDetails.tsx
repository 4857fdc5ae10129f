import type { Member } from "~/domain/member";
import { MARITAL_LABELS } from "~/forms/profile-options";

/** What the list shows: a profile's columns (docs/product-rules.md §3), the birth date only where it may be seen. */
type Details = Pick<
  Member,
  | "age"
  | "gender"
  | "height"
  | "maritalStatus"
  | "fatherName"
  | "motherName"
  | "grandFatherName"
  | "familyHead"
  | "familyHeadOccupation"
  | "siblings"
  | "sisterSiblings"
  | "pehchan"
  | "education"
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
> & { dob?: string | null; area: string | null; pin: string | null };

const rupees = (value: number | null) => (value ? `₹${value.toLocaleString("en-IN")}` : null);

/** A profile's details as a definition list; empty values are left out. */
export function ProfileDetails({ profile }: { profile: Details }) {
  const address = [profile.area, profile.city, profile.state, profile.pin, profile.country].filter(Boolean).join(", ");
  const rows: [string, string | number | null | undefined][] = [
    ["Age", profile.age],
    ["Gender", profile.gender],
    ["Date of birth", profile.dob],
    ["Height", profile.height],
    ["Marital status", MARITAL_LABELS[profile.maritalStatus]],
    ["Father's name", profile.fatherName],
    ["Mother's name", profile.motherName],
    ["Grandfather's name", profile.grandFatherName],
    ["Family head", `${profile.familyHead} (${profile.familyHeadOccupation})`],
    ["Brothers", profile.siblings],
    ["Sisters", profile.sisterSiblings],
    ["Pehchan", profile.pehchan],
    ["Education", profile.education],
    ["Work", profile.working],
    ["Annual income", rupees(profile.annualIncome)],
    ["House", profile.house],
    ["Phone", profile.phone],
    ["Email", profile.email],
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
