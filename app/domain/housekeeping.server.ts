import { lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { emailCodes } from "~/db/schema";
import { now } from "~/services/clock.server";
import { removeOldMail } from "./mail-queue.server";
import { deleteExpiredSessions } from "./sessions.server";

const DAY = 24 * 3600_000;

/** Drops rows that can no longer be used: expired sessions, day-old codes, old sent and failed mail. */
export function removeExpiredRows(): void {
  deleteExpiredSessions();
  getDb()
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, new Date(now().getTime() - DAY)))
    .run();
  removeOldMail();
}

/** Runs the clean-up now and every hour while the server lives. */
export function startHousekeeping(): void {
  removeExpiredRows();
  setInterval(removeExpiredRows, 3600_000).unref();
}
