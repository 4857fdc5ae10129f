// npm run db:restore -- path [--force]: replaces the database with a backup.
// Only with the site stopped: a running server would keep writing to the old file.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { getEnv } from "~/services/env.server";
import { runningServer } from "~/services/server-lock.server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false } },
});
const source = positionals[0] ? path.resolve(positionals[0]) : undefined;
if (!source || !fs.existsSync(source)) {
  console.error("usage: npm run db:restore -- path/to/backup.db [--force]");
  process.exit(1);
}

// On LiteFS the database is LiteFS's to replace, on every node at once (README, Past one machine).
if (getEnv().LITEFS_DIR) {
  console.error("This site runs on LiteFS: restore with `litefs import -name matrimony.db <backup>` on the primary.");
  process.exit(1);
}

const server = runningServer();
if (server && !values.force) {
  console.error(`The site is running (${server}). Stop it first, then restore.`);
  console.error("If it is stopped (it crashed or ran in another container), pass --force.");
  process.exit(1);
}

// Never restore a damaged or foreign file.
const check = new Database(source, { readonly: true, fileMustExist: true });
try {
  const integrity = check.pragma("integrity_check", { simple: true });
  const hasMembers = check.prepare("select 1 from sqlite_master where type = 'table' and name = 'members'").get();
  if (integrity !== "ok" || !hasMembers) throw new Error(`integrity check: ${String(integrity)}`);
} catch (error) {
  console.error(`${source} is not a usable backup: ${(error as Error).message}`);
  process.exit(1);
} finally {
  check.close();
}

const target = path.join(getEnv().DATA_DIR, "matrimony.db");
const staging = `${target}.restoring`;
fs.copyFileSync(source, staging);
for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${target}${suffix}`, { force: true });
fs.renameSync(staging, target);
console.info(`Restored ${source} into ${target}. Start the site again; migrations run on start.`);
