// Times /matches' domain call (listMatches, app/domain/matching/matching.server.ts) directly against the seeded
// database in DATA_DIR, for a member with partner preferences: the first page cold (no window of their ranking
// kept: decision 049), a later one as a member paging forward reads it (the window kept), and a middle and the
// last page cold. Each page's CPU time is split into SQLite's (every statement it runs, through the statement
// probe) and the JavaScript ranking's (the rest); the index build is timed apart. Prints one JSON line; pages[0]
// is the first page and pages[1] the later one (report.ts reads them so).
import { parseArgs } from "node:util";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { closeDatabase, getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { partnerPreferences } from "~/db/schema-matching";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { forgetMatchIndex, matchIndex } from "~/domain/matching/match-index.server";
import { listMatches } from "~/domain/matching/matching.server";
import { forgetRankedWindows } from "~/domain/matching/ranked-windows.server";
import { countMembers } from "../demo-members";
import { percentile } from "./statistics";
import { probeStatements } from "./statement-probe";
import type { MatchesTiming } from "./matches-report";

const { values } = parseArgs({ options: { calls: { type: "string", default: "100" } } });
const calls = Number(values.calls);
const PAGE_SIZE = 20; // the page's own

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

// The first man who set preferences in most parts: the ranking's costliest case.
const viewerRow = getDb()
  .select({ unqId: members.unqId })
  .from(members)
  .innerJoin(partnerPreferences, eq(partnerPreferences.memberUnqId, members.unqId))
  .where(and(eq(members.gender, "Male"), gt(partnerPreferences.setCount, 3), sql`${members.blockByAdmin} = 0`))
  .limit(1)
  .get();
if (!viewerRow) throw new Error("time-matches: no man with preferences in DATA_DIR; seed it first (npm run db:seed)");
const viewer = findActiveMember(viewerRow.unqId)!;

const builds: number[] = [];
for (let i = 0; i < 3; i++) {
  forgetMatchIndex();
  const started = process.cpuUsage();
  matchIndex();
  builds.push(cpuMs(started));
}

const { pages, total } = listMatches(viewer, 1, PAGE_SIZE);
// Cold: the viewer's ranking forgotten before each call. Paging forward: page 1 read first (untimed), as the
// member did before they asked for page 2.
const pagesToTime = [
  { label: "first", page: 1, before: forgetRankedWindows },
  { label: "later (paging forward)", page: Math.min(2, pages), before: () => listMatches(viewer, 1, PAGE_SIZE) },
  { label: "middle", page: Math.ceil(pages / 2), before: forgetRankedWindows },
  { label: "last", page: pages, before: forgetRankedWindows },
];
const timed = pagesToTime.map(({ label, page, before }) => {
  for (let i = 0; i < 10; i++) {
    before();
    listMatches(viewer, page, PAGE_SIZE); // warm up
  }
  const sqlMs: number[] = [];
  const jsMs: number[] = [];
  const wallMs: number[] = [];
  let statements = 0;
  for (let i = 0; i < calls; i++) {
    before();
    const wallStarted = performance.now();
    const started = process.cpuUsage();
    const probe = probeStatements(getDb().$client, () => listMatches(viewer, page, PAGE_SIZE));
    const all = cpuMs(started);
    wallMs.push(performance.now() - wallStarted);
    const inSql = probe.statements.reduce((sum, statement) => sum + statement.cpuMs, 0);
    sqlMs.push(inSql);
    jsMs.push(all - inSql);
    statements = probe.statements.length;
  }
  return {
    label,
    page,
    statements,
    sqlMedianMs: percentile(sqlMs, 50),
    sqlP95Ms: percentile(sqlMs, 95),
    jsMedianMs: percentile(jsMs, 50),
    wallMedianMs: percentile(wallMs, 50),
  };
});

const index = matchIndex();
const report: MatchesTiming = {
  members: countMembers(),
  withPreferences: getDb().select({ n: count() }).from(partnerPreferences).get()!.n,
  candidates: index.partitions.Female.size,
  total,
  calls,
  indexBuildMs: percentile(builds, 50),
  pages: timed,
};
console.log(JSON.stringify(report));
closeDatabase();
