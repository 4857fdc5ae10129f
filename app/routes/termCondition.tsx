import { data, useLoaderData } from "react-router";
import { LegalVersionLine } from "~/components/LegalVersionLine";
import { LinkedSentence } from "~/components/LinkedSentence";
import { matchesT, useT } from "~/components/translate";
import { termsVersion } from "~/domain/accounts/notice";
import { getSiteInfo } from "~/domain/site/site.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/termCondition";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("terms.title") }, { name: "description", content: t("terms.description") }];
};

export async function loader({ request }: Route.LoaderArgs) {
  return data({
    siteName: getSiteInfo(await requestLanguage(request)).name,
    version: termsVersion(),
    i18n: await pageI18n(request, "pages/legal", "pages/plans", "pages/terms"),
  });
}

export default function Terms() {
  const { siteName, version } = useLoaderData<typeof loader>();
  const t = useT();
  const contactForm = t("legal.contactForm");
  return (
    <article className="page page--narrow legal">
      <h1>{t("terms.title")}</h1>
      <LegalVersionLine of={version} />
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
