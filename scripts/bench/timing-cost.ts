import Database from "better-sqlite3";
import { cachingStatements } from "~/db/statement-cache.server";
import { serverTimingValue, timeRequest } from "~/services/request-timing.server";

// What Server-Timing costs (docs/decisions/048-server-timing.md): a primary-key read, as the pages run dozens of,
// straight on better-sqlite3 and through the timed statements outside and inside a request; and a request's own
// share (its record, AsyncLocalStorage, the header). `npx tsx scripts/bench/timing-cost.ts`; medians of 7 rounds.

const READS = 200_000;
const HEADERS = 200_000;
const ROUNDS = 7;

const connection = new Database(":memory:");
connection.exec("create table t (id integer primary key, name text, city text, age integer)");
const insert = connection.prepare("insert into t values (?, ?, ?, ?)");
for (let id = 1; id <= 1000; id++) insert.run(id, `name ${id}`, `city ${id % 40}`, 20 + (id % 30));
const source = "select id, name, city, age from t where id = ?";
const plain = connection.prepare(source);
const timed = cachingStatements(connection).prepare(source);

/**
 * Nanoseconds per call of each variant: `calls` calls, in ROUNDS rounds taking turns (the machine's noise spread over
 * all of them), the median round.
 */
function nsPerCall(calls: number, variants: Record<string, (i: number) => unknown>): Record<string, number> {
  const rounds: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of Object.entries(variants)) {
      const loop = () => {
        const started = process.hrtime.bigint();
        for (let i = 0; i < calls; i++) run(i);
        rounds[name].push(Number(process.hrtime.bigint() - started) / calls);
      };
      // "in a request": the whole loop in one, as a page's statements are.
      if (name.endsWith("in a request")) timeRequest(loop);
      else loop();
    }
  }
  return Object.fromEntries(Object.entries(rounds).map(([name, ns]) => [name, ns.sort((a, b) => a - b)[ROUNDS >> 1]]));
}

const id = (i: number) => (i % 1000) + 1;
const read = nsPerCall(READS, {
  "better-sqlite3 alone": (i) => plain.get(id(i)),
  "timed statement, no request": (i) => timed.get(id(i)),
  "timed statement, in a request": (i) => timed.get(id(i)),
  "a request's record and context": (i) => timeRequest(() => id(i)),
});
const header = nsPerCall(HEADERS, {
  "the header, 9 statements and a render": () =>
    serverTimingValue({ started: 0, db: 1.234, statements: 9, ranking: null, render: 2.5 }, 5),
});

for (const [name, ns] of Object.entries({ ...read, ...header })) console.info(`${name.padEnd(40)} ${ns.toFixed(0)} ns`);
