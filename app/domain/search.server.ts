import type { ListingQuery } from "~/forms/listing";
import { PAGE_SIZE } from "~/forms/listing-options";
import { cardsByIds, listedIds, listProfiles, narrows, type ListingPage } from "./listing.server";
import { rankCandidates } from "./matching.server";
import type { Viewer } from "./member";
import { pageCount, pageOffset } from "./paging";

export type SearchOrder = "newest" | "match";

/**
 * The search at /profilePage (docs/product-rules.md §2, §26): the listing, newest first, or for a member
 * "best match": the same members ranked by mutual fit (§25), newest first among equals. A visitor has no
 * preferences to rank by, and a member id names one member, so both keep the newest-first order.
 */
export function searchProfiles(
  viewer: Pick<Viewer, "unqId" | "gender"> | null,
  query: ListingQuery,
  order: SearchOrder = "newest",
  pageSize = PAGE_SIZE,
): ListingPage {
  if (order !== "match" || !viewer || query.unqId !== undefined) return listProfiles(viewer, query, pageSize);
  // Unfiltered, the ranking's own partition is the listing (the opposite gender's listed members).
  const among = narrows(query) ? new Set(listedIds(viewer, query)) : null;
  const rank = (page: number) =>
    rankCandidates(viewer, { among, exclude: new Set(), limit: pageSize, offset: pageOffset(page, pageSize) });
  let page = query.page ?? 1;
  let ranking = rank(page);
  const pages = pageCount(ranking.total, pageSize);
  if (page > pages) ranking = rank((page = pages)); // past the end: the last page, as the newest order does
  return { cards: cardsByIds(ranking.rows.map((row) => row.unqId)), total: ranking.total, page, pages, pageSize };
}
