import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseFile, getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema-codes";
import { consumeCooldown } from "~/domain/accounts/rate-limits.server";

// Another process (a backup, admin:create, a second server) writing to the database while the site
// does. The site's transactions read, then write; begun deferred, such a transaction whose snapshot
// another process outdated while it waited for the write lock fails at once with SQLITE_BUSY
// (busy_timeout cannot help it). Begun immediate (WRITE in client.server.ts) it waits, then reads.

const HOLD_MS = 300;

/** A second process that takes the write lock, writes a row, says "locked", and commits HOLD_MS later. */
function holdWriteLock(file: string): Promise<{ done: Promise<number | null> }> {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(process.argv[1]);
    db.exec("BEGIN IMMEDIATE");
    db.prepare("insert into rate_limits (key, window_start, count) values ('other-process', ?, 1)").run(Date.now());
    process.stdout.write("locked\\n");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${HOLD_MS});
    db.exec("COMMIT");
    db.close();
  `;
  const child = spawn(process.execPath, ["-e", script, file], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const done = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("locked") && resolve({ done }));
    child.once("exit", (code) => reject(new Error(`the other process exited with ${code} before locking`)));
  });
}

describe("concurrent writers", () => {
  it("a read-then-write transaction waits for another process's write lock instead of SQLITE_BUSY", async () => {
    getDb(); // migrated before the other process opens the file
    const other = await holdWriteLock(databaseFile());
    const started = performance.now();
    // Blocks this thread until the other process commits: that is the busy_timeout doing its job.
    expect(() => consumeCooldown("busy-test", 60_000)).not.toThrow();
    expect(performance.now() - started).toBeGreaterThan(HOLD_MS / 2);
    expect(await other.done).toBe(0);
    const keys = getDb()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .all()
      .map((row) => row.key);
    expect(keys.sort()).toEqual(["busy-test", "other-process"]);
  });
});
