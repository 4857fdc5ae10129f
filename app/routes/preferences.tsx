import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { WeeklyAlertNotice } from "~/components/MatchAlertForms";
import { listCities } from "~/domain/listing.server";
import { alertSummary } from "~/domain/match-alerts.server";
import { preferencesForForm, savePreferences } from "~/domain/preferences.server";
import { preferencesFormValues } from "~/forms/preferences";
import { parseForm, preferencesSchema } from "~/forms/submissions.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";

// Conform and the schema load on the first touch, as on the other form pages (decision 006).
const PreferencesForm = deferUntilInteraction(() => import("~/components/PreferencesForm").then((m) => m.default));

export const meta: MetaFunction = () => [{ title: "Partner preferences" }];

const PRIVATE = { "Cache-Control": "private, no-store" };
/** Right after signup (docs/product-rules.md §24): a welcome, a way to skip, and on to the matches. */
const isWelcome = (request: Request) => new URL(request.url).searchParams.get("welcome") === "1";
/** Opened from "Complete your profile" (/welcome): saving goes back there, to the next missing item. */
const fromWelcome = (request: Request) => new URL(request.url).searchParams.get("from") === "welcome";
const afterSaving = (request: Request) =>
  fromWelcome(request) ? "/welcome" : isWelcome(request) ? "/matches" : "/preferences";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const places = new Set(listCities().flatMap(({ city, state }) => [city, state]));
  return json(
    {
      values: preferencesFormValues(preferencesForForm(viewer.unqId)),
      places: [...places].sort((a, b) => a.localeCompare(b)),
      welcome: isWelcome(request),
      alert: alertSummary(viewer.unqId),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseForm(await readForm(request), preferencesSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400, headers: PRIVATE });
  savePreferences(viewer.unqId, submission.value);
  return redirectWithFlash(afterSaving(request), {
    type: "success",
    message: "Your preferences are saved",
  });
}

export default function Preferences() {
  const { welcome, alert } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow">
      <h1>Partner preferences</h1>
      {welcome && (
        <p className="notice">
          Welcome! Tell us who you are looking for and we will show the members who fit best first.{" "}
          <Link to="/matches">Skip for now</Link>
        </p>
      )}
      <p>
        Your <Link to="/matches">matches</Link> are ranked by how many of these preferences a member meets and how many
        of theirs you meet. Leave a part empty (&ldquo;Any&rdquo;) when it does not matter to you; it then counts for no
        one and against no one.
      </p>
      <section className="card" aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">Who I am looking for</h2>
        <PreferencesForm />
      </section>
      <WeeklyAlertNotice alert={alert} />
    </div>
  );
}
