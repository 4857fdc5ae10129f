import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { members } from "~/db/schema";
import { conversations, messages } from "~/db/schema-messages";
import type { Viewer } from "../accounts/member";
import {
  conversationFor,
  MESSAGES_PAGE_SIZE,
  opposite,
  readIdOn,
  shownMessage,
  type ShownMessage,
} from "./conversations.server";

// What an open conversation page learns while it stays open (docs/product-rules.md §33, decision 043): a cheap
// "has anything changed" read for every conversation a server process is streaming to, and, once something has,
// what changed for one reader (the new messages, "Seen").

const low = alias(members, "low_member");
const high = alias(members, "high_member");

/** The stamps' statement, built once per connection: drizzle's building would cost ten times SQLite's reading. */
const stampStatement = preparedOnce((db) =>
  db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      lowReadId: conversations.lowReadId,
      highReadId: conversations.highReadId,
      lowUnqId: conversations.lowUnqId,
      highUnqId: conversations.highUnqId,
      lowReceipts: low.readReceipts,
      highReceipts: high.readReceipts,
      lowBlocked: low.blockByAdmin,
      highBlocked: high.blockByAdmin,
    })
    .from(conversations)
    .leftJoin(low, eq(low.unqId, conversations.lowUnqId))
    .leftJoin(high, eq(high.unqId, conversations.highUnqId))
    // The ids as one JSON array: one statement whatever their number (no limit on bound values).
    .where(sql`${conversations.id} in (select value from json_each(${sql.placeholder("ids")}))`)
    .prepare(),
);

/**
 * A stamp per conversation: a string that changes whenever something a live page shows may have changed (a new
 * message, either side's read mark, either member's read-receipts setting, an administrators' block, an account
 * deleted). A conversation that is gone (a block ends it) has none. One statement, each row by primary key (the
 * conversation through its unique id, then its two members).
 */
export function conversationStamps(ids: readonly string[]): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const { id, lastMessageAt, ...rest } of stampStatement().all({ ids: JSON.stringify(ids) }))
    stamps.set(id, JSON.stringify([lastMessageAt?.getTime() ?? null, ...Object.values(rest)]));
  return stamps;
}

export type ConversationUpdate = {
  /** The messages after the one the page has, oldest first: at most a page's worth (the rest come next read). */
  messages: ShownMessage[];
  /** As the page's `seenId`: the reader's last message, when the other member has read it and both allow "Seen". */
  seenId: number | null;
};

/**
 * What changed in the member's conversation since message `afterId`, as their page shows it. Anyone but its two
 * members, or a conversation a block ended, gets "not found" (conversationFor), checked on every read. Reads
 * only: showing the messages marks them read through the page itself (its loader), where the reader sees them.
 */
export function conversationUpdate(viewer: Pick<Viewer, "unqId">, id: string, afterId: number): ConversationUpdate {
  const access = conversationFor(viewer.unqId, id);
  const db = getDb();
  // messages_conversation_idx (conversation_id, id) serves both reads.
  const rows = db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, id), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(MESSAGES_PAGE_SIZE)
    .all();
  const lastMine = access.receipts
    ? db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, id), eq(messages.senderUnqId, viewer.unqId)))
        .orderBy(desc(messages.id))
        .limit(1)
        .get()
    : undefined;
  const seen = lastMine !== undefined && readIdOn(access.row, opposite(access.side)) >= lastMine.id;
  return { messages: rows.map((row) => shownMessage(row, viewer.unqId)), seenId: seen ? lastMine.id : null };
}
