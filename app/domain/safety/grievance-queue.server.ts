import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { grievanceAnswers, grievances } from "~/db/schema-law";
import type { GrievanceAnswerInput } from "~/forms/grievance";
import type { GrievanceAnswer } from "~/forms/grievance-options";
import { now } from "~/services/clock.server";
import { siteNameIn } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import type { Viewer } from "../accounts/member";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { siteLink } from "../mail/mail-wording.server";
import { answersTo, clockOf } from "./grievances.server";

// The administrators' side of the complaints (docs/product-rules.md §41): the queue with its clocks, overdue ones
// first, and the answers (acknowledge, an update, the resolution), each e-mailed to the complainant and logged.

// 366 days: three years are met across a leap year too.
const YEAR_MS = 366 * 24 * 3600_000;
/** A resolved complaint is kept three years (decision 037): the time a claim about its handling may be brought. */
export const KEEP_RESOLVED_MS = 3 * YEAR_MS;
const RECENTLY_RESOLVED = 20;

/** Each answer's e-mail: its subject and its opening line (emails namespace). */
const ANSWER_MAIL: Record<GrievanceAnswer, { subject: string; opening: string }> = {
  acknowledge: { subject: "grievance.acknowledgeSubject", opening: "grievance.acknowledge" },
  update: { subject: "grievance.updateSubject", opening: "grievance.update" },
  resolve: { subject: "grievance.resolveSubject", opening: "grievance.resolve" },
};

/** Open complaints, overdue first, then by the next time limit; then the last resolved ones. */
export function grievanceQueue(at: Date = now()) {
  const db = getDb();
  const columns = {
    id: grievances.id,
    ticket: grievances.ticket,
    category: grievances.category,
    name: grievances.name,
    email: grievances.email,
    details: grievances.details,
    status: grievances.status,
    createdAt: grievances.createdAt,
    concernedUnqId: grievances.concernedUnqId,
    concernedPublicId: members.publicId,
  };
  const listed = () =>
    db.select(columns).from(grievances).leftJoin(members, eq(members.unqId, grievances.concernedUnqId));
  const withClock = <T extends Parameters<typeof clockOf>[0] & { id: number }>(row: T) => ({
    ...row,
    clock: clockOf(row, at),
    answers: answersTo(row.id),
  });
  const open = listed()
    // The two open states by name: the queue's index (status, created_at) skips three years of resolved ones.
    .where(inArray(grievances.status, ["received", "acknowledged"]))
    .all()
    .map(withClock)
    .sort(
      (a, b) =>
        Number(b.clock.overdue) - Number(a.clock.overdue) || a.clock.dueAt!.getTime() - b.clock.dueAt!.getTime(),
    );
  const resolved = listed()
    .where(eq(grievances.status, "resolved"))
    .orderBy(desc(grievances.resolvedAt))
    .limit(RECENTLY_RESOLVED)
    .all()
    .map(withClock);
  return { open, resolved };
}

/**
 * An administrator's answer: acknowledging (once, while received), an update, or the resolution (which closes the
 * complaint and names the appeal). Logged with the administrator and the time, and e-mailed in the complainant's
 * language. Nothing is sent about a resolved complaint.
 */
export function answerGrievance(admin: Viewer, input: GrievanceAnswerInput): void {
  const db = getDb();
  db.transaction(() => {
    const row = db.select().from(grievances).where(eq(grievances.ticket, input.ticket)).get();
    if (!row) throw new UserError("Unknown complaint.", { status: 404 });
    if (row.status === "resolved") throw new UserError("This complaint is already resolved.", { status: 409 });
    if (input.intent === "acknowledge" && row.status !== "received")
      throw new UserError("This complaint is already acknowledged.", { status: 409 });
    const at = now();
    if (input.intent === "resolve")
      db.update(grievances)
        .set({ status: "resolved", resolvedAt: at, acknowledgedAt: row.acknowledgedAt ?? at })
        .where(eq(grievances.id, row.id))
        .run();
    else
      db.update(grievances)
        .set({ status: "acknowledged", acknowledgedAt: row.acknowledgedAt ?? at })
        .where(eq(grievances.id, row.id))
        .run();
    db.insert(grievanceAnswers)
      .values({
        grievanceId: row.id,
        action: input.intent,
        adminUnqId: admin.unqId,
        message: input.message,
        createdAt: at,
      })
      .run();
    const t = emailT(row.language);
    const body = [
      t("common.greeting"),
      ``,
      t(ANSWER_MAIL[input.intent].opening, { ticket: row.ticket }),
      ``,
      input.message,
      ``,
    ];
    if (input.intent === "resolve") body.push(t("grievance.appeal"));
    body.push(t("grievance.follow", { link: siteLink("/grievances") }));
    queueMail({
      kind: "grievance",
      toEmail: row.email,
      subject: t(ANSWER_MAIL[input.intent].subject, { ticket: row.ticket, site: siteNameIn(row.language) }),
      body: body.join("\n"),
    });
  }, WRITE);
}

/** Housekeeping: complaints resolved more than three years ago go, with their answers. */
export function purgeOldGrievances(): number {
  const cutoff = new Date(now().getTime() - KEEP_RESOLVED_MS);
  return getDb()
    .delete(grievances)
    .where(and(eq(grievances.status, "resolved"), lt(grievances.resolvedAt, cutoff)))
    .run().changes;
}
