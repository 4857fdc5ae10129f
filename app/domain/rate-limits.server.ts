import { UserError } from "~/services/user-error.server";
import { createHash } from "node:crypto";
import { desc, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { now } from "~/services/clock.server";

export type Limit = { key: string; max: number; windowMs: number };

/** A counter key that does not store the address or e-mail it is about. */
export function limitKey(kind: string, subject: string): string {
  return `${kind}:${createHash("sha256").update(subject).digest("hex").slice(0, 24)}`;
}

/** The refusal for a spent limit: a 429 that says when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): UserError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const message =
    retryAfterSeconds < 90
      ? `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`
      : `Too many attempts. Please try again in ${minutes} minutes.`;
  return new UserError(message, { status: 429, retryAfterSeconds });
}

function windowOf(limit: Limit, at: number) {
  return at - (at % limit.windowMs);
}

function countIn(key: string, windowStart: number): number {
  const row = getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`)
    .get();
  return row?.count ?? 0;
}

/**
 * Seconds until the sliding estimate drops below the limit, if nothing more is counted: first the
 * previous window's share fades, then (when this window alone is full) this window becomes the previous.
 */
function secondsUntilFree(limit: Limit, at: number, start: number, previous: number, current: number): number {
  const W = limit.windowMs;
  const free =
    current < limit.max
      ? start + W * (1 - (limit.max - current) / previous)
      : start + W + W * (1 - limit.max / current);
  return Math.max(1, Math.ceil((free - at) / 1000));
}

/**
 * Throws tooManyAttempts() when any limit is already used up; counts nothing.
 * A sliding window: this window's count plus the previous window's, weighted by how much of it still
 * overlaps the last windowMs. Fixed windows alone would let a client spend twice the limit across a
 * window edge (and would reset a throttle for everyone on the hour).
 * Counters are SQLite rows, so a restart does not reset them.
 */
export function assertWithinLimits(...limits: Limit[]): void {
  const at = now().getTime();
  for (const limit of limits) {
    const start = windowOf(limit, at);
    const current = countIn(limit.key, start);
    const previous = countIn(limit.key, start - limit.windowMs);
    const overlap = 1 - (at - start) / limit.windowMs;
    if (current + previous * overlap >= limit.max) {
      throw tooManyAttempts(secondsUntilFree(limit, at, start, previous, current));
    }
  }
}

/** Counts one use against each limit. */
export function countAgainstLimits(...limits: Limit[]): void {
  const at = now().getTime();
  const db = getDb();
  db.transaction((tx) => {
    for (const limit of limits) {
      const start = windowOf(limit, at);
      tx.insert(rateLimits)
        .values({ key: limit.key, windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .run();
    }
    // Windows older than the previous one of the longest limit (a day) are useless; drop them now
    // and then rather than on a timer.
    if (Math.random() < 0.01)
      tx.delete(rateLimits)
        .where(sql`${rateLimits.windowStart} < ${at - 3 * 24 * 3600_000}`)
        .run();
  }, WRITE);
}

/** Checks then counts: for actions where every attempt counts (sending codes). */
export function consumeLimits(...limits: Limit[]): void {
  assertWithinLimits(...limits);
  countAgainstLimits(...limits);
}

/**
 * At most one use per `cooldownMs`, counted from the last use rather than in fixed windows ("a new
 * code at most once a minute"). Throws tooManyAttempts() with the seconds left; otherwise records this use.
 */
export function consumeCooldown(key: string, cooldownMs: number): void {
  const at = now().getTime();
  getDb().transaction((tx) => {
    const last = tx
      .select({ at: rateLimits.windowStart })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${at - cooldownMs}`)
      .orderBy(desc(rateLimits.windowStart))
      .get();
    if (last) throw tooManyAttempts(Math.max(1, Math.ceil((last.at + cooldownMs - at) / 1000)));
    tx.insert(rateLimits).values({ key, windowStart: at, count: 1 }).onConflictDoNothing().run();
  }, WRITE);
}
