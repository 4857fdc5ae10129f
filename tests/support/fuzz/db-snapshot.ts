import { createHash } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * Tables whose rows change on refused input by design, so they are not compared: sessions (a
 * refused form still keeps the visitor's session and what they typed) and rate_limits (counting
 * refused attempts is their purpose). Likewise email_codes.attempts counts wrong codes, and the logs the law asks
 * for (docs/product-rules.md §41) record every sign-in (the fuzz's own logins) and every form an administrator
 * sends, refused ones too: who tried what, and from where. The mail queue is
 * written in the transaction of the change it reports (so with a compared table), but the worker updates its
 * rows after the request has been answered, perhaps during the next case: tests/api/mail-queue.test.ts checks it.
 */
const NOT_COMPARED_TABLES = new Set([
  "sessions",
  "rate_limits",
  "mail_queue",
  "mail_queue_requests",
  "sign_ins",
  "admin_action_log",
]);
const NOT_COMPARED_COLUMNS: Record<string, string[]> = { email_codes: ["attempts"] };

/** Every compared table's rows, each as one line of text; sqlite_sequence counters go with their table. */
export type Snapshot = Map<string, string[]>;

export type TableChange = { table: string; added: string[]; removed: string[] };

const rowText = (row: unknown) =>
  JSON.stringify(row, (_key, value) =>
    // Photos: a digest of the bytes says whether they changed, in far less text.
    value && typeof value === "object" && value.type === "Buffer"
      ? `sha1:${createHash("sha1").update(Buffer.from(value.data)).digest("hex")}`
      : value,
  );

/** A read-only view of the server's database that reads its whole contents in one transaction. */
export class DatabaseWatcher {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    this.db = new Database(path.join(dataDir, "matrimony.db"), { readonly: true, fileMustExist: true });
  }

  snapshot(): Snapshot {
    return this.db.transaction(() => {
      const snapshot: Snapshot = new Map();
      const tables = this.db
        .prepare("select name from sqlite_master where type = 'table' order by name")
        .pluck()
        .all() as string[];
      for (const table of tables.filter((t) => !NOT_COMPARED_TABLES.has(t) && t !== "sqlite_sequence")) {
        const hidden = NOT_COMPARED_COLUMNS[table] ?? [];
        const columns = (this.db.pragma(`table_info(${table})`) as { name: string }[])
          .map((c) => c.name)
          .filter((c) => !hidden.includes(c));
        const rows = this.db.prepare(`select ${columns.map((c) => `"${c}"`).join(", ")} from "${table}"`).all();
        snapshot.set(table, rows.map(rowText).sort());
      }
      for (const { name, seq } of this.db.prepare("select name, seq from sqlite_sequence").all() as {
        name: string;
        seq: number;
      }[]) {
        snapshot.get(name)?.push(`sqlite_sequence ${seq}`);
      }
      return snapshot;
    })();
  }

  close(): void {
    this.db.close();
  }
}

/** What changed between two snapshots, table by table (a few rows each, to read in a failure). */
export function changesBetween(before: Snapshot, after: Snapshot): TableChange[] {
  const changes: TableChange[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const old = new Set(before.get(table) ?? []);
    const now = new Set(after.get(table) ?? []);
    const added = [...now].filter((row) => !old.has(row));
    const removed = [...old].filter((row) => !now.has(row));
    if (added.length || removed.length)
      changes.push({ table, added: added.slice(0, 3).map(short), removed: removed.slice(0, 3).map(short) });
  }
  return changes;
}

const short = (row: string) => (row.length > 300 ? `${row.slice(0, 300)}…` : row);
