// Production server: Express around the React Router build (see docs/decisions/001), in WEB_CONCURRENCY
// processes on one database (node:cluster, decision 016) or, with WEB_CONCURRENCY=1, in this one.
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { nodeVersionProblem } from "./server/node-version.js";

const wrongNode = nodeVersionProblem();
if (wrongNode) {
  console.error(wrongNode);
  process.exit(1);
}
const root = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(root, "build", "server", "index.js"));
const {
  createHttpApp,
  closeDatabase,
  closeEventStreams,
  getEnv,
  EnvError,
  writeServerLock,
  removeServerLock,
  runClusterPrimary,
  JOBS_ENV,
} = build.entry.module;

function configuration() {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = configuration();
if (cluster.isPrimary) console.info(`Node.js ${process.versions.node}`);
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  runClusterPrimary({ workers: env.WEB_CONCURRENCY, port: env.PORT, host: env.HOST });
} else {
  serve(cluster.isWorker);
}

/** Answers requests in this process: the only one, or one of the cluster's workers. */
function serve(inCluster) {
  const app = createHttpApp(build, path.join(root, "build", "client"), {
    inCluster,
    jobs: !inCluster || process.env[JOBS_ENV] === "1",
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    if (inCluster) return; // the primary holds the lock file and says where it listens
    writeServerLock();
    console.info(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  });

  function stop(code) {
    closeDatabase();
    if (!inCluster) removeServerLock();
    process.exit(code);
  }

  // Stop taking connections, let in-flight requests finish, then close SQLite cleanly.
  let stopping = false;
  function shutdown(reason) {
    if (stopping) return; // Ctrl+C reaches the workers and the primary, which passes it on as SIGTERM
    stopping = true;
    if (!inCluster) console.info(`${reason}: shutting down`);
    const force = setTimeout(() => {
      console.error("shutdown: requests still running after 8 s, closing anyway");
      stop(1);
    }, 8000);
    force.unref();
    server.close(() => stop(0));
    // Open conversation pages' streams would hold the server open until the 8 s are up: ended now, the
    // browsers reconnect to another process or, after the restart, to this one.
    closeEventStreams();
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // A worker whose primary is gone (killed) exits at once: node:cluster does that itself.
}
