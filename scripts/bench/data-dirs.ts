// Fresh DATA_DIRs filled by the demo seed (scripts/seed.ts), and the filter
// query timed against them. Both run as child processes with DATA_DIR set:
// the app opens one database per process.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../ensure-build";
import type { ErasureTiming } from "./erasure-report";
import type { MatchesTiming } from "./matches-report";
import type { QueryTiming } from "./report";

function runTsx(script: string, args: string[], dataDir: string, stdout: "inherit" | "pipe"): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["ignore", stdout, "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}`))));
  });
}

/**
 * A new temporary DATA_DIR with `members` demo members; the seed prints its progress. Seeded with
 * --bench-passwords, so they can be logged in (benchPasswordOf in scripts/demo-login.ts).
 */
export async function seededDataDir(members: number): Promise<{ dir: string; seconds: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `matrimony-bench-${members}-`));
  const started = performance.now();
  await runTsx("scripts/seed.ts", ["--count", String(members), "--bench-passwords"], dir, "inherit");
  return { dir, seconds: (performance.now() - started) / 1000 };
}

export async function timeFilterQuery(dataDir: string, calls: number): Promise<QueryTiming> {
  const output = await runTsx("scripts/bench/time-filter-query.ts", ["--calls", String(calls)], dataDir, "pipe");
  return JSON.parse(output.trim().split("\n").at(-1)!) as QueryTiming;
}

export async function timeMatches(dataDir: string, calls: number): Promise<MatchesTiming> {
  const output = await runTsx("scripts/bench/time-matches.ts", ["--calls", String(calls)], dataDir, "pipe");
  return JSON.parse(output.trim().split("\n").at(-1)!) as MatchesTiming;
}

export async function timeErasure(dataDir: string): Promise<ErasureTiming> {
  const output = await runTsx("scripts/bench/time-erasure.ts", [], dataDir, "pipe");
  return JSON.parse(output.trim().split("\n").at(-1)!) as ErasureTiming;
}

export function removeDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
