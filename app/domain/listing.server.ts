import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import type { ListingFilter } from "~/forms/listing";
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

const cardColumns = {
  publicId: members.publicId,
  unqId: members.unqId,
  fullName: members.fullName,
  photoId: members.photoId,
  state: members.state,
  age: members.age,
  working: members.working,
  verified: members.verified,
};

function toCard(row: {
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
const listed = sql`${members.blockByAdmin} = 0 and ${members.role} = 'member'`;

/**
 * The listing's conditions. Members see the opposite gender only, so never
 * themselves; nobody sees blocked members or the site's administrators. Age and budget are upper bounds;
 * members without a budget match any budget. A member id names one person: the other filters (the
 * sliders always send a value) do not hide them.
 */
function listingConditions(viewer: Pick<Viewer, "unqId" | "gender"> | null, filter: ListingFilter): SQL {
  const conditions: (SQL | undefined)[] = [listed];
  if (viewer) conditions.push(eq(members.gender, oppositeGender(viewer.gender)));
  if (filter.unqId !== undefined) return and(...conditions, eq(members.unqId, filter.unqId))!;
  if (!viewer && filter.gender) conditions.push(eq(members.gender, filter.gender));
  if (filter.city) conditions.push(sql`${members.city} = ${filter.city} collate nocase`);
  if (filter.age !== undefined) conditions.push(lte(members.age, filter.age));
  if (filter.budget !== undefined) {
    conditions.push(or(isNull(members.weddingBudget), lte(members.weddingBudget, filter.budget)));
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
  filter: ListingFilter,
  pageSize = PAGE_SIZE,
): ListingPage {
  const db = getDb();
  const where = listingConditions(viewer, filter);
  const total = db.select({ n: count() }).from(members).where(where).get()!.n;
  const pages = pageCount(total, pageSize);
  const page = Math.min(filter.page ?? 1, pages);
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
