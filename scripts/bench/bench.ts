// npm run bench [-- --members 10000[,100000,1000000] --duration 10 --warmup 2 --connections 50 --writers 400
//                   --query-members 100000 --workers 2 --logins 250 --uploads 50
//                   --only login-burst|photo-burst|matches|erasure|full-lists]
// Seeds a fresh DATA_DIR, starts the production server, loads it with
// autocannon and compares every scenario with a bare node:http server that
// replays the same bytes, then measures /healthz during a burst of logins and the member listing
// served by `--workers` processes. More sizes after the first in --members: the member listing, the
// JSON list and /matches measured again at each (growth), against the first.
// `--only login-burst` runs that last scenario alone (seeding `--members` first); `--only photo-burst` measures
// /healthz during `--uploads` simultaneous profile photo changes of a 40-megapixel PNG; `--only matches` seeds
// `--query-members` and times /matches' pages (SQLite and JavaScript apart) and the match index build;
// `--only erasure` seeds `--members` and times writes, deletions and backups with and without secure_delete.
// `--only full-lists` seeds `--members` and sends bursts of the original client's full lists (issue 35, item 11).
// `npm run bench -- --weights` checks page weights instead; `npm run bench -- --lighthouse` runs Lighthouse
// (scripts/bench/lighthouse.ts).
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEMO_LOGIN } from "../demo-login";
import { ensureBuild, projectRoot } from "../ensure-build";
import { removeDataDir, seededDataDir, timeErasure, timeFilterQuery, timeMatches } from "./data-dirs";
import { erasureMarkdown } from "./erasure-report";
import { logIn } from "./http-client";
import { fullListsMarkdown, measureFullListBurst } from "./full-lists-burst";
import { loginBurstMarkdown, measureLoginBurst, type LoginBurstResult } from "./login-burst";
import { matchesMarkdown, matchesTarget } from "./matches-report";
import { measurePhotoBurst, photoBurstMarkdown, type PhotoBurstResult } from "./photo-burst";
import { runLoad, type LoadPlan, type LoadRequest, type LoadResult } from "./load";
import { residentMegabytes, startAppServer, startReplayServer, watchPeakRss, type Running } from "./processes";
import {
  captureAnswer,
  JSON_LIST,
  jsonList,
  MEMBER_LANDING,
  MEMBER_LISTING,
  memberLanding,
  memberListing,
  readScenarios,
  type ReadScenario,
} from "./read-scenarios";
import { replayRoute, writeReplayRoutes, type ReplayRoute } from "./replay-routes";
import {
  machineFacts,
  markdown,
  writeJson,
  writeJsonFile,
  type BenchReport,
  type GrowthStep,
  type ScenarioResult,
  type WorkersResult,
} from "./report";
import { percentile } from "./statistics";
import { checkLighthouse } from "./lighthouse";
import { checkPageWeights } from "./weights";
import {
  acceptRequests,
  captureAccept,
  captureSend,
  demoEmails,
  logInAll,
  PairSource,
  pendingRequests,
  sendRequests,
} from "./write-mix";

// --weights hands every other flag (the budgets) to the page-weight check.
const args = process.argv.slice(2);
if (args.includes("--weights")) process.exit(await checkPageWeights(args.filter((arg) => arg !== "--weights")));
// --lighthouse hands every other flag (--runs, --members) to the Lighthouse check.
if (args.includes("--lighthouse")) process.exit(await checkLighthouse(args.filter((arg) => arg !== "--lighthouse")));

const { values } = parseArgs({
  args,
  options: {
    members: { type: "string", default: "10000" },
    workers: { type: "string", default: "2" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    writers: { type: "string", default: "400" },
    "query-members": { type: "string", default: "100000" },
    "query-calls": { type: "string", default: "300" },
    "cold-starts": { type: "string", default: "3" },
    logins: { type: "string", default: "250" },
    uploads: { type: "string", default: "50" },
    only: { type: "string" },
  },
});

function wholeNumber(name: keyof typeof values, min: number, text = values[name]): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    console.error(
      `--${name} must be a whole number of at least ${min}${name === "members" ? ", or a list of them" : ""}`,
    );
    process.exit(2);
  }
  return value;
}

// The first size gets every scenario; the others (growth) the member listing, the JSON list and /matches.
const [members, ...growthSizes] = String(values.members)
  .split(",")
  .map((size) => wholeNumber("members", 100, size));
const settings = {
  members,
  durationSeconds: wholeNumber("duration", 1),
  warmupSeconds: wholeNumber("warmup", 0),
  connections: wholeNumber("connections", 1),
  writersPerSide: wholeNumber("writers", 2),
};
const queryMembers = wholeNumber("query-members", 100);
const queryCalls = wholeNumber("query-calls", 10);
const coldStarts = wholeNumber("cold-starts", 1);
const logins = wholeNumber("logins", 1);
const workers = wholeNumber("workers", 1);
const uploads = wholeNumber("uploads", 1);
const ONLY = ["login-burst", "photo-burst", "matches", "erasure", "full-lists"];
if (values.only !== undefined && !ONLY.includes(values.only)) {
  console.error(`--only takes one scenario: ${ONLY.join(", ")}`);
  process.exit(2);
}

const machine = machineFacts();
const cleanup: (() => Promise<void> | void)[] = [];
const say = (line: string) => console.error(`bench: ${line}`);

/** Warm the real server up (unmeasured), then measure it and the bare server with the same requests. */
async function compare(
  name: string,
  app: Running,
  bare: Running,
  plan: (target: "app" | "bare") => LoadPlan,
  warm = true,
): Promise<ScenarioResult> {
  if (warm && settings.warmupSeconds > 0)
    await runLoad(app.origin, app.child.pid!, { ...plan("app"), durationSeconds: settings.warmupSeconds });
  say(`${name}: server`);
  const appResult = await runLoad(app.origin, app.child.pid!, plan("app"));
  say(`${name}: bare`);
  const bareResult = await runLoad(bare.origin, bare.child.pid!, plan("bare"));
  return { name, app: appResult, bare: bareResult };
}

async function withReplay(routes: ReplayRoute[], dataDir: string, run: (bare: Running) => Promise<void>) {
  const file = path.join(dataDir, `replay-${Date.now()}.json`);
  writeReplayRoutes(file, routes);
  const replay = await startReplayServer(file);
  try {
    await run(replay);
  } finally {
    await replay.stop();
  }
}

const load = (requests: LoadRequest[], extra: Partial<LoadPlan> = {}): LoadPlan => ({
  requests,
  connections: settings.connections,
  durationSeconds: settings.durationSeconds,
  ...extra,
});

/** The read scenarios, each against the server and against the bare replay of its answer. */
async function measureReads(app: Running, dataDir: string): Promise<ScenarioResult[]> {
  const demo = await logIn(app.origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const reads = await readScenarios(app.origin, demo.cookie);
  const routes: ReplayRoute[] = [];
  for (const scenario of reads)
    routes.push(replayRoute(scenario.request.method, scenario.request.path, await captureAnswer(app.origin, scenario)));
  // Every route once under load before any is measured: the first scenario would pay for the JIT.
  if (settings.warmupSeconds > 0)
    for (const scenario of reads)
      await runLoad(app.origin, app.child.pid!, load([scenario.request], { durationSeconds: settings.warmupSeconds }));
  const results: ScenarioResult[] = [];
  await withReplay(routes, dataDir, async (bare) => {
    for (const scenario of reads) results.push(await compare(scenario.name, app, bare, () => load([scenario.request])));
  });
  return results;
}

/**
 * Sends only, then a 1:1 mix of sends and accepts. Every send needs a pair
 * that has never exchanged a request, so runs stop early when pairs run out.
 * No warm-up: it would spend pairs, and the reads warmed the server up.
 */
async function measureWrites(
  app: Running,
  dataDir: string,
  emails: { men: string[]; women: string[] },
): Promise<ScenarioResult[]> {
  say(`logging in ${emails.men.length + emails.women.length} members for the write mix`);
  const senders = await logInAll(app.origin, dataDir, emails.men);
  const recipients = await logInAll(app.origin, dataDir, emails.women);
  const pairs = new PairSource(senders, recipients);
  const spare = () => new PairSource(senders, recipients); // the bare server keeps nothing: any pairs do
  const margin = settings.connections; // autocannon sets up one request per connection ahead
  const sendRoute = replayRoute("POST", "/api/v1/connectionRequest/sendrq", await captureSend(app.origin, pairs));
  const sendAmount = Math.floor(pairs.remaining / 2) - margin; // the other half for the mix's new requests
  if (sendAmount < settings.connections)
    throw new Error(`--writers ${settings.writersPerSide} gives too few pairs for the write mix`);

  const results: ScenarioResult[] = [];
  await withReplay([sendRoute], dataDir, async (bare) => {
    const plan = (target: "app" | "bare") =>
      load([sendRequests(app.origin, target === "app" ? pairs : spare())], { amount: sendAmount });
    results.push(await compare("members POST /api/v1/connectionRequest/sendrq", app, bare, plan, false));
  });

  const pool = await pendingRequests(app.origin, recipients);
  const acceptRoute = replayRoute(
    "GET",
    "/api/v1/connectionRequest/sendrq/accept/",
    await captureAccept(app.origin, pool.shift()!),
  );
  const mixAmount = 2 * Math.min(pool.length - margin, pairs.remaining - margin);
  if (mixAmount < settings.connections) {
    say("write mix skipped: too few pending requests or fresh pairs left (raise --writers)");
    return results;
  }
  await withReplay([sendRoute, acceptRoute], dataDir, async (bare) => {
    const plan = (target: "app" | "bare") =>
      load([sendRequests(app.origin, target === "app" ? pairs : spare()), acceptRequests(app.origin, pool)], {
        amount: mixAmount,
      });
    const result = await compare("members sendrq + accept, 1:1", app, bare, plan, false);
    results.push({ ...result, note: `${pool.length} pending requests to accept` });
  });
  return results;
}

/** The member listing served by one process (already measured) and by a cluster of `workers`. */
async function measureWorkers(dataDir: string, oneProcess: LoadResult): Promise<WorkersResult> {
  const cluster = await startAppServer(dataDir, { WEB_CONCURRENCY: String(workers) });
  try {
    const { cookie } = await logIn(cluster.origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const plan = load([memberListing(cookie).request]);
    if (settings.warmupSeconds > 0)
      await runLoad(cluster.origin, cluster.child.pid!, { ...plan, durationSeconds: settings.warmupSeconds });
    const listing = await runLoad(cluster.origin, cluster.child.pid!, plan);
    return [
      { processes: 1, listing: oneProcess },
      { processes: workers, listing },
    ];
  } finally {
    await cluster.stop();
  }
}

/** The member listing, the JSON list and /matches at a size of the site (seeded now), as at the first. */
async function measureGrowthStep(size: number): Promise<GrowthStep> {
  say(`growth: seeding ${size} members`);
  const seeded = await seededDataDir(size);
  try {
    const app = await startAppServer(seeded.dir);
    let listing: LoadResult, landing: LoadResult, list: LoadResult;
    try {
      const { cookie } = await logIn(app.origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
      const measure = async (scenario: ReadScenario) => {
        const plan = load([scenario.request]);
        if (settings.warmupSeconds > 0)
          await runLoad(app.origin, app.child.pid!, { ...plan, durationSeconds: settings.warmupSeconds });
        say(`growth: ${scenario.name} at ${size} members`);
        return runLoad(app.origin, app.child.pid!, plan);
      };
      listing = await measure(memberListing(cookie));
      landing = await measure(memberLanding(cookie));
      list = await measure(jsonList(cookie));
    } finally {
      await app.stop();
    }
    say(`growth: timing /matches at ${size} members`);
    const matches = await timeMatches(seeded.dir, queryCalls);
    return { members: size, seedSeconds: seeded.seconds, listing, landing, jsonList: list, matches };
  } finally {
    removeDataDir(seeded.dir);
  }
}

async function main(): Promise<BenchReport> {
  ensureBuild();
  say(`seeding ${settings.members} members`);
  const seeded = await seededDataDir(settings.members);
  cleanup.push(() => removeDataDir(seeded.dir));
  const seedSeconds: Record<string, number> = { [settings.members]: seeded.seconds };
  const emails = await demoEmails(seeded.dir, settings.writersPerSide);

  // Cold starts: the last server started stays up for the load.
  const coldRuns: number[] = [];
  const coldCpu: number[] = [];
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  for (let i = 0; i < coldStarts; i++) {
    if (server) await server.stop();
    server = await startAppServer(seeded.dir);
    coldRuns.push(server.coldStartMs);
    coldCpu.push(server.coldStartCpuMs);
  }
  const app = server!;
  cleanup.push(() => app.stop());
  const idleRss = residentMegabytes(app.child.pid!);
  const rss = watchPeakRss(app.child.pid!);
  say(`server up on ${app.origin} (log: ${app.logFile})`);

  const scenarios = [...(await measureReads(app, seeded.dir)), ...(await measureWrites(app, seeded.dir, emails))];
  say(`login burst: ${logins} logins, /healthz from a second client`);
  const loginBurst = await measureLoginBurst(app.origin, logins);
  rss.stop();
  const peakRss = Math.max(rss.peakMb(), idleRss);
  await app.stop();
  const listing = scenarios.find((s) => s.name === MEMBER_LISTING)!;
  say(`the member listing served by ${workers} workers`);
  const workersResult = await measureWorkers(seeded.dir, listing.app);

  say("timing the filter query");
  const filterQuery = [await timeFilterQuery(seeded.dir, queryCalls)];
  let biggestDir = seeded.dir;
  if (queryMembers > settings.members) {
    say(`seeding ${queryMembers} members for the filter query`);
    const big = await seededDataDir(queryMembers);
    cleanup.push(() => removeDataDir(big.dir));
    seedSeconds[queryMembers] = big.seconds;
    filterQuery.push(await timeFilterQuery(big.dir, queryCalls));
    biggestDir = big.dir;
  }
  say("timing /matches");
  const matches = await timeMatches(biggestDir, queryCalls);
  let growth: GrowthStep[] | undefined;
  if (growthSizes.length > 0) {
    const result = (name: string) => scenarios.find((s) => s.name === name)!.app;
    const first = {
      members: settings.members,
      seedSeconds: seeded.seconds,
      listing: listing.app,
      landing: result(MEMBER_LANDING),
      jsonList: result(JSON_LIST),
    };
    growth = [{ ...first, matches: await timeMatches(seeded.dir, queryCalls) }];
    for (const size of growthSizes) growth.push(await measureGrowthStep(size));
  }

  return {
    machine: { ...machine, loadAverageAfter: os.loadavg() },
    settings,
    seedSeconds,
    scenarios,
    rssMb: { idle: idleRss, peak: peakRss },
    coldStartMs: { runs: coldRuns, median: percentile(coldRuns, 50), cpuMedian: percentile(coldCpu, 50) },
    filterQuery,
    matches,
    loginBurst,
    workers: workersResult,
    growth,
  };
}

/** `--only login-burst` or `--only photo-burst`: a seeded server and that burst, nothing else. */
async function onlyBurst(): Promise<{
  machine: BenchReport["machine"];
  members: number;
  markdown: string;
  loginBurst?: LoginBurstResult;
  photoBurst?: PhotoBurstResult;
}> {
  ensureBuild();
  say(`seeding ${settings.members} members`);
  const seeded = await seededDataDir(settings.members);
  cleanup.push(() => removeDataDir(seeded.dir));
  const app = await startAppServer(seeded.dir);
  cleanup.push(() => app.stop());
  const facts = { machine: { ...machine, loadAverageAfter: os.loadavg() }, members: settings.members };
  if (values.only === "photo-burst") {
    say(`server up on ${app.origin} (log: ${app.logFile}); photo burst: ${uploads} uploads`);
    const photoBurst = await measurePhotoBurst(app.origin, app.child.pid!, DEMO_LOGIN, uploads);
    return { ...facts, markdown: photoBurstMarkdown(photoBurst), photoBurst };
  }
  say(`server up on ${app.origin} (log: ${app.logFile}); login burst: ${logins} logins`);
  const loginBurst = await measureLoginBurst(app.origin, logins);
  return { ...facts, markdown: loginBurstMarkdown(loginBurst), loginBurst };
}

/** `--only matches`: /matches timed at `--query-members` members, nothing else. */
async function onlyMatches() {
  say(`seeding ${queryMembers} members`);
  const seeded = await seededDataDir(queryMembers);
  cleanup.push(() => removeDataDir(seeded.dir));
  say("timing /matches");
  const matches = await timeMatches(seeded.dir, queryCalls);
  return { machine: { ...machine, loadAverageAfter: os.loadavg() }, seedSeconds: seeded.seconds, matches };
}

/**
 * `--only full-lists`: a seeded server (behind a trusted proxy, so that each burst comes from an address of its
 * own and the full lists' throttle counts each apart) and a burst of each full list.
 */
async function onlyFullLists() {
  ensureBuild();
  say(`seeding ${settings.members} members`);
  const seeded = await seededDataDir(settings.members);
  cleanup.push(() => removeDataDir(seeded.dir));
  const app = await startAppServer(seeded.dir, { TRUST_PROXY: "1" });
  cleanup.push(() => app.stop());
  const { cookie } = await logIn(app.origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const bursts = [];
  for (const [what, path, headers] of [
    ["visitors: allUsers", "/api/v1/adminPanel/allUsers", from("198.51.100.1")],
    ["a member: opposite/users", "/api/v1/profiles/opposite/users", { ...from("198.51.100.2"), Cookie: cookie }],
  ] as const) {
    say(`full lists: ${what}`);
    bursts.push(await measureFullListBurst(app.origin, app.child.pid!, what, path, headers));
  }
  return { machine: { ...machine, loadAverageAfter: os.loadavg() }, members: settings.members, bursts };
}

/** `--only erasure`: writes, deletions and backups timed at `--members` members, nothing else. */
async function onlyErasure() {
  say(`seeding ${settings.members} members`);
  const seeded = await seededDataDir(settings.members);
  cleanup.push(() => removeDataDir(seeded.dir));
  say("timing erasure");
  const erasure = await timeErasure(seeded.dir);
  return { machine: { ...machine, loadAverageAfter: os.loadavg() }, erasure };
}

let exitCode = 0;
try {
  if (values.only === "full-lists") {
    const report = await onlyFullLists();
    const { cores, cpu, node } = report.machine;
    console.log(`${report.members.toLocaleString("en")} members; ${cores} cores, ${cpu}, Node ${node}.\n`);
    console.log(fullListsMarkdown(report.bursts));
    console.log(`\nJSON: ${path.relative(projectRoot, writeJsonFile(report, projectRoot))}`);
  } else if (values.only === "erasure") {
    const report = await onlyErasure();
    const { cores, cpu, node, loadAverageBefore, loadAverageAfter } = report.machine;
    const load = (numbers: number[]) => numbers.map((n) => n.toFixed(2)).join(" ");
    console.log(
      `${cores} cores, ${cpu}, Node ${node}; load average ${load(loadAverageBefore)} before, ` +
        `${load(loadAverageAfter)} after.\n`,
    );
    console.log(erasureMarkdown(settings.members, report.erasure));
    console.log(`\nJSON: ${path.relative(projectRoot, writeJsonFile(report, projectRoot))}`);
  } else if (values.only === "matches") {
    const report = await onlyMatches();
    const { cores, cpu, node, loadAverageBefore, loadAverageAfter } = report.machine;
    const load = (numbers: number[]) => numbers.map((n) => n.toFixed(2)).join(" ");
    console.log(
      `${cores} cores, ${cpu}, Node ${node}; load average ${load(loadAverageBefore)} before, ` +
        `${load(loadAverageAfter)} after; seeding took ${report.seedSeconds.toFixed(1)} s.\n`,
    );
    console.log(matchesMarkdown(report.matches));
    const target = matchesTarget(report.matches);
    console.log(`\n${target.what}: ${target.actual} (wanted ${target.target}): ${target.met ? "met" : "NOT met"}`);
    console.log(`\nJSON: ${path.relative(projectRoot, writeJsonFile(report, projectRoot))}`);
  } else if (values.only) {
    const { markdown: text, ...report } = await onlyBurst();
    const { cores, cpu, node, loadAverageBefore } = report.machine;
    console.log(
      `${report.members.toLocaleString("en")} members; ${cores} cores, ${cpu}, Node ${node}; ` +
        `load average ${loadAverageBefore.map((n) => n.toFixed(2)).join(" ")} before.\n`,
    );
    console.log(text);
    console.log(`\nJSON: ${path.relative(projectRoot, writeJsonFile(report, projectRoot))}`);
  } else {
    const report = await main();
    console.log(markdown(report));
    console.log(`\nJSON: ${path.relative(projectRoot, writeJson(report, projectRoot))}`);
    const failed = report.scenarios.filter((s: ScenarioResult) =>
      [s.app, s.bare].some((r: LoadResult) => r.non2xx > 0 || r.errors > 0),
    );
    for (const s of failed) {
      console.error(
        `bench: ${s.name}: ${s.app.non2xx} non-2xx and ${s.app.errors} errors from the server, ` +
          `${s.bare.non2xx}/${s.bare.errors} from the bare one: its figures are not trustworthy`,
      );
      exitCode = 1;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 1;
} finally {
  for (const step of cleanup.reverse()) await step();
}
process.exit(exitCode);
