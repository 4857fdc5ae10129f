import { useLoaderData, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { lazy, Suspense } from "react";
import { NoResults } from "~/components/NoResults";
import { Pager } from "~/components/Pager";
import { SearchChips } from "~/components/SearchChips";
import { matchesT, useT } from "~/components/translate";
import { VisitorProfileCard } from "~/components/VisitorProfileCard";
import { searchChips } from "~/forms/search-chips";
import { listingLoader } from "./page.server";
import type { Route } from "./+types/route";

// The loader lives in a server module beside the route: the browser build turns each server module
// a route imports into an empty script of its own, one request each (page weight and first paint, issue 19).
export const loader = listingLoader;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("listing.title") }, { name: "description", content: t("listing.description") }];
};

/** The current URL with some parameters changed (null removes one). */
function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

// What only members see loads on demand (React.lazy; the server renders it in full, JavaScript or not), so a
// visitor's first visit does not carry it (page weight, issue 19).
const MemberCards = lazy(() => import("~/components/MemberCards"));
// The search form too, inside its closed panel: the server renders it in full and it works as a plain GET form
// until its code arrives; the first visit's script stays within its budget (README, "Page weight").
const SearchFilters = lazy(() => import("~/components/SearchFilters").then((m) => ({ default: m.SearchFilters })));
const SaveSearchForm = lazy(() => import("~/components/MatchAlertForms").then((m) => ({ default: m.SaveSearchForm })));

/**
 * The search parameter of the visitor's card whose registration offer is open: the card's seal (a visitor's card
 * names nobody, docs/product-rules.md §6), which the page keeps for that card wherever it now stands.
 */
const OFFERED = "card";
/** The open card's anchor: without JavaScript the page comes back scrolled to it. */
const OFFER_ANCHOR = "offer";
const LISTING = "/profilePage";

/**
 * Opening or closing a card's offer changes only its parameter: the page shows it from what it has, at once,
 * without asking the server for the same cards again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const [current, next] = [currentUrl, nextUrl].map((url) => withParams(url.search, { [OFFERED]: null }));
  return current === next ? false : defaultShouldRevalidate;
}

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  const { signedIn, listing } = data;
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/profilePage";
  const t = useT();
  const offered = new URLSearchParams(location.search).get(OFFERED);
  // A member's gender is fixed: a gender in the URL is no filter of theirs.
  const chips = searchChips(LISTING, location.search, data.fixedGender ? ["gender"] : []);

  return (
    <div className="page">
      <h1>{t("listing.title")}</h1>
      {/* Results first (issue 40): the filters behind their button and the chips, then the count and the cards. */}
      <div className="listing-bar">
        {/* A <details>, so it opens without JavaScript: closed when results come (a new search remounts it, a card's
            offer opening or closing is not one), open when a filter was refused so that its message shows. */}
        <details
          key={withParams(location.search, { [OFFERED]: null })}
          className="filters-panel"
          open={Object.keys(data.errors).length > 0}
        >
          <summary className="button button--outline filters-panel__toggle">
            {chips.length > 0 ? t("searchFilters.toggleCount", { n: chips.length }) : t("searchFilters.toggle")}
          </summary>
          <Suspense fallback={null}>
            <SearchFilters
              values={data.values}
              errors={data.errors}
              fixedGender={data.fixedGender}
              places={data.places}
              signedIn={signedIn}
              searching={searching}
            />
          </Suspense>
        </details>
        <SearchChips chips={chips} clearTo={LISTING} />
      </div>

      {data.problem && (
        <p className="listing-summary listing-summary--problem" role="alert">
          {data.problem}
        </p>
      )}
      {listing && (
        <p className="listing-summary" role="status">
          {/* SPEC's words after a search that found someone; an empty one says which filter to widen instead. */}
          {data.filtered && listing.total > 0 && <strong>{t("listing.filtersApplied")} </strong>}
          {listing.pages > 1
            ? t("listing.countPaged", { count: listing.total, page: listing.page, pages: listing.pages })
            : t("listing.count", { count: listing.total })}
        </p>
      )}

      {listing && listing.total === 0 && (
        <NoResults missingId={data.missingId} widenings={data.widenings} filtered={data.filtered} />
      )}
      {data.memberCards.length > 0 && (
        <Suspense fallback={null}>
          <MemberCards cards={data.memberCards} choices={data.choices} />
        </Suspense>
      )}
      {data.visitorCards.length > 0 && (
        <div className="profile-grid">
          {data.visitorCards.map((card, index) => {
            // Its place on the page is the key; the open card is the fragment's target, found wherever it stands.
            const isOffered = offered !== null && card.sealedMember === offered;
            const place = `card-${index + 1}`;
            return (
              <VisitorProfileCard
                key={index}
                id={isOffered ? OFFER_ANCHOR : place}
                card={card}
                openTo={`${withParams(location.search, { [OFFERED]: card.sealedMember })}#${OFFER_ANCHOR}`}
                closeTo={`${withParams(location.search, { [OFFERED]: null })}#${place}`}
                offered={isOffered}
              />
            );
          })}
        </div>
      )}

      {listing && (
        <Pager
          page={listing.page}
          pages={listing.pages}
          hrefFor={(n) => withParams(location.search, { page: String(n), [OFFERED]: null })}
        />
      )}
      {/* After the results: saving the search as a weekly alert is what comes once they are read. */}
      {signedIn && listing && (
        <Suspense fallback={null}>
          <SaveSearchForm search={location.search} />
        </Suspense>
      )}
    </div>
  );
}
