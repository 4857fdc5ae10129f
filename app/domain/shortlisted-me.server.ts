import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members, shortlists } from "~/db/schema";
import { PAGE_SIZE } from "~/forms/listing-options";
import { notBlockedWith } from "./blocks.server";
import { cardColumns, listedMembers, toCard, type ListingViewer, type ProfileCard } from "./listing.server";
import { oppositeGender } from "./member";
import { photoViewerOf } from "./photo-access.server";
import { readPage } from "./paging";
import { planOf } from "./plans.server";

// "Who shortlisted you" (docs/product-rules.md §35): a Premium or Elite member sees the members who saved
// them to their shortlist; a Basic member sees only how many, with what Premium would show. Only members the
// viewer could find in the listing are shown or counted: not blocked by the administrators or by either of the
// two (§28), not hidden (§28), approved (§30), of the opposite gender, not an administrator. The saver's
// other saved members, and when they saved anyone, are never shown.

export type ShortlistedMe =
  { plan: "basic"; total: number } | { plan: "premium" | "elite"; total: number; pages: number; cards: ProfileCard[] };

export function whoShortlisted(viewer: ListingViewer, page = 1): ShortlistedMe {
  const db = getDb();
  const where = and(
    eq(shortlists.savedUnqId, viewer.unqId),
    listedMembers,
    eq(members.gender, oppositeGender(viewer.gender)),
    notBlockedWith(viewer.unqId),
  );
  const saver = eq(members.unqId, shortlists.memberUnqId);
  const total = () => db.select({ n: count() }).from(shortlists).innerJoin(members, saver).where(where).get()!.n;
  const { plan } = planOf(viewer.unqId);
  if (plan === "basic") return { plan, total: total() };
  const {
    rows,
    total: shown,
    pages,
  } = readPage(page, PAGE_SIZE, total, (limit, offset) =>
    db
      .select(cardColumns)
      .from(shortlists)
      .innerJoin(members, saver)
      .where(where)
      // Newest saver first by member number, not by when they saved: the moment someone saved you stays theirs.
      .orderBy(desc(members.unqId))
      .limit(limit)
      .offset(offset)
      .all(),
  );
  return { plan, total: shown, pages, cards: rows.map(toCard(photoViewerOf(viewer))) };
}
