import { data, Link, useLoaderData } from "react-router";
import { planWords } from "~/components/PlanCard";
import { matchesT, useT } from "~/components/translate";
import { CONTACT_IS_FREE, findPlan, formatPrice } from "~/forms/plans";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/plans.$plan";

export async function loader({ request, params }: Route.LoaderArgs) {
  const plan = findPlan(params.plan ?? "");
  if (!plan) throw new Response("Not Found", { status: 404 });
  return data({ plan, i18n: await pageI18n(request, "pages/home", "pages/planPage", "pages/plans", "pages/planCard") });
}

// An unknown plan is the root error boundary's 404 page, which gives its own title.
export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const t = matchesT(matches);
  return [{ title: t("planPage.title", { plan: planWords(t)(data.plan.name) }) }];
};

export default function PlanPage() {
  const { plan } = useLoaderData<typeof loader>();
  const t = useT();
  const say = planWords(t);
  return (
    <div className="page page--narrow">
      <article className={`plan-card plan-card--${plan.slug} plan-card--page`}>
        <h1>{t("planPage.title", { plan: say(plan.name) })}</h1>
        <p className="plan-card__price">{say(formatPrice(plan))}</p>
        <dl className="details">
          <dt>{t("planPage.price")}</dt>
          <dd>{plan.priceRupees === 0 ? t("plans.free") : t("planPage.rupees", { amount: plan.priceRupees })}</dd>
          {plan.validity && (
            <>
              <dt>{t("planPage.validity")}</dt>
              <dd>{say(plan.validity)}</dd>
            </>
          )}
        </dl>
        <h2>{t("planPage.whatYouGet")}</h2>
        <ul>
          {plan.features.map((feature) => (
            <li key={feature}>{say(feature)}</li>
          ))}
        </ul>
        <p>{say(CONTACT_IS_FREE)}</p>
        {plan.priceRupees === 0 ? (
          <Link to="/signup" className="button">
            {t("home.createProfile")}
          </Link>
        ) : (
          <>
            <p>{t("planPage.payments")}</p>
            <Link to={`/contactUs?plan=${plan.slug}`} className="button">
              {t("planPage.contact")}
            </Link>
          </>
        )}
      </article>
    </div>
  );
}
