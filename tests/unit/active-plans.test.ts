import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { planActivations } from "~/db/schema";
import { activePlans } from "~/domain/plans/active-plans.server";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";

// Issue 40, item 5 (docs/product-rules.md §35): /admin/plans lists the plans in force now, the soonest to end
// first; plans ended, cancelled or still to come are not listed. The clock is held at 10:00 in India.

const T0 = new Date("2026-11-24T04:30:00Z");
const DAY = 24 * 3600_000;
const days = (n: number) => new Date(T0.getTime() + n * DAY);

beforeAll(() => insertMembersInBulk([1, 2, 3, 4, 5].map((n) => memberRow(n, { unqId: n }))));
afterEach(() => vi.useRealTimers());

function plan(memberUnqId: number, plan: "premium" | "elite", from: number, to: number) {
  getDb()
    .insert(planActivations)
    .values({ memberUnqId, plan, startsAt: days(from), endsAt: days(to), createdAt: days(from) })
    .run();
}

describe("the page of active plans", () => {
  it("lists the plans in force, soonest to end first, with the member", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
    plan(1, "premium", -100, 80); // in force, ends later
    plan(2, "elite", -170, 10); // in force, ends soonest
    plan(3, "premium", -200, -20); // ended
    plan(4, "premium", 5, 185); // to come
    plan(5, "elite", -30, -30); // cancelled before it began
    expect(activePlans().map(({ unqId, plan, endsAt }) => ({ unqId, plan, endsAt }))).toEqual([
      { unqId: 2, plan: "elite", endsAt: days(10) },
      { unqId: 1, plan: "premium", endsAt: days(80) },
    ]);
    expect(activePlans()[0]).toMatchObject({ fullName: memberRow(2).fullName, publicId: memberRow(2).publicId });

    // Eleven days on, the elite plan has ended and leaves the page; the one to come has begun and joins it.
    vi.setSystemTime(days(11));
    expect(activePlans().map((p) => p.unqId)).toEqual([1, 4]);
  });
});
