import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { NoResults } from "~/components/NoResults";
import { Pager } from "~/components/Pager";
import { SearchFilters } from "~/components/SearchFilters";
import { VisitorProfileCard } from "~/components/VisitorProfileCard";
import {
  listPlaces,
  listVisitorProfiles,
  wideningsOf,
  type ProfileCard as Card,
  type VisitorCard,
} from "~/domain/listing.server";
import { oppositeGender, type Viewer } from "~/domain/member";
import { searchProfiles, type SearchOrder } from "~/domain/search.server";
import { savedAmong } from "~/domain/shortlist.server";
import { fieldErrorsOf } from "~/forms/issues";
import { listingFilterSchema, listingQueryOf, type ListingQuery } from "~/forms/listing";
import { memberCode } from "~/forms/member-id";
import { getViewer } from "~/web/auth.server";

export const meta: MetaFunction = () => [
  { title: "Profiles" },
  {
    name: "description",
    content: "Browse profiles of brides and grooms from our community, and narrow them down by age, city and more.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const params = new URL(request.url).searchParams;
  // The search form's fields as sent, to refill the form; blank ones mean "any" (docs/product-rules.md §2).
  // Read in the loader, so the schema stays out of the browser's bundle.
  const fields = Object.keys(listingFilterSchema.shape).filter((name) => name !== "page");
  const values = Object.fromEntries(fields.map((name) => [name, params.get(name) ?? ""]));
  const filtered = fields.some((name) => values[name].trim() !== "");
  const parsed = listingFilterSchema.safeParse(Object.fromEntries(params));
  const page = {
    signedIn: viewer !== null,
    fixedGender: viewer ? oppositeGender(viewer.gender) : null,
    places: listPlaces(),
    values,
    // A visitor opened a card: the cards carry no member's id (docs/product-rules.md §6), so any value will do.
    askLogin: !viewer && params.has("login"),
  };
  const headers = { "Cache-Control": viewer ? "private, no-store" : "no-cache" };
  // A refused filter lists nobody: a list that ignored it would look like its answer.
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    const problem = `Please check the filters: ${parsed.error.issues[0].message}.`;
    return json(
      {
        ...page,
        errors,
        problem,
        listing: null,
        ...NO_CARDS,
        saved: [] as string[],
        missingId: null,
        widenings: [],
        filtered,
      },
      { headers },
    );
  }
  const query = listingQueryOf(parsed.data);
  const { listing, memberCards, visitorCards } = cardsFor(viewer, query, parsed.data.sort);
  const empty = listing.total === 0;
  const missingId = empty && query.unqId !== undefined ? memberCode(query.unqId) : null;
  const widenings = empty && !missingId ? wideningsOf(viewer, query) : [];
  // Which cards on this page the member saved (their Save buttons show Saved).
  const saved = viewer ? savedAmong(viewer, memberCards) : [];
  return json(
    { ...page, errors: {}, problem: null, listing, memberCards, visitorCards, saved, missingId, widenings, filtered },
    { headers },
  );
}

const NO_CARDS = { memberCards: [] as Card[], visitorCards: [] as VisitorCard[] };

/** A visitor gets visitors' cards, a type without full names or ids (§6); a member the full cards. */
function cardsFor(viewer: Viewer | null, query: ListingQuery, sort: SearchOrder | undefined) {
  if (viewer) {
    const { cards, ...listing } = searchProfiles(viewer, query, sort);
    return { ...NO_CARDS, listing, memberCards: cards };
  }
  const { cards, ...listing } = listVisitorProfiles(query);
  return { ...NO_CARDS, listing, visitorCards: cards };
}

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

  return (
    <div className="page">
      <h1>Profiles</h1>
      <SearchFilters
        // A new URL refills the form with its own filters.
        key={location.search}
        values={data.values}
        errors={data.errors}
        fixedGender={data.fixedGender}
        places={data.places}
        canSortByMatch={signedIn}
        searching={searching}
      />

      {data.problem && (
        <p className="listing-summary listing-summary--problem" role="alert">
          {data.problem}
        </p>
      )}
      {listing && (
        <p className="listing-summary" role="status">
          {data.filtered && <strong>Filters applied successfully! </strong>}
          {listing.total} {listing.total === 1 ? "profile" : "profiles"}
          {listing.pages > 1 && ` · page ${listing.page} of ${listing.pages}`}
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
