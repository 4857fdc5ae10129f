import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { lastActiveOf, lastActiveShown, noteActiveToday } from "~/domain/accounts/last-active.server";
import { addMember } from "../support/match-members";

// "Active today" (docs/product-rules.md §27a, decision 047): the day a member was last served a page signed in, in
// India's calendar, written at most once a day, and shown by the day, never the hour.

const stored = (unqId: number) =>
  getDb().select({ day: members.lastActiveOn }).from(members).where(eq(members.unqId, unqId)).get()!.day;

/** How many rows the next statement changed: SQLite's own count, so a write that matched nothing shows as 0. */
const writesDuring = (run: () => void) => {
  const before = getDb().$client.prepare("select total_changes() as n").get() as { n: number };
  run();
  const after = getDb().$client.prepare("select total_changes() as n").get() as { n: number };
  return after.n - before.n;
};

afterEach(() => vi.useRealTimers());

describe("last active", () => {
  it("writes the day once, on the member's first request of it, in India's calendar", () => {
    const member = addMember();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T20:00:00Z")); // 01:30 on the 29th in India
    expect(writesDuring(() => noteActiveToday(findActiveMember(member)!))).toBe(1);
    expect(stored(member)).toBe("2026-11-29");
    vi.setSystemTime(new Date("2026-11-29T15:00:00Z")); // 20:30 the same day in India
    expect(writesDuring(() => noteActiveToday(findActiveMember(member)!))).toBe(0);
    vi.setSystemTime(new Date("2026-11-30T04:00:00Z"));
    expect(writesDuring(() => noteActiveToday(findActiveMember(member)!))).toBe(1);
    expect(stored(member)).toBe("2026-11-30");
  });

  it("words it by the day, the week, or more than a month", () => {
    const today = "2026-11-29";
    expect(lastActiveShown(null, today)).toBeNull();
    expect(lastActiveShown("2026-11-29", today)?.when).toBe("today");
    expect(lastActiveShown("2026-11-28", today)?.when).toBe("yesterday");
    expect(lastActiveShown("2026-11-23", today)?.when).toBe("thisWeek");
    expect(lastActiveShown("2026-11-22", today)).toEqual({ when: "weeksAgo", weeks: 1 });
    expect(lastActiveShown("2026-11-08", today)).toEqual({ when: "weeksAgo", weeks: 3 });
    expect(lastActiveShown("2026-10-29", today)?.when).toBe("longAgo");
  });

  it("is not told of a member who hid their profile", () => {
    const member = addMember();
    noteActiveToday(findActiveMember(member)!);
    expect(lastActiveOf(member)?.when).toBe("today");
    getDb().update(members).set({ hidden: true }).where(eq(members.unqId, member)).run();
    expect(lastActiveOf(member)).toBeNull();
  });
});
