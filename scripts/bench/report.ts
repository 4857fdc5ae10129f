// The bench's findings as a Markdown table (stdout, README) and a JSON file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./load";
import { loginBurstMarkdown, type LoginBurstResult } from "./login-burst";
import { matchesMarkdown, matchesTarget, type MatchesTiming } from "./matches-report";

export type ScenarioResult = { name: string; app: LoadResult; bare: LoadResult; note?: string };
export type QueryTiming = { members: number; calls: number; medianMs: number; p95Ms: number; cpuMedianMs: number };

export type BenchReport = {
  machine: {
    cpu: string;
    cores: number;
    node: string;
    kernel: string;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
  };
  settings: {
    members: number;
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
    writersPerSide: number;
  };
  seedSeconds: Record<string, number>;
  scenarios: ScenarioResult[];
  rssMb: { idle: number; peak: number };
  coldStartMs: { runs: number[]; median: number; cpuMedian: number };
  filterQuery: QueryTiming[];
  matches?: MatchesTiming;
  loginBurst?: LoginBurstResult;
};

export function machineFacts(): Omit<BenchReport["machine"], "loadAverageAfter"> {
  const cpu =
    fs.readFileSync("/proc/cpuinfo", "utf8").match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? "unknown";
  return {
    cpu,
    cores: os.availableParallelism(),
    node: process.version,
    kernel: os.release(),
    loadAverageBefore: os.loadavg(),
  };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
const ratio = (r: ScenarioResult) => r.app.requestsPerSecond / r.bare.requestsPerSecond;

type Target = { what: string; target: string; actual: string; met: boolean };

/** Issue 7's targets, checked against this run. */
export function targets(report: BenchReport): Target[] {
  const find = (prefix: string) => report.scenarios.find((s) => s.name.startsWith(prefix));
  const memberListing = find("member GET /profilePage");
  const filterApi = find("member POST /api/v1/profiles/profiles/filter");
  const biggest = report.filterQuery.at(-1);
  const list: Target[] = [];
  if (memberListing) {
    list.push({
      what: "member /profilePage vs bare",
      target: "≥ 35%",
      actual: `${fixed(ratio(memberListing) * 100, 0)}%`,
      met: ratio(memberListing) >= 0.35,
    });
    list.push({
      what: "member /profilePage p95",
      target: "< 50 ms",
      actual: `${fixed(memberListing.app.p95Ms)} ms`,
      met: memberListing.app.p95Ms < 50,
    });
  }
  if (filterApi)
    list.push({
      what: "filter API vs bare",
      target: "≥ 50%",
      actual: `${fixed(ratio(filterApi) * 100, 0)}%`,
      met: ratio(filterApi) >= 0.5,
    });
  if (biggest) {
    list.push({
      what: `filter query at ${biggest.members.toLocaleString("en")} members (median)`,
      target: "< 2 ms",
      actual: `${fixed(biggest.medianMs, 2)} ms`,
      met: biggest.medianMs < 2,
    });
  }
  if (report.matches) list.push(matchesTarget(report.matches));
  list.push({
    what: "server RSS (peak)",
    target: "< 200 MB",
    actual: `${fixed(report.rssMb.peak, 0)} MB`,
    met: report.rssMb.peak < 200,
  });
  list.push({
    what: "cold start to /healthz (median)",
    target: "< 2 s",
    actual: `${fixed(report.coldStartMs.median, 0)} ms`,
    met: report.coldStartMs.median < 2000,
  });
  if (report.loginBurst) {
    const p99 = report.loginBurst.healthzDuringBurst.p99Ms;
    list.push({
      what: `/healthz p99 during ${report.loginBurst.logins} logins`,
      target: "< 100 ms",
      actual: `${fixed(p99)} ms`,
      met: p99 < 100,
    });
  }
  return list;
}

export function markdown(report: BenchReport): string {
  const { machine, settings } = report;
  const lines = [
    `${settings.members.toLocaleString("en")} members, ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per scenario ` +
      `(after ${settings.warmupSeconds} s of warm-up), server and load tool on the same machine: ` +
      `${machine.cores} cores, ${machine.cpu}, Node ${machine.node}; ` +
      `load average ${machine.loadAverageBefore.map((n) => fixed(n, 2)).join(" ")} before.`,
    "",
    "| Scenario | req/s | p50 ms | p95 ms | p99 ms | bare req/s | bare p95 ms | " +
      "vs bare | CPU ms/req | bare CPU ms/req | RSS MB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...report.scenarios.map(
      (s) =>
        `| ${s.name}${s.note ? ` (${s.note})` : ""} | ${fixed(s.app.requestsPerSecond, 0)} | ` +
        `${fixed(s.app.p50Ms)} | ${fixed(s.app.p95Ms)} | ${fixed(s.app.p99Ms)} | ` +
        `${fixed(s.bare.requestsPerSecond, 0)} | ${fixed(s.bare.p95Ms)} | ${fixed(ratio(s) * 100, 0)}% | ` +
        `${fixed(s.app.cpuMsPerRequest, 2)} | ${fixed(s.bare.cpuMsPerRequest, 3)} | ${fixed(s.app.peakRssMb, 0)} |`,
    ),
    "",
    "CPU ms/req: CPU time the answering process used per response (all its threads), " +
      "which other work on the machine disturbs far less than req/s. " +
      "RSS MB: the server's peak during that scenario.",
    "",
    "| Measure | Value |",
    "|---|---:|",
    `| Server RSS, idle after start / peak under load | ` +
      `${fixed(report.rssMb.idle, 0)} MB / ${fixed(report.rssMb.peak, 0)} MB |`,
    `| Cold start, spawn to first 200 from /healthz (median of ${report.coldStartMs.runs.length}) | ` +
      `${fixed(report.coldStartMs.median, 0)} ms |`,
    `| CPU the server used until then (median) | ${fixed(report.coldStartMs.cpuMedian, 0)} ms |`,
    ...report.filterQuery.map(
      (q) =>
        `| Filter query (listProfiles, city + age), ${q.members.toLocaleString("en")} members, ` +
        `median / p95 of ${q.calls} (median CPU) | ` +
        `${fixed(q.medianMs, 2)} ms / ${fixed(q.p95Ms, 2)} ms (${fixed(q.cpuMedianMs, 2)} ms) |`,
    ),
    ...Object.entries(report.seedSeconds).map(
      ([members, seconds]) => `| Seeding ${Number(members).toLocaleString("en")} members | ${fixed(seconds)} s |`,
    ),
    "",
    ...(report.matches ? [matchesMarkdown(report.matches), ""] : []),
    ...(report.loginBurst ? [loginBurstMarkdown(report.loginBurst), ""] : []),
    "| Target | Wanted | Measured | Met |",
    "|---|---|---|---|",
    ...targets(report).map((t) => `| ${t.what} | ${t.target} | ${t.actual} | ${t.met ? "yes" : "**no**"} |`),
  ];
  return lines.join("\n");
}

/** Writes bench-results/bench-<time>.json (git-ignored) and returns its path. */
export function writeJsonFile(data: object, projectRoot: string): string {
  const dir = path.join(projectRoot, "bench-results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}

/** The whole run, with its targets checked. */
export function writeJson(report: BenchReport, projectRoot: string): string {
  return writeJsonFile({ ...report, targets: targets(report) }, projectRoot);
}
