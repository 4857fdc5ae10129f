import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getEnv } from "./env.server";

// DATA_DIR/server.pid says a server is using the database, so a restore can refuse to run under it.
const lockFile = () => path.join(getEnv().DATA_DIR, "server.pid");

export function writeServerLock(): void {
  fs.writeFileSync(lockFile(), `${os.hostname()} ${process.pid}\n`);
}

export function removeServerLock(): void {
  fs.rmSync(lockFile(), { force: true });
}

/** A description of the server that holds the database, or null when none seems to. */
export function runningServer(): string | null {
  if (!fs.existsSync(lockFile())) return null;
  const [host, pid] = fs.readFileSync(lockFile(), "utf8").trim().split(" ");
  if (host === os.hostname()) {
    try {
      process.kill(Number(pid), 0);
    } catch {
      return null; // that process is gone: a crash left the file behind
    }
  }
  return `process ${pid} on ${host}`;
}
