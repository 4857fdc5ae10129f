import { and, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import { changeMark, getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import type { ListingQuery } from "~/forms/listing";
import { PAGE_SIZE } from "~/forms/listing-options";
import { EDUCATION_LEVELS, type MARITAL_STATUSES } from "~/forms/profile-options";
import { notBlockedWith } from "../connections/blocks.server";
import { oppositeGender, type Viewer } from "../accounts/member";
import { photoFor, photoOwnerColumns, photoViewerOf, type PhotoViewer } from "../profiles/photo-access.server";
import { badgeColumns, badgesOf, checkedByAPersonCondition, type Badge } from "../profiles/badges.server";
import { pageCount, pageOffset } from "./paging";
import { planColumn } from "../plans/plans.server";
import type { PaidPlan } from "~/forms/plans";
import { kept } from "~/services/kept.server";
import { listedMembers } from "./listed.server";
import { placeCondition } from "./places.server";

/**
 * What a profile card shows a member (docs/product-rules.md §2): never contact, birth date, income or family.
 * The photo only when the viewer may see it (§27); else `photoAfterConnecting` says whether connecting would
 * show it. The /api/v1 card is a fixed subset of it (app/web/api-wire.server.ts wireCard).
 */
export type ProfileCard = {
  publicId: string;
  unqId: number;
  fullName: string;
  image: string | null;
  photoAfterConnecting: boolean;
  /** Null until the member completes the profile after the short signup (docs/product-rules.md §3). */
  city: string | null;
  state: string | null;
  age: number;
  /** As the member typed it; heightCm when the text could be read (docs/product-rules.md §23). */
  height: string | null;
  heightCm: number | null;
  education: string | null;
  working: string | null;
  maritalStatus: (typeof MARITAL_STATUSES)[number] | null;
  /** What was checked and when (docs/product-rules.md §39); the API's `verified` is checkedByAPerson of them. */
  badges: Badge[];
  /** The paid plan in force, for its badge (docs/product-rules.md §35); null is Basic. */
  plan: PaidPlan | null;
};

/**
 * What a visitor's card shows (§6): first name and family-name initial, age, state, work, and a photo its
 * owner shows to everyone. A type of its own, with no id, so no member's card can reach a visitor by mistake.
 */
export type VisitorCard = Pick<ProfileCard, "age" | "state" | "working" | "image"> & { name: string };

/** The columns a card is read from (toCard makes the card): for every list of cards, the shortlist's too. */
export const cardColumns = {
  ...photoOwnerColumns(members),
  publicId: members.publicId,
  fullName: members.fullName,
  gender: members.gender,
  city: members.city,
  state: members.state,
  age: members.age,
  height: members.height,
  heightCm: members.heightCm,
  education: members.education,
  working: members.working,
  maritalStatus: members.maritalStatus,
  // From the row the card is read from anyway: no more reads for the badges.
  ...badgeColumns,
  // A subquery in the same statement: no query per card.
  plan: planColumn(members.unqId),
};

/** The card columns of members, for a where clause to narrow. */
const cardRows = () => getDb().select(cardColumns).from(members);
export type CardRow = ReturnType<ReturnType<typeof cardRows>["all"]>[number];

/** Makes the cards of one viewer's page: `seen` is read once for the page (photoViewerOf), not per card. */
export const toCard =
  (seen: PhotoViewer) =>
  (row: CardRow): ProfileCard => {
    const { image, afterConnecting } = photoFor(seen, row);
    return {
      publicId: row.publicId,
      unqId: row.unqId,
      fullName: row.fullName,
      image,
      photoAfterConnecting: afterConnecting,
      city: row.city,
      state: row.state,
      age: row.age,
      height: row.height,
      heightCm: row.heightCm,
      education: row.education,
      working: row.working,
      maritalStatus: row.maritalStatus,
      badges: badgesOf(row),
      plan: row.plan,
    };
  };

/** "Ayesha Siddiqui" → "Ayesha S."; a one-word name stays as it is (§6). */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return words.length < 2 ? words[0] : `${words[0]} ${words[words.length - 1][0].toUpperCase()}.`;
}

export const toVisitorCard = (row: CardRow): VisitorCard => ({
  name: shortName(row.fullName),
  age: row.age,
  state: row.state,
  working: row.working,
  image: photoFor(photoViewerOf(null), row).image,
});

/** Who looks at a listing; the role lets an administrator see every photo (§27). */
export type ListingViewer = Pick<Viewer, "unqId" | "gender"> & Partial<Pick<Viewer, "role">>;

/**
 * The listing's conditions. Members see the opposite gender only, so never themselves, and never a member
 * either of them blocked (§28); nobody sees blocked, hidden or unapproved members or the site's
 * administrators. A member id names one person: the other filters do not hide them.
 */
export function listingConditions(viewer: ListingViewer | null, query: ListingQuery): SQL {
  const conditions: (SQL | undefined)[] = [listedMembers];
  if (viewer) conditions.push(eq(members.gender, oppositeGender(viewer.gender)), notBlockedWith(viewer.unqId));
  if (query.unqId !== undefined) return and(...conditions, eq(members.unqId, query.unqId))!;
  if (!viewer && query.gender) conditions.push(eq(members.gender, query.gender));
  if (query.cityOrState) conditions.push(placeCondition(query.cityOrState));
  if (query.ageFrom !== undefined) conditions.push(gte(members.age, query.ageFrom));
  if (query.ageUpTo !== undefined) conditions.push(lte(members.age, query.ageUpTo));
  // No budget stated: below any lower bound (as the original server had it), within any upper one.
  if (query.budgetFrom !== undefined) conditions.push(gte(members.weddingBudget, query.budgetFrom));
  if (query.budgetUpTo !== undefined) {
    conditions.push(or(isNull(members.weddingBudget), lte(members.weddingBudget, query.budgetUpTo)));
  }
  if (query.maritalStatus) conditions.push(eq(members.maritalStatus, query.maritalStatus));
  if (query.maslak) conditions.push(eq(members.maslak, query.maslak));
  if (query.educationAtLeast) {
    const lowest = EDUCATION_LEVELS.indexOf(query.educationAtLeast);
    conditions.push(inArray(members.educationLevel, EDUCATION_LEVELS.slice(lowest)));
  }
  // A height that could not be read is null: outside any bound (as in matching, §23).
  if (query.heightFrom !== undefined) conditions.push(gte(members.heightCm, query.heightFrom));
  if (query.heightUpTo !== undefined) conditions.push(lte(members.heightCm, query.heightUpTo));
  // "Verified only" (§39): a person checked them. Added only when asked, so the other listings' plans stay as they are.
  if (query.verifiedOnly) conditions.push(checkedByAPersonCondition);
  return and(...conditions)!;
}

export const countWhere = (where: SQL) => getDb().select({ n: count() }).from(members).where(where).get()!.n;

/**
 * Listings' totals (without any viewer's blocks) by their gender and filters, until the database changes. The
 * filters are a client's to vary without end: at most 500 totals are kept.
 */
const listingCounts = kept<number>({ max: 500, follows: changeMark });

/**
 * How many members a listing holds. Counting is a walk of the matching index entries, which grow with the
 * site (half the members for an unfiltered listing), so the count of each gender and set of filters is kept
 * until the database changes, whoever asks: it names nobody. Only the viewer's own blocks (`blocked`, few,
 * already read for the page's photos) are counted per page, and subtracted (docs/decisions/018). `where` is
 * the listing's own condition, blocks included.
 */
function listingTotal(
  viewer: ListingViewer | null,
  query: ListingQuery,
  where: SQL,
  blocked: ReadonlySet<number>,
): number {
  if (query.unqId !== undefined) return countWhere(where); // one member at most
  const gender = viewer ? oppositeGender(viewer.gender) : query.gender;
  const { page: _page, ...filters } = { ...query, gender };
  const key = JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(),
  );
  // Without any viewer: a visitor's conditions for that gender are a member's less their blocks.
  const anyone = () => listingConditions(null, filters);
  const total = listingCounts.get(key, () => countWhere(anyone()));
  if (!viewer || blocked.size === 0) return total;
  return total - countWhere(and(anyone(), inArray(members.unqId, [...blocked]))!);
}

/** The blocks of nobody: a visitor's listing. */
const NO_BLOCKS: ReadonlySet<number> = new Set();

export type ListingPage<Card = ProfileCard> = {
  cards: Card[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
};

/**
 * One page of the listing's rows, newest members first, with the total: two queries
 * whatever the page size. The page's ids are picked from an index alone, then
 * only those rows are read (not every match before sorting).
 */
export function pageOfRows(
  viewer: ListingViewer | null,
  query: ListingQuery,
  pageSize: number,
  blocked: ReadonlySet<number> = NO_BLOCKS,
) {
  const db = getDb();
  const where = listingConditions(viewer, query);
  const total = listingTotal(viewer, query, where, blocked);
  const pages = pageCount(total, pageSize);
  const page = Math.min(query.page ?? 1, pages);
  const pageIds = db
    .select({ unqId: members.unqId })
    .from(members)
    .where(where)
    .orderBy(desc(members.unqId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const rows = cardRows().where(inArray(members.unqId, pageIds)).orderBy(desc(members.unqId)).all();
  return { rows, total, page, pages, pageSize };
}

/** A page of the listing as a member sees it. */
export function listProfiles(viewer: ListingViewer, query: ListingQuery, pageSize = PAGE_SIZE): ListingPage {
  const seen = photoViewerOf(viewer);
  const { rows, ...counts } = pageOfRows(viewer, query, pageSize, seen.blocked);
  return { ...counts, cards: rows.map(toCard(seen)) };
}

/** A page of the public listing, as a visitor sees it (§6). */
export function listVisitorProfiles(query: ListingQuery, pageSize = PAGE_SIZE): ListingPage<VisitorCard> {
  const { rows, ...counts } = pageOfRows(null, query, pageSize, NO_BLOCKS);
  return { ...counts, cards: rows.map(toVisitorCard) };
}

/** Whether a query narrows the listing at all (its page aside). */
export const narrows = ({ page: _page, ...filters }: ListingQuery): boolean =>
  Object.values(filters).some((value) => value !== undefined);

/** The member numbers a query lists, read from an index alone; for orders other than newest first. */
export function listedIds(viewer: ListingViewer | null, query: ListingQuery): number[] {
  return getDb()
    .select({ unqId: members.unqId })
    .from(members)
    .where(listingConditions(viewer, query))
    .all()
    .map((row) => row.unqId);
}

/** The cards of these members, in the order given (members no longer listed are left out). */
export function cardsByIds(viewer: ListingViewer, unqIds: number[]): ProfileCard[] {
  if (unqIds.length === 0) return [];
  const rows = cardRows()
    .where(and(listedMembers, inArray(members.unqId, unqIds)))
    .all();
  const cardOf = toCard(photoViewerOf(viewer));
  const byId = new Map(rows.map((row) => [row.unqId, cardOf(row)] as const));
  return unqIds.flatMap((unqId) => byId.get(unqId) ?? []);
}

const BATCH = 500;

/**
 * Every member a listing matches, newest first, for callers that do not page (the original client's lists,
 * docs/api-contract.md §5): the total, then the rows read `BATCH` at a time by member number, so that
 * no more than one batch of rows is held however many members there are; each batch becomes cards by `cardOf`.
 */
function allListedRows<Card>(
  viewer: ListingViewer | null,
  query: ListingQuery,
  cardOf: (row: CardRow) => Card,
  blocked: ReadonlySet<number>,
): { total: number; batches: Iterable<Card[]> } {
  const where = listingConditions(viewer, query);
  const total = listingTotal(viewer, query, where, blocked);
  function* batches() {
    for (let before = Number.MAX_SAFE_INTEGER; ;) {
      const rows = cardRows()
        .where(and(where, lt(members.unqId, before)))
        .orderBy(desc(members.unqId))
        .limit(BATCH)
        .all();
      if (rows.length > 0) yield rows.map(cardOf);
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1].unqId;
    }
  }
  return { total, batches: batches() };
}

/** Every member the listing shows this member, as cards. */
export function allListedProfiles(viewer: ListingViewer, query: ListingQuery) {
  const seen = photoViewerOf(viewer);
  return allListedRows(viewer, query, toCard(seen), seen.blocked);
}

/** Every member of the public listing, as visitors' cards. */
export const allVisitorProfiles = (query: ListingQuery) => allListedRows(null, query, toVisitorCard, NO_BLOCKS);
