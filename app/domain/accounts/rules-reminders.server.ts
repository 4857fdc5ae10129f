import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { rulesReminders } from "~/db/schema-law";
import { now } from "~/services/clock.server";
import { siteNameIn } from "~/services/env.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { siteLink } from "../mail/mail-wording.server";

// The yearly reminder of the site's rules and privacy policy (IT (Intermediary Guidelines) Rules 2021, rule 3(1);
// docs/product-rules.md §41; decision 039): once a year per member, in their language, through the mail queue, a
// batch per hourly housekeeping.

export const YEAR_MS = 365 * 24 * 3600_000;
/**
 * At most this many reminders are queued per run (the housekeeping runs hourly): 4,800 a day. A site's first run
 * finds every member older than a year due at once; they go oldest first over the following days, and stay spread
 * out after, each a year after their own last one.
 */
export const REMINDERS_PER_RUN = 200;

/**
 * Gives each member who has no row yet theirs, due a year after the account was created (signup's acceptance of
 * the terms is the first time the rules were given). Member numbers only grow (AUTOINCREMENT), so the members
 * without a row are those after the highest number that has one: a run reads only the accounts made since the last.
 */
function addNewMembers(): void {
  const db = getDb();
  const highest = db
    .select({ unqId: sql<number>`coalesce(max(${rulesReminders.memberUnqId}), 0)` })
    .from(rulesReminders)
    .get()!.unqId;
  db.insert(rulesReminders)
    .select(
      db
        .select({
          memberUnqId: members.unqId,
          dueAt: sql<Date>`${members.createdAt} + ${YEAR_MS}`.as("due_at"),
          remindedAt: sql<null>`null`.as("reminded_at"),
        })
        .from(members)
        .where(gt(members.unqId, highest)),
    )
    .onConflictDoNothing()
    .run();
}

/**
 * Queues the reminder for up to `batch` members whose year has passed, the longest due first, and moves
 * each one's next a year on, in one transaction with the mail: a crash sends a reminder neither twice nor never.
 * Not to an administrator (their account is the site's, not a member's) nor to an account the administrators
 * blocked; a deleted account has no row. Run by the hourly housekeeping; returns how many were queued.
 */
export function queueRulesReminders(batch = REMINDERS_PER_RUN): number {
  const db = getDb();
  return db.transaction(() => {
    addNewMembers();
    const at = now();
    const due = db
      .select({ unqId: members.unqId, fullName: members.fullName, language: members.language })
      .from(rulesReminders)
      .innerJoin(members, eq(members.unqId, rulesReminders.memberUnqId))
      .where(and(lte(rulesReminders.dueAt, at), eq(members.role, "member"), eq(members.blockByAdmin, false)))
      .orderBy(asc(rulesReminders.dueAt), asc(rulesReminders.memberUnqId))
      .limit(batch)
      .all();
    for (const member of due) {
      queueRulesReminder(member);
      db.update(rulesReminders)
        .set({ remindedAt: at, dueAt: new Date(at.getTime() + YEAR_MS) })
        .where(eq(rulesReminders.memberUnqId, member.unqId))
        .run();
    }
    return due.length;
  }, WRITE);
}

/**
 * The reminder in the member's language (English when they chose none): what the terms allow and forbid, in short,
 * the pages that say it in full, and the member's rights over their data. The subject holds the site's name only;
 * the name they typed is in the greeting, isolated (email-words.server.ts).
 */
function queueRulesReminder(member: {
  unqId: number;
  fullName: string;
  language: typeof members.$inferSelect.language;
}) {
  const t = emailT(member.language ?? "en");
  const site = siteNameIn(member.language ?? "en");
  queueMail({
    kind: "rules-reminder",
    toUnqId: member.unqId,
    subject: t("rulesReminder.subject", { site }),
    body: [
      t("common.greetingName", { name: member.fullName }),
      ``,
      t("rulesReminder.why", { site }),
      ``,
      t("rulesReminder.may"),
      ``,
      t("rulesReminder.mayNot"),
      ``,
      t("rulesReminder.read"),
      t("rulesReminder.terms", { link: siteLink("/termCondition") }),
      t("rulesReminder.privacy", { link: siteLink("/privacyPolicy") }),
      t("rulesReminder.notice", { link: siteLink("/notice") }),
      t("rulesReminder.grievances", { link: siteLink("/grievances") }),
      ``,
      t("rulesReminder.download", { link: siteLink("/settings/data") }),
      t("rulesReminder.withdraw", { link: siteLink("/settings/withdraw-consent") }),
    ].join("\n"),
  });
}
