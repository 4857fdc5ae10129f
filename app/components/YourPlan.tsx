import { Link } from "react-router";
import type { PlanSummary } from "~/domain/plans/plans.server";
import type { PlanSlug } from "~/forms/plans";
import { useT } from "./translate";

/** The plans' names in the reader's language. */
const PLAN_NAMES: Record<PlanSlug, string> = {
  basic: "yourPlan.basic",
  premium: "yourPlan.premium",
  elite: "yourPlan.elite",
};

/**
 * "Your plan" on the member's own profile (docs/product-rules.md §35): the plan and its last day, what it
 * allows, and for Elite the relationship manager and how to reach them.
 */
export function YourPlan({ plan }: { plan: PlanSummary }) {
  const { manager } = plan;
  const t = useT();
  const name = t(PLAN_NAMES[plan.plan]);
  const allowance =
    plan.requestsPerDay === null ? t("yourPlan.unlimited") : t("yourPlan.perDay", { count: plan.requestsPerDay });
  return (
    <section className="card your-plan" aria-labelledby="your-plan-heading">
      <h2 id="your-plan-heading">{t("yourPlan.heading")}</h2>
      <p className="your-plan__name">{plan.until ? t("yourPlan.until", { plan: name, date: plan.until }) : name}</p>
      <p>
        {allowance}{" "}
        {plan.plan === "basic" ? (
          <Link to="/member">{t("yourPlan.seePlans")}</Link>
        ) : (
          <Link to="/shortlisted-me">{t("yourPlan.whoShortlisted")}</Link>
        )}
      </p>
      {manager && (
        <p>
          {t("yourPlan.manager", { name: manager.name })}
          {manager.phone && (
            <>
              {" · "}
              <a href={`tel:+91${manager.phone}`} dir="ltr">
                {manager.phone}
              </a>
            </>
          )}
          {manager.email && (
            <>
              {" · "}
              <a href={`mailto:${manager.email}`} dir="ltr">
                {manager.email}
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}
