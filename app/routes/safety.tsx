import { data, Link, useLoaderData } from "react-router";
import { ContactLines } from "~/components/SiteFooter";
import { matchesT, useT, type Translate } from "~/components/translate";
import { getSiteInfo } from "~/domain/site/site.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/safety";

// The safety tips every profile page and connection e-mail links to (docs/product-rules.md §29).

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("safety.title") }, { name: "description", content: t("safety.description") }];
};

export async function loader({ request }: Route.LoaderArgs) {
  return data({ site: getSiteInfo(await requestLanguage(request)), i18n: await pageI18n(request, "connections") });
}

/** A sentence with its bold words where the language puts them: `{{strong}}` in `sentence` marks the place. */
function WithStrong({ t, sentence, strong }: { t: Translate; sentence: string; strong: string }) {
  const [before, after] = t(sentence).split("{{strong}}");
  return (
    <>
      {before}
      <strong>{t(strong)}</strong>
      {after}
    </>
  );
}

export default function Safety() {
  const { site } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="page page--narrow legal">
      <h1>{t("safety.title")}</h1>
      <p>{t("safety.intro", { site: site.name })}</p>
      <ul>
        <li>
          <WithStrong t={t} sentence="safety.money" strong="safety.moneyStrong" />
        </li>
        <li>
          <WithStrong t={t} sentence="safety.askers" strong="safety.askersStrong" />
        </li>
        <li>
          <WithStrong t={t} sentence="safety.families" strong="safety.familiesStrong" />
        </li>
        <li>
          <WithStrong t={t} sentence="safety.meet" strong="safety.meetStrong" />
        </li>
        <li>
          <WithStrong t={t} sentence="safety.check" strong="safety.checkStrong" />
        </li>
        <li>
          <WithStrong t={t} sentence="safety.onSite" strong="safety.onSiteStrong" />
        </li>
      </ul>
      <h2>{t("safety.reportHeading")}</h2>
      <p>
        <WithStrong t={t} sentence="safety.report" strong="safety.reportStrong" />
      </p>
      <p>
        {t("safety.grievances")} <Link to="/grievances">{t("safety.grievancesLink")}</Link>
      </p>
      <h2>{t("safety.reachHeading")}</h2>
      <ContactLines site={site} />
      <p>
        <Link to="/profilePage">{t("safety.back")}</Link>
      </p>
    </article>
  );
}
