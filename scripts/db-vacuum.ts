// npm run db:vacuum: rewrites the database file with its live rows only. Since issue 35 SQLite overwrites what
// a deletion frees (secure_delete), but space freed before then (members deleted earlier) stays in the file
// until SQLite reuses it; this clears it at once. Backups never carry it (db:backup copies live rows only).
// Only with the site stopped: VACUUM holds the write lock for as long as it runs, and needs the file's size
// again in free disk space.
import fs from "node:fs";
import { closeDatabase, databaseFile, getDb, truncateWal } from "~/db/client.server";
import { getEnv } from "~/services/env.server";
import { runningServer } from "~/services/server-lock.server";

if (getEnv().LITEFS_DIR) {
  // A backup is vacuumed already (VACUUM INTO): LiteFS replaces the database with one (README, Past one machine).
  console.error("This site runs on LiteFS: import a backup with `litefs import -name matrimony.db <backup>`.");
  process.exit(1);
}
const server = runningServer();
if (server) {
  console.error(`The site is running (${server}). Stop it first, then vacuum.`);
  process.exit(1);
}
const megabytes = () => (fs.statSync(databaseFile()).size / 1024 / 1024).toFixed(2);
const before = megabytes();
getDb().$client.exec("vacuum");
truncateWal();
closeDatabase();
console.info(`Vacuumed ${databaseFile()}: ${before} MB before, ${megabytes()} MB after.`);
