import { MARITAL_LABELS } from "~/forms/profile-options";

type Details = {
  age: number;
  gender: string;
  height: string;
  dob?: string;
  maritalstatus: keyof typeof MARITAL_LABELS;
  fatherName: string;
  motherName: string | null;
  GrandFatherName: string;
  FamilyHead: string;
  FamilyHeadOccupation: string;
  siblings: number;
  Sistersiblings: number;
  pehchan: string;
  education: string;
  working: string;
  annualIncome: number | null;
  house: string;
  phone: string;
  email: string;
  area: string | null;
  city: string;
  state: string;
  pin: string | null;
  country: string;
  weddingBudget: number | null;
  weddingStyle: string;
};

const rupees = (value: number | null) => (value ? `₹${value.toLocaleString("en-IN")}` : null);

/** A profile's details as a definition list; empty values are left out. */
export function ProfileDetails({ profile }: { profile: Details }) {
  const address = [profile.area, profile.city, profile.state, profile.pin, profile.country].filter(Boolean).join(", ");
  const rows: [string, string | number | null | undefined][] = [
    ["Age", profile.age],
    ["Gender", profile.gender],
    ["Date of birth", profile.dob],
    ["Height", profile.height],
    ["Marital status", MARITAL_LABELS[profile.maritalstatus]],
    ["Father's name", profile.fatherName],
    ["Mother's name", profile.motherName],
    ["Grandfather's name", profile.GrandFatherName],
    ["Family head", `${profile.FamilyHead} (${profile.FamilyHeadOccupation})`],
    ["Brothers", profile.siblings],
    ["Sisters", profile.Sistersiblings],
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
