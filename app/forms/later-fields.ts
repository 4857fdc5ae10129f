// The profile asked after the short signup (docs/product-rules.md §3, decision 045), by the form's names: required
// of the original client's register and edit (their form always sends it), optional on the site's Edit Profile.
// Its own module: the field lists (profile-fields.ts) need it without the schemas' zod.

export const LATER_FIELDS = [
  "fatherName",
  "GrandFatherName",
  "height",
  "maritalstatus",
  "FamilyHead",
  "FamilyHeadOccupation",
  "siblings",
  "Sistersiblings",
  "pehchan",
  "education",
  "working",
  "house",
  "area",
  "city",
  "state",
  "pin",
  "country",
  "weddingStyle",
] as const;
