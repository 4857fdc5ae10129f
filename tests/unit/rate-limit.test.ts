import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UserError } from "~/services/user-error.server";
import { clientLimitKey, consumeWithinLimits, limitKey, type Limit } from "~/domain/accounts/rate-limits.server";

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

describe("per-client keys", () => {
  it("count an IPv6 client by its /64, and IPv4 (mapped or not) by the whole address", () => {
    const home = clientLimitKey("grievance:client", "2001:db8:1:2::1");
    expect(clientLimitKey("grievance:client", "2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe(home);
    expect(clientLimitKey("grievance:client", "2001:db8:1:3::1")).not.toBe(home);
    expect(clientLimitKey("grievance:client", "::ffff:192.0.2.7")).toBe(
      clientLimitKey("grievance:client", "192.0.2.7"),
    );
    expect(clientLimitKey("grievance:client", "192.0.2.8")).not.toBe(clientLimitKey("grievance:client", "192.0.2.7"));
    // Not an address (a test's "unknown"): counted as it is.
    expect(clientLimitKey("grievance:client", "unknown")).toBe(limitKey("grievance:client", "unknown"));
  });

  it("refuse the 21st complaint from any address of one IPv6 /64 within the hour", () => {
    vi.setSystemTime(new Date("2027-01-01T10:00:00Z"));
    const from = (n: number): Limit => ({
      key: clientLimitKey("test:client", `2001:db8:9:9::${n}`),
      max: 20,
      windowMs: HOUR,
    });
    for (let n = 1; n <= 20; n++) expect(attempt(from(n))).toBe("ok");
    expect(attempt(from(21))).toBeGreaterThan(0);
  });
});
