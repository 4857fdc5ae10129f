import { data } from "react-router";
import { PlanGrid } from "~/components/PlanCard";
import { TitledItems } from "~/components/TitledItems";
import { matchesT, useT } from "~/components/translate";
import { PLANS } from "~/forms/plans";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/member";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("plans.heading") }];

export async function loader({ request }: Route.LoaderArgs) {
  return data({ i18n: await pageI18n(request, "pages/membership", "pages/plans", "pages/planCard") });
}

const REASONS = [
  { title: "membership.verifiedTitle", text: "membership.verifiedText" },
  { title: "membership.supportTitle", text: "membership.supportText" },
  { title: "membership.easyTitle", text: "membership.easyText" },
  { title: "membership.privateTitle", text: "membership.privateText" },
] as const;

export default function Membership() {
  const t = useT();
  return (
    <div className="page">
      <h1>{t("plans.heading")}</h1>
      <PlanGrid plans={PLANS} headingLevel={2} />
      <section className="section" aria-labelledby="why-heading">
        <h2 id="why-heading">{t("membership.whyHeading")}</h2>
        <TitledItems
          items={REASONS.map((item) => ({ title: t(item.title), text: t(item.text) }))}
          className="reasons"
        />
      </section>
    </div>
  );
}
