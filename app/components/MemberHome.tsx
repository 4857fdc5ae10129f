import { Link, useLoaderData } from "react-router";
import { BROWSE_MATCHES, CHANGE_PREFERENCES, EmptyState, NO_MATCHES, SET_PREFERENCES } from "./EmptyState";
import type { MatchCard } from "~/domain/matching/matching.server";
import type { CardChoices } from "./CardActions";
import type { Completeness } from "~/domain/profiles/profile-completeness.server";
import { MatchList } from "./MatchList";
import { ProfileCompleteness } from "./ProfileCompleteness";
import { useT } from "./translate";

/** The home page's data for a signed-in member (app/routes/_index/page.server.ts). */
export type MemberHomeData = {
  pending: number;
  senders: { requestId: string; fullName: string }[];
  /** Members waiting to see the member's photo (docs/product-rules.md §27). */
  photoRequests: number;
  matches: MatchCard[];
  /** The cards' Save and Connect (issue 40). */
  choices: CardChoices;
  matchTotal: number;
  preferencesSet: number;
  /** The completeness meter while the profile is not complete (docs/product-rules.md §36), else null. */
  completeness: Completeness | null;
};

/**
 * A signed-in member's home (issue 19): the requests waiting for their answer and their best matches instead
 * of the sign-up pitch, each with the next step when there is nothing to show, and how complete their profile
 * is (issue 40). Loaded by members only (React.lazy on the home page).
 */
export default function MemberHome() {
  // Read here, not passed in: its props must not change while its code loads.
  const { member } = useLoaderData<{ member: MemberHomeData | null }>();
  const t = useT();
  if (!member) return null;
  const { pending, senders, photoRequests, matches, choices, matchTotal, preferencesSet, completeness } = member;
  return (
    <div className="member-home">
      <section className="section" aria-labelledby="pending-heading">
        <h2 id="pending-heading">{t("memberHome.pendingHeading")}</h2>
        {pending === 0 ? (
          <EmptyState next={BROWSE_MATCHES}>{t("memberHome.noPending")}</EmptyState>
        ) : (
          <>
            <p>
              {senders.length > 0
                ? t("memberHome.pendingFrom", { count: pending })
                : t("memberHome.pending", { count: pending })}
            </p>
            <ul className="pending-senders">
              {senders.map((sender) => (
                <li key={sender.requestId}>
                  <Link to="/connectionReq">
                    <bdi>{sender.fullName}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/connectionReq" className="button">
                {t("memberHome.answer")}
              </Link>
            </p>
          </>
        )}
        {photoRequests > 0 && (
          <p>
            {t("memberHome.photoRequests", { count: photoRequests })}{" "}
            <Link to="/settings#photo-requests-heading">{t("memberHome.answerPhotoRequests")}</Link>
          </p>
        )}
      </section>
      <section className="section" aria-labelledby="matches-heading">
        <h2 id="matches-heading">{t("home.yourMatches")}</h2>
        {matches.length === 0 ? (
          <EmptyState next={preferencesSet > 0 ? CHANGE_PREFERENCES : SET_PREFERENCES}>{NO_MATCHES}</EmptyState>
        ) : (
          <>
            <MatchList matches={matches} choices={choices} />
            <p>
              <Link to="/matches">{t("memberHome.seeAll", { total: matchTotal })}</Link>
              {preferencesSet === 0 && (
                <>
                  {" · "}
                  <Link to={SET_PREFERENCES.to}>{t(SET_PREFERENCES.label)}</Link>
                </>
              )}
            </p>
          </>
        )}
      </section>
      {/* Last on a phone, after what waits for an answer; beside both from 48rem (app/styles/global.css). */}
      {completeness && (
        <div className="member-home__aside">
          <ProfileCompleteness completeness={completeness} />
        </div>
      )}
    </div>
  );
}
