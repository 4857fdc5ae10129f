import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { parseHeightCm } from "~/forms/height";
import { getEnv } from "~/services/env.server";
import { primaryElsewhere } from "~/services/litefs.server";
import * as coreSchema from "./schema";
import * as verificationSchema from "./schema-verification";
import * as candidateSchema from "./schema-candidate";
import * as storiesSchema from "./schema-stories";
import * as biodataSchema from "./schema-biodata";
import * as lawSchema from "./schema-law";
import * as familySchema from "./schema-family";
import * as messagesSchema from "./schema-messages";
import * as safetySchema from "./schema-safety";
import * as mailSchema from "./schema-mail";
import * as matchingSchema from "./schema-matching";
import * as codesSchema from "./schema-codes";
import * as connectionsSchema from "./schema-connections";
import * as photosSchema from "./schema-photos";
import { noteMemberWrites } from "./member-writes.server";
import { cachingStatements, type CachingClient } from "./statement-cache.server";

const schema = {
  ...coreSchema,
  ...verificationSchema,
  ...candidateSchema,
  ...storiesSchema,
  ...biodataSchema,
  ...lawSchema,
  ...familySchema,
  ...messagesSchema,
  ...safetySchema,
  ...mailSchema,
  ...matchingSchema,
  ...codesSchema,
  ...connectionsSchema,
  ...photosSchema,
};

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

let sqlite: Database.Database | undefined;
let db: Db | undefined;
let statements: CachingClient | undefined;

/**
 * The migrations folder sits at the project root; this module runs from
 * app/db (tsx, Vitest) or from build/ (production), so look upwards for it.
 */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("drizzle/ migrations folder not found");
    dir = parent;
  }
}

/** In DATA_DIR, or in the LiteFS mount when the site runs on LiteFS (decision 017). */
export function databaseFile(): string {
  const env = getEnv();
  return path.join(env.LITEFS_DIR ?? env.DATA_DIR, "matrimony.db");
}

/**
 * Pass to every transaction that writes: `db.transaction(fn, WRITE)` takes the write lock at BEGIN,
 * waiting for it up to busy_timeout. A deferred transaction (the default) that reads first and then
 * writes cannot wait: if another process (a backup, admin:create, a second server) committed in
 * between, SQLite answers SQLITE_BUSY ("database is locked") at once, a 500 for the member (tests/unit/busy.test.ts).
 */
export const WRITE = { behavior: "immediate" } as const;

/** The SQL functions the migrations call: migration 0005 fills members.height_cm with the app's own parser. */
export function registerSqlFunctions(connection: Database.Database): void {
  connection.function("parse_height_cm", { deterministic: true }, (text) =>
    parseHeightCm(typeof text === "string" ? text : null),
  );
}

/**
 * Opens the database once, with the pragmas we rely on, and applies pending migrations (on a LiteFS
 * replica the primary applies them, and LiteFS copies the result).
 */
export function getDb(): Db {
  if (db) return db;
  sqlite = new Database(databaseFile());
  const writer = primaryElsewhere() === null;
  // A replica's journal mode is the primary's (LiteFS copies the file); setting it would be a write.
  if (writer) sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL"); // durable across process crashes in WAL mode
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Deleted rows are overwritten with zeros, in their page and in pages the deletion frees: otherwise an erased
  // member's details stay in the file's free space, and in every backup copied from it (issue 35, item 3).
  sqlite.pragma("secure_delete = ON");
  registerSqlFunctions(sqlite);
  // Drizzle gets a client that keeps compiled statements (statement-cache.server.ts); $client stays the
  // connection itself, for pragmas and the statements the code iterates.
  statements = cachingStatements(sqlite);
  db = Object.assign(drizzle({ client: statements as unknown as Database.Database, schema }), { $client: sqlite });
  readOnly = false;
  followLease(writer);
  return db;
}

let readOnly = false;
let migrated = false;

/**
 * Applies pending migrations with foreign keys off, as SQLite's procedure for changing a table's columns asks
 * (a migration that rebuilds a table drops the old one; with them on, that drop would first delete or refuse
 * every row that refers to it: decision 045). Drizzle runs the migrations in one transaction, inside which the
 * pragma cannot change, so it is switched here, around it; every reference is then checked before going on.
 */
export function applyMigrations(
  connection: Database.Database,
  target: Parameters<typeof migrate>[0],
  folder: string,
): void {
  connection.pragma("foreign_keys = OFF");
  try {
    migrate(target, { migrationsFolder: folder });
    const broken = connection.pragma("foreign_key_check") as unknown[];
    if (broken.length > 0) throw new Error(`Migrations left ${broken.length} broken references`);
  } finally {
    connection.pragma("foreign_keys = ON");
  }
}

/**
 * Matches the connection to this node's role (decision 017): on a LiteFS replica it is query_only, so a
 * write that slipped through fails at once, as LiteFS itself would refuse it; a node that becomes the
 * writer (at the start, or when the lease moves to it) applies pending migrations first, and from then on
 * notes the members it writes (member-writes.server.ts).
 */
function followLease(writer: boolean): void {
  if (!sqlite || !db) return;
  if (writer && (readOnly || !migrated)) {
    sqlite.pragma("query_only = OFF");
    applyMigrations(sqlite, db, migrationsFolder());
    migrated = true;
    noteMemberWrites(sqlite); // before this connection's first write
  } else if (!writer && !readOnly) {
    sqlite.pragma("query_only = ON");
  }
  readOnly = !writer;
}

/**
 * The LiteFS primary's name when this node must not write now (a replica; "" when the primary is not known),
 * else null. Reads the lease once and sets the connection to match. Cheap enough for every request.
 */
export function writerElsewhere(): string | null {
  const primary = primaryElsewhere();
  followLease(primary === null);
  return primary;
}

/** Whether this process may write now (not a LiteFS replica): jobs check it before each run. */
export const mayWrite = (): boolean => writerElsewhere() === null;

/**
 * A mark that changes whenever the database may have: another connection committed (data_version, which
 * ignores this connection's own writes) or this connection changed a row (total_changes()). What caches of
 * whole-table figures follow (app/services/kept.server.ts): several processes write the file (decision 016).
 */
export function changeMark(): string {
  marks ??= markStatements(getDb().$client);
  return marks.any.get() as string;
}

/** A mark that moves only with other connections' commits: for a cache that follows this connection's own writes. */
export function othersChangeMark(): string {
  marks ??= markStatements(getDb().$client);
  return marks.others.get() as string;
}

/**
 * Both marks' statements, prepared once per connection. Each mark starts with the connection's number: data_version
 * and total_changes() start again on a new connection, and a cache outlives closeDatabase() (scripts, tests).
 */
function markStatements(connection: Database.Database) {
  const number = ++connections;
  const read = (what: string) => connection.prepare(`select '${number}:' || ${what} from pragma_data_version`).pluck();
  return { any: read("data_version || ':' || total_changes()"), others: read("data_version") };
}
let marks: ReturnType<typeof markStatements> | undefined;
let connections = 0;

/** A cheap round trip for the health check. */
export function pingDatabase(): boolean {
  getDb();
  return sqlite!.prepare("select 1 as ok").get() !== undefined;
}

/**
 * Forgets the compiled statements Drizzle keeps, so that each is prepared on `$client` again: for the
 * tests and the bench that watch `$client.prepare` to see the statements a piece of code runs.
 */
export function forgetPreparedStatements(): void {
  statements?.forget();
}

export function closeDatabase(): void {
  if (!sqlite) return;
  // optimize may write statistics, which a replica's query_only connection refuses.
  if (!readOnly) sqlite.pragma("optimize");
  sqlite.close();
  sqlite = undefined;
  db = undefined;
  statements = undefined;
  marks = undefined;
  migrated = false;
}

/**
 * Copies every page of the WAL into the database file and empties the WAL. secure_delete zeroes a deleted row
 * in the page's new version only: the WAL keeps the versions before, until a checkpoint resets it. Waits
 * (busy_timeout) for other connections' reads to move to the newest snapshot; false when one still holds
 * an older one, or this node does not write (a LiteFS replica): the WAL then keeps its frames for now.
 */
export function truncateWal(): boolean {
  getDb();
  if (readOnly) return false;
  const [result] = sqlite!.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  return result.busy === 0;
}

/**
 * An online, consistent copy of the database while the site keeps serving: every write committed before the
 * copy started is in it. VACUUM INTO writes the live rows into a new file, so unlike a copy of the pages (the
 * backup API) it carries no free page or unused space that a deleted row left behind (issue 35, item 3).
 */
export function backupDatabase(destination: string): void {
  // A read-only connection of its own: a LiteFS replica's app connection is query_only, which refuses VACUUM INTO.
  const source = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    source.prepare("vacuum into ?").run(destination);
  } finally {
    source.close();
  }
}
