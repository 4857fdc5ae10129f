import { Link, useLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/_index/route";
import { BROWSE_MATCHES, CHANGE_PREFERENCES, EmptyState, NO_MATCHES, SET_PREFERENCES } from "./EmptyState";
import { MatchList } from "./MatchList";

/**
 * A signed-in member's home (issue 19): the requests waiting for their answer and their best matches instead
 * of the sign-up pitch, each with the next step when there is nothing to show. Loaded by members only
 * (React.lazy on the home page); it reads the home page's data itself.
 */
export default function MemberHome() {
  const { member } = useLoaderData<typeof loader>();
  if (!member) return null;
  const { pending, senders, matches, matchTotal, preferencesSet } = member;
  return (
    <>
      <section className="section" aria-labelledby="pending-heading">
        <h2 id="pending-heading">Pending requests</h2>
        {pending === 0 ? (
          <EmptyState next={BROWSE_MATCHES}>No requests are waiting for your answer.</EmptyState>
        ) : (
          <>
            <p>
              {pending === 1 ? "1 request is" : `${pending} requests are`} waiting for your answer
              {senders.length > 0 && ", from:"}
            </p>
            <ul className="pending-senders">
              {senders.map((sender) => (
                <li key={sender.requestId}>
                  <Link to="/connectionReq">{sender.fullName}</Link>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/connectionReq" className="button">
                Answer your requests
              </Link>
            </p>
          </>
        )}
      </section>
      <section className="section" aria-labelledby="matches-heading">
        <h2 id="matches-heading">Your matches</h2>
        {matches.length === 0 ? (
          <EmptyState next={preferencesSet > 0 ? CHANGE_PREFERENCES : SET_PREFERENCES}>{NO_MATCHES}</EmptyState>
        ) : (
          <>
            <MatchList matches={matches} />
            <p>
              <Link to="/matches">See all {matchTotal} matches</Link>
              {preferencesSet === 0 && (
                <>
                  {" · "}
                  <Link to={SET_PREFERENCES.to}>{SET_PREFERENCES.label}</Link>
                </>
              )}
            </p>
          </>
        )}
      </section>
    </>
  );
}
