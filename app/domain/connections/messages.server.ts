import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { conversations, messages } from "~/db/schema-messages";
import type { MessageInput } from "~/forms/message-form";
import { MESSAGES_PER_DAY } from "~/forms/messages";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import {
  conversationFor,
  markRead,
  messagePage,
  opposite,
  readIdOn,
  sideOf,
  type ConversationAccess,
  type MessagePage,
  type OtherMember,
} from "./conversations.server";
import { assertConsentChosen, guardianNoticeFor, type GuardianNotice } from "./conversation-consent.server";
import type { GuardianAccess } from "../family/guardian-access.server";
import { assertGuardianMayRead } from "../family/guardian-reading.server";
import { logGuardianReading } from "../family/guardian-log.server";
import { queueMail } from "../mail/mail-queue.server";
import type { Viewer } from "../accounts/member";
import { beyondDailyAllowance, consumeWithinLimits, limitKey } from "../accounts/rate-limits.server";

// Reading and writing messages (docs/product-rules.md §33): a member in their own conversations, a guardian
// (read-only) in those of the member they guard; the unread-messages e-mail is queued here.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** At most one "unread messages" e-mail per conversation and member in this time. */
export const MESSAGE_MAIL_EVERY_MS = 6 * HOUR;
/** The e-mail waits this long after the message that starts it: a member who is on the site reads it first. */
export const MESSAGE_MAIL_DELAY_MS = 10 * MINUTE;
// A burst guard under the daily allowance: a person types a few messages a minute, a script many.
const BURST = { max: 15, windowMs: MINUTE };

export type ConversationView = MessagePage & {
  id: string;
  other: OtherMember;
  /** The member may write: the other member is still there. */
  canWrite: boolean;
  /** The id of the viewer's last message the other member has seen, when both allow "Seen". */
  seenId: number | null;
};

function viewOf(access: ConversationAccess, page: MessagePage, mineUnqId: number | null): ConversationView {
  const lastMine = [...page.messages].reverse().find((message) => message.mine);
  const seen =
    mineUnqId !== null &&
    access.receipts &&
    lastMine !== undefined &&
    readIdOn(access.row, opposite(access.side)) >= lastMine.id;
  return {
    ...page,
    id: access.row.id,
    other: access.other,
    canWrite: access.other !== null,
    seenId: seen ? lastMine.id : null,
  };
}

/**
 * A page of the member's conversation (the newest, or older ones before `before`); showing the newest marks
 * it read. Anyone but its two members gets "not found" (conversationFor). With it, what each side's guardians
 * may read (the §33 notice, and whether the member must choose before writing).
 */
export function readConversation(
  viewer: Pick<Viewer, "unqId">,
  id: string,
  before?: number,
): ConversationView & { guardians: GuardianNotice } {
  const access = conversationFor(viewer.unqId, id);
  const page = messagePage(id, viewer.unqId, before);
  const last = page.messages.at(-1);
  if (page.newest && last) markRead(access, last.id);
  return { ...viewOf(access, page, viewer.unqId), guardians: guardianNoticeFor(access) };
}

/**
 * Refuses a message beyond MESSAGES_PER_DAY in the last 24 hours (counted from the member's messages, through
 * messages_sender_idx), saying when the next is possible; and a burst faster than a person types.
 */
function assertMessageAllowance(senderUnqId: number): void {
  const at = now().getTime();
  const recent = getDb()
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.senderUnqId, senderUnqId), gt(messages.createdAt, new Date(at - DAY))))
    .orderBy(messages.createdAt)
    .all();
  const refusal = beyondDailyAllowance(
    recent.map((row) => row.createdAt.getTime()),
    MESSAGES_PER_DAY,
    at,
    (wait) => `You can send up to ${MESSAGES_PER_DAY} messages a day. Please try again in ${wait}.`,
  );
  if (refusal) throw refusal;
  try {
    consumeWithinLimits({ key: limitKey("message-burst", String(senderUnqId)), ...BURST });
  } catch (error) {
    if (!(error instanceof UserError) || error.status !== 429) throw error;
    const seconds = error.retryAfterSeconds ?? 60;
    throw new UserError(`You are sending messages very quickly. Please wait ${seconds} seconds and send again.`, {
      status: 429,
      retryAfterSeconds: seconds,
    });
  }
}

/**
 * Sends a message in one of the member's conversations (text as typed; the page escapes it and makes no
 * links). Refused when the other member has gone or the allowance is spent. The other member is e-mailed
 * about unread messages at most once per conversation every MESSAGE_MAIL_EVERY_MS, after a short delay and
 * only if the messages are still unread then; the e-mail carries no message text.
 */
export function sendMessage(viewer: Pick<Viewer, "unqId">, id: string, input: MessageInput): number {
  const db = getDb();
  return db.transaction(() => {
    const access = conversationFor(viewer.unqId, id);
    if (access.other === null) throw new UserError("This member has deleted their account.", { status: 409 });
    assertConsentChosen(access);
    assertMessageAllowance(viewer.unqId);
    const at = now();
    const { id: messageId } = db
      .insert(messages)
      .values({ conversationId: id, senderUnqId: viewer.unqId, body: input.body, createdAt: at })
      .returning({ id: messages.id })
      .get();
    // The sender has read everything up to their own message.
    const mineRead = access.side === "low" ? { lowReadId: messageId } : { highReadId: messageId };
    db.update(conversations)
      .set({ lastMessageAt: at, ...mineRead })
      .where(eq(conversations.id, id))
      .run();
    queueUnreadNotice(access, viewer.unqId, at);
    return messageId;
  }, WRITE);
}

/** Queues the other member's "unread messages" e-mail unless one was started in the last six hours. */
function queueUnreadNotice(access: ConversationAccess, senderUnqId: number, at: Date): void {
  const theirs = opposite(access.side);
  const mailed = theirs === "low" ? conversations.lowMailedAt : conversations.highMailedAt;
  const due = getDb()
    .update(conversations)
    .set(theirs === "low" ? { lowMailedAt: at } : { highMailedAt: at })
    .where(
      and(
        eq(conversations.id, access.row.id),
        or(sql`${mailed} is null`, lte(mailed, new Date(at.getTime() - MESSAGE_MAIL_EVERY_MS))),
      ),
    )
    .returning({ lowUnqId: conversations.lowUnqId, highUnqId: conversations.highUnqId })
    .get();
  const to = due && (theirs === "low" ? due.lowUnqId : due.highUnqId);
  if (!to) return;
  queueMail({
    kind: "messages-waiting",
    toUnqId: to,
    aboutUnqId: senderUnqId,
    conversationId: access.row.id,
    subject: "You have a new message",
    body: null, // written when sent, from what is still unread then
    nextAttemptAt: new Date(at.getTime() + MESSAGE_MAIL_DELAY_MS),
  });
}

/**
 * A conversation of the member as their guardian reads it (§33): only when the member's scope and the other
 * member's choice allow it (else "not found"), never marked read, and logged for the member ("read your
 * messages with …") at most once an hour per guardian and conversation.
 */
export function guardianReadsConversation(access: GuardianAccess, id: string, before?: number): ConversationView {
  const conversation = conversationFor(access.member.unqId, id);
  assertGuardianMayRead(access.scope, conversation);
  const page = messagePage(id, access.member.unqId, before);
  const otherUnqId = conversation.side === "low" ? conversation.row.highUnqId : conversation.row.lowUnqId;
  logGuardianReading(access.guardianId, access.member.unqId, "read-messages", {
    unqId: otherUnqId,
    name: conversation.other?.fullName ?? null,
  });
  return viewOf(conversation, page, null);
}

/**
 * A message a member attaches to their report (§33): one the reported member sent them in their own
 * conversation, else a refusal. Returns the copy the report keeps.
 */
export function messageForReport(
  viewer: Pick<Viewer, "unqId">,
  reportedUnqId: number,
  messageId: number,
): { text: string; sentAt: Date } {
  const row = getDb()
    .select({ body: messages.body, createdAt: messages.createdAt, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), eq(messages.senderUnqId, reportedUnqId)))
    .get();
  if (!row || sideOf(row.conversation, viewer.unqId) === null)
    throw new UserError("This message cannot be reported.", { status: 404 });
  return { text: row.body, sentAt: row.createdAt };
}

/** Whether the member lets the other side of their conversations see "Seen" (§33); on unless turned off. */
export function readReceiptsOf(unqId: number): boolean {
  return getDb().select({ on: members.readReceipts }).from(members).where(eq(members.unqId, unqId)).get()?.on ?? false;
}

/** Turns "Seen" on or off for the member; off, they do not see it for others either (both must allow it). */
export function setReadReceipts(unqId: number, on: boolean): void {
  getDb().update(members).set({ readReceipts: on }).where(eq(members.unqId, unqId)).run();
}
