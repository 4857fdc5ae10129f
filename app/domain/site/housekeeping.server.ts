import { lt } from "drizzle-orm";
import { getDb, mayWrite, truncateWal } from "~/db/client.server";
import { emailCodes } from "~/db/schema-codes";
import { now } from "~/services/clock.server";
import { removeOldMail } from "../mail/mail-queue.server";
import { recoverStalledMail, stalledMailCutoff } from "../mail/mail-delivery.server";
import { queuePlanReminders } from "../plans/plan-reminders.server";
import { deleteExpiredSessions } from "../accounts/sessions.server";
import { expireUndecidedChecks } from "../safety/verification-review.server";
import { remindAndExpireCandidates } from "../accounts/candidate-consent.server";
import { purgeOldLogs } from "../accounts/access-log.server";
import { purgeOldGrievances } from "../safety/grievance-queue.server";
import { queueRulesReminders } from "../accounts/rules-reminders.server";

const DAY = 24 * 3600_000;

/**
 * Drops rows that can no longer be used (expired sessions, day-old codes, old sent and failed mail), sends
 * again mail a crashed server process left half-sent, queues the reminders of plans ending within a week
 * (docs/product-rules.md §35), deletes the pictures of checks by people undecided for 30 days (§39), reminds the
 * person a relative's profile is for after two days and erases it unconfirmed after 30 (§31a), queues a batch of
 * the yearly reminders of the site's rules and privacy policy (§41), and drops the records the law asks to keep once
 * their time is over: sign-ins and administrators' changes after a year, the creation address of an account erased a
 * year ago, complaints resolved three years ago (§41). Then
 * empties the WAL, which an erasure (or a decision on a check) could not while another process was reading
 * (account-erasure.server.ts): the old versions of erased rows stay there at most an hour.
 */
export function removeExpiredRows(): void {
  deleteExpiredSessions();
  getDb()
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, new Date(now().getTime() - DAY)))
    .run();
  removeOldMail();
  recoverStalledMail(stalledMailCutoff());
  queuePlanReminders();
  expireUndecidedChecks();
  remindAndExpireCandidates();
  queueRulesReminders();
  purgeOldLogs();
  purgeOldGrievances();
  truncateWal();
}

/** Runs the clean-up now and every hour while the server lives, when this node writes (not a LiteFS replica). */
export function startHousekeeping(): void {
  const run = () => {
    try {
      if (mayWrite()) removeExpiredRows();
    } catch (error) {
      // The next hour tries again; a failed clean-up must not stop the server.
      console.error(`housekeeping: ${(error as Error).message}`);
    }
  };
  run();
  setInterval(run, 3600_000).unref();
}
