import cluster, { type Worker } from "node:cluster";
import { prepareDatabaseForWorkers } from "~/domain/site/health.server";
import { removeServerLock, writeServerLock } from "~/services/server-lock.server";

// WEB_CONCURRENCY server processes on the one SQLite database in WAL mode (issue 20, decision 016). The
// primary answers no request: it prepares the database, starts the workers, starts another when one dies,
// and on SIGTERM lets each finish its requests before it exits.

/** Tells a worker it runs the timed jobs (housekeeping, match alerts): exactly one does. */
export const JOBS_ENV = "CLUSTER_JOBS";

/** More deaths than this within CRASH_WINDOW_MS is a fault a restart will not cure (a bad port, a bad disk). */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 30_000;
/** Each worker gives up waiting for its requests after 8 s (server.js); this is the primary's last resort. */
const STOP_TIMEOUT_MS = 12_000;

export function runClusterPrimary({ workers, port, host }: { workers: number; port: number; host: string }): void {
  prepareDatabaseForWorkers();
  writeServerLock();

  const runsJobs = new Map<Worker, boolean>();
  const crashes: number[] = [];
  let stopping = false;
  let failed = false;

  const fork = (jobs: boolean) => runsJobs.set(cluster.fork({ [JOBS_ENV]: jobs ? "1" : "0" }), jobs);

  const finish = () => {
    removeServerLock();
    process.exit(failed ? 1 : 0);
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${reason}: shutting down ${runsJobs.size} workers`);
    for (const worker of runsJobs.keys()) worker.process.kill("SIGTERM");
    const force = setTimeout(() => {
      console.error("shutdown: workers still running, killing them");
      for (const worker of runsJobs.keys()) worker.process.kill("SIGKILL");
      failed = true;
      finish();
    }, STOP_TIMEOUT_MS);
    force.unref();
    if (runsJobs.size === 0) finish();
  };

  cluster.on("exit", (worker, code, signal) => {
    const jobs = runsJobs.get(worker) ?? false;
    runsJobs.delete(worker);
    if (stopping) {
      // A worker still starting has no handler yet and ends by the signal itself (SIGTERM from here, or
      // Ctrl+C's SIGINT, which reaches every process): it had nothing to finish.
      if (code !== 0 && signal !== "SIGTERM" && signal !== "SIGINT") failed = true;
      if (runsJobs.size === 0) finish();
      return;
    }
    const at = Date.now();
    crashes.push(at);
    while (crashes[0] < at - CRASH_WINDOW_MS) crashes.shift();
    console.error(`worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    if (crashes.length > CRASH_LIMIT) {
      failed = true;
      stop(`${crashes.length} workers stopped within ${CRASH_WINDOW_MS / 1000} s`);
      return;
    }
    fork(jobs);
  });

  let listening = false;
  cluster.on("listening", () => {
    if (listening) return;
    listening = true;
    console.info(`listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port} (${workers} processes)`);
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let n = 0; n < workers; n++) fork(n === 0);
}
