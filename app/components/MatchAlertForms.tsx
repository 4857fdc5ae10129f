import { Form, Link, useNavigation } from "@remix-run/react";

// The ways into the weekly new-match e-mail (docs/product-rules.md §26): plain POST forms to /alerts, which
// answers with a redirect and a flash message; with JavaScript, the button says it is at work meanwhile.

function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.formAction === "/alerts" && navigation.formData?.get("intent") === intent;
}

/** "E-mail me new matches weekly": an alert that follows the member's partner preferences. */
export function FollowPreferencesForm({ label = "E-mail me new matches weekly" }: { label?: string }) {
  const sending = useSending("preferences");
  return (
    <Form method="post" action="/alerts" className="connect-form">
      <button type="submit" name="intent" value="preferences" className="button" disabled={sending}>
        {sending ? "Saving…" : label}
      </button>
    </Form>
  );
}

/** For /profilePage results (members only): the search in the address bar becomes the member's alert. */
export function SaveSearchForm({ search }: { search: string }) {
  const sending = useSending("search");
  return (
    <Form method="post" action="/alerts" className="connect-form">
      <input type="hidden" name="search" value={search} />
      <button type="submit" name="intent" value="search" className="button button--outline" disabled={sending}>
        {sending ? "Saving…" : "Save these filters and e-mail me weekly"}
      </button>
    </Form>
  );
}

/**
 * On /matches and /preferences: whether the weekly e-mail is on (with a link to manage it on /alerts), or
 * the button that turns it on for the member's preferences.
 */
export function WeeklyAlertNotice({ alert }: { alert: { search: string | null; nextDue: string } | null }) {
  if (!alert) {
    return (
      <section className="card stack" aria-labelledby="weekly-alert">
        <h2 id="weekly-alert">New matches by e-mail</h2>
        <p>Once a week, an e-mail of the members who joined and fit your preferences. Stop it any time.</p>
        <FollowPreferencesForm />
      </section>
    );
  }
  return (
    <p className="notice">
      Weekly e-mails of new matches are on (following {alert.search === null ? "your preferences" : "a saved search"},
      next on {alert.nextDue}). <Link to="/alerts">Manage them</Link>
    </p>
  );
}
