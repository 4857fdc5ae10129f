import { data, Link, useLoaderData } from "react-router";
import { matchesT, useT } from "~/components/translate";
import { STOPPED_MESSAGE, stopAlertByToken } from "~/domain/matching/match-alerts.server";
import { translateMessage } from "~/domain/site/translations.server";
import { answerRefusals } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/alerts_.stop";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: matchesT(matches)("alertsPage.title") },
  { name: "robots", content: "noindex" },
];

// The stop link of the weekly e-mail (docs/product-rules.md §26): one click, no login. Its signed token names
// the member; a token that is not ours is a 400 and changes nothing.
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const token = pageUrl(request).searchParams.get("token");
  // No login needed: a signed-in member's language, else the cookie's or the browser's.
  const language = await requestLanguage(request);
  const i18n = await pageI18n(request, "member");
  return answerRefusals(
    async () => {
      stopAlertByToken(token);
      return data({ stopped: true, message: translateMessage(language, STOPPED_MESSAGE), i18n }, { headers });
    },
    (error) => ({ stopped: false, message: translateMessage(language, error.message), i18n }),
  );
}

export default function StopAlerts() {
  const { stopped, message } = useLoaderData<{ stopped: boolean; message: string }>();
  const t = useT();
  const [before, after] = t("alertsStop.logIn").split("{{link}}");
  return (
    <div className="page page--narrow">
      <h1>{t("alertsPage.title")}</h1>
      <p className={stopped ? undefined : "form-error"} role={stopped ? "status" : "alert"}>
        {message}
      </p>
      <p>
        {before}
        <Link to="/alerts">{stopped ? t("alertsStop.turnBackOn") : t("alertsStop.manage")}</Link>
        {after}
      </p>
    </div>
  );
}
