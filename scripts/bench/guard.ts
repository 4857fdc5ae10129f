// npm run bench:guard [-- --calibrate 10]
// The speed guard in `npm test` (issue 43): a short bench of the read scenarios at 10,000 members that fails when a
// page's CPU per answer, as a multiple of the floor's measured in the same run, passes its limit in
// scripts/bench/guard-limits.json. Ratios, not times: a slower or busier machine slows the floor as much as the
// pages. Each page is measured right after the floor, in three rounds; its ratio is the median of the rounds'.
// `--calibrate N` runs the whole measurement N times (a new server each) and writes the limits: each page's median
// ratio plus a margin for this machine's noise (from the N runs), never under MIN_MARGIN nor over MAX_MARGIN, so
// that a page made 30% dearer (as the listing once was, by merging every string per component) fails.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as prettier from "prettier";
import { DEMO_LOGIN } from "../demo-login";
import { ensureBuild, projectRoot } from "../ensure-build";
import { removeDataDir, seededDataDir } from "./data-dirs";
import { logIn } from "./http-client";
import { runLoad } from "./load";
import { startAppServer } from "./processes";
import { FLOOR, readScenarios } from "./read-scenarios";
import { percentile } from "./statistics";

const LIMITS_FILE = path.join(import.meta.dirname, "guard-limits.json");
const MEMBERS = 10_000;
const CONNECTIONS = 10;
const ROUNDS = 3;
const SECONDS = 1.5;
const FLOOR_SECONDS = 1;
const SETTLE_MS = 250;
/** The margin over the calibrated ratio: at least this (noise seen in ten runs was smaller) … */
const MIN_MARGIN = 0.12;
/** … and at most this, so that a page 30% dearer always fails. */
const MAX_MARGIN = 0.22;

type Limits = {
  calibrated: string;
  runs: number;
  machine: string;
  /** Per page: the median ratio of the runs, the widest a run strayed from it, the limit, and each run's ratio. */
  pages: Record<string, { ratio: number; spread: number; limit: number; runs: number[] }>;
};

const { values } = parseArgs({ args: process.argv.slice(2), options: { calibrate: { type: "string" } } });
const say = (line: string) => console.error(`bench guard: ${line}`);

/**
 * One measurement: every read scenario's CPU per answer as a multiple of the floor's measured just before it (so a
 * change in what else the machine runs moves both), the median of `rounds` rounds. `only`: those pages alone.
 */
async function measureRatios(
  dataDir: string,
  rounds = ROUNDS,
  only?: ReadonlySet<string>,
): Promise<Map<string, { ratio: number; cpuMs: number; ratios: number[] }>> {
  const app = await startAppServer(dataDir);
  try {
    const { cookie } = await logIn(app.origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const scenarios = await readScenarios(app.origin, cookie);
    const floor = scenarios.find((scenario) => scenario.name === FLOOR)!;
    const pages = scenarios.filter((scenario) => scenario !== floor && (!only || only.has(scenario.name)));
    const measure = async (scenario: (typeof scenarios)[number], durationSeconds: number) => {
      // The load tool stops with requests still in flight: the server's work on them would count in the next
      // measurement (the floor after a dear page looked dearer, hiding the page's cost). Let it finish first.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const result = await runLoad(app.origin, app.child.pid!, {
        requests: [scenario.request],
        connections: CONNECTIONS,
        durationSeconds,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return result.cpuMsPerRequest;
    };
    // Every route once before anything is measured: the first would pay for the JIT.
    for (const scenario of [floor, ...pages]) await measure(scenario, 1);
    const ratios = new Map<string, number[]>(pages.map((page) => [page.name, []]));
    const cpu = new Map<string, number[]>([floor, ...pages].map((scenario) => [scenario.name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const page of pages) {
        const floorMs = await measure(floor, FLOOR_SECONDS);
        const pageMs = await measure(page, SECONDS);
        cpu.get(FLOOR)!.push(floorMs);
        cpu.get(page.name)!.push(pageMs);
        ratios.get(page.name)!.push(pageMs / floorMs);
      }
    }
    return new Map([
      [FLOOR, { ratio: 1, cpuMs: percentile(cpu.get(FLOOR)!, 50), ratios: [] }],
      ...pages.map((page) => {
        const seen = ratios.get(page.name)!;
        return [
          page.name,
          { ratio: percentile(seen, 50), cpuMs: percentile(cpu.get(page.name)!, 50), ratios: seen },
        ] as const;
      }),
    ]);
  } finally {
    await app.stop();
  }
}

const fixed = (n: number, digits = 2) => n.toFixed(digits);

async function calibrate(dataDir: string, runs: number): Promise<void> {
  const seen = new Map<string, number[]>();
  for (let run = 1; run <= runs; run++) {
    say(`calibration run ${run} of ${runs}`);
    for (const [name, { ratio }] of await measureRatios(dataDir)) seen.set(name, [...(seen.get(name) ?? []), ratio]);
  }
  const pages: Limits["pages"] = {};
  for (const [name, ratios] of seen) {
    if (name === FLOOR) continue;
    const ratio = percentile(ratios, 50);
    // The widest a run strayed from the median, either way: the noise a limit must allow.
    const spread = Math.max(...ratios.map((r) => Math.abs(r / ratio - 1)));
    const margin = Math.min(MAX_MARGIN, Math.max(MIN_MARGIN, 1.5 * spread));
    if (1.5 * spread > MAX_MARGIN)
      say(`${name}: runs strayed ±${fixed(spread * 100, 0)}%, more than the margin allows`);
    pages[name] = {
      ratio: Number(fixed(ratio, 3)),
      spread: Number(fixed(spread, 3)),
      limit: Number(fixed(ratio * (1 + margin), 3)),
      runs: ratios.map((r) => Number(fixed(r, 3))),
    };
  }
  const limits: Limits = {
    calibrated: new Date().toISOString(),
    runs,
    machine: `${(await import("node:os")).cpus().length} cores, Node ${process.version}`,
    pages,
  };
  // As Prettier writes it, so that `npm test`'s format check passes on the file as calibrated.
  const text = await prettier.format(JSON.stringify(limits), {
    ...(await prettier.resolveConfig(LIMITS_FILE)),
    filepath: LIMITS_FILE,
  });
  fs.writeFileSync(LIMITS_FILE, text);
  console.log(`Limits written to ${path.relative(projectRoot, LIMITS_FILE)}:`);
  for (const [name, page] of Object.entries(pages))
    console.log(
      `  ${name}: ${page.ratio}× the floor (runs within ±${fixed(page.spread * 100, 0)}%), limit ${page.limit}×`,
    );
}

/**
 * Measures once and compares with the limits; a page over its limit is measured again (three more rounds, on a
 * new server) before it fails, its ratio then the median of all six: a real change persists, a burst of noise
 * does not. The exit code says whether every page is within its own.
 */
async function check(dataDir: string): Promise<number> {
  const limits = JSON.parse(fs.readFileSync(LIMITS_FILE, "utf8")) as Limits;
  const measured = await measureRatios(dataDir);
  const overLimit = (name: string) => (measured.get(name)?.ratio ?? 0) > (limits.pages[name]?.limit ?? Infinity);
  const suspects = new Set([...measured.keys()].filter(overLimit));
  if (suspects.size > 0) {
    say(`measuring again: ${[...suspects].join("; ")}`);
    for (const [name, again] of await measureRatios(dataDir, ROUNDS, suspects)) {
      const first = measured.get(name)!;
      if (name === FLOOR) continue;
      const ratios = [...first.ratios, ...again.ratios];
      measured.set(name, { ratio: percentile(ratios, 50), cpuMs: (first.cpuMs + again.cpuMs) / 2, ratios });
    }
  }
  const over: string[] = [];
  console.log(`Speed guard (${MEMBERS.toLocaleString("en")} members; CPU per answer as a multiple of the floor's):`);
  console.log(`  the floor: ${fixed(measured.get(FLOOR)!.cpuMs)} ms`);
  for (const [name, limit] of Object.entries(limits.pages)) {
    const page = measured.get(name);
    if (!page) {
      over.push(`${name}: not measured (a scenario renamed? calibrate again: npm run bench:guard -- --calibrate 10)`);
      continue;
    }
    const dearer = page.ratio / limit.ratio - 1;
    const line =
      `${name}: ${fixed(page.ratio)}× (${fixed(page.cpuMs)} ms), limit ${fixed(limit.limit)}×, ` +
      `${dearer >= 0 ? "+" : ""}${fixed(dearer * 100, 0)}% against calibration`;
    console.log(`  ${overLimit(name) ? "TOO DEAR" : "ok"}  ${line}`);
    if (overLimit(name)) over.push(line);
  }
  for (const name of measured.keys())
    if (name !== FLOOR && !limits.pages[name])
      over.push(`${name}: no limit (calibrate: npm run bench:guard -- --calibrate 10)`);
  if (over.length === 0) return 0;
  console.error(`\nbench guard: ${over.length} page(s) dearer than allowed:\n  ${over.join("\n  ")}`);
  console.error("Profile the page (README, Performance) before raising a limit; calibrate only on purpose.");
  return 1;
}

ensureBuild();
say(`seeding ${MEMBERS} members`);
const seeded = await seededDataDir(MEMBERS);
let exitCode = 1;
try {
  if (values.calibrate !== undefined) {
    const runs = Number(values.calibrate);
    if (!Number.isInteger(runs) || runs < 3) throw new Error("--calibrate takes a number of runs, 3 or more");
    await calibrate(seeded.dir, runs);
    exitCode = 0;
  } else exitCode = await check(seeded.dir);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  removeDataDir(seeded.dir);
}
process.exit(exitCode);
