import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import type { MailRow } from "./mail-wording.server";
import { wakeSoon } from "./mail-worker.server";

// /admin/mail: what the operator sees of the mail queue (failed and waiting mail with its address and last
// error, and how much went out in the last day), and sending a failed message again.

const DAY = 24 * 3600_000;

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
    // An SMS shows its number as the operator would dial it.
    to: sql<string | null>`coalesce(${mailQueue.toEmail}, '+91 ' || ${mailQueue.toMobile}, ${members.email})`,
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
