import { createHash } from "node:crypto";
import { and, asc, eq, lt, lte } from "drizzle-orm";
import { getDb, truncateWal, WRITE } from "~/db/client.server";
import { mailQueue } from "~/db/schema-mail";
import { now } from "~/services/clock.server";
import { MailError, sendEmail, type Email } from "~/services/email.server";
import { getEnv } from "~/services/env.server";
import { sendSms, SmsError, type Sms } from "~/services/sms.server";
import { messageFor, type MailRow } from "./mail-wording.server";

// Sending the queued mail that is due (mail-queue.server.ts): a row at a time, claimed in a write transaction so
// that any number of processes may send, sent once under an idempotency key, marked sent only after the provider
// took it, else retried with a doubling wait for a day and then marked failed; and mail a stopped process left
// half-sent goes again. The timer that runs it is mail-worker.server.ts.

const HOUR = 3600_000;
/** How long a message is retried before it is marked failed. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;

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
  const permanent = (error instanceof MailError || error instanceof SmsError) && error.permanent;
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
    if (row.toMobile !== null) {
      if (await deliverSms(row)) sent += 1;
      continue;
    }
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

/**
 * Sends a queued SMS (its body is the template, language and values; mail-queue.server.ts queueSms). MSG91 keeps
 * no idempotency key: an SMS it took whose answer was lost may go twice, the one case the queue cannot rule out.
 */
async function deliverSms(row: MailRow): Promise<boolean> {
  try {
    await sendSms({ ...(JSON.parse(row.body!) as Omit<Sms, "to">), to: row.toMobile! });
  } catch (error) {
    recordFailure(row, error);
    return false;
  }
  recordSent(row, row.subject);
  return true;
}

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
