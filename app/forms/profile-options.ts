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
