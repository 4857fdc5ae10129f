import { data, useLoaderData } from "react-router";
import { LegalVersionLine } from "~/components/LegalVersionLine";
import { NoticeText } from "~/components/NoticeText";
import { matchesT, useT } from "~/components/translate";
import { currentNotice } from "~/domain/accounts/notice";
import { getSiteInfo } from "~/domain/site/site.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/notice";

// The itemised notice on its own page (DPDP Act 2023 s. 5; docs/product-rules.md §41, "Notice and consent"): for
// anyone, linked from every page's footer, from signup's Other Details and from the privacy policy.

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("notice.title") }, { name: "description", content: t("notice.description") }];
};

export async function loader({ request }: Route.LoaderArgs) {
  return data({
    siteName: getSiteInfo(await requestLanguage(request)).name,
    version: currentNotice(),
    i18n: await pageI18n(request, "pages/legal", "pages/notice"),
  });
}

export default function Notice() {
  const { siteName, version } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="page page--narrow legal">
      <h1>{t("notice.title")}</h1>
      <LegalVersionLine of={version} />
      <NoticeText siteName={siteName} />
    </article>
  );
}
