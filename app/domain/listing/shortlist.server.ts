import { and, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { shortlists } from "~/db/schema-connections";
import { PAGE_SIZE } from "~/forms/listing-options";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { isBlockedEitherWay, notBlockedWith } from "../connections/blocks.server";
import { listedMembers } from "./listed.server";
import { cardColumns, toCard, type ListingViewer, type ProfileCard } from "./listing.server";
import { photoViewerOf } from "../profiles/photo-access.server";
import { oppositeGender, type Viewer } from "../accounts/member";
import { memberByPublicId } from "../accounts/member-lookup.server";
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
  const unseen =
    !saved || saved.blocked || saved.awaitingApproval || saved.awaitingCandidate || saved.role !== "member";
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
 * The members at the other end of the viewer's shortlist rows, in one direction: those the viewer saved, or those
 * who saved the viewer (docs/product-rules.md §35). Only members the viewer could find in the listing count:
 * not blocked by the administrators or by either of the two (§28), not hidden (§28), approved (§30), of the
 * opposite gender (an administrator's correction may change it: the row is left out, and back if undone), not an
 * administrator. A deleted account's rows go with it (the foreign keys cascade).
 */
export function shortlistPeers(viewer: ListingViewer, direction: "saved by viewer" | "saved the viewer") {
  const [viewerSide, peerSide] =
    direction === "saved by viewer"
      ? [shortlists.memberUnqId, shortlists.savedUnqId]
      : [shortlists.savedUnqId, shortlists.memberUnqId];
  const where = and(
    eq(viewerSide, viewer.unqId),
    listedMembers,
    eq(members.gender, oppositeGender(viewer.gender)),
    notBlockedWith(viewer.unqId),
  );
  const peer = eq(members.unqId, peerSide);
  const db = getDb();
  return {
    count: () => db.select({ n: count() }).from(shortlists).innerJoin(members, peer).where(where).get()!.n,
    cards: () => db.select(cardColumns).from(shortlists).innerJoin(members, peer).where(where),
  };
}

/** The viewer's shortlist as cards, newest saved first, a page at a time. */
export function listShortlist(viewer: ListingViewer, page = 1): { cards: ProfileCard[]; total: number; pages: number } {
  const peers = shortlistPeers(viewer, "saved by viewer");
  const { rows, total, pages } = readPage(page, PAGE_SIZE, peers.count, (limit, offset) =>
    peers.cards().orderBy(desc(shortlists.createdAt), desc(shortlists.savedUnqId)).limit(limit).offset(offset).all(),
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
