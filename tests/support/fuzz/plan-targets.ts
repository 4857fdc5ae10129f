import type { Encoding, Target } from "./targets";

// Plans (docs/product-rules.md §35): the Plan section of a member's admin page, which activates a plan (with
// a start date, and a relationship manager for Elite) and ends one after a confirmation. Only an administrator
// changes anything. Once the valid Elite activation has been accepted, the next ones are refused as
// overlapping it (409): a message, and nothing written.

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];
const byAdmin = { visitor: [], member: [], guardian: [], admin: ["plan_activations" as const] };
/** Today in India, the first start date a plan may have. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

export const PLAN_TARGETS: Target[] = [
  {
    name: "POST /admin/members/{id} (activate a plan)",
    method: "POST",
    path: "/admin/members/{id}",
    segment: (f) => f.moderated.id,
    encodings: BODY,
    writes: byAdmin,
    valid: () => ({
      intent: "activate-plan",
      plan: "elite",
      startDate: indiaToday(),
      managerName: "Farida Khan",
      managerPhone: "9876543210",
      managerEmail: "farida@example.in",
    }),
  },
  {
    name: "POST /admin/members/{id} (end a plan)",
    method: "POST",
    path: "/admin/members/{id}",
    segment: (f) => f.moderated.id,
    encodings: BODY,
    writes: byAdmin,
    valid: () => ({ intent: "end-plan", activationId: "1" }),
  },
  {
    name: "GET /admin/members/{id} (?endPlan=)",
    method: "GET",
    path: "/admin/members/{id}",
    segment: (f) => f.moderated.id,
    encodings: ["query"],
    writes: { visitor: [], member: [], guardian: [], admin: [] },
    valid: () => ({ endPlan: "1" }),
  },
  {
    name: "GET /shortlisted-me (?page=)",
    method: "GET",
    path: "/shortlisted-me",
    encodings: ["query"],
    writes: { visitor: [], member: [], guardian: [], admin: [] },
    valid: () => ({ page: "1" }),
  },
];
