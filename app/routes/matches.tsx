import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/Pager";
import { WeeklyAlertNotice } from "~/components/MatchAlertForms";
import { MatchList } from "~/components/MatchList";
import { CHANGE_PREFERENCES, EmptyState, NO_MATCHES, SET_PREFERENCES } from "~/components/EmptyState";
import { alertSummary } from "~/domain/match-alerts.server";
import { listMatches } from "~/domain/matching.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Matches for you" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const matches = listMatches(viewer, pageNumber(new URL(request.url).searchParams.get("page")));
  return json({ ...matches, alert: alertSummary(viewer.unqId) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function Matches() {
  const { matches, total, page, pages, preferencesSet, alert } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <h1>Matches for you</h1>
      {preferencesSet > 0 ? (
        <p>
          Ranked by how well each member fits your preferences and how well you fit theirs, best first.{" "}
          <Link to="/preferences">Change my preferences</Link>
        </p>
      ) : (
        <p className="notice">
          You have not set partner preferences yet, so members are ranked only by how well you fit theirs.{" "}
          <Link to="/preferences">Set my preferences</Link>
        </p>
      )}
      <p className="listing-summary" role="status">
        {total} {total === 1 ? "match" : "matches"}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </p>
      {matches.length === 0 ? (
        <EmptyState next={preferencesSet > 0 ? CHANGE_PREFERENCES : SET_PREFERENCES}>{NO_MATCHES}</EmptyState>
      ) : (
        <MatchList matches={matches} />
      )}
      <Pager page={page} pages={pages} hrefFor={(n) => `?page=${n}`} />
      <WeeklyAlertNotice alert={alert} />
    </div>
  );
}
