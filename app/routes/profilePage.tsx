import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { LoginRequestDialog } from "~/components/LoginRequestDialog";
import { ProfileCard } from "~/components/ProfileCard";
import { SaveButton } from "~/components/SaveButton";
import { listCities, listProfiles } from "~/domain/listing.server";
import { oppositeGender } from "~/domain/member";
import { savedAmong } from "~/domain/shortlist.server";
import { listingFilterSchema, listingQueryOf, type ListingFilter } from "~/forms/listing";
import { AGE_RANGE, BUDGET_RANGE } from "~/forms/listing-options";
import { getViewer } from "~/web/auth.server";
import { isPublicId } from "~/forms/member-id";
import { Pager } from "~/components/Pager";

export const meta: MetaFunction = () => [{ title: "Profiles" }];

const FILTER_KEYS = ["gender", "city", "age", "budget", "unqId"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries(params);
  const parsed = listingFilterSchema.safeParse(raw);
  const filter: ListingFilter = parsed.success ? parsed.data : {};
  const filtered = FILTER_KEYS.some((key) => params.has(key));
  const listing = listProfiles(viewer, listingQueryOf(filter));
  return json(
    {
      signedIn: viewer !== null,
      fixedGender: viewer ? oppositeGender(viewer.gender) : null,
      cities: listCities().map((c) => c.city),
      listing,
      // Which cards on this page the member saved (their Save buttons show Saved).
      saved: viewer ? savedAmong(viewer, listing.cards) : [],
      form: {
        gender: filter.gender ?? "",
        city: filter.city ?? "",
        age: filter.age ?? AGE_RANGE.default,
        budget: filter.budget ?? BUDGET_RANGE.default,
        unqId: raw.unqId ?? "",
      },
      message: !parsed.success
        ? `Please check the filters: ${parsed.error.issues[0].message}.`
        : filtered
          ? "Filters applied successfully!"
          : null,
      loginFor: !viewer && isPublicId(params.get("login") ?? "") ? params.get("login") : null,
    },
    { headers: { "Cache-Control": viewer ? "private, no-store" : "no-cache" } },
  );
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

export default function ProfilePage() {
  const { signedIn, fixedGender, cities, listing, saved, form, message, loginFor } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const [age, setAge] = useState(form.age);
  const [budget, setBudget] = useState(form.budget);
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/profilePage";

  return (
    <div className="page">
      <h1>Profiles</h1>
      <Form method="get" className="card filters" key={location.search}>
        <div className="filters__grid">
          {fixedGender ? (
            // Members always see the opposite gender; nothing to choose.
            <div className="field">
              <p className="field__label">Gender</p>
              <p className="filters__fixed">{fixedGender}</p>
            </div>
          ) : (
            <div className="field">
              <label htmlFor="filter-gender">Gender</label>
              <select id="filter-gender" name="gender" defaultValue={form.gender}>
                <option value="">Any</option>
                <option value="Male">Male</option>
                <option value="Female">Female</option>
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="filter-city">City</label>
            <select id="filter-city" name="city" defaultValue={form.city}>
              <option value="">Any city</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-age">
              Age up to <output htmlFor="filter-age">{age}</output>
            </label>
            <input
              id="filter-age"
              name="age"
              type="range"
              min={AGE_RANGE.min}
              max={AGE_RANGE.max}
              step={1}
              defaultValue={form.age}
              onInput={(e) => setAge(Number(e.currentTarget.value))}
            />
          </div>
          <div className="field">
            <label htmlFor="filter-budget">
              Wedding budget up to <output htmlFor="filter-budget">₹{budget.toLocaleString("en-IN")}</output>
            </label>
            <input
              id="filter-budget"
              name="budget"
              type="range"
              min={BUDGET_RANGE.min}
              max={BUDGET_RANGE.max}
              step={BUDGET_RANGE.step}
              defaultValue={form.budget}
              onInput={(e) => setBudget(Number(e.currentTarget.value))}
            />
          </div>
          <div className="field">
            <label htmlFor="filter-id">Member ID</label>
            <input
              id="filter-id"
              name="unqId"
              type="search"
              placeholder="MMR0042"
              defaultValue={form.unqId}
              maxLength={20}
            />
          </div>
        </div>
        <div className="filters__actions">
          <button type="submit" className="button" disabled={searching}>
            {searching ? "Searching…" : "Search"}
          </button>
          <Link to="/profilePage" className="button button--outline">
            Clear
          </Link>
        </div>
      </Form>

      <p className="listing-summary" role="status">
        {message && <strong>{message} </strong>}
        {listing.total} {listing.total === 1 ? "profile" : "profiles"}
        {listing.pages > 1 && ` · page ${listing.page} of ${listing.pages}`}
      </p>

      {listing.cards.length === 0 ? (
        <p className="empty">No profiles match these filters.</p>
      ) : (
        <div className="profile-grid">
          {listing.cards.map((card) => (
            <ProfileCard
              key={card.publicId}
              card={card}
              href={signedIn ? `/InnerProfile/${card.publicId}` : withParams(location.search, { login: card.publicId })}
              action={
                signedIn && (
                  <SaveButton memberId={card.publicId} name={card.fullName} saved={saved.includes(card.publicId)} />
                )
              }
            />
          ))}
        </div>
      )}

      <Pager
        page={listing.page}
        pages={listing.pages}
        hrefFor={(n) => withParams(location.search, { page: String(n), login: null })}
      />

      {loginFor && (
        <LoginRequestDialog
          memberId={loginFor}
          closeTo={`/profilePage${withParams(location.search, { login: null })}`}
        />
      )}
    </div>
  );
}
