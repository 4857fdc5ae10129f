import type Database from "better-sqlite3";
import { forgetPreparedStatements } from "~/db/client.server";

// Records every SQL statement a piece of domain code runs on the app's connection, with its parameters
// and the CPU time SQLite spent in it: the query plan test explains exactly these statements, and the
// matches bench splits a page's time into SQL and JavaScript with it.

export type ProbedStatement = { sql: string; params: unknown[]; cpuMs: number };

const RUNS = ["run", "get", "all", "iterate"] as const;

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * Runs `work` with `client.prepare` watched; returns what it returned and the statements it ran. Drizzle's
 * kept statements are forgotten before and after, so every text `work` runs is prepared (and watched)
 * here, and no watched statement outlives the probe.
 */
export function probeStatements<T>(
  client: Database.Database,
  work: () => T,
): { result: T; statements: ProbedStatement[] } {
  const statements: ProbedStatement[] = [];
  const prepare = client.prepare;
  forgetPreparedStatements();
  client.prepare = function probedPrepare(this: Database.Database, source: string) {
    const statement = prepare.call(this, source) as Database.Statement;
    for (const method of RUNS) {
      const original = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      Object.defineProperty(statement, method, {
        value: (...params: unknown[]) => {
          const record: ProbedStatement = { sql: source, params, cpuMs: 0 };
          statements.push(record);
          const start = process.cpuUsage();
          const answer = original(...params);
          record.cpuMs += cpuMsSince(start);
          if (method !== "iterate") return answer;
          // An iterator's rows are read as the caller walks it: time each step.
          const rows = answer as IterableIterator<unknown>;
          return {
            [Symbol.iterator]() {
              return this;
            },
            next() {
              const stepStart = process.cpuUsage();
              const step = rows.next();
              record.cpuMs += cpuMsSince(stepStart);
              return step;
            },
            return(value?: unknown) {
              return rows.return?.(value) ?? { done: true, value };
            },
          };
        },
      });
    }
    return statement;
  } as typeof client.prepare;
  try {
    return { result: work(), statements };
  } finally {
    client.prepare = prepare;
    forgetPreparedStatements();
  }
}
