import type Database from "better-sqlite3";
import { kept } from "~/services/kept.server";

/** What Drizzle's better-sqlite3 session asks of its client (statements, transactions), and a way to forget. */
export type CachingClient = Pick<Database.Database, "prepare" | "transaction"> & {
  /** Drops every kept statement: the next use of each text prepares it on the connection again. */
  forget(): void;
};

/**
 * Drizzle prepares every query it runs, and better-sqlite3's prepare (SQLite compiling the SQL) was about
 * 5% of a listing page's CPU (decision 018). Pages run the same few dozen SQL texts again and again, with
 * other parameters, so the compiled statements are kept by their text (kept(), app/services/kept.server.ts), the
 * least recently used dropped past `limit` (texts vary with the number of ids in an `in (…)` list, so the set is
 * not closed).
 * Drizzle alone uses this client: `db.$client` stays the connection, for the code that iterates a
 * statement or sets its own modes.
 */
export function cachingStatements(connection: Database.Database, limit = 500): CachingClient {
  const statements = kept<Database.Statement>({ max: limit });
  return {
    prepare(source: string) {
      const statement = statements.get(source, () => connection.prepare(source));
      // Drizzle switches a statement to arrays (raw) when it maps columns itself and never back.
      if (statement.reader) statement.raw(false);
      return statement;
    },
    transaction: (fn) => connection.transaction(fn),
    forget: () => statements.forget(),
  } as CachingClient;
}
