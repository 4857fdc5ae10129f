import type Database from "better-sqlite3";
import { kept } from "~/services/kept.server";
import { requestTiming } from "~/services/request-timing.server";

/** The part of a statement Drizzle uses, each execution timed for the request it runs for. */
export type TimedStatement = Pick<Database.Statement, "reader" | "run" | "get" | "all"> & {
  raw(toggleState?: boolean): TimedStatement;
};

/** What Drizzle's better-sqlite3 session asks of its client (statements, transactions), and a way to forget. */
export type CachingClient = Pick<Database.Database, "transaction"> & {
  prepare(source: string): TimedStatement;
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
  const statements = kept<TimedStatement>({ max: limit });
  return {
    prepare(source: string) {
      const statement = statements.get(source, () => timedStatement(connection.prepare(source)));
      // Drizzle switches a statement to arrays (raw) when it maps columns itself and never back.
      if (statement.reader) statement.raw(false);
      return statement;
    },
    transaction: (fn) => connection.transaction(fn),
    forget: () => statements.forget(),
  } as CachingClient;
}

/**
 * Every statement Drizzle runs passes here, so this is where a request's database time is added up for its
 * Server-Timing header (docs/decisions/048-server-timing.md): two clock reads and two additions per execution,
 * none outside a timed request. The wrapper is made once per compiled statement and kept with it. Drizzle's
 * better-sqlite3 session calls run, get, all and raw only (iterate has no single time to take).
 */
function timedStatement(statement: Database.Statement): TimedStatement {
  const timed: TimedStatement = {
    get reader() {
      return statement.reader;
    },
    // better-sqlite3 takes raw() as raw(true), and refuses raw(undefined).
    raw(toggleState = true) {
      statement.raw(toggleState);
      return timed;
    },
    run: (...params) => execute(statement, "run", params),
    get: (...params) => execute(statement, "get", params),
    all: (...params) => execute(statement, "all", params),
  };
  return timed;
}

function execute<Method extends "run" | "get" | "all">(
  statement: Database.Statement,
  method: Method,
  params: unknown[],
): ReturnType<Database.Statement[Method]> {
  const timing = requestTiming();
  if (!timing) return statement[method](...params) as ReturnType<Database.Statement[Method]>;
  const started = performance.now();
  try {
    return statement[method](...params) as ReturnType<Database.Statement[Method]>;
  } finally {
    timing.db += performance.now() - started;
    timing.statements++;
  }
}
