import type { PaidPlan } from "~/forms/plans";

// A type import and two words: the cards' script stays as small as it was (the page-weight budgets).
const LABELS: Record<PaidPlan, string> = { premium: "Premium", elite: "Elite" };

/**
 * The badge of a member's paid plan (docs/product-rules.md §35), styled as Verified: "Premium" or "Elite".
 * Basic has none. `inline` sits in a card's heading; otherwise it is a line of the profile's header.
 */
export function PlanBadge({ plan, inline = false }: { plan: PaidPlan | null | undefined; inline?: boolean }) {
  if (!plan) return null;
  return inline ? (
    <span className={`badge badge--inline badge--${plan}`}>{LABELS[plan]}</span>
  ) : (
    <p className={`badge badge--${plan}`}>{LABELS[plan]}</p>
  );
}
