import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ListingQuery } from "~/forms/listing";
import { PAGE_SIZE } from "~/forms/listing-options";
import { oppositeGender, type Viewer } from "./member";
import { photoUrl } from "./photos.server";
import { pageCount, pageOffset } from "./paging";

/** What a profile card shows (docs/product-rules.md §2): never contact, birth date, income or family. */
export type ProfileCard = {
  publicId: string;
  unqId: number;
  fullName: string;
  image: string | null;
  state: string;
  age: number;
  working: string;
  verified: boolean;
};

/** The columns a card is read from (toCard makes the card): for every list of cards, the shortlist's too. */
export const cardColumns = {
  publicId: members.publicId,
  unqId: members.unqId,
  fullName: members.fullName,
  photoId: members.photoId,
  state: members.state,
  age: members.age,
  working: members.working,
  verified: members.verified,
};

export function toCard(row: {
  publicId: string;
  unqId: number;
  fullName: string;
  photoId: string | null;
  state: string;
  age: number;
  working: string;
  verified: boolean;
}): ProfileCard {
  return {
    publicId: row.publicId,
    unqId: row.unqId,
    fullName: row.fullName,
    image: photoUrl(row.photoId),
    state: row.state,
    age: row.age,
    working: row.working,
    verified: row.verified,
  };
}

/**
 * Members who may appear in a listing: not blocked, not administrators. Written
 * as literal SQL, word for word the condition of the members_listed_* partial
 * indexes (app/db/schema.ts): with bound parameters SQLite would not use them.
 */
export const listed = sql`${members.blockByAdmin} = 0 and ${members.role} = 'member'`;

/**
 * The listing's conditions. Members see the opposite gender only, so never themselves; nobody sees blocked
 * members or the site's administrators. A member id names one person: the other filters (the sliders
 * always send a value) do not hide them.
 */
function listingConditions(viewer: Pick<Viewer, "unqId" | "gender"> | null, query: ListingQuery): SQL {
  const conditions: (SQL | undefined)[] = [listed];
  if (viewer) conditions.push(eq(members.gender, oppositeGender(viewer.gender)));
  if (query.unqId !== undefined) return and(...conditions, eq(members.unqId, query.unqId))!;
  if (!viewer && query.gender) conditions.push(eq(members.gender, query.gender));
  const sameText = (column: SQLiteColumn, text: string) => sql`${column} = ${text} collate nocase`;
  if (query.city) conditions.push(sameText(members.city, query.city));
  if (query.cityOrState) {
    conditions.push(or(sameText(members.city, query.cityOrState), sameText(members.state, query.cityOrState)));
  }
  if (query.ageFrom !== undefined) conditions.push(gte(members.age, query.ageFrom));
  if (query.ageUpTo !== undefined) conditions.push(lte(members.age, query.ageUpTo));
  // No budget stated: below any lower bound (as the original server had it), within any upper one.
  if (query.budgetFrom !== undefined) conditions.push(gte(members.weddingBudget, query.budgetFrom));
  if (query.budgetUpTo !== undefined) {
    conditions.push(or(isNull(members.weddingBudget), lte(members.weddingBudget, query.budgetUpTo)));
  }
  return and(...conditions)!;
}

export type ListingPage = { cards: ProfileCard[]; total: number; page: number; pages: number; pageSize: number };

/**
 * One page of the listing, newest members first, with the total: two queries
 * whatever the page size. The page's ids are picked from an index alone, then
 * only those rows are read (not every match before sorting).
 */
export function listProfiles(
  viewer: Pick<Viewer, "unqId" | "gender"> | null,
  query: ListingQuery,
  pageSize = PAGE_SIZE,
): ListingPage {
  const db = getDb();
  const where = listingConditions(viewer, query);
  const total = db.select({ n: count() }).from(members).where(where).get()!.n;
  const pages = pageCount(total, pageSize);
  const page = Math.min(query.page ?? 1, pages);
  const pageIds = db
    .select({ unqId: members.unqId })
    .from(members)
    .where(where)
    .orderBy(desc(members.unqId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const rows = db
    .select(cardColumns)
    .from(members)
    .where(inArray(members.unqId, pageIds))
    .orderBy(desc(members.unqId))
    .all();
  return { cards: rows.map(toCard), total, page, pages, pageSize };
}

const BATCH = 500;

/**
 * Every member a listing matches, newest first, for callers that do not page (the original client's lists,
 * docs/api-contract.md §5): the total, then the cards read `BATCH` at a time by member number, so that
 * no more than one batch of rows is held however many members there are.
 */
export function allListedProfiles(
  viewer: Pick<Viewer, "unqId" | "gender"> | null,
  query: ListingQuery,
): { total: number; batches: Iterable<ProfileCard[]> } {
  const db = getDb();
  const where = listingConditions(viewer, query);
  const total = db.select({ n: count() }).from(members).where(where).get()!.n;
  function* batches() {
    for (let before = Number.MAX_SAFE_INTEGER; ;) {
      const rows = db
        .select(cardColumns)
        .from(members)
        .where(and(where, lt(members.unqId, before)))
        .orderBy(desc(members.unqId))
        .limit(BATCH)
        .all();
      if (rows.length > 0) yield rows.map(toCard);
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1].unqId;
    }
  }
  return { total, batches: batches() };
}

type CityOption = { city: string; state: string };
const CITY_LIST_TTL_MS = 60_000;
let cityList: { at: number; options: CityOption[] } | undefined;

/** Called after a write that may add or remove a city, so the list is rebuilt. */
export function forgetCityList(): void {
  cityList = undefined;
}

/**
 * The city option list: distinct cities of active members, sorted,
 * case-insensitive, with a state. Every listing page shows it and it reads the
 * whole city index, so it is kept for a minute (or until a member changes).
 */
export function listCities(): CityOption[] {
  const at = Date.now();
  if (!cityList || at - cityList.at > CITY_LIST_TTL_MS) cityList = { at, options: readCities() };
  return cityList.options;
}

function readCities(): CityOption[] {
  return getDb()
    .select({ city: sql<string>`min(${members.city})`, state: sql<string>`min(${members.state})` })
    .from(members)
    .where(listed)
    .groupBy(sql`${members.city} collate nocase`)
    .orderBy(asc(sql`${members.city} collate nocase`))
    .all();
}
