import { Link } from "@remix-run/react";
import { CONTACT_IS_FREE, formatPrice, type Plan } from "~/forms/plans";

export function PlanCard({ plan, headingLevel = 3 }: { plan: Plan; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`plan-card plan-card--${plan.slug}`}>
      <Heading>{plan.name}</Heading>
      <p className="plan-card__price">
        {formatPrice(plan)}
        {plan.validity && <span className="plan-card__validity"> / {plan.validity}</span>}
      </p>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link to={`/plans/${plan.slug}`} className="button button--outline" aria-label={`See the ${plan.name} plan`}>
        {plan.priceRupees === 0 ? "Get started" : "Choose plan"}
      </Link>
    </article>
  );
}

/**
 * headingLevel: 3 under a section's h2 (home), 2 where the plans are the page's own content (/member).
 * Under the cards, what no plan sells (docs/product-rules.md §18): a connection's contact details.
 */
export function PlanGrid({ plans, headingLevel }: { plans: readonly Plan[]; headingLevel?: 2 | 3 }) {
  return (
    <>
      <div className="plan-grid">
        {plans.map((plan) => (
          <PlanCard key={plan.slug} plan={plan} headingLevel={headingLevel} />
        ))}
      </div>
      <p className="plan-note">{CONTACT_IS_FREE}</p>
    </>
  );
}
