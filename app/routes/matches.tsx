import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/Pager";
import { WeeklyAlertNotice } from "~/components/MatchAlertForms";
import { ProfileCard } from "~/components/ProfileCard";
import { alertSummary } from "~/domain/match-alerts.server";
import { listMatches } from "~/domain/matching.server";
import { describeFit } from "~/forms/match-fit";
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
        <p className="empty">No matches yet. New members join every day; widening your preferences may help.</p>
      ) : (
        <ol className="profile-grid match-list">
          {matches.map((match) => (
            <li key={match.publicId} className="match">
              <ProfileCard card={match} href={`/InnerProfile/${match.publicId}`} />
              <p className="match__reason">{describeFit(match.fit)}</p>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} hrefFor={(n) => `?page=${n}`} />
      <WeeklyAlertNotice alert={alert} />
    </div>
  );
}
