import { data, useLoaderData } from "react-router";
import { BiodataSheet } from "~/components/BiodataSheet";
import { matchesT, useT } from "~/components/translate";
import { openSharedBiodata } from "~/web/biodata.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/biodata.$token";

// A biodata opened through a member's share link (docs/product-rules.md §40), by anyone holding it: each open is
// a view; a link revoked, expired, used up or unknown answers 410 with nothing of the member on the page.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: matchesT(matches)("biodata.title") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await requestLanguage(request);
  const shared = openSharedBiodata(params.token, requestFactsOf(context).clientIp, language);
  const i18n = await pageI18n(request, "profiles", "options");
  const headers = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", ...shared.headers };
  if (!shared.biodata) return data({ shared: null, refusal: shared.refusal, i18n }, { status: shared.status, headers });
  return data(
    { shared: { view: shared.view, photo: shared.photo, token: params.token }, refusal: null, i18n },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function SharedBiodata() {
  const { shared, refusal } = useLoaderData<typeof loader>();
  const t = useT();
  if (!shared) {
    return (
      <section className="page page--narrow not-found">
        <h1>{t("biodata.goneTitle")}</h1>
        <p>{refusal}</p>
      </section>
    );
  }
  return (
    <div className="page page--narrow">
      <BiodataSheet
        view={shared.view}
        photo={shared.photo}
        actions={
          <>
            <a className="button" href={`/biodata/${shared.token}/pdf`} download>
              {t("biodata.downloadPdf")}
            </a>
            <span className="biodata__hint">{t("biodata.sharedHint")}</span>
          </>
        }
      />
    </div>
  );
}
