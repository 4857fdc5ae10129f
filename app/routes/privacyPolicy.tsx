import { data, Link, useLoaderData } from "react-router";
import { LegalVersionLine } from "~/components/LegalVersionLine";
import { LinkedSentence } from "~/components/LinkedSentence";
import { matchesT, useT } from "~/components/translate";
import { privacyVersion } from "~/domain/accounts/notice";
import { getSiteInfo } from "~/domain/site/site.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/privacyPolicy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("privacy.title") }, { name: "description", content: t("privacy.description") }];
};

export async function loader({ request }: Route.LoaderArgs) {
  return data({
    siteName: getSiteInfo(await requestLanguage(request)).name,
    version: privacyVersion(),
    i18n: await pageI18n(request, "pages/legal", "pages/privacy"),
  });
}

export default function Privacy() {
  const { siteName, version } = useLoaderData<typeof loader>();
  const t = useT();
  // The link sits where the language puts it in the sentence.
  const [complainBefore, complainAfter] = t("privacy.rightComplain").split("{{link}}");
  return (
    <article className="page page--narrow legal">
      <h1>{t("privacy.title")}</h1>
      <LegalVersionLine of={version} />
      <p>{t("privacy.intro", { siteName })}</p>
      <p>
        <LinkedSentence text={t("privacy.notice")} to="/notice" label={t("legal.noticeLink")} />
      </p>
      <h2>{t("privacy.ageHeading")}</h2>
      <p>{t("privacy.age")}</p>
      <h2>{t("privacy.keepHeading")}</h2>
      <ul>
        <li>{t("privacy.keepProfile")}</li>
        <li>{t("privacy.keepPassword")}</li>
        <li>{t("privacy.keepRequests")}</li>
        <li>{t("privacy.keepNewsletter")}</li>
      </ul>
      <h2>{t("privacy.seeHeading")}</h2>
      <ul>
        <li>{t("privacy.seeVisitors")}</li>
        <li>{t("privacy.seeMembers")}</li>
        <li>{t("privacy.seeConnections")}</li>
        <li>{t("privacy.seeTeam")}</li>
      </ul>
      <h2>{t("privacy.emailHeading")}</h2>
      <p>{t("privacy.email")}</p>
      <h2>{t("privacy.rightsHeading")}</h2>
      <ul>
        <li>{t("privacy.rightSee")}</li>
        <li>{t("privacy.rightCorrect")}</li>
        <li>{t("privacy.rightDelete")}</li>
        <li>
          {complainBefore}
          <Link to="/contactUs">{t("legal.contactForm")}</Link>
          {complainAfter}
        </li>
      </ul>
      <h2>{t("privacy.securityHeading")}</h2>
      <p>{t("privacy.security")}</p>
    </article>
  );
}
