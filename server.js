// Production server: Express around the Remix build (see docs/decisions/001).
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(root, "build", "index.js"));
const { createHttpApp, closeDatabase, getEnv, EnvError, writeServerLock, removeServerLock } = build.entry.module;

let app, env;
try {
  env = getEnv();
  app = createHttpApp(build, path.join(root, "public"));
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const server = app.listen(env.PORT, env.HOST, () => {
  writeServerLock();
  console.info(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

function stop(code) {
  closeDatabase();
  removeServerLock();
  process.exit(code);
}

// Stop taking connections, let in-flight requests finish, then close SQLite cleanly.
function shutdown(signal) {
  console.info(`${signal}: shutting down`);
  const force = setTimeout(() => {
    console.error("shutdown: requests still running after 8 s, closing anyway");
    stop(1);
  }, 8000);
  force.unref();
  server.close(() => stop(0));
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
