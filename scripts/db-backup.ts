// npm run db:backup -- [path]: an online, consistent copy of the database (live rows only, no freed
// space), safe while the site is serving. Default: DATA_DIR/backups/matrimony-<time>.db
import fs from "node:fs";
import path from "node:path";
import { backupDatabase, databaseFile } from "~/db/client.server";
import { getEnv } from "~/services/env.server";

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const target = path.resolve(process.argv[2] ?? path.join(getEnv().DATA_DIR, "backups", `matrimony-${stamp}.db`));
if (!fs.existsSync(databaseFile())) {
  console.error(`There is no database at ${databaseFile()} to back up.`);
  process.exit(1);
}
if (fs.existsSync(target)) {
  console.error(`${target} already exists; choose another path.`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(target), { recursive: true });
backupDatabase(target);
const mb = (fs.statSync(target).size / 1024 / 1024).toFixed(2);
console.info(`Backup written: ${target} (${mb} MB)`);
