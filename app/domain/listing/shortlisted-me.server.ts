import { desc } from "drizzle-orm";
import { members } from "~/db/schema";
import { PAGE_SIZE } from "~/forms/listing-options";
import { toCard, type ListingViewer, type ProfileCard } from "./listing.server";
import { photoViewerOf } from "../profiles/photo-access.server";
import { readPage } from "./paging";
import { planOf } from "../plans/plans.server";
import { shortlistPeers } from "./shortlist.server";

// "Who shortlisted you" (docs/product-rules.md §35): a Premium or Elite member sees the members who saved
// them to their shortlist; a Basic member sees only how many, with what Premium would show. Only members the
// viewer could find in the listing are shown or counted (shortlistPeers). The saver's other saved members, and
// when they saved anyone, are never shown.

export type ShortlistedMe =
  { plan: "basic"; total: number } | { plan: "premium" | "elite"; total: number; pages: number; cards: ProfileCard[] };

export function whoShortlisted(viewer: ListingViewer, page = 1): ShortlistedMe {
  const savers = shortlistPeers(viewer, "saved the viewer");
  const { plan } = planOf(viewer.unqId);
  if (plan === "basic") return { plan, total: savers.count() };
  const { rows, total, pages } = readPage(page, PAGE_SIZE, savers.count, (limit, offset) =>
    // Newest saver first by member number, not by when they saved: the moment someone saved you stays theirs.
    savers.cards().orderBy(desc(members.unqId)).limit(limit).offset(offset).all(),
  );
  return { plan, total, pages, cards: rows.map(toCard(photoViewerOf(viewer))) };
}
