import { data, Link, useLoaderData } from "react-router";
import { matchesT, useT } from "~/components/translate";
import { getSiteInfo } from "~/domain/site/site.server";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/termCondition";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("terms.title") }, { name: "description", content: t("terms.description") }];
};

export async function loader({ request }: Route.LoaderArgs) {
  return data({
    siteName: getSiteInfo().name,
    i18n: await pageI18n(request, "pages/legal", "pages/plans", "pages/terms"),
  });
}

/** A sentence of the catalogue with a link where its {{link}} is: the link sits where the language puts it. */
function LinkedSentence({ text, to, label }: { text: string; to: string; label: string }) {
  const [before, after] = text.split("{{link}}");
  return (
    <>
      {before}
      <Link to={to}>{label}</Link>
      {after}
    </>
  );
}

export default function Terms() {
  const { siteName } = useLoaderData<typeof loader>();
  const t = useT();
  const contactForm = t("legal.contactForm");
  return (
    <article className="page page--narrow legal">
      <h1>{t("terms.title")}</h1>
      <p>{t("terms.intro", { siteName })}</p>
      <h2>{t("terms.whoHeading")}</h2>
      <ul>
        <li>{t("terms.whoAge")}</li>
        <li>{t("terms.whoMarriage")}</li>
        <li>{t("terms.whoOneProfile")}</li>
      </ul>
      <h2>{t("terms.conductHeading")}</h2>
      <ul>
        <li>{t("terms.conductDetails")}</li>
        <li>{t("terms.conductForbidden")}</li>
        <li>{t("terms.conductBlock")}</li>
      </ul>
      <h2>{t("plans.heading")}</h2>
      <p>
        <LinkedSentence text={t("terms.plans")} to="/contactUs" label={contactForm} />
      </p>
      <h2>{t("terms.responsibilityHeading")}</h2>
      <p>{t("terms.responsibility")}</p>
      <h2>{t("terms.complaintsHeading")}</h2>
      <p>
        <LinkedSentence text={t("terms.complaints")} to="/contactUs" label={contactForm} />
      </p>
      <h2>{t("terms.lawHeading")}</h2>
      <p>{t("terms.law")}</p>
      <p>
        <LinkedSentence text={t("terms.privacy")} to="/privacyPolicy" label={t("terms.privacyLink")} />
      </p>
    </article>
  );
}
