import { data, Link, useLoaderData } from "react-router";
import { Pager } from "~/components/Pager";
import { WeeklyAlertNotice } from "~/components/MatchAlertForms";
import { MatchList } from "~/components/MatchList";
import { CHANGE_PREFERENCES, EmptyState, NO_MATCHES, SET_PREFERENCES } from "~/components/EmptyState";
import { matchesT, useT } from "~/components/translate";
import { alertSummary } from "~/domain/matching/match-alerts.server";
import { listMatches } from "~/domain/matching/matching.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/matches";
import { pageUrl } from "~/web/page-url.server";
import { cardPairs } from "~/web/card-pairs.server";
import { MATCH_LIST_WORDS } from "~/web/card-words.server";
import { savedAmong } from "~/domain/listing/shortlist.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("matches.title") }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  await requestLanguage(request, viewer);
  const matches = listMatches(viewer, pageNumber(pageUrl(request).searchParams.get("page")));
  // The cards' Save and Connect: a query each for the page's cards (issue 43).
  const choices = { saved: savedAmong(viewer, matches.matches), pairs: cardPairs(viewer, matches.matches) };
  return data(
    {
      ...matches,
      choices,
      alert: alertSummary(viewer.unqId),
      // The page's own words, its cards' and the weekly alert notice's.
      i18n: await pageI18n(request, "profiles/matches", "profiles/pager", ...MATCH_LIST_WORDS, "member/matchAlert"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Matches() {
  const { matches, total, page, pages, preferencesSet, alert, choices } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page">
      <h1>{t("matches.title")}</h1>
      {preferencesSet > 0 ? (
        <p>
          {t("matches.ranked")} <Link to="/preferences">{t("matches.changePreferences")}</Link>
        </p>
      ) : (
        <p className="notice">
          {t("matches.rankedWithout")} <Link to="/preferences">{t("matches.setPreferences")}</Link>
        </p>
      )}
      <p className="listing-summary" role="status">
        {pages > 1 ? t("matches.countPaged", { count: total, page, pages }) : t("matches.count", { count: total })}
      </p>
      {matches.length === 0 ? (
        <EmptyState next={preferencesSet > 0 ? CHANGE_PREFERENCES : SET_PREFERENCES}>{NO_MATCHES}</EmptyState>
      ) : (
        <MatchList matches={matches} choices={choices} />
      )}
      <Pager page={page} pages={pages} hrefFor={(n) => `?page=${n}`} />
      <WeeklyAlertNotice alert={alert} />
    </div>
  );
}
