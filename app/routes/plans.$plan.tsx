import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CONTACT_IS_FREE, findPlan, formatPrice } from "~/forms/plans";

export async function loader({ params }: LoaderFunctionArgs) {
  const plan = findPlan(params.plan ?? "");
  if (!plan) throw new Response("Not Found", { status: 404 });
  return json({ plan });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.plan.name} plan` : "Page not found" },
];

export default function PlanPage() {
  const { plan } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow">
      <article className={`plan-card plan-card--${plan.slug} plan-card--page`}>
        <h1>{plan.name} plan</h1>
        <p className="plan-card__price">{formatPrice(plan)}</p>
        <dl className="details">
          <dt>Price</dt>
          <dd>{plan.priceRupees === 0 ? "Free" : `${plan.priceRupees} rupees`}</dd>
          {plan.validity && (
            <>
              <dt>Validity</dt>
              <dd>{plan.validity}</dd>
            </>
          )}
        </dl>
        <h2>What you get</h2>
        <ul>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p>{CONTACT_IS_FREE}</p>
        {plan.priceRupees === 0 ? (
          <Link to="/signup" className="button">
            Create Profile
          </Link>
        ) : (
          <>
            <p>
              Payments are not taken on the site. Write to us and our team will help you upgrade: the plan starts once
              we have activated it, and you see it with its end date on your profile.
            </p>
            <Link to={`/contactUs?plan=${plan.slug}`} className="button">
              Contact us to upgrade
            </Link>
          </>
        )}
      </article>
    </div>
  );
}
