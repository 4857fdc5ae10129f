// The complaint categories (docs/product-rules.md §41). The first two start the 24-hour removal clock of the IT
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
/**
 * Requests to remove content of rule 3(1)(b)'s kinds (harassment, deceit and fraud, false or misleading content
 * such as a fake profile): resolved within 72 hours (rule 3(2)(a)(i)'s proviso, as amended in 2022).
 */
export const PROMPT_CATEGORIES: readonly GrievanceCategory[] = ["harassment", "fraud", "fake-profile"];

export const GRIEVANCE_STATUSES = ["received", "acknowledged", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** What an administrator may do with a complaint: each sends the complainant a message. */
export const GRIEVANCE_ANSWERS = ["acknowledge", "update", "resolve"] as const;
export type GrievanceAnswer = (typeof GRIEVANCE_ANSWERS)[number];

export const GRIEVANCE_LIMITS = { name: 100, details: 4000, answer: 2000 } as const;

/** Each category's name on the pages (the pages namespace). */
export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  impersonation: "grievances.category.impersonation",
  "intimate-image": "grievances.category.intimate-image",
  harassment: "grievances.category.harassment",
  fraud: "grievances.category.fraud",
  "fake-profile": "grievances.category.fake-profile",
  "data-protection": "grievances.category.data-protection",
  other: "grievances.category.other",
};

export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  received: "grievances.status.received",
  acknowledged: "grievances.status.acknowledged",
  resolved: "grievances.status.resolved",
};

export const GRIEVANCE_ANSWER_LABELS: Record<GrievanceAnswer, string> = {
  acknowledge: "grievances.answer.acknowledge",
  update: "grievances.answer.update",
  resolve: "grievances.answer.resolve",
};
