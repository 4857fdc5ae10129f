import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { memberBlocks, members } from "~/db/schema";

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
