// The complaint categories (docs/product-rules.md §40). The first two start the 24-hour removal clock of the IT
// (Intermediary Guidelines) Rules 2021, rule 3(2)(b): content that impersonates someone or shows them in a
// morphed or intimate image.
export const GRIEVANCE_CATEGORIES = [
  "impersonation",
  "intimate-image",
  "harassment",
  "fraud",
  "fake-profile",
  "data-protection",
  "other",
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const REMOVAL_CATEGORIES: readonly GrievanceCategory[] = ["impersonation", "intimate-image"];

export const GRIEVANCE_STATUSES = ["received", "acknowledged", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** What an administrator may do with a complaint: each sends the complainant a message. */
export const GRIEVANCE_ANSWERS = ["acknowledge", "update", "resolve"] as const;
export type GrievanceAnswer = (typeof GRIEVANCE_ANSWERS)[number];

export const GRIEVANCE_LIMITS = { name: 100, details: 4000, answer: 2000 } as const;
