import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cachingStatements } from "~/db/statement-cache.server";
import {
  addTime,
  requestTiming,
  serverTimingValue,
  timeRequest,
  timeSpent,
  type RequestTiming,
} from "~/services/request-timing.server";

// The per-request record behind the Server-Timing header (docs/decisions/048-server-timing.md).

const connection = new Database(":memory:");
connection.exec("create table t (n integer)");
const client = cachingStatements(connection);
const insert = client.prepare("insert into t values (?)");
const count = client.prepare("select count(*) as n from t");

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A request that runs `statements` statements, each after a pause that lets the other requests run. */
async function request(statements: number, rank: boolean): Promise<RequestTiming> {
  return timeRequest(async (timing) => {
    for (let i = 0; i < statements; i++) {
      await tick();
      insert.run(i);
    }
    // Deeper in, after awaits, in a promise chain started by the request: still this request's.
    await Promise.resolve().then(async () => {
      await tick();
      if (rank) timeSpent("ranking", () => count.get());
    });
    return timing;
  });
}

describe("request timing", () => {
  it("adds each statement's time to the request it runs for, and keeps concurrent requests apart", async () => {
    const [three, one, none] = await Promise.all([request(3, true), request(1, false), request(0, false)]);
    expect(three.statements).toBe(4); // three inserts and the count
    expect(one.statements).toBe(1);
    expect(none.statements).toBe(0);
    expect(three.ranking).toBeGreaterThanOrEqual(0);
    expect(one.ranking).toBeNull();
    expect(none.db).toBe(0);
    expect(three.db).toBeGreaterThan(0);
    expect(three.db).toBeGreaterThanOrEqual(three.ranking!); // the ranking's statement is database time too
  });

  it("measures nothing outside a request, and statements still answer there", () => {
    expect(requestTiming()).toBeUndefined();
    insert.run(9);
    expect(count.get()).toEqual({ n: expect.any(Number) });
    expect(timeSpent("ranking", () => 7)).toBe(7);
    addTime("render", 5); // no request: dropped, not thrown
    expect(requestTiming()).toBeUndefined();
  });

  it("counts a failed statement and a failed ranking, and lets the error through", () => {
    const timing = timeRequest((timing) => {
      expect(() => client.prepare("insert into t values (?, ?)")).toThrow(); // SQLite refuses it at prepare
      expect(() => timeSpent("ranking", () => insert.run({}))).toThrow(); // a named parameter it does not have
      return timing;
    });
    expect(timing.statements).toBe(1);
    expect(timing.ranking).not.toBeNull();
  });

  it("adds up repeated work of one kind", () => {
    const timing = timeRequest((timing) => {
      addTime("render", 1.5);
      addTime("render", 2.25);
      return timing;
    });
    expect(timing.render).toBe(3.75);
  });

  it("writes the header with what occurred, durations in milliseconds to two decimals", () => {
    const base = { started: 100, db: 0, statements: 0, ranking: null, render: null };
    expect(serverTimingValue(base, 104.5)).toBe("total;dur=4.50");
    expect(serverTimingValue({ ...base, db: 1.234, statements: 9, ranking: 0.4, render: 2.1 }, 104.5)).toBe(
      'db;dur=1.23;desc="9 queries", ranking;dur=0.40, render;dur=2.10, total;dur=4.50',
    );
    expect(serverTimingValue({ ...base, db: 0.2, statements: 1 }, 101)).toBe(
      'db;dur=0.20;desc="1 query", total;dur=1.00',
    );
  });
});
