import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UserError } from "~/services/user-error.server";
import { consumeWithinLimits, type Limit } from "~/domain/accounts/rate-limits.server";

const HOUR = 3600_000;
const limit = (key: string): Limit => ({ key, max: 10, windowMs: HOUR });

function attempt(l: Limit): number | "ok" {
  try {
    consumeWithinLimits(l);
    return "ok";
  } catch (error) {
    if (error instanceof UserError && error.status === 429) return error.retryAfterSeconds!;
    throw error;
  }
}

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("sliding-window limits", () => {
  it("do not reset on the hour: a client who used the limit at 10:59 gets one more use at 11:00, not ten", () => {
    vi.setSystemTime(new Date("2026-11-22T10:59:00Z"));
    for (let i = 0; i < 10; i++) expect(attempt(limit("edge"))).toBe("ok");
    expect(attempt(limit("edge"))).toBeGreaterThan(0);
    vi.setSystemTime(new Date("2026-11-22T11:00:30Z"));
    const results = Array.from({ length: 10 }, () => attempt(limit("edge")));
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    // The previous window's ten (weighted by their overlap) fade until a second fits at 11:06.
    expect(results[1]).toBe(330);
  });

  it("give uses back as the previous window slides out", () => {
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    for (let i = 0; i < 10; i++) consumeWithinLimits(limit("fade"));
    vi.setSystemTime(new Date("2026-11-22T13:30:00Z"));
    // Half the previous window still overlaps the last hour: 5 of its 10 count, 5 uses are left.
    const results = Array.from({ length: 6 }, () => attempt(limit("fade")));
    expect(results.slice(0, 5)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(results[5]).toBeGreaterThan(0);
    vi.setSystemTime(new Date("2026-11-22T15:00:01Z"));
    expect(attempt(limit("fade"))).toBe("ok");
  });

  it("keep separate counters per key", () => {
    vi.setSystemTime(new Date("2026-11-22T16:00:00Z"));
    for (let i = 0; i < 10; i++) consumeWithinLimits(limit("one"));
    expect(attempt(limit("one"))).toBeGreaterThan(0);
    expect(attempt(limit("two"))).toBe("ok");
  });
});
