import { Link } from "@remix-run/react";
import type { PlanSummary } from "~/domain/plans.server";

/**
 * "Your plan" on the member's own profile (docs/product-rules.md §35): the plan and its last day, what it
 * allows, and for Elite the relationship manager and how to reach them.
 */
export function YourPlan({ plan }: { plan: PlanSummary }) {
  const { manager } = plan;
  return (
    <section className="card your-plan" aria-labelledby="your-plan-heading">
      <h2 id="your-plan-heading">Your plan</h2>
      <p className="your-plan__name">{plan.until ? `${plan.name} until ${plan.until}` : plan.name}</p>
      <p>
        {plan.requestsPerDay === null
          ? "Unlimited new connection requests."
          : `Up to ${plan.requestsPerDay} new connection requests a day.`}{" "}
        {plan.plan === "basic" ? (
          <Link to="/member">See the plans</Link>
        ) : (
          <Link to="/shortlisted-me">Who shortlisted you</Link>
        )}
      </p>
      {manager && (
        <p>
          Your relationship manager: {manager.name}
          {manager.phone && (
            <>
              {" · "}
              <a href={`tel:+91${manager.phone}`}>{manager.phone}</a>
            </>
          )}
          {manager.email && (
            <>
              {" · "}
              <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </>
          )}
        </p>
      )}
    </section>
  );
}
