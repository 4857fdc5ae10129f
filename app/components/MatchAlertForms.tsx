import { Form, Link, useNavigation } from "react-router";
import type { MatchAlert } from "~/domain/matching/match-alerts.server";
import type { Language } from "~/forms/languages";
import { DATE_LOCALES } from "~/forms/languages";
import { useT } from "./translate";

// The ways into the weekly new-match e-mail (docs/product-rules.md §26): plain POST forms to /alerts, which
// answers with a redirect and a flash message; with JavaScript, the button says it is at work meanwhile.

/** The member's alert as these forms show it, for a loader: its next day written in the reader's language. */
export function alertInLanguage(alert: MatchAlert | null, language: Language) {
  return (
    alert && {
      search: alert.search,
      // As the domain's formatDay writes it in English ("2 December 2026").
      nextDue: alert.nextDueAt.toLocaleDateString(DATE_LOCALES[language], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }),
    }
  );
}

function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.formAction === "/alerts" && navigation.formData?.get("intent") === intent;
}

/** "E-mail me new matches weekly": an alert that follows the member's partner preferences. */
export function FollowPreferencesForm({ label }: { label?: string }) {
  const sending = useSending("preferences");
  const t = useT();
  return (
    <Form method="post" action="/alerts" className="connect-form">
      <button type="submit" name="intent" value="preferences" className="button" disabled={sending}>
        {sending ? t("matchAlert.saving") : (label ?? t("matchAlert.follow"))}
      </button>
    </Form>
  );
}

/** For /profilePage results (members only): the search in the address bar becomes the member's alert. */
export function SaveSearchForm({ search }: { search: string }) {
  const sending = useSending("search");
  const t = useT();
  return (
    <Form method="post" action="/alerts" className="connect-form">
      <input type="hidden" name="search" value={search} />
      <button type="submit" name="intent" value="search" className="button button--outline" disabled={sending}>
        {sending ? t("matchAlert.saving") : t("matchAlert.saveSearch")}
      </button>
    </Form>
  );
}

/**
 * On /matches and /preferences: whether the weekly e-mail is on (with a link to manage it on /alerts), or
 * the button that turns it on for the member's preferences.
 */
export function WeeklyAlertNotice({ alert }: { alert: { search: string | null; nextDue: string } | null }) {
  const t = useT();
  if (!alert) {
    return (
      <section className="card stack" aria-labelledby="weekly-alert">
        <h2 id="weekly-alert">{t("matchAlert.heading")}</h2>
        <p>{t("matchAlert.pitch")}</p>
        <FollowPreferencesForm />
      </section>
    );
  }
  const on = alert.search === null ? "matchAlert.onPreferences" : "matchAlert.onSearch";
  const [before, after] = t(on, { date: alert.nextDue }).split("{{link}}");
  return (
    <p className="notice">
      {before}
      <Link to="/alerts">{t("matchAlert.manage")}</Link>
      {after}
    </p>
  );
}
