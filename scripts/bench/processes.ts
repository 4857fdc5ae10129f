// Starting, watching and stopping the processes under test: the production
// server and the bare replay server, each in its own process like in real life.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "../ensure-build";

export type Running = { origin: string; child: ChildProcess; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
}

/** Polls until `url` answers 200; returns milliseconds since `startedAt`. */
async function waitFor200(
  url: string,
  child: ChildProcess,
  startedAt: number,
  describe: () => string,
): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${describe()}`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return performance.now() - startedAt;
    if (performance.now() - startedAt > 30_000) throw new Error(`no 200 from ${url} within 30 s:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Node's flags in `npm start` (package.json), so the bench measures the
 * server as production runs it: the young generation's size there bounds
 * the server's memory under load.
 */
function productionNodeFlags(): string[] {
  const start = (
    JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: { start: string } }
  ).scripts.start;
  const command = start.match(/\bnode\s+(.*?)\s*server\.js/);
  if (!command) throw new Error(`npm start does not run "node … server.js": ${start}`);
  return command[1].split(/\s+/).filter(Boolean);
}

/**
 * Starts `node server.js` in production mode, with npm start's flags, on its own port and DATA_DIR
 * (and `env` on top of this process's environment).
 * Its request log goes to DATA_DIR/server.log (a file, as in production),
 * not through a pipe the bench would have to drain.
 */
export async function startAppServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Running & { coldStartMs: number; coldStartCpuMs: number; logFile: string }> {
  const port = await freePort();
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...productionNodeFlags(), "server.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      // One process unless asked (the bench's workers scenario): its CPU time is the answering process's own.
      WEB_CONCURRENCY: "1",
      ...env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const origin = `http://127.0.0.1:${port}`;
  const tail = () => fs.readFileSync(logFile, "utf8").slice(-2000);
  const coldStartMs = await waitFor200(`${origin}/healthz`, child, startedAt, tail);
  // The CPU it took to get there: what the start costs when nothing else runs.
  const coldStartCpuMs = cpuMilliseconds(child.pid!);
  return { origin, child, coldStartMs, coldStartCpuMs, logFile, stop: stopper(child) };
}

/** Starts the bare node:http server that replays the captured answers in `routesFile`. */
export async function startReplayServer(routesFile: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "replay-server.ts"), routesFile, String(port)],
    {
      cwd: projectRoot,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor200(`${origin}/__ready`, child, performance.now(), () => errors);
  return { origin, child, stop: stopper(child) };
}

/** A process and its descendants (a cluster's primary and its workers), from /proc's children lists. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${tree[i]}/task`);
    } catch {
      continue; // it has just exited
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${tree[i]}/task/${task}/children`, "utf8").trim();
        if (children) tree.push(...children.split(" ").map(Number));
      } catch {
        // the thread has just ended
      }
    }
  }
  return tree;
}

/** Resident memory now, in MB, of a process and its descendants (VmRSS in /proc/<pid>/status). */
export function residentMegabytes(pid: number): number {
  let total = 0;
  for (const member of processTree(pid)) {
    try {
      const match = fs.readFileSync(`/proc/${member}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
      total += match ? Number(match[1]) / 1024 : 0;
    } catch {
      // the process has just exited
    }
  }
  return total;
}

/**
 * CPU time a process and its descendants (a cluster's workers) have used so far, in ms, all threads
 * (utime + stime from /proc/<pid>/stat, in clock ticks of 10 ms: USER_HZ is 100 on Linux).
 * Unlike requests per second it barely depends on what else the machine runs.
 */
export function cpuMilliseconds(pid: number): number {
  let total = 0;
  for (const member of processTree(pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${member}/stat`, "utf8").split(") ")[1].split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * 10; // fields 14 and 15 of the whole line
    } catch {
      // the process has just exited
    }
  }
  return total;
}

/** Samples the RSS of a process and its descendants every `everyMs` until stopped; keeps the peak. */
export function watchPeakRss(pid: number, everyMs = 100) {
  let peakMb = residentMegabytes(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, residentMegabytes(pid))), everyMs);
  return {
    peakMb: () => peakMb,
    stop: () => clearInterval(timer),
  };
}
