import type { ListingQuery } from "~/forms/listing";
import { PAGE_SIZE, SEARCH_FILTERS, type SearchFilterName } from "~/forms/listing-options";
import {
  cardsByIds,
  countWhere,
  listedIds,
  listingConditions,
  listProfiles,
  narrows,
  type ListingPage,
  type ListingViewer,
} from "./listing.server";
import { rankCandidates } from "../matching/matching.server";
import { pageCount, pageOffset } from "./paging";

export type SearchOrder = "newest" | "match";

/**
 * The search at /profilePage (docs/product-rules.md §2, §26): the listing, newest first, or for a member
 * "best match": the same members ranked by mutual fit (§25), newest first among equals. A member id names one
 * member, so it keeps the newest-first order. Visitors see the public listing (listVisitorProfiles) instead.
 */
export function searchProfiles(
  viewer: ListingViewer,
  query: ListingQuery,
  order: SearchOrder = "newest",
  pageSize = PAGE_SIZE,
): ListingPage {
  if (order !== "match" || query.unqId !== undefined) return listProfiles(viewer, query, pageSize);
  // Unfiltered, the ranking's own partition is the listing (the opposite gender's listed members).
  const among = narrows(query) ? new Set(listedIds(viewer, query)) : null;
  const rank = (page: number) =>
    rankCandidates(viewer, { among, exclude: new Set(), limit: pageSize, offset: pageOffset(page, pageSize) });
  let page = query.page ?? 1;
  let ranking = rank(page);
  const pages = pageCount(ranking.total, pageSize);
  if (page > pages) ranking = rank((page = pages)); // past the end: the last page, as the newest order does
  return {
    cards: cardsByIds(
      viewer,
      ranking.rows.map((row) => row.unqId),
    ),
    total: ranking.total,
    page,
    pages,
    pageSize,
  };
}

/** A filter that, taken away on its own, would list `total` members. */
export type Widening = { filter: SearchFilterName; total: number };

type FilterKeys = { keys: readonly (keyof ListingQuery)[] };
/** The search filters with the parts of a query each sets: the type checks that each names real ones. */
const FILTER_KEYS: Record<SearchFilterName, FilterKeys> = SEARCH_FILTERS;

/**
 * For a search that found nobody (docs/product-rules.md §26): each chosen filter that alone stands in the
 * way, with how many members the search would list without it, most first. One indexed count per chosen
 * filter; a member's gender is fixed, so it is never one of them.
 */
export function wideningsOf(viewer: ListingViewer | null, query: ListingQuery): Widening[] {
  const widenings: Widening[] = [];
  for (const [filter, { keys }] of Object.entries(FILTER_KEYS) as [SearchFilterName, FilterKeys][]) {
    if (!keys.some((key) => query[key] !== undefined)) continue;
    if (filter === "gender" && viewer) continue;
    const without: ListingQuery = { ...query };
    for (const key of keys) delete without[key];
    const total = countWhere(listingConditions(viewer, without));
    if (total > 0) widenings.push({ filter, total });
  }
  return widenings.sort((a, b) => b.total - a.total);
}
