import { eq } from "drizzle-orm";
import { getDb, mayWrite } from "~/db/client.server";
import { members } from "~/db/schema";
import { now } from "~/services/clock.server";

// "Active today", "Active this week" on a profile (docs/product-rules.md §27a, decision 047): the day only, never
// the time. The day is India's (the site's members are there), written at most once a day per member.

const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", dateStyle: "short" });

/** The day `at` falls on in India, as YYYY-MM-DD. */
export const dayOf = (at: Date): string => DAY_FORMAT.format(at);

const DAY_MS = 24 * 3600_000;
const INDIA_OFFSET_MS = 5.5 * 3600_000; // India keeps one offset all year
let knownDay = { day: "", from: 0, until: 0 };

/**
 * Today in India, formatted once per day rather than on every signed-in request (Intl's formatting was 0.7% of
 * the member listing's CPU, issue 43). Both ends are checked: the tests move the clock back too.
 */
function todayInIndia(): string {
  const at = now();
  const time = at.getTime();
  if (time < knownDay.from || time >= knownDay.until) {
    const from = Math.floor((time + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
    knownDay = { day: dayOf(at), from, until: from + DAY_MS };
  }
  return knownDay.day;
}

/**
 * Notes that the member was served a page signed in today: `lastActiveOn` is the day already kept, read with the
 * session's member, so every other request of the day writes nothing. A read-only replica (decision 017) leaves
 * it to the member's next request on the primary. Not the profile's change: updatedAt (the approval queue's
 * order) stays.
 */
export function noteActiveToday(member: { unqId: number; lastActiveOn?: string | null }): void {
  const today = todayInIndia();
  if (member.lastActiveOn === today || !mayWrite()) return;
  getDb().update(members).set({ lastActiveOn: today }).where(eq(members.unqId, member.unqId)).run();
}

/** How long ago a member was last active, in the words a profile shows; never finer than a day. */
export type LastActive = "today" | "yesterday" | "thisWeek" | "weeksAgo" | "longAgo";

/** `weeks`: whole weeks ago, for "weeksAgo". */
export type LastActiveShown = { when: LastActive; weeks: number };

/** The words for a member last active on `day` (YYYY-MM-DD), seen on `today`; null when never noted. */
export function lastActiveShown(day: string | null, today = todayInIndia()): LastActiveShown | null {
  if (!day) return null;
  const days = Math.round((Date.parse(today) - Date.parse(day)) / DAY_MS);
  const weeks = Math.floor(days / 7);
  if (days <= 0) return { when: "today", weeks };
  if (days === 1) return { when: "yesterday", weeks };
  if (days < 7) return { when: "thisWeek", weeks };
  return { when: days <= 30 ? "weeksAgo" : "longAgo", weeks };
}

/**
 * What another member's profile says of when the member was last active: nothing while they keep their profile
 * hidden (§28; those who may still open it learn no more of their comings and goings).
 */
export function lastActiveOf(unqId: number): LastActiveShown | null {
  const member = getDb()
    .select({ day: members.lastActiveOn, hidden: members.hidden })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  return member && !member.hidden ? lastActiveShown(member.day) : null;
}
