import type { ListingQuery } from "~/forms/listing";
import { PAGE_SIZE } from "~/forms/listing-options";
import { cardsByIds, listedIds, listProfiles, narrows, type ListingPage, type ListingViewer } from "./listing.server";
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
