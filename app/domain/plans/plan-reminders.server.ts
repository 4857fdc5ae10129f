import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { members, planActivations } from "~/db/schema";
import { planName, REQUESTS_PER_DAY } from "~/forms/plans";
import { now } from "~/services/clock.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { emailDay, siteLink } from "../mail/mail-wording.server";
import { lastDayOf } from "./plans.server";
import { fixedT } from "../site/translations.server";

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
        language: members.language,
      })
      .from(planActivations)
      .innerJoin(members, eq(members.unqId, planActivations.memberUnqId))
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
      // In the member's language (issue 18): the plan's name as the plan cards give it, the day as they write it.
      const language = row.language ?? "en";
      const t = emailT(language);
      const values = {
        plan: fixedT(language, "options")(planName(row.plan)),
        date: language === "en" ? lastDayOf(row.endsAt) : emailDay(new Date(row.endsAt.getTime() - 1), language),
      };
      queueMail({
        kind: "plan-ending",
        toUnqId: row.memberUnqId,
        subject: t("planEnding.subject", values),
        body: [
          t("planEnding.validUntil", values),
          ``,
          t("planEnding.after", { requests: REQUESTS_PER_DAY.basic! }),
          ``,
          t("planEnding.renew", { link: siteLink(`/contactUs?plan=${row.plan}`) }),
        ].join("\n"),
      });
      tx.update(planActivations).set({ reminderQueuedAt: at }).where(eq(planActivations.id, row.id)).run();
    }
    return rows.length;
  }, WRITE);
}
