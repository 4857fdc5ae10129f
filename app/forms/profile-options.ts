// The profile's fixed choices (docs/product-rules.md §3), apart from the zod schemas in
// profile.ts: pages that only show a profile need these few bytes, not zod.
export const GENDERS = ["Male", "Female"] as const;
export const MARITAL_STATUSES = ["UnMarried", "Divorced", "Windowed"] as const;
export const MARITAL_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  UnMarried: "Never Married",
  Divorced: "Divorced",
  Windowed: "Widow",
};
export const FAMILY_HEADS = ["Father", "Mother", "Brother", "Sister", "GrandFather", "GrandMother", "Uncle"] as const;
export const FAMILY_HEAD_LABELS: Partial<Record<(typeof FAMILY_HEADS)[number], string>> = {
  GrandFather: "Grandfather",
  GrandMother: "Grandmother",
};
export const HOUSES = ["Owned", "Rental"] as const;
export const WEDDING_STYLES = ["Sunnati(Max 15 People)", "Traditional", "Expensive"] as const;

// The matching fields (docs/product-rules.md §23): optional on a profile, and the values partner
// preferences choose among. Stored as these values; labels are what the pages show.
export const MASLAKS = [
  "SunniHanafi",
  "SunniShafii",
  "AhleHadith",
  "Deobandi",
  "Barelvi",
  "Shia",
  "Other",
  "PreferNotToSay",
] as const;
export const MASLAK_LABELS: Record<(typeof MASLAKS)[number], string> = {
  SunniHanafi: "Sunni Hanafi",
  SunniShafii: "Sunni Shafi'i",
  AhleHadith: "Ahl-e-Hadith",
  Deobandi: "Deobandi",
  Barelvi: "Barelvi",
  Shia: "Shia",
  Other: "Other",
  PreferNotToSay: "Prefer not to say",
};
export const PRAYERS = ["FiveTimes", "Usually", "Sometimes", "PreferNotToSay"] as const;
export const PRAYER_LABELS: Record<(typeof PRAYERS)[number], string> = {
  FiveTimes: "Five times a day",
  Usually: "Usually",
  Sometimes: "Sometimes",
  PreferNotToSay: "Prefer not to say",
};
export const MOTHER_TONGUES = [
  "Urdu",
  "Hindi",
  "Bengali",
  "Malayalam",
  "Tamil",
  "Telugu",
  "Gujarati",
  "Marathi",
  "Kannada",
  "Other",
] as const;
/** Lowest first: a preference names the lowest level it accepts. */
export const EDUCATION_LEVELS = [
  "Below10th",
  "10th",
  "12th",
  "Diploma",
  "Graduate",
  "PostGraduate",
  "Doctorate",
] as const;
export const EDUCATION_LEVEL_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  Below10th: "Below 10th",
  "10th": "10th",
  "12th": "12th",
  Diploma: "Diploma",
  Graduate: "Graduate",
  PostGraduate: "Post-graduate",
  Doctorate: "Doctorate",
};
export const ABOUT_MAX = 1000;
export const LOOKING_FOR_MAX = 1000;
