import { LRUCache } from "lru-cache";
import { now } from "./clock.server";

// What the server keeps in memory of what it read or made, in one vocabulary (issue 34): lru-cache holds the
// values, by key, at most `max` of them; this adds the database's change mark and the sharing of a build.

export type KeptOptions = {
  /** How many values at most: past it, the least recently used goes (keys a client can vary need a bound). */
  max: number;
  /** How long a value is good, by the server's clock (app/services/clock.server.ts, which the tests move). */
  ttlMs?: number;
  /**
   * What the values follow: when it reads other than it did, every kept value is dropped and built again. For
   * values read from the database, its change mark (app/db/client.server.ts): several processes write the file
   * (decision 016), and the mark moves with their commits too.
   */
  follows?: () => unknown;
};

export type Kept<Value> = {
  /**
   * The value kept under `key`, else `build()`'s, kept. The mark is read before the build, so a write during an
   * asynchronous one leaves its value marked as older: the next ask builds again. A promise is kept as it is, so
   * everyone who asks during the build waits for that one build; one that fails is dropped, and the next ask tries
   * again.
   */
  get(key: string, build: () => Value): Value;
  /** Drops the value under `key`, or every value: the next ask builds. */
  forget(key?: string): void;
};

/** The server's clock for lru-cache's time to live (it would read performance.now(), which the tests cannot move). */
const clock = { now: () => now().getTime() };

export function kept<Value extends NonNullable<unknown>>({ max, ttlMs, follows }: KeptOptions): Kept<Value> {
  // ttlResolution 0: the clock is read on each ask, not remembered for a millisecond (a test moves it in between).
  const values = new LRUCache<string, Value>({ max, ttl: ttlMs, ttlResolution: 0, perf: clock });
  let mark: unknown;
  return {
    get(key, build) {
      if (follows) {
        const current = follows();
        if (current !== mark) {
          values.clear();
          mark = current;
        }
      }
      const found = values.get(key);
      if (found !== undefined) return found;
      const built = build();
      values.set(key, built);
      if (built instanceof Promise) built.catch(() => values.peek(key) === built && values.delete(key));
      return built;
    },
    forget(key) {
      if (key === undefined) values.clear();
      else values.delete(key);
    },
  };
}
