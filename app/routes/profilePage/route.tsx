import { useLoaderData, useLocation, useNavigation } from "react-router";
import { lazy, Suspense } from "react";
import { NoResults } from "~/components/NoResults";
import { Pager } from "~/components/Pager";
import { SearchFilters } from "~/components/SearchFilters";
import { matchesT, useT } from "~/components/translate";
import { VisitorProfileCard } from "~/components/VisitorProfileCard";
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

// What only members see, and the login dialog a visitor opens, load on demand (React.lazy; the server renders
// them in full, JavaScript or not), so a visitor's first visit does not carry them (page weight, issue 19).
const MemberCards = lazy(() => import("~/components/MemberCards"));
const SaveSearchForm = lazy(() => import("~/components/MatchAlertForms").then((m) => ({ default: m.SaveSearchForm })));
const LoginRequestDialog = lazy(() =>
  import("~/components/LoginRequestDialog").then((m) => ({ default: m.LoginRequestDialog })),
);

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  const { signedIn, listing, askLogin } = data;
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/profilePage";
  const t = useT();

  return (
    <div className="page">
      <h1>{t("listing.title")}</h1>
      <SearchFilters
        // A new URL refills the form with its own filters.
        key={location.search}
        values={data.values}
        errors={data.errors}
        fixedGender={data.fixedGender}
        places={data.places}
        signedIn={signedIn}
        searching={searching}
      />

      {data.problem && (
        <p className="listing-summary listing-summary--problem" role="alert">
          {data.problem}
        </p>
      )}
      {listing && (
        <p className="listing-summary" role="status">
          {data.filtered && <strong>{t("listing.filtersApplied")} </strong>}
          {listing.pages > 1
            ? t("listing.countPaged", { count: listing.total, page: listing.page, pages: listing.pages })
            : t("listing.count", { count: listing.total })}
        </p>
      )}
      {signedIn && listing && (
        <Suspense fallback={null}>
          <SaveSearchForm search={location.search} />
        </Suspense>
      )}

      {listing && listing.total === 0 && (
        <NoResults missingId={data.missingId} widenings={data.widenings} filtered={data.filtered} />
      )}
      {data.memberCards.length > 0 && (
        <Suspense fallback={null}>
          <MemberCards cards={data.memberCards} saved={data.saved} />
        </Suspense>
      )}
      {data.visitorCards.length > 0 && (
        <div className="profile-grid">
          {data.visitorCards.map((card, index) => (
            // Nothing on a visitor's card names the member, so its place on the page is its key, and its address
            // (one per card, so the focus can go back to the card the dialog was opened from).
            <VisitorProfileCard
              key={index}
              card={card}
              href={withParams(location.search, { login: String(index + 1) })}
            />
          ))}
        </div>
      )}

      {listing && (
        <Pager
          page={listing.page}
          pages={listing.pages}
          hrefFor={(n) => withParams(location.search, { page: String(n), login: null })}
        />
      )}

      {askLogin && (
        <Suspense fallback={null}>
          <LoginRequestDialog closeTo={`/profilePage${withParams(location.search, { login: null })}`} />
        </Suspense>
      )}
    </div>
  );
}
