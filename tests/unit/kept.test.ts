import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeMark, databaseFile, getDb } from "~/db/client.server";
import { kept } from "~/services/kept.server";

// The one helper every module-level cache goes through (issue 34): a key, a bound, a time to live by the
// server's clock, and the database's change mark, which follows other processes' commits.

/** A build that counts its calls and gives that count. */
function counting() {
  const build = Object.assign(() => ++build.calls, { calls: 0 });
  return build;
}

afterEach(() => vi.useRealTimers());

describe("kept", () => {
  it("keeps a value by its key until its time to live has passed, by the server's clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    const values = kept<number>({ max: 10, ttlMs: 60_000 });
    const build = counting();
    expect(values.get("a", build)).toBe(1);
    vi.setSystemTime(new Date("2026-11-28T10:00:59Z"));
    expect(values.get("a", build)).toBe(1);
    expect(values.get("b", build)).toBe(2); // another key, another value
    vi.setSystemTime(new Date("2026-11-28T10:01:01Z"));
    expect(values.get("a", build)).toBe(3);
    expect(values.get("a", build)).toBe(3);
  });

  it("keeps at most `max` values, dropping the least recently used", () => {
    const values = kept<string>({ max: 2 });
    values.get("a", () => "a1");
    values.get("b", () => "b1");
    expect(values.get("a", () => "a2")).toBe("a1"); // now the most recent
    values.get("c", () => "c1"); // drops b
    expect(values.get("a", () => "a3")).toBe("a1");
    expect(values.get("b", () => "b2")).toBe("b2");
  });

  it("builds again after the database's change mark moved: this connection's write, or another process's", () => {
    getDb().$client.exec("create table if not exists kept_test (n integer)");
    const values = kept<number>({ max: 10, follows: changeMark });
    const count = () => getDb().$client.prepare("select count(*) from kept_test").pluck().get() as number;
    expect(values.get("rows", count)).toBe(0);
    getDb().$client.prepare("insert into kept_test values (1)").run();
    expect(values.get("rows", count)).toBe(1);
    const other = new Database(databaseFile()); // another process, as far as SQLite can tell
    try {
      other.prepare("insert into kept_test values (2)").run();
      expect(values.get("rows", count)).toBe(2);
      expect(values.get("rows", () => -1)).toBe(2); // nothing written since: kept
    } finally {
      other.close();
    }
  });

  it("gives everyone who asks during a build that one build, and forgets a build that failed", async () => {
    const values = kept<Promise<number>>({ max: 10 });
    let calls = 0;
    const build = () => Promise.resolve(++calls);
    const [first, second] = [values.get("a", build), values.get("a", build)];
    expect(second).toBe(first);
    expect(await first).toBe(1);
    const failing = values.get("b", () => Promise.reject(new Error("no")));
    await expect(failing).rejects.toThrow("no");
    expect(await values.get("b", build)).toBe(2);
  });

  it("forgets one key, or all", () => {
    const values = kept<number>({ max: 10 });
    const build = counting();
    values.get("a", build);
    values.get("b", build);
    values.forget("a");
    expect([values.get("a", build), values.get("b", build)]).toEqual([3, 2]);
    values.forget();
    expect(values.get("b", build)).toBe(4);
  });
});
