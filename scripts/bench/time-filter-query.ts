// Times the listing's filter function (app/domain/listing/listing.server.ts) directly
// against the seeded database in DATA_DIR, as a member filtering by city and
// age would. Prints one JSON line; the bench runs it once per DATA_DIR because
// the database connection is opened once per process.
import { parseArgs } from "node:util";
import { closeDatabase, getDb } from "~/db/client.server";
import type { ListingQuery } from "~/forms/listing";
import { countMembers } from "../demo-members";
import { listedIds, listProfiles } from "~/domain/listing/listing.server";
import { listCities } from "~/domain/listing/places.server";
import { percentile } from "./statistics";

const { values } = parseArgs({ options: { calls: { type: "string", default: "300" } } });
const calls = Number(values.calls);

// A male member looks at women, the most common filtered listing.
const [lookerId] = listedIds(null, { gender: "Male" });
if (lookerId === undefined) throw new Error("time-filter-query: DATA_DIR has no male member; seed it first");
const cities = listCities().map((c) => c.city);

// Vary city and age so no single answer stays hot in SQLite's page cache alone.
// A new search each call: the kept totals (decision 018) would answer a repeated one without counting.
const filterFor = (i: number): ListingQuery => ({ cityOrState: cities[i % cities.length], ageUpTo: 25 + (i % 14) });
const recount = () => getDb().$client.prepare("update members set age = age where unq_id = ?").run(lookerId);
for (let i = 0; i < 20; i++) listProfiles({ unqId: lookerId, gender: "Male" }, filterFor(i)); // warm up

// Wall time, and this process's CPU time: SQLite answers synchronously from
// cached pages, so CPU is the query's cost even while other work on the
// machine makes the process wait for a core.
const timings: number[] = [];
const cpuTimings: number[] = [];
for (let i = 0; i < calls; i++) {
  recount();
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  listProfiles({ unqId: lookerId, gender: "Male" }, filterFor(i));
  const cpu = process.cpuUsage(cpuStarted);
  timings.push(performance.now() - started);
  cpuTimings.push((cpu.user + cpu.system) / 1000);
}
console.log(
  JSON.stringify({
    members: countMembers(),
    calls,
    medianMs: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    cpuMedianMs: percentile(cpuTimings, 50),
  }),
);
closeDatabase();
