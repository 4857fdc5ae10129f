import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, min, or, sql, type SQL } from "drizzle-orm";
import { getDb, mayWrite, truncateWal, WRITE } from "~/db/client.server";
import { connectionRequests, conversations, mailQueue, mailQueueRequests, members, messages } from "~/db/schema";
import { DATE_LOCALES, DEFAULT_LANGUAGE, type Language } from "~/forms/languages";
import { memberCode } from "~/forms/member-id";
import { now } from "~/services/clock.server";
import { MailError, sendEmail, type Email } from "~/services/email.server";
import { getEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { readIdOn, sideOf } from "../connections/conversations.server";
import { activeGuardiansOf } from "../family/guardian-reach.server";
import { firstName, type Gender } from "../accounts/member";
import { emailT, memberTextInMail } from "./email-words.server";

// Every e-mail but the codes goes through this queue: written in the transaction of the change it
// reports (so a request is never saved without its notice, nor a notice sent for a change rolled back),
// then sent by the worker below, retried with backoff for a day, and shown to the operator at /admin/mail
// when it cannot be sent.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** How long a message is retried before it is marked failed. */
export const GIVE_UP_AFTER_MS = DAY;
/** At most one "new requests" e-mail per recipient an hour, listing every request since the last one. */
export const REQUEST_MAIL_EVERY_MS = HOUR;
// Sent rows (without their body) are kept a week: the hourly rule above needs the last one, and the
// operator can answer "was I told?" for a few days; after that they are only a log of who heard from whom.
const SENT_KEPT_MS = 7 * DAY;
// Failed rows stay a month for the operator to see, then go: they hold an address and a message.
const FAILED_KEPT_MS = 30 * DAY;
// The worker looks at the queue at least this often, whatever it expects.
const POLL_MS = 60_000;

type MailRow = typeof mailQueue.$inferSelect;
type QueuedMail = Pick<
  typeof mailQueue.$inferInsert,
  "kind" | "toUnqId" | "toEmail" | "aboutUnqId" | "enquiryId" | "conversationId" | "subject" | "body"
> & { nextAttemptAt?: Date };

/** An absolute link to a page of the site, for e-mails. */
export function siteLink(path: string): string {
  const env = getEnv();
  return `${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}${path}`;
}

/** The language a member's e-mails are written in: the one they chose (members.language), else English. */
export function languageOf(unqId: number | null): Language {
  if (unqId === null) return DEFAULT_LANGUAGE;
  const row = getDb().select({ language: members.language }).from(members).where(eq(members.unqId, unqId)).get();
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** A day as an e-mail in the language writes it, in India's time: "30 November 2026", "30 नवंबर 2026". */
export function emailDay(date: Date, language: Language): string {
  return date.toLocaleDateString(DATE_LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** The closing line of the connection e-mails (docs/product-rules.md §29): where the safety tips are. */
export function safetyLine(language: Language): string {
  return emailT(language)("common.safety", { link: siteLink("/safety") });
}

/**
 * Queues an e-mail and returns its id. Call it inside the transaction of the change it reports: both are
 * kept, or neither. `toUnqId` alone sends to the member's address at sending time; `toEmail` fixes the address.
 * It is due at once unless `nextAttemptAt` says later.
 */
export function queueMail(mail: QueuedMail): number {
  const at = now();
  const { id } = getDb()
    .insert(mailQueue)
    .values({ ...mail, nextAttemptAt: mail.nextAttemptAt ?? at, status: "pending", createdAt: at })
    .returning({ id: mailQueue.id })
    .get();
  wakeSoon();
  return id;
}

/**
 * Tells a member of a new request: the request joins their unsent "new requests" e-mail, or starts one,
 * due at once or an hour after the last one (docs/product-rules.md §10). Call inside the request's transaction.
 */
export function queueRequestNotice(recipientUnqId: number, requestId: string): void {
  queueRequestList(
    { kind: "new-requests", toUnqId: recipientUnqId, subject: `New connection request on ${getEnv().SITE_NAME}` },
    and(eq(mailQueue.toUnqId, recipientUnqId), eq(mailQueue.kind, "new-requests")),
    requestId,
  );
}

/**
 * A copy of a member's new request for one of their guardians (docs/product-rules.md §32), batched as the
 * member's own notice is: the request joins the guardian's unsent list about this member, or starts one,
 * due at once or an hour after the last copy. A burst of requests is then one e-mail an hour to the guardian
 * too, never noisier than the member's. Any copy about the member counts as the last one, an acceptance's
 * too (once sent, nothing tells them apart): a guardian's requests copy may wait, an acceptance never does.
 * Call inside the request's transaction.
 */
export function queueRequestCopy(guardianEmail: string, memberUnqId: number, subject: string, requestId: string) {
  queueRequestList(
    { kind: "guardian-copy", toEmail: guardianEmail, aboutUnqId: memberUnqId, subject },
    and(
      eq(mailQueue.kind, "guardian-copy"),
      eq(mailQueue.toEmail, guardianEmail),
      eq(mailQueue.aboutUnqId, memberUnqId),
    ),
    requestId,
  );
}

/**
 * Adds a request to the unsent list e-mail the rows `mine` select (a list has no body: it is written when
 * sent, from the requests still pending), or starts one due at once or REQUEST_MAIL_EVERY_MS after the
 * last one sent.
 */
function queueRequestList(
  mail: Pick<QueuedMail, "kind" | "toUnqId" | "toEmail" | "aboutUnqId" | "subject">,
  mine: SQL | undefined,
  requestId: string,
): void {
  const db = getDb();
  let mailId = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(mine, eq(mailQueue.status, "pending"), isNull(mailQueue.body)))
    .get()?.id;
  if (mailId === undefined) {
    const at = now().getTime();
    const recent = db
      .select({ status: mailQueue.status, sentAt: mailQueue.sentAt })
      .from(mailQueue)
      .where(
        and(
          mine,
          or(
            eq(mailQueue.status, "sending"),
            and(eq(mailQueue.status, "sent"), gt(mailQueue.sentAt, new Date(at - REQUEST_MAIL_EVERY_MS))),
          ),
        ),
      )
      .all();
    // One on its way counts as sent now.
    const last = Math.max(0, ...recent.map((r) => (r.status === "sending" ? at : r.sentAt!.getTime())));
    mailId = db
      .insert(mailQueue)
      .values({
        ...mail,
        status: "pending",
        createdAt: new Date(at),
        nextAttemptAt: new Date(Math.max(at, last + REQUEST_MAIL_EVERY_MS)),
      })
      .returning({ id: mailQueue.id })
      .get().id;
  }
  db.insert(mailQueueRequests).values({ mailId, requestId }).onConflictDoNothing().run();
  wakeSoon();
}

/**
 * Who sent the requests a list e-mail holds that are still pending, from members not blocked since, oldest
 * first, as "Imran Khan (MMR0045)": never their contact details.
 */
function pendingSenders(mailId: number): string[] {
  return getDb()
    .select({ fullName: members.fullName, unqId: members.unqId })
    .from(mailQueueRequests)
    .innerJoin(connectionRequests, eq(connectionRequests.id, mailQueueRequests.requestId))
    .innerJoin(members, eq(members.unqId, connectionRequests.senderUnqId))
    .where(
      and(
        eq(mailQueueRequests.mailId, mailId),
        eq(connectionRequests.status, "pending"),
        eq(members.blockByAdmin, false),
      ),
    )
    .orderBy(asc(connectionRequests.createdAt))
    .all()
    .map((s) => `${s.fullName} (${memberCode(s.unqId)})`);
}

/** "X would like to connect with you." (`first` absent) or with the member a guardian guards, or the list of them. */
function wouldConnect(language: Language, senders: string[], first?: string): string[] {
  const t = emailT(language);
  if (senders.length === 1)
    return [
      first === undefined
        ? t("requests.fromOne", { sender: senders[0] })
        : t("guardianRequests.fromOne", { sender: senders[0], member: first }),
    ];
  return [
    first === undefined ? t("requests.fromMany") : t("guardianRequests.fromMany", { member: first }),
    ``,
    ...senders.map((s) => `- ${memberTextInMail(s)}`),
  ];
}

/**
 * The "new requests" e-mail as it stands now, in the recipient's language: the requests still pending from
 * active members, or null.
 */
function requestDigest(mailId: number, language: Language): Omit<Email, "to"> | null {
  const senders = pendingSenders(mailId);
  if (senders.length === 0) return null;
  const t = emailT(language);
  return {
    subject: t("requests.subject", { count: senders.length, site: getEnv().SITE_NAME }),
    text: [
      ...wouldConnect(language, senders),
      ``,
      t("requests.answer", { link: siteLink("/connectionReq") }),
      ``,
      safetyLine(language),
    ].join("\n"),
  };
}

/** The member a guardian's copy is about, as the copy names them. */
export type GuardedMember = { fullName: string; gender: Gender };

/**
 * An e-mail to one of the member's guardians (docs/product-rules.md §32): greeted by name, with a link to
 * the guardian's page, the safety line, and why it comes and who can stop it. In the member's language
 * (a guardian has no saved language of their own; the invitation was in the member's too).
 */
export function guardianLetter(
  guardianName: string,
  member: GuardedMember,
  lines: string[],
  language: Language,
): string {
  const t = emailT(language);
  const why = { name: member.fullName, site: getEnv().SITE_NAME };
  return [
    t("common.greetingName", { name: guardianName }),
    ``,
    ...lines,
    ``,
    t("guardianLetter.seeRequests", { member: firstName(member.fullName), link: siteLink("/guardian") }),
    ``,
    safetyLine(language),
    ``,
    member.gender === "Female" ? t("guardianLetter.whyShe", why) : t("guardianLetter.whyHe", why),
  ].join("\n");
}

/**
 * A guardian's copy as it stands when sent (docs/product-rules.md §32), or null: only while the guardian
 * still has access (a copy queued before the member revoked it is dropped) and the request it tells of
 * still stands (gone with either member's account, or a block, as the member's own notices are). A list of
 * new requests is written now, from those still pending; an acceptance's copy was written when queued.
 */
function guardianCopy(row: MailRow, to: string): Email | null {
  const guardian =
    row.aboutUnqId === null ? undefined : activeGuardiansOf(row.aboutUnqId).find((g) => g.email === row.toEmail);
  const member =
    row.aboutUnqId === null
      ? undefined
      : getDb()
          .select({ fullName: members.fullName, gender: members.gender })
          .from(members)
          .where(eq(members.unqId, row.aboutUnqId))
          .get();
  if (!guardian || !member) return null;
  if (row.body !== null) {
    const stands = getDb()
      .select({ n: count() })
      .from(mailQueueRequests)
      .where(eq(mailQueueRequests.mailId, row.id))
      .get()!.n;
    return stands > 0 ? { to, subject: row.subject, text: row.body } : null;
  }
  const senders = pendingSenders(row.id);
  if (senders.length === 0) return null;
  const first = firstName(member.fullName);
  const language = languageOf(row.aboutUnqId);
  return {
    to,
    subject: emailT(language)("guardianRequests.subject", { count: senders.length, member: first }),
    text: guardianLetter(guardian.name, member, wouldConnect(language, senders, first), language),
  };
}

/**
 * The "unread messages" e-mail as it stands when sent (docs/product-rules.md §33), or null when the member has
 * read them since (or the conversation is gone: its mail goes with it). It names the sender and links to
 * the conversation, never the messages' text: an inbox is not as private as the site.
 */
function unreadMessagesMail(row: MailRow, to: string): Email | null {
  const conversation =
    row.conversationId === null
      ? undefined
      : getDb().select().from(conversations).where(eq(conversations.id, row.conversationId)).get();
  const side = conversation && row.toUnqId !== null ? sideOf(conversation, row.toUnqId) : null;
  if (!conversation || !side || row.toUnqId === null) return null;
  const unread = getDb()
    .select({ n: count() })
    .from(messages)
    .innerJoin(members, eq(members.unqId, messages.senderUnqId))
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        gt(messages.id, readIdOn(conversation, side)),
        sql`${messages.senderUnqId} <> ${row.toUnqId}`,
        eq(members.blockByAdmin, false),
      ),
    )
    .get()!.n;
  const sender =
    row.aboutUnqId === null
      ? undefined
      : getDb().select({ fullName: members.fullName }).from(members).where(eq(members.unqId, row.aboutUnqId)).get();
  if (unread === 0 || !sender) return null;
  const language = languageOf(row.toUnqId);
  const t = emailT(language);
  return {
    to,
    subject: t("unread.subject", { count: unread, sender: firstName(sender.fullName), site: getEnv().SITE_NAME }),
    text: [
      t("common.greeting"),
      ``,
      t("unread.sent", { count: unread, name: sender.fullName, code: memberCode(row.aboutUnqId!) }),
      t("unread.read", { link: siteLink(`/messages/${conversation.id}`) }),
      ``,
      t("unread.privacy"),
      ``,
      safetyLine(language),
    ].join("\n"),
  };
}

/** Takes the next due message for sending (pending → sending, one try more), atomically. */
function claimNext(): MailRow | undefined {
  const db = getDb();
  return db.transaction(() => {
    const row = db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.status, "pending"), lte(mailQueue.nextAttemptAt, now())))
      .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
      .limit(1)
      .get();
    if (!row) return undefined;
    // While it is "sending", nextAttemptAt is when it was claimed (recoverStalledMail reads it).
    db.update(mailQueue)
      .set({ status: "sending", attempts: row.attempts + 1, nextAttemptAt: now() })
      .where(eq(mailQueue.id, row.id))
      .run();
    return { ...row, attempts: row.attempts + 1 };
  }, WRITE);
}

/** The message to send for a row, or null when there is nothing left to tell (or nobody to tell). */
function messageFor(row: MailRow): Email | null {
  const to =
    row.toEmail ??
    (row.toUnqId === null
      ? undefined
      : getDb().select({ email: members.email }).from(members).where(eq(members.unqId, row.toUnqId)).get()?.email);
  if (!to) return null;
  if (row.kind === "new-requests") {
    const digest = requestDigest(row.id, languageOf(row.toUnqId));
    return digest && { to, ...digest };
  }
  if (row.kind === "guardian-copy") return guardianCopy(row, to);
  if (row.kind === "messages-waiting") return unreadMessagesMail(row, to);
  return row.body === null ? null : { to, subject: row.subject, text: row.body };
}

function retryDelayMs(attempts: number): number {
  return Math.min(getEnv().MAIL_RETRY_SECONDS * 1000 * 2 ** (attempts - 1), HOUR);
}

function recordSent(row: MailRow, subject: string): void {
  const db = getDb();
  // A goodbye is the last trace of a deleted member (docs/product-rules.md §15): gone once sent, from the WAL too.
  if (row.kind === "account-deleted") {
    db.delete(mailQueue).where(eq(mailQueue.id, row.id)).run();
    truncateWal();
  } else
    db.update(mailQueue)
      .set({ status: "sent", sentAt: now(), subject, body: null, lastError: null })
      .where(eq(mailQueue.id, row.id))
      .run();
}

function recordFailure(row: MailRow, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const permanent = error instanceof MailError && error.permanent;
  const at = now().getTime();
  const delay = retryDelayMs(row.attempts);
  const db = getDb();
  if (!permanent && at + delay <= row.createdAt.getTime() + GIVE_UP_AFTER_MS) {
    db.update(mailQueue)
      .set({ status: "pending", nextAttemptAt: new Date(at + delay), lastError: reason })
      .where(eq(mailQueue.id, row.id))
      .run();
    console.warn(`mail #${row.id}: try ${row.attempts} failed (${reason}); next in ${Math.round(delay / 1000)} s`);
    return;
  }
  // A deleted member's goodbye keeps no address once it is given up: the operator sees only that it failed.
  const erased = row.kind === "account-deleted" ? { toEmail: null, body: null } : {};
  db.update(mailQueue)
    .set({ status: "failed", lastError: reason, ...erased })
    .where(eq(mailQueue.id, row.id))
    .run();
  console.error(`mail #${row.id}: failed after ${row.attempts} tries (${reason}); see /admin/mail`);
}

/**
 * Resend sends a message once per key, however often it is retried (for 24 hours). The row's id and
 * creation time name the message (ids could repeat after a restore); the content's hash is there because
 * a "new requests" e-mail grows while it waits, and Resend refuses a key reused with another content.
 */
function idempotencyKey(row: MailRow, message: Email): string {
  const content = createHash("sha256").update(`${message.to}\n${message.subject}\n${message.text}`).digest("hex");
  return `mail-${row.id}-${row.createdAt.getTime()}-${content.slice(0, 16)}`;
}

/**
 * Sends every message that is due, one at a time; returns how many were sent. A row is marked sent only
 * after the provider took it, so a message it did take whose answer was lost (or a stop mid-send) is
 * sent again, under the same idempotency key: it arrives once.
 */
export async function deliverDueMail(): Promise<number> {
  let sent = 0;
  for (let row = claimNext(); row; row = claimNext()) {
    const message = messageFor(row);
    if (!message) {
      getDb().delete(mailQueue).where(eq(mailQueue.id, row.id)).run();
      continue;
    }
    try {
      await sendEmail(message, { idempotencyKey: idempotencyKey(row, message) });
    } catch (error) {
      recordFailure(row, error);
      continue;
    }
    recordSent(row, message.subject);
    sent += 1;
  }
  return sent;
}

let started = false;
let running = false;
let again = false;
let timer: NodeJS.Timeout | undefined;

/** A send that has not finished after this long was stopped mid-way (its process crashed). */
const STALLED_AFTER_MS = 15 * 60_000;

/**
 * Mail left "sending" by a process that stopped mid-send goes again (its idempotency key keeps it single):
 * all of it when no process can be sending (`claimedBefore` omitted: at the start, before any server
 * process), else what was claimed before then (the hourly housekeeping, while other processes send).
 */
export function recoverStalledMail(claimedBefore?: Date): void {
  const stalled = claimedBefore
    ? and(eq(mailQueue.status, "sending"), lt(mailQueue.nextAttemptAt, claimedBefore))
    : eq(mailQueue.status, "sending");
  getDb().update(mailQueue).set({ status: "pending" }).where(stalled).run();
}

export const stalledMailCutoff = () => new Date(now().getTime() - STALLED_AFTER_MS);

/**
 * Starts sending queued mail in this process: now, whenever mail is queued, and when a retry is due. Any
 * number of processes may send (each claims a row in a write transaction). `recoverStalled`: this is the
 * only process, so mail marked "sending" was left so by the last run.
 */
export function startMailWorker({ recoverStalled }: { recoverStalled: boolean }): void {
  if (started) return;
  started = true;
  if (recoverStalled && mayWrite()) recoverStalledMail();
  wake();
}

function wakeSoon(): void {
  // After the caller's transaction has committed (better-sqlite3 transactions are synchronous).
  if (started) setImmediate(wake);
}

function wake(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      // A LiteFS replica queues no mail (its writes go to the primary) and sends none (decision 017).
      do {
        again = false;
        if (mayWrite()) await deliverDueMail();
      } while (again);
    } catch (error) {
      console.error(`mail: the worker stopped a round: ${(error as Error).message}`);
    } finally {
      running = false;
      try {
        scheduleNext();
      } catch (error) {
        // The database is closing (shutdown): nothing more to send from this process.
        console.error(`mail: the worker stopped: ${(error as Error).message}`);
      }
    }
  })();
}

function scheduleNext(): void {
  clearTimeout(timer);
  const next = getDb()
    .select({ at: min(mailQueue.nextAttemptAt) })
    .from(mailQueue)
    .where(eq(mailQueue.status, "pending"))
    .get()?.at;
  const wait = next ? Math.max(0, Math.min(new Date(next).getTime() - now().getTime(), POLL_MS)) : POLL_MS;
  timer = setTimeout(wake, wait).unref();
}

/** Drops sent and failed rows that have served their purpose (see SENT_KEPT_MS, FAILED_KEPT_MS). */
export function removeOldMail(): void {
  const at = now().getTime();
  getDb()
    .delete(mailQueue)
    .where(
      or(
        and(eq(mailQueue.status, "sent"), lt(mailQueue.sentAt, new Date(at - SENT_KEPT_MS))),
        and(eq(mailQueue.status, "failed"), lt(mailQueue.createdAt, new Date(at - FAILED_KEPT_MS))),
      ),
    )
    .run();
}

export type AdminMail = {
  id: number;
  kind: MailRow["kind"];
  to: string | null;
  subject: string;
  status: MailRow["status"];
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
};

const LIST_LIMIT = 200;

/** For the operator only: failed and waiting messages with their address and last error; sent in the last day. */
export function listMailForAdmin(): { failed: AdminMail[]; waiting: AdminMail[]; sentLastDay: number } {
  const db = getDb();
  const columns = {
    id: mailQueue.id,
    kind: mailQueue.kind,
    to: sql<string | null>`coalesce(${mailQueue.toEmail}, ${members.email})`,
    subject: mailQueue.subject,
    status: mailQueue.status,
    attempts: mailQueue.attempts,
    nextAttemptAt: mailQueue.nextAttemptAt,
    lastError: mailQueue.lastError,
    createdAt: mailQueue.createdAt,
  };
  const rows = (statuses: MailRow["status"][]) =>
    db
      .select(columns)
      .from(mailQueue)
      .leftJoin(members, eq(members.unqId, mailQueue.toUnqId))
      .where(inArray(mailQueue.status, statuses));
  return {
    failed: rows(["failed"]).orderBy(desc(mailQueue.id)).limit(LIST_LIMIT).all(),
    waiting: rows(["pending", "sending"]).orderBy(asc(mailQueue.nextAttemptAt)).limit(LIST_LIMIT).all(),
    sentLastDay: db
      .select({ n: count() })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, "sent"), gt(mailQueue.sentAt, new Date(now().getTime() - DAY))))
      .get()!.n,
  };
}

/** The operator sends a failed message again, with a new day of retries. */
export function retryFailedMail(id: number): void {
  const db = getDb();
  const row = Number.isSafeInteger(id) ? db.select().from(mailQueue).where(eq(mailQueue.id, id)).get() : undefined;
  if (!row || row.status !== "failed")
    throw new UserError("That e-mail is not waiting to be retried.", { status: 404 });
  if (row.kind === "account-deleted" && row.toEmail === null)
    throw new UserError("The address of this e-mail was erased with the account.", { status: 409 });
  const at = now();
  db.update(mailQueue)
    .set({ status: "pending", attempts: 0, createdAt: at, nextAttemptAt: at })
    .where(eq(mailQueue.id, id))
    .run();
  wakeSoon();
}
