import { UserError } from "~/services/user-error.server";
import { createHash } from "node:crypto";
import ipaddr from "ipaddr.js";
import { desc, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { rateLimits } from "~/db/schema-codes";
import { now } from "~/services/clock.server";

export type Limit = { key: string; max: number; windowMs: number };

/** A counter key that does not store the address or e-mail it is about. */
export function limitKey(kind: string, subject: string): string {
  return `${kind}:${createHash("sha256").update(subject).digest("hex").slice(0, 24)}`;
}

/**
 * A per-client counter's key: an IPv6 address counted by its /64, the block one home or phone is given (counted
 * address by address, one host could try 2^64 of them); an IPv4 address, or one mapped into IPv6, whole.
 */
export function clientLimitKey(kind: string, clientIp: string): string {
  if (!ipaddr.isValid(clientIp)) return limitKey(kind, clientIp);
  const address = ipaddr.process(clientIp);
  if (address.kind() === "ipv4") return limitKey(kind, address.toString());
  return limitKey(kind, `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`);
}

/**
 * Forgets every counter kept about `subject` (whatever the limit's kind): for an account's erasure, which leaves
 * no hash of the address behind.
 */
export function forgetCountersAbout(subject: string): void {
  const suffix = limitKey("", subject);
  getDb()
    .delete(rateLimits)
    .where(sql`substr(${rateLimits.key}, ${-suffix.length}) = ${suffix}`)
    .run();
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

const DAY_MS = 24 * 3600_000;

/**
 * The refusal of one more use when `perDay` were made in the last 24 hours, else undefined: `uses` are those uses'
 * times (ms, oldest first). The next is possible when the oldest that keeps the count at the cap is a day old;
 * `refusal` words it from the wait ("5 hours", "40 minutes": messages.json translates both).
 */
export function beyondDailyAllowance(
  uses: readonly number[],
  perDay: number,
  at: number,
  refusal: (wait: string) => string,
): UserError | undefined {
  if (uses.length < perDay) return undefined;
  const freeAt = uses[uses.length - perDay] + DAY_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - at) / 1000));
  const wait = seconds < 90 * 60 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.ceil(seconds / 3600)} hours`;
  return new UserError(refusal(wait), { status: 429, retryAfterSeconds: seconds });
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
 * The refusal when `limit` is used up at `at` with `current` uses already counted in this window, else
 * undefined. A sliding window: this window's count plus the previous window's, weighted by how much of
 * it still overlaps the last windowMs. Fixed windows alone would let a client spend twice the limit
 * across a window edge (and would reset a throttle for everyone on the hour).
 */
function refusal(limit: Limit, at: number, current: number) {
  const start = windowOf(limit, at);
  const previous = countIn(limit.key, start - limit.windowMs);
  const overlap = 1 - (at - start) / limit.windowMs;
  if (current + previous * overlap < limit.max) return undefined;
  return tooManyAttempts(secondsUntilFree(limit, at, start, previous, current));
}

/**
 * Windows older than the previous one of the longest limit (a day) are useless; drop them now and then
 * rather than on a timer. Call inside the counting transaction.
 */
function forgetOldWindows(at: number): void {
  if (Math.random() < 0.01)
    getDb()
      .delete(rateLimits)
      .where(sql`${rateLimits.windowStart} < ${at - 3 * 24 * 3600_000}`)
      .run();
}

/**
 * Counts one attempt against every limit and then checks them, in one immediate transaction: a burst of
 * simultaneous attempts (even from another process on the same database) is counted one by one, so no more
 * than the limit get through, however long checking each one then takes (docs/product-rules.md §13).
 * When a limit is spent it throws tooManyAttempts() and counts nothing (the transaction rolls back).
 * Returns a function that gives this attempt back, for an attempt that turns out not to be a failure.
 * Counters are SQLite rows, so a restart does not reset them.
 */
export function consumeWithinLimits(...limits: Limit[]): () => void {
  const at = now().getTime();
  getDb().transaction((tx) => {
    for (const limit of limits) {
      const { count } = tx
        .insert(rateLimits)
        .values({ key: limit.key, windowStart: windowOf(limit, at), count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count })
        .get();
      // The uses before this one decide.
      const error = refusal(limit, at, count - 1);
      if (error) throw error;
    }
    forgetOldWindows(at);
  }, WRITE);
  let givenBack = false;
  return () => {
    if (givenBack) return;
    givenBack = true;
    getDb().transaction((tx) => {
      for (const limit of limits) {
        tx.update(rateLimits)
          .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
          .where(sql`${rateLimits.key} = ${limit.key} and ${rateLimits.windowStart} = ${windowOf(limit, at)}`)
          .run();
      }
    }, WRITE);
  };
}

/**
 * At most one use per `cooldownMs`, counted from the last use rather than in fixed windows ("a new
 * code at most once a minute"). Throws tooManyAttempts() with the seconds left; otherwise records this use
 * and returns a function that takes it back (a code the provider did not take spends nothing, §38).
 */
export function consumeCooldown(key: string, cooldownMs: number): () => void {
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
  return () => {
    getDb()
      .delete(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${at}`)
      .run();
  };
}

/**
 * Records one use at its own time `at` (not in a window), for a limit that counts uses in the last day
 * from rows of their own: the connection requests a member withdrew still count against their allowance.
 * Call inside the transaction of the change it records.
 */
export function recordUseAt(key: string, at: Date): void {
  getDb()
    .insert(rateLimits)
    .values({ key, windowStart: at.getTime(), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .run();
}

/** The times of the uses recordUseAt() recorded under `key` after `since`, one entry per use. */
export function usesSince(key: string, since: Date): Date[] {
  return getDb()
    .select({ at: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${since.getTime()}`)
    .all()
    .flatMap(({ at, count }) => Array.from({ length: count }, () => new Date(at)));
}
