import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { members } from "~/db/schema";
import { conversations, messages } from "~/db/schema-messages";
import { isPublicId } from "~/forms/member-id";
import { mentionsMoney } from "~/forms/messages";
import { UserError } from "~/services/user-error.server";
import { readPage } from "../listing/paging";

// Conversations between connected members (docs/product-rules.md §33): who may read and write one, the
// member's list, and a page of messages. Sending lives in messages.server.ts.

type ConversationRow = typeof conversations.$inferSelect;
export type Side = "low" | "high";

/** The other member as a conversation shows them; null once they deleted their account ("Deleted member"). */
export type OtherMember = { publicId: string; fullName: string; gender: string } | null;

const other = alias(members, "other");

export const CONVERSATION_NOT_FOUND = "Conversation not found";
const notFound = () => new UserError(CONVERSATION_NOT_FOUND, { status: 404 });

/** Which side of the conversation a member is on, or null when it is not theirs. */
export const sideOf = (row: Pick<ConversationRow, "lowUnqId" | "highUnqId">, unqId: number): Side | null =>
  row.lowUnqId === unqId ? "low" : row.highUnqId === unqId ? "high" : null;

export const opposite = (side: Side): Side => (side === "low" ? "high" : "low");
const unqIdOn = (row: ConversationRow, side: Side) => (side === "low" ? row.lowUnqId : row.highUnqId);
export const readIdOn = (row: ConversationRow, side: Side) => (side === "low" ? row.lowReadId : row.highReadId);

/**
 * Opens the conversation of a new connection (its id is the connection's). Call inside the transaction
 * that accepts the request.
 */
export function openConversation(connectionId: string, a: number, b: number, at: Date): void {
  getDb()
    .insert(conversations)
    .values({ id: connectionId, lowUnqId: Math.min(a, b), highUnqId: Math.max(a, b), createdAt: at })
    .onConflictDoNothing()
    .run();
}

/** The conversation between two members, if any: the block that ends it deletes it. */
export const conversationOfPair = (a: number, b: number) =>
  and(eq(conversations.lowUnqId, Math.min(a, b)), eq(conversations.highUnqId, Math.max(a, b)));

/** A member's access to a conversation: the row, their side, and the other member as they may be shown. */
export type ConversationAccess = {
  row: ConversationRow;
  side: Side;
  other: OtherMember;
  /** The other member allows "Seen", and so does this one (§33: only when both allow it). */
  receipts: boolean;
};

/**
 * The conversation with this id as `unqId` may read it: one of its two members, while the other has not
 * been blocked by the administrators (then, as everywhere, they are out of sight). Anyone else, an unknown
 * id, or a conversation a block ended gets "not found", the same answer whether or not it exists.
 */
export function conversationFor(unqId: number, id: string): ConversationAccess {
  const row = isPublicId(id) ? getDb().select().from(conversations).where(eq(conversations.id, id)).get() : undefined;
  const side = row ? sideOf(row, unqId) : null;
  if (!row || !side) throw notFound();
  const otherUnqId = unqIdOn(row, opposite(side));
  const people =
    otherUnqId === null
      ? []
      : getDb()
          .select({
            unqId: members.unqId,
            publicId: members.publicId,
            fullName: members.fullName,
            gender: members.gender,
            blockByAdmin: members.blockByAdmin,
            readReceipts: members.readReceipts,
          })
          .from(members)
          .where(or(eq(members.unqId, otherUnqId), eq(members.unqId, unqId)))
          .all();
  const them = people.find((p) => p.unqId === otherUnqId);
  const me = people.find((p) => p.unqId === unqId);
  if (them?.blockByAdmin) throw notFound();
  return {
    row,
    side,
    other: them ? { publicId: them.publicId, fullName: them.fullName, gender: them.gender } : null,
    receipts: Boolean(them?.readReceipts && me?.readReceipts),
  };
}

export type ConversationSummary = {
  id: string;
  other: OtherMember;
  lastMessageAt: Date | null;
  /** The start of the newest message, as a list shows it; whose it was. */
  preview: string | null;
  previewMine: boolean;
  unread: number;
};

const LIST_PAGE_SIZE = 20;
const PREVIEW_LENGTH = 80;

/** The conversations of the member on `side`, read through conversations_low_idx or _high_idx. */
const onSide = (side: Side, unqId: number) =>
  side === "low" ? eq(conversations.lowUnqId, unqId) : eq(conversations.highUnqId, unqId);

/**
 * The member's conversations, the latest message first (new connections, with none yet, after them), a page
 * at a time: each with the other member (or "Deleted member"), the newest message's start and the unread count.
 * Conversations with a member the administrators blocked are left out, as that member is everywhere.
 */
export function listConversations(
  unqId: number,
  page = 1,
): { conversations: ConversationSummary[]; total: number; pages: number } {
  const db = getDb();
  const mine = and(
    or(onSide("low", unqId), onSide("high", unqId)),
    or(isNull(other.unqId), eq(other.blockByAdmin, false)),
  );
  const { lowUnqId: low, highUnqId: high } = conversations;
  const otherId = sql`case when ${low} = ${unqId} then ${high} else ${low} end`;
  // The newest message and the unread count, read per row inside the one statement (through
  // messages_conversation_idx), not by a query per conversation.
  const newestOf = <Value>(column: typeof messages.body | typeof messages.senderUnqId) =>
    sql<Value | null>`(select ${column} from ${messages} where ${messages.conversationId} = ${conversations.id}
      order by ${messages.id} desc limit 1)`;
  const { lowReadId, highReadId } = conversations;
  const myReadId = sql`case when ${low} = ${unqId} then ${lowReadId} else ${highReadId} end`;
  const unread = sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id}
    and ${messages.id} > ${myReadId} and ${messages.senderUnqId} <> ${unqId})`;
  const { rows, total, pages } = readPage(
    page,
    LIST_PAGE_SIZE,
    () => db.select({ n: count() }).from(conversations).leftJoin(other, eq(other.unqId, otherId)).where(mine).get()!.n,
    (limit, offset) =>
      db
        .select({
          row: conversations,
          otherPublicId: other.publicId,
          otherName: other.fullName,
          otherGender: other.gender,
          newestBody: newestOf<string>(messages.body),
          newestSender: newestOf<number>(messages.senderUnqId),
          unread,
        })
        .from(conversations)
        .leftJoin(other, eq(other.unqId, otherId))
        .where(mine)
        .orderBy(
          sql`${conversations.lastMessageAt} is null`,
          desc(conversations.lastMessageAt),
          desc(conversations.createdAt),
        )
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return {
    total,
    pages,
    conversations: rows.map(({ row, otherPublicId, otherName, otherGender, newestBody, newestSender, unread }) => ({
      id: row.id,
      other:
        otherPublicId === null || otherName === null || otherGender === null
          ? null
          : { publicId: otherPublicId, fullName: otherName, gender: otherGender },
      lastMessageAt: row.lastMessageAt,
      preview: newestBody === null ? null : newestBody.slice(0, PREVIEW_LENGTH),
      previewMine: newestSender === unqId,
      unread,
    })),
  };
}

/**
 * Every unread message waiting for the member (the header's count on every page): per side, the member's
 * conversations through their index and each one's messages after the read mark through
 * messages_conversation_idx. A member the administrators blocked is out of sight, their messages too.
 */
/** One side's unread count, built once per side (preparedOnce): every member page shows it in its header. */
const unreadOn = (side: Side) =>
  preparedOnce((db) => {
    const sender = alias(members, "sender");
    const unqId = sql.placeholder("unqId");
    return db
      .select({ n: count() })
      .from(conversations)
      .innerJoin(
        messages,
        and(
          eq(messages.conversationId, conversations.id),
          gt(messages.id, side === "low" ? conversations.lowReadId : conversations.highReadId),
        ),
      )
      .innerJoin(sender, eq(sender.unqId, messages.senderUnqId))
      .where(
        and(
          eq(side === "low" ? conversations.lowUnqId : conversations.highUnqId, unqId),
          sql`${messages.senderUnqId} <> ${unqId}`,
          eq(sender.blockByAdmin, false),
        ),
      )
      .prepare();
  });
const unreadLow = unreadOn("low");
const unreadHigh = unreadOn("high");

export function countUnreadMessages(unqId: number): number {
  return unreadLow().get({ unqId })!.n + unreadHigh().get({ unqId })!.n;
}

export type ShownMessage = {
  id: number;
  mine: boolean;
  body: string;
  createdAt: Date;
  /** It seems to ask for money or bank details: the page shows a gentle warning beside it (§33). */
  money: boolean;
};

export const MESSAGES_PAGE_SIZE = 30;

/** A stored message as a conversation shows it to `mineUnqId` (or to their guardian). */
export const shownMessage = (row: typeof messages.$inferSelect, mineUnqId: number): ShownMessage => ({
  id: row.id,
  mine: row.senderUnqId === mineUnqId,
  body: row.body,
  createdAt: row.createdAt,
  money: mentionsMoney(row.body),
});

export type MessagePage = {
  messages: ShownMessage[];
  /** The id to page back from (`?before=`), when older messages exist. */
  olderBefore: number | null;
  /** This page ends at the newest message. */
  newest: boolean;
};

/**
 * Up to MESSAGES_PAGE_SIZE messages before `before` (the newest without it), oldest first as a conversation
 * reads; `mineUnqId` is whose messages are "mine" (the member's, as their guardian reads them too).
 */
export function messagePage(conversationId: string, mineUnqId: number, before?: number): MessagePage {
  const rows = getDb()
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), before === undefined ? undefined : lt(messages.id, before)))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1)
    .all();
  const shown = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const newer =
    before !== undefined &&
    getDb()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.id, before - 1)))
      .limit(1)
      .get() !== undefined;
  return {
    messages: shown.map((row) => shownMessage(row, mineUnqId)),
    olderBefore: rows.length > MESSAGES_PAGE_SIZE ? shown[0].id : null,
    newest: !newer,
  };
}

/**
 * Marks everything up to `lastId` as read by the member on `side` (only forward, and only when it moves, so
 * a page that polls writes nothing while nothing new arrives).
 */
export function markRead(access: ConversationAccess, lastId: number): void {
  if (lastId <= readIdOn(access.row, access.side)) return;
  const column = access.side === "low" ? conversations.lowReadId : conversations.highReadId;
  getDb()
    .update(conversations)
    .set(access.side === "low" ? { lowReadId: lastId } : { highReadId: lastId })
    .where(and(eq(conversations.id, access.row.id), lt(column, lastId)))
    .run();
}

/**
 * After a member's account is deleted (their side is now empty and their messages are gone): the
 * conversations neither member is left in are deleted. Call inside the deletion's transaction.
 */
export function dropEmptyConversations(): void {
  getDb()
    .delete(conversations)
    .where(and(isNull(conversations.lowUnqId), isNull(conversations.highUnqId)))
    .run();
}
