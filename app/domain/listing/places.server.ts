import { and, asc, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { placeWritesMark } from "~/db/member-writes.server";
import { members } from "~/db/schema";
import { kept } from "~/services/kept.server";
import { listedMembers } from "./listed.server";

// The places listed members live in: the city options, what the search's "City or state" box suggests, and a
// place as the condition a search reads. Every listing page reads the lists and building one reads the whole
// place index (0.25 s at 1,000,000 members, decision 018), so they are kept until this process writes a member's
// city, state or listing (placeWritesMark: following the database's whole change mark would build them again after
// every write anywhere, a message, a login), and for a minute at most, for the other processes' writes.
const PLACE_LISTS_TTL_MS = 60_000;

type CityOption = { city: string; state: string };
const cityLists = kept<CityOption[]>({ max: 1, ttlMs: PLACE_LISTS_TTL_MS, follows: placeWritesMark });

/** The city option list: distinct cities of listed members, sorted, case-insensitive, with a state. */
export const listCities = (): CityOption[] => cityLists.get("cities", readCities);

// Members who have not given a city yet (the short signup, docs/product-rules.md §3) add none.
function readCities(): CityOption[] {
  return getDb()
    .select({ city: sql<string>`min(${members.city})`, state: sql<string>`coalesce(min(${members.state}), '')` })
    .from(members)
    .where(and(listedMembers, isNotNull(members.city)))
    .groupBy(sql`${members.city} collate nocase`)
    .orderBy(asc(sql`${members.city} collate nocase`))
    .all();
}

/** The place lists the search reads on every page, derived once from the city and state pairs. */
type PlaceLists = {
  /** Each listed city (lower case) with the states (lower case) it has members in. */
  statesOf: Map<string, Set<string>>;
  /** Every listed city and state once, ignoring case, sorted: what the "City or state" box suggests. */
  places: string[];
};
const placeLists = kept<PlaceLists>({ max: 1, ttlMs: PLACE_LISTS_TTL_MS, follows: placeWritesMark });
const placeOrder = new Intl.Collator("en", { sensitivity: "base" });

/**
 * Every city and state pair of listed members, once each ignoring case (two towns may share a name across
 * states), with what is made of them: the search turns a state into its cities with them, and every listing
 * page suggests the places. Nothing of it is done per page.
 */
const listPlaceLists = (): PlaceLists => placeLists.get("places", readPlaceLists);

function readPlaceLists(): PlaceLists {
  const pairs = getDb()
    .select({ city: sql<string>`min(${members.city})`, state: sql<string | null>`min(${members.state})` })
    .from(members)
    .where(and(listedMembers, isNotNull(members.city)))
    .groupBy(sql`${members.city} collate nocase`, sql`${members.state} collate nocase`)
    .all();
  const statesOf = new Map<string, Set<string>>();
  const places = new Map<string, string>();
  for (const { city, state } of pairs) {
    const states = statesOf.get(city.toLowerCase()) ?? new Set<string>();
    statesOf.set(city.toLowerCase(), state ? states.add(state.toLowerCase()) : states);
    for (const place of state ? [city, state] : [city])
      if (!places.has(place.toLowerCase())) places.set(place.toLowerCase(), place);
  }
  return { statesOf, places: [...places.values()].sort(placeOrder.compare) };
}

const nocaseIn = (column: SQLiteColumn, values: Iterable<string>) =>
  sql`${column} collate nocase in (${sql.join(
    [...values].map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * A city or a state, in any case, as a condition the city index answers: the state becomes the cities its
 * members live in. A city that also has members in other states (two towns of one name) is asked for
 * together with the state.
 */
export function placeCondition(place: string): SQL {
  const wanted = place.toLowerCase();
  const { statesOf } = listPlaceLists();
  const whole = new Set([wanted]);
  const shared = new Set<string>();
  for (const [city, states] of statesOf) {
    if (city === wanted || !states.has(wanted)) continue;
    (states.size === 1 ? whole : shared).add(city);
  }
  const inWhole = nocaseIn(members.city, whole);
  if (shared.size === 0) return inWhole;
  return or(inWhole, and(nocaseIn(members.city, shared), sql`${members.state} = ${place} collate nocase`))!;
}

/** What the search's "City or state" box suggests: every listed city and state once (ignoring case), sorted. */
export const listPlaces = (): string[] => listPlaceLists().places;
