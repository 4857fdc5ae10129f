import { getDb, type Db } from "./client.server";

/**
 * A query Drizzle builds once per database connection, then runs with `sql.placeholder` values. Building a
 * query's SQL (Drizzle's `_prepare`) costs several times what SQLite spends reading a row by its key: the
 * reads every member page makes (its session, its member, the unread count) were built on every answer
 * (issue 43's profile: about 4% of the member listing's CPU). Kept per connection (a WeakMap), so a database
 * opened again (the tests) gets its own. Placeholder values reach SQLite as they are: pass what the column
 * stores (a Date column's milliseconds, a boolean's 0 or 1).
 */
export function preparedOnce<Query>(build: (db: Db) => Query): () => Query {
  const byConnection = new WeakMap<Db, Query>();
  return () => {
    const db = getDb();
    let query = byConnection.get(db);
    if (query === undefined) byConnection.set(db, (query = build(db)));
    return query;
  };
}
