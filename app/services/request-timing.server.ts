import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one request spent where, in milliseconds, for its Server-Timing header (docs/decisions/048-server-timing.md).
 * Filled by the code doing the work, which is handed nothing: the statements (app/db/statement-cache.server.ts), the
 * ranking (app/domain/matching/matching.server.ts) and the page's render (app/entry.server.tsx) find the request's
 * record through AsyncLocalStorage, and the HTTP app writes the header once, as the answer's headers go out.
 */
export type RequestTiming = {
  /** performance.now() when the app took the request. */
  readonly started: number;
  /** Time executing SQLite statements, and how many ran. */
  db: number;
  statements: number;
  /** Null while none happened: a metric that did not occur is left out of the header. */
  ranking: number | null;
  render: number | null;
};

export type TimedWork = "ranking" | "render";

const currentRequest = new AsyncLocalStorage<RequestTiming>();

/** Runs `handle` (and everything it starts, synchronously or not) as one timed request. */
export function timeRequest<T>(handle: (timing: RequestTiming) => T): T {
  const timing: RequestTiming = { started: performance.now(), db: 0, statements: 0, ranking: null, render: null };
  return currentRequest.run(timing, handle, timing);
}

/** The timing of the request this code runs for; undefined outside one (jobs, scripts, a POST). */
export const requestTiming = (): RequestTiming | undefined => currentRequest.getStore();

/** Adds `ms` of `work` to the current request, if any. */
export function addTime(work: TimedWork, ms: number): void {
  const timing = currentRequest.getStore();
  if (timing) timing[work] = (timing[work] ?? 0) + ms;
}

/** Runs `run`, counting its time as `work` of the current request (nothing is measured outside one). */
export function timeSpent<T>(work: TimedWork, run: () => T): T {
  const timing = currentRequest.getStore();
  if (!timing) return run();
  const started = performance.now();
  try {
    return run();
  } finally {
    timing[work] = (timing[work] ?? 0) + performance.now() - started;
  }
}

const ms = (value: number): string => value.toFixed(2);

/**
 * The Server-Timing value (https://www.w3.org/TR/server-timing/): `db;dur=1.23;desc="9 queries", ranking;dur=0.40,
 * render;dur=2.10, total;dur=4.50`. Total runs from `timing.started` to `now`; the others overlap it (and ranking's
 * own few statements are in db as well).
 */
export function serverTimingValue(timing: RequestTiming, now = performance.now()): string {
  let value = "";
  if (timing.statements > 0) {
    const queries = timing.statements === 1 ? "1 query" : `${timing.statements} queries`;
    value = `db;dur=${ms(timing.db)};desc="${queries}", `;
  }
  if (timing.ranking !== null) value += `ranking;dur=${ms(timing.ranking)}, `;
  if (timing.render !== null) value += `render;dur=${ms(timing.render)}, `;
  return `${value}total;dur=${ms(now - timing.started)}`;
}
