import { Form, useNavigation } from "@remix-run/react";

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
