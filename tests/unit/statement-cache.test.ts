import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { cachingStatements } from "~/db/statement-cache.server";

describe("cachingStatements", () => {
  const connection = new Database(":memory:");
  connection.exec("create table if not exists t (n integer)");
  afterEach(() => connection.exec("delete from t"));

  it("compiles a SQL text once and gives its statement back in its default mode", () => {
    const client = cachingStatements(connection);
    const first = client.prepare("select n from t where n > ?");
    connection.exec("insert into t values (1), (2), (3)");
    first.raw(true); // as Drizzle does when it maps the columns itself
    expect(first.all(1)).toEqual([[2], [3]]);
    const again = client.prepare("select n from t where n > ?");
    expect(again).toBe(first);
    expect(again.all(2)).toEqual([{ n: 3 }]);
    expect(again.raw().get(2)).toEqual([3]); // Drizzle's get and values: raw() means raw(true)
    expect(client.prepare("select n from t where n > ?").get(2)).toEqual({ n: 3 });
  });

  it("keeps the most recently used texts up to its limit", () => {
    const client = cachingStatements(connection, 2);
    const a = client.prepare("select 1");
    const b = client.prepare("select 2");
    expect(client.prepare("select 1")).toBe(a); // now the most recent
    client.prepare("select 3"); // drops "select 2", the least recently used
    expect(client.prepare("select 1")).toBe(a);
    expect(client.prepare("select 2")).not.toBe(b);
  });

  it("runs transactions on the connection", () => {
    const client = cachingStatements(connection);
    const insert = client.prepare("insert into t values (?)");
    expect(() =>
      client.transaction(() => {
        insert.run(7);
        throw new Error("rolled back");
      })(),
    ).toThrow("rolled back");
    client.transaction(() => insert.run(8)).immediate();
    expect(connection.prepare("select n from t").pluck().all()).toEqual([8]);
  });
});
