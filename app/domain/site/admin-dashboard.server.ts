import { and, count, eq, gte, inArray, isNotNull, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { grievances } from "~/db/schema-law";
import { mailQueue } from "~/db/schema-mail";
import { now } from "~/services/clock.server";
import { indiaDate, startOfIndiaDay } from "../plans/plan-dates.server";
import { clockOf } from "../safety/grievances.server";
import { verificationsWaitingFor } from "../safety/verification-review.server";

// The administrators' dashboard (docs/product-rules.md §16): today's numbers, each the size of a queue the
// dashboard links to, so that the first page an administrator opens says what needs doing.

export type TodaysNumbers = {
  /** Members who joined since midnight in India (the community's day, as plans count it, §35). */
  newMembers: number;
  /** New profiles and changed photos waiting for approval (§30). */
  awaitingModeration: number;
  /** Identity and photo checks this administrator may decide (§39). */
  idReviews: number;
  /** Open complaints whose next time limit falls before the end of today in India, overdue ones included (§41). */
  complaintsDue: number;
  /** E-mails and SMS that gave up after their retries, until sent again from /admin/mail. */
  failedMail: number;
};

const DAY_MS = 24 * 3600_000;

export function todaysNumbers(adminUnqId: number): TodaysNumbers {
  const db = getDb();
  const at = now();
  const startOfToday = startOfIndiaDay(indiaDate(at));
  const endOfToday = new Date(startOfToday.getTime() + DAY_MS);
  const countOf = (query: { get: () => { n: number } | undefined }) => query.get()!.n;
  const memberCount = (where: ReturnType<typeof and>) =>
    countOf(
      db
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.role, "member"), where)),
    );
  // The moderation page's two lists: a profile waiting, or a changed photo of an approved profile.
  const awaitingModeration = memberCount(
    or(eq(members.awaitingApproval, true), and(eq(members.photoAwaitingApproval, true), isNotNull(members.photoId))),
  );
  const open = db
    .select({ category: grievances.category, status: grievances.status, createdAt: grievances.createdAt })
    .from(grievances)
    .where(inArray(grievances.status, ["received", "acknowledged"]))
    .all();
  return {
    newMembers: memberCount(gte(members.createdAt, startOfToday)),
    awaitingModeration,
    idReviews: verificationsWaitingFor(adminUnqId),
    complaintsDue: open.filter((g) => clockOf(g, at).dueAt! < endOfToday).length,
    failedMail: countOf(db.select({ n: count() }).from(mailQueue).where(eq(mailQueue.status, "failed"))),
  };
}
