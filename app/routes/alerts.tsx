import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { alertInLanguage, FollowPreferencesForm } from "~/components/MatchAlertForms";
import { matchesT, useT } from "~/components/translate";
import {
  followPreferences,
  followSearch,
  readAlert,
  STOPPED_MESSAGE,
  stopAlert,
} from "~/domain/matching/match-alerts.server";
import { requireViewer } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { formRefusal } from "~/web/form-reply.server";
import type { Route } from "./+types/alerts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("alertsPage.title") }];

// The member's weekly new-match e-mail (docs/product-rules.md §26): what it follows, when it is next due,
// start and stop. Other pages post here too (app/components/MatchAlertForms.tsx).
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  return data(
    { alert: alertInLanguage(readAlert(viewer.unqId), language), i18n: await pageI18n(request, "member") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const search = form.get("search");
  if (intent === "stop") {
    stopAlert(viewer.unqId);
    return redirectWithFlash("/alerts", { type: "success", message: STOPPED_MESSAGE });
  }
  if (intent === "preferences") {
    followPreferences(viewer.unqId);
    return redirectWithFlash("/alerts", {
      type: "success",
      message: "Each week we will e-mail you the new members who fit your preferences.",
    });
  }
  if (intent === "search" && typeof search === "string") {
    const flash = await outcomeOf(
      () => followSearch(viewer.unqId, search),
      "Each week we will e-mail you the new members this search finds.",
    );
    // A refused filter: back to the search, with the reason.
    const back = `/profilePage?${new URLSearchParams(search)}`;
    return redirectWithFlash(flash.type === "success" ? "/alerts" : back, flash);
  }
  const language = await requestLanguage(request, viewer);
  return formRefusal(language, "Please choose to start or stop the weekly e-mails.");
}

export default function Alerts() {
  const { alert } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT();
  const [searchBefore, searchAfter] = t("alertsPage.followsSearch").split("{{link}}");
  const [nextBefore, nextAfter] = t("alertsPage.next").split("{{date}}");
  const [orBefore, orAfter] = t("alertsPage.orSearch").split("{{link}}");
  return (
    <div className="page page--narrow">
      <h1>{t("alertsPage.title")}</h1>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      {alert ? (
        <section className="card stack" aria-labelledby="alert-on">
          <h2 id="alert-on">{t("alertsPage.on")}</h2>
          {alert.search === null ? (
            <p>{t("alertsPage.followsPreferences")}</p>
          ) : (
            <p>
              {searchBefore}
              <Link to={`/profilePage${alert.search && `?${alert.search}`}`}>{t("alertsPage.savedSearch")}</Link>
              {searchAfter}
            </p>
          )}
          <p>
            {nextBefore}
            <strong>{alert.nextDue}</strong>
            {nextAfter}
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="stop" className="button button--outline">
              {t("alertsPage.stop")}
            </button>
          </Form>
          {alert.search !== null && <FollowPreferencesForm label={t("alertsPage.followInstead")} />}
        </section>
      ) : (
        <section className="card stack" aria-labelledby="alert-off">
          <h2 id="alert-off">{t("alertsPage.off")}</h2>
          <p>{t("alertsPage.none")}</p>
          <FollowPreferencesForm />
          <p className="field__hint">
            {orBefore}
            <Link to="/profilePage">{t("alertsPage.profiles")}</Link>
            {orAfter}
          </p>
        </section>
      )}
      <p className="field__hint">{t("alertsPage.about")}</p>
    </div>
  );
}
