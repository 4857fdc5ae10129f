import { and, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members, shortlists } from "~/db/schema";
import { PAGE_SIZE } from "~/forms/listing-options";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { isBlockedEitherWay, notBlockedWith } from "./blocks.server";
import { cardColumns, listedMembers, toCard, type ListingViewer, type ProfileCard } from "./listing.server";
import { photoViewerOf } from "./photo-access.server";
import { oppositeGender, type Viewer } from "./member";
import { memberByPublicId } from "./member-lookup.server";
import { readPage } from "./paging";

// A member's private shortlist (docs/product-rules.md §26): only its owner ever reads or changes it.

const notFound = () => new UserError("Member not found", { status: 404 });

/**
 * Saves a member to the viewer's shortlist; saving one already there changes nothing. Only a listed member
 * of the opposite gender can be saved: the viewer, an unknown, blocked or administrator account cannot.
 */
export function saveToShortlist(viewer: Viewer, publicId: string): void {
  if (publicId === viewer.publicId) throw new UserError("You cannot save your own profile");
  const saved = memberByPublicId(publicId);
  // One either of them blocked is not found, as everywhere (docs/product-rules.md §28).
  const unseen = !saved || saved.blocked || saved.awaitingApproval || saved.role !== "member";
  if (unseen || isBlockedEitherWay(viewer.unqId, saved.unqId)) throw notFound();
  if (saved.gender === viewer.gender) throw new UserError("You can only save members of the opposite gender");
  getDb()
    .insert(shortlists)
    .values({ memberUnqId: viewer.unqId, savedUnqId: saved.unqId, createdAt: now() })
    .onConflictDoNothing()
    .run();
}

/** Takes a member off the viewer's shortlist; one who is not on it (or was blocked since) is no error. */
export function removeFromShortlist(viewer: Viewer, publicId: string): void {
  const saved = memberByPublicId(publicId);
  if (!saved) throw notFound();
  getDb()
    .delete(shortlists)
    .where(and(eq(shortlists.memberUnqId, viewer.unqId), eq(shortlists.savedUnqId, saved.unqId)))
    .run();
}

/**
 * The viewer's shortlist as cards, newest saved first, a page at a time. A saved member who is blocked since
 * (by the administrators, or by either of the two: docs/product-rules.md §28),
 * or no longer of the opposite gender after an administrator's correction, is left out (and back if that is
 * undone); a deleted account's rows go with it (the foreign keys cascade).
 */
export function listShortlist(viewer: ListingViewer, page = 1): { cards: ProfileCard[]; total: number; pages: number } {
  const db = getDb();
  const where = and(
    eq(shortlists.memberUnqId, viewer.unqId),
    listedMembers,
    eq(members.gender, oppositeGender(viewer.gender)),
    notBlockedWith(viewer.unqId),
  );
  const saved = eq(members.unqId, shortlists.savedUnqId);
  const { rows, total, pages } = readPage(
    page,
    PAGE_SIZE,
    () => db.select({ n: count() }).from(shortlists).innerJoin(members, saved).where(where).get()!.n,
    (limit, offset) =>
      db
        .select(cardColumns)
        .from(shortlists)
        .innerJoin(members, saved)
        .where(where)
        .orderBy(desc(shortlists.createdAt), desc(shortlists.savedUnqId))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return { cards: rows.map(toCard(photoViewerOf(viewer))), total, pages };
}

/** Which of these members (cards, a profile) the viewer has saved: their public ids, to mark their Save buttons. */
export function savedAmong(viewer: Pick<Viewer, "unqId">, shown: readonly { unqId: number }[]): string[] {
  if (shown.length === 0) return [];
  return getDb()
    .select({ publicId: members.publicId })
    .from(shortlists)
    .innerJoin(members, eq(members.unqId, shortlists.savedUnqId))
    .where(
      and(
        eq(shortlists.memberUnqId, viewer.unqId),
        inArray(
          shortlists.savedUnqId,
          shown.map((member) => member.unqId),
        ),
      ),
    )
    .all()
    .map((row) => row.publicId);
}
