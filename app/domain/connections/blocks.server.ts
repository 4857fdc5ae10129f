import { and, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests, photoRequests, shortlists } from "~/db/schema-connections";
import { mailQueue } from "~/db/schema-mail";
import { conversations } from "~/db/schema-messages";
import { memberBlocks } from "~/db/schema-safety";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import type { Viewer } from "../accounts/member";
import { conversationOfPair } from "./conversations.server";
import { memberByPublicId } from "../accounts/member-lookup.server";

// A block works both ways (docs/product-rules.md §28): once either member blocks the other, neither sees
// the other anywhere. These are the reads every listing, profile, photo and request check goes through.

/**
 * The condition that leaves out of a query on `members` everyone the viewer blocked or who blocked the
 * viewer: two uncorrelated subqueries, each answered once from a primary key or an index.
 */
export function notBlockedWith(viewerUnqId: number): SQL {
  const blockedByViewer = sql`select ${memberBlocks.blockedUnqId} from ${memberBlocks}
    where ${memberBlocks.blockerUnqId} = ${viewerUnqId}`;
  const blockingViewer = sql`select ${memberBlocks.blockerUnqId} from ${memberBlocks}
    where ${memberBlocks.blockedUnqId} = ${viewerUnqId}`;
  return sql`${members.unqId} not in (${blockedByViewer}) and ${members.unqId} not in (${blockingViewer})`;
}

/** The members the viewer blocked or who blocked the viewer. */
export function blockedEitherWayOf(unqId: number): Set<number> {
  const rows = getDb()
    .select({ blocker: memberBlocks.blockerUnqId, blocked: memberBlocks.blockedUnqId })
    .from(memberBlocks)
    .where(or(eq(memberBlocks.blockerUnqId, unqId), eq(memberBlocks.blockedUnqId, unqId)))
    .all();
  return new Set(rows.map((row) => (row.blocker === unqId ? row.blocked : row.blocker)));
}

/** Whether either of the two members blocked the other. */
export function isBlockedEitherWay(a: number, b: number): boolean {
  const pair = (x: number, y: number) => and(eq(memberBlocks.blockerUnqId, x), eq(memberBlocks.blockedUnqId, y));
  return (
    getDb()
      .select({ one: sql`1` })
      .from(memberBlocks)
      .where(or(pair(a, b), pair(b, a)))
      .get() !== undefined
  );
}

export type BlockedMember = { publicId: string; fullName: string };

const notFound = () => new UserError("Member not found", { status: 404 });

/** Rows between members x and y, whichever of them is in column a and which in b. */
const eitherWay = (a: SQLiteColumn, b: SQLiteColumn, x: number, y: number) =>
  or(and(eq(a, x), eq(b, y)), and(eq(a, y), eq(b, x)));

/**
 * Blocks a member (docs/product-rules.md §28), silently: they are not told. In one transaction, whatever
 * stood between the two goes: their request or connection (so contact details too; its unsent "new
 * requests" e-mail entry cascades), their conversation and its messages (§33), both shortlist rows, photo
 * requests, and unsent e-mail to one about the other. Blocking again changes nothing. No cache needs telling:
 * no one's listed values change, and every listing and ranking reads the blocks as it runs.
 * Returns whom it blocked.
 */
export function blockMember(viewer: Viewer, publicId: string): BlockedMember {
  if (publicId === viewer.publicId) throw new UserError("You cannot block yourself");
  const other = memberByPublicId(publicId);
  // An administrator, an account the administrators blocked or have yet to approve (§30), or one of the same
  // gender (whom members never see) is "not found" here as everywhere (§6): the answer names nobody the
  // viewer could not see.
  if (
    !other ||
    other.role !== "member" ||
    other.blocked ||
    other.awaitingApproval ||
    other.awaitingCandidate ||
    other.gender === viewer.gender
  )
    throw notFound();
  const [me, them] = [viewer.unqId, other.unqId];
  const db = getDb();
  db.transaction(() => {
    db.insert(memberBlocks)
      .values({ blockerUnqId: me, blockedUnqId: them, createdAt: now() })
      .onConflictDoNothing()
      .run();
    const cr = connectionRequests;
    db.delete(cr)
      .where(eitherWay(cr.senderUnqId, cr.recipientUnqId, me, them))
      .run();
    // Their conversation ends for both, its messages with it (docs/product-rules.md §33).
    db.delete(conversations).where(conversationOfPair(me, them)).run();
    db.delete(shortlists)
      .where(eitherWay(shortlists.memberUnqId, shortlists.savedUnqId, me, them))
      .run();
    db.delete(photoRequests)
      .where(eitherWay(photoRequests.ownerUnqId, photoRequests.requesterUnqId, me, them))
      .run();
    // Not one being sent at this moment: it is already out of our hands.
    const unsent = inArray(mailQueue.status, ["pending", "failed"]);
    db.delete(mailQueue)
      .where(and(unsent, eitherWay(mailQueue.toUnqId, mailQueue.aboutUnqId, me, them)))
      .run();
    // A weekly match e-mail names the members it lists only in its text, by their profile link.
    const alertNaming = (toUnqId: number, namedPublicId: string) =>
      and(
        unsent,
        eq(mailQueue.kind, "match-alert"),
        eq(mailQueue.toUnqId, toUnqId),
        like(mailQueue.body, `%/InnerProfile/${namedPublicId}%`),
      );
    db.delete(mailQueue)
      .where(or(alertNaming(me, other.publicId), alertNaming(them, viewer.publicId)))
      .run();
  }, WRITE);
  return { publicId: other.publicId, fullName: other.fullName };
}

/**
 * Lifts the viewer's own block of a member: both see each other again; nothing that the block ended comes
 * back. Only a member the viewer blocked (even one the administrators blocked since) can be named: anyone
 * else is "not found", so the answer never tells a name the viewer did not already have.
 */
export function unblockMember(viewer: Viewer, publicId: string): BlockedMember {
  const other = memberByPublicId(publicId);
  const lifted =
    other &&
    getDb()
      .delete(memberBlocks)
      .where(and(eq(memberBlocks.blockerUnqId, viewer.unqId), eq(memberBlocks.blockedUnqId, other.unqId)))
      .run().changes > 0;
  if (!lifted) throw notFound();
  return { publicId: other.publicId, fullName: other.fullName };
}

/** The members the viewer blocked, most recent first (never who blocked the viewer: a block is silent). */
export function listBlocked(viewer: Pick<Viewer, "unqId">): BlockedMember[] {
  return getDb()
    .select({ publicId: members.publicId, fullName: members.fullName })
    .from(memberBlocks)
    .innerJoin(members, eq(members.unqId, memberBlocks.blockedUnqId))
    .where(eq(memberBlocks.blockerUnqId, viewer.unqId))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedUnqId))
    .all();
}
