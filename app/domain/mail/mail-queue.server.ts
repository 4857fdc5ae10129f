import { and, eq, gt, isNull, lt, or, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { mailQueue, mailQueueRequests } from "~/db/schema-mail";
import { now } from "~/services/clock.server";
import { getEnv } from "~/services/env.server";
import type { Sms } from "~/services/sms.server";
import { wakeSoon } from "./mail-worker.server";

// Every e-mail but the codes goes through this queue: written in the transaction of the change it
// reports (so a request is never saved without its notice, nor a notice sent for a change rolled back),
// then sent by the worker (mail-worker.server.ts, mail-delivery.server.ts), retried with backoff for a day,
// and shown to the operator at /admin/mail (mail-admin.server.ts) when it cannot be sent. This module puts
// mail on the queue, and clears the rows that have served their purpose.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** At most one "new requests" e-mail per recipient an hour, listing every request since the last one. */
export const REQUEST_MAIL_EVERY_MS = HOUR;
// Sent rows (without their body) are kept a week: the hourly rule above needs the last one, and the
// operator can answer "was I told?" for a few days; after that they are only a log of who heard from whom.
const SENT_KEPT_MS = 7 * DAY;
// Failed rows stay a month for the operator to see, then go: they hold an address and a message.
const FAILED_KEPT_MS = 30 * DAY;

type QueuedMail = Pick<
  typeof mailQueue.$inferInsert,
  "kind" | "toUnqId" | "toEmail" | "toMobile" | "aboutUnqId" | "enquiryId" | "conversationId" | "subject" | "body"
> & { nextAttemptAt?: Date };

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
 * Queues an SMS (issue 36): the queue's rules hold for it as for e-mail (kept with the change it reports, retried,
 * shown at /admin/mail). Its template, language and values are the row's body; codes never come here (they go
 * at once, app/domain/accounts/mobile-codes.server.ts).
 */
export function queueSms(kind: QueuedMail["kind"], { to, ...message }: Sms, aboutUnqId?: number): number {
  return queueMail({
    kind,
    toMobile: to,
    aboutUnqId,
    subject: `SMS: ${message.template} (${message.language})`,
    body: JSON.stringify(message),
  });
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
