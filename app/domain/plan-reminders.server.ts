import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { planActivations } from "~/db/schema";
import { planName, REQUESTS_PER_DAY } from "~/forms/plans";
import { now } from "~/services/clock.server";
import { queueMail, siteLink } from "./mail-queue.server";
import { lastDayOf } from "./plans.server";

/** How long before a plan ends its member is told (docs/product-rules.md §35). */
export const REMINDER_DAYS = 7;
const DAY = 24 * 3600_000;

// Another plan of the same member, in the reminder query's subquery.
const next = alias(planActivations, "next_plan");

/**
 * Queues the "your plan ends on …" e-mail for each plan in force that ends within REMINDER_DAYS, once per
 * activation: the mail and the mark that it was queued are written together, so a crash sends it neither
 * twice nor never. A plan followed at once by another (a renewal already activated) needs no reminder.
 * Run by the hourly housekeeping; returns how many were queued.
 */
export function queuePlanReminders(): number {
  const db = getDb();
  const at = now();
  return db.transaction((tx) => {
    const rows = tx
      .select({
        id: planActivations.id,
        memberUnqId: planActivations.memberUnqId,
        plan: planActivations.plan,
        endsAt: planActivations.endsAt,
      })
      .from(planActivations)
      .where(
        and(
          isNull(planActivations.reminderQueuedAt),
          lte(planActivations.startsAt, at),
          gt(planActivations.endsAt, at),
          lte(planActivations.endsAt, new Date(at.getTime() + REMINDER_DAYS * DAY)),
          sql`not exists (select 1 from ${planActivations} ${sql.identifier("next_plan")}
            where ${next.memberUnqId} = ${planActivations.memberUnqId}
            and ${next.startsAt} <= ${planActivations.endsAt} and ${next.endsAt} > ${planActivations.endsAt})`,
        ),
      )
      .all();
    for (const row of rows) {
      const name = planName(row.plan);
      const lastDay = lastDayOf(row.endsAt);
      queueMail({
        kind: "plan-ending",
        toUnqId: row.memberUnqId,
        subject: `Your ${name} plan ends on ${lastDay}`,
        body: [
          `Your ${name} plan is valid until ${lastDay}.`,
          ``,
          `After that your membership is Basic again: your profile, connections, messages and shortlist stay ` +
            `as they are, and you can send up to ${REQUESTS_PER_DAY.basic} new connection requests a day.`,
          ``,
          `To renew, write to us: ${siteLink(`/contactUs?plan=${row.plan}`)}`,
        ].join("\n"),
      });
      tx.update(planActivations).set({ reminderQueuedAt: at }).where(eq(planActivations.id, row.id)).run();
    }
    return rows.length;
  }, WRITE);
}
