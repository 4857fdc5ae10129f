// A member's privacy and safety choices (docs/product-rules.md §27–30), apart from the zod schemas:
// pages that only show them need these few bytes, not zod.

/** Who may see a member's photo (§27). New members start at "members". */
export const PHOTO_VISIBILITIES = ["everyone", "members", "connections"] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
export const PHOTO_VISIBILITY_LABELS: Record<PhotoVisibility, string> = {
  everyone: "Everyone, visitors included",
  members: "Members only",
  connections: "My connections only",
};

/** Why a member reports another (§29). */
export const REPORT_REASONS = [
  "fake",
  "inappropriate-photo",
  "harassment",
  "money",
  "already-married",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: "Fake profile",
  "inappropriate-photo": "Inappropriate photo",
  harassment: "Harassment",
  money: "Asking for money",
  "already-married": "Already married",
  other: "Other",
};
/** How long a report's optional details may be, once trimmed (§29). */
export const REPORT_DETAILS_MAX = 1000;

/** What an administrator did (§29, §30), each kept with the administrator and the time. */
export const MODERATION_ACTIONS = [
  "dismiss",
  "warn",
  "block",
  "approve-profile",
  "approve-photo",
  "reject-photo",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
