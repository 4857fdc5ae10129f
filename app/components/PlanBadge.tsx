import type { PaidPlan } from "~/forms/plans";
import { useT } from "./translate";

// A type import and two keys: the cards' script stays as small as it was (the page-weight budgets).
const LABELS: Record<PaidPlan, string> = { premium: "profileBadge.premium", elite: "profileBadge.elite" };

/**
 * The badge of a member's paid plan (docs/product-rules.md §35), styled as the other badges: "Premium" or "Elite".
 * Basic has none. `inline` sits in a card's heading; otherwise it is a line of the profile's header.
 */
export function PlanBadge({ plan, inline = false }: { plan: PaidPlan | null | undefined; inline?: boolean }) {
  const t = useT();
  if (!plan) return null;
  return inline ? (
    <span className={`badge badge--inline badge--${plan}`}>{t(LABELS[plan])}</span>
  ) : (
    <p className={`badge badge--${plan}`}>{t(LABELS[plan])}</p>
  );
}
