import { data, Link, useLoaderData } from "react-router";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { alertInLanguage, WeeklyAlertNotice } from "~/components/MatchAlertForms";
import { matchesT, useT } from "~/components/translate";
import { listCities } from "~/domain/listing/places.server";
import { readAlert } from "~/domain/matching/match-alerts.server";
import { preferencesForForm, savePreferences } from "~/domain/profiles/preferences.server";
import { preferencesFormValues } from "~/forms/preferences";
import { parseForm, preferencesSchema } from "~/forms/submissions.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { translateReply } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/preferences";
import { pageUrl } from "~/web/page-url.server";

// Conform and the schema load on the first touch, as on the other form pages (decision 006).
const PreferencesForm = deferUntilInteraction(() => import("~/components/PreferencesForm").then((m) => m.default));

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("preferences.title") }];

const PRIVATE = { "Cache-Control": "private, no-store" };
/** Right after signup (docs/product-rules.md §24): a welcome, a way to skip, and on to the matches. */
const isWelcome = (request: Request) => pageUrl(request).searchParams.get("welcome") === "1";
/** Opened from "Complete your profile" (/welcome): saving goes back there, to the next missing item. */
const fromWelcome = (request: Request) => pageUrl(request).searchParams.get("from") === "welcome";
const afterSaving = (request: Request) =>
  fromWelcome(request) ? "/welcome" : isWelcome(request) ? "/matches" : "/preferences";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const places = new Set(listCities().flatMap(({ city, state }) => [city, state]));
  const language = await requestLanguage(request, viewer);
  return data(
    {
      i18n: await pageI18n(request, "member", "options"),
      values: preferencesFormValues(preferencesForForm(viewer.unqId)),
      places: [...places].sort((a, b) => a.localeCompare(b)),
      welcome: isWelcome(request),
      alert: alertInLanguage(readAlert(viewer.unqId), language),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseForm(await readForm(request), preferencesSchema);
  if (submission.status !== "success") {
    return data(translateReply(submission.reply(), await requestLanguage(request, viewer)), {
      status: 400,
      headers: PRIVATE,
    });
  }
  savePreferences(viewer.unqId, submission.value);
  return redirectWithFlash(afterSaving(request), {
    type: "success",
    message: "Your preferences are saved",
  });
}

export default function Preferences() {
  const { welcome, alert } = useLoaderData<typeof loader>();
  const t = useT();
  const [welcomeBefore, welcomeAfter] = t("preferences.welcome").split("{{link}}");
  const [introBefore, introAfter] = t("preferences.intro").split("{{link}}");
  return (
    <div className="page page--narrow">
      <h1>{t("preferences.title")}</h1>
      {welcome && (
        <p className="notice">
          {welcomeBefore}
          <Link to="/matches">{t("preferences.skip")}</Link>
          {welcomeAfter}
        </p>
      )}
      <p>
        {introBefore}
        <Link to="/matches">{t("preferences.matches")}</Link>
        {introAfter}
      </p>
      <section className="card" aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">{t("preferences.heading")}</h2>
        <PreferencesForm />
      </section>
      <WeeklyAlertNotice alert={alert} />
    </div>
  );
}
