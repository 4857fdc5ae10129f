import { Link } from "react-router";
import { CONTACT_IS_FREE, formatPrice, PLAN_MONTHS, REQUESTS_PER_DAY, type Plan } from "~/forms/plans";
import { useT, type Translate, type Values } from "./translate";

/**
 * The words app/forms/plans.ts gives the plans (names, prices, validity, features), each by its English with
 * its key in the catalogue; a word not listed here (a feature added later) shows as it is, in English.
 */
const PLAN_WORDS = new Map<string, [key: string, values?: Values]>([
  ["Basic", ["plans.basic"]],
  ["Premium", ["plans.premium"]],
  ["Elite", ["plans.elite"]],
  ["Free", ["plans.free"]],
  [`${PLAN_MONTHS} months`, ["plans.validity", { months: PLAN_MONTHS }]],
  ["Create your profile", ["plans.createProfile"]],
  ["Browse and filter profiles", ["plans.browse"]],
  ...[REQUESTS_PER_DAY.basic, REQUESTS_PER_DAY.premium].map((limit): [string, [string, Values]] => [
    `Up to ${limit} new connection requests a day`,
    ["plans.requestsPerDay", { limit: String(limit) }],
  ]),
  ["Messages with your connections", ["plans.messages"]],
  ["Contact details of your connections", ["plans.contactDetails"]],
  ["Everything in Basic", ["plans.everythingInBasic"]],
  ["A Premium badge on your profile", ["plans.premiumBadge"]],
  ["See who shortlisted you", ["plans.whoShortlisted"]],
  ["Everything in Premium", ["plans.everythingInPremium"]],
  ["Unlimited connection requests", ["plans.unlimitedRequests"]],
  ["A named relationship manager", ["plans.manager"]],
  [CONTACT_IS_FREE, ["plans.contactIsFree"]],
]);

/** A plan's word (its name, a feature …) in the reader's language. */
export function planWords(t: Translate): (english: string) => string {
  return (english) => {
    const found = PLAN_WORDS.get(english);
    return found ? t(found[0], found[1]) : english;
  };
}

export function PlanCard({ plan, headingLevel = 3 }: { plan: Plan; headingLevel?: 2 | 3 }) {
  const t = useT();
  const say = planWords(t);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`plan-card plan-card--${plan.slug}`}>
      <Heading>{say(plan.name)}</Heading>
      <p className="plan-card__price">
        {say(formatPrice(plan))}
        {plan.validity && <span className="plan-card__validity"> / {say(plan.validity)}</span>}
      </p>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{say(feature)}</li>
        ))}
      </ul>
      <Link
        to={`/plans/${plan.slug}`}
        className="button button--outline"
        aria-label={t("planCard.see", { plan: say(plan.name) })}
      >
        {plan.priceRupees === 0 ? t("planCard.getStarted") : t("planCard.choose")}
      </Link>
    </article>
  );
}

/**
 * headingLevel: 3 under a section's h2 (home), 2 where the plans are the page's own content (/member).
 * Under the cards, what no plan sells (docs/product-rules.md §18): a connection's contact details.
 */
export function PlanGrid({ plans, headingLevel }: { plans: readonly Plan[]; headingLevel?: 2 | 3 }) {
  const say = planWords(useT());
  return (
    <>
      <div className="plan-grid">
        {plans.map((plan) => (
          <PlanCard key={plan.slug} plan={plan} headingLevel={headingLevel} />
        ))}
      </div>
      <p className="plan-note">{say(CONTACT_IS_FREE)}</p>
    </>
  );
}
