import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FollowPreferencesForm } from "~/components/MatchAlertForms";
import {
  followPreferences,
  followSearch,
  alertSummary,
  STOPPED_MESSAGE,
  stopAlert,
} from "~/domain/match-alerts.server";
import { requireViewer } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";

export const meta: MetaFunction = () => [{ title: "Weekly match e-mails" }];

// The member's weekly new-match e-mail (docs/product-rules.md §26): what it follows, when it is next due,
// start and stop. Other pages post here too (app/components/MatchAlertForms.tsx).
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return json({ alert: alertSummary(viewer.unqId) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
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
  return json({ error: "Please choose to start or stop the weekly e-mails." }, { status: 400 });
}

export default function Alerts() {
  const { alert } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="page page--narrow">
      <h1>Weekly match e-mails</h1>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      {alert ? (
        <section className="card stack" aria-labelledby="alert-on">
          <h2 id="alert-on">On</h2>
          {alert.search === null ? (
            <p>Each week we e-mail you the new members who fit your partner preferences.</p>
          ) : (
            <p>
              Each week we e-mail you the new members your{" "}
              <Link to={`/profilePage${alert.search && `?${alert.search}`}`}>saved search</Link> finds.
            </p>
          )}
          <p>
            Next e-mail: <strong>{alert.nextDue}</strong>, if anyone new fits.
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="stop" className="button button--outline">
              Stop weekly e-mails
            </button>
          </Form>
          {alert.search !== null && <FollowPreferencesForm label="Follow my preferences instead" />}
        </section>
      ) : (
        <section className="card stack" aria-labelledby="alert-off">
          <h2 id="alert-off">Off</h2>
          <p>You do not get weekly match e-mails.</p>
          <FollowPreferencesForm />
          <p className="field__hint">
            Or search the <Link to="/profilePage">profiles</Link> and choose &ldquo;Save these filters and e-mail me
            weekly&rdquo;.
          </p>
        </section>
      )}
      <p className="field__hint">
        The e-mail names members who joined since the last one, with links to their profiles, and never their contact
        details. Each one has a link that stops them in one click.
      </p>
    </div>
  );
}
