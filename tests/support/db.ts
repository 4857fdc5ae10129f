import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** The server's database file: in DATA_DIR, or in its LiteFS mount when the server runs on one (LITEFS_DIR). */
const databaseIn = (dataDir: string) => {
  const onLitefs = path.join(dataDir, "litefs", "matrimony.db");
  return fs.existsSync(onLitefs) ? onLitefs : path.join(dataDir, "matrimony.db");
};

/** Reads the server's database directly, to check what the data became. */
export function queryDb<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(databaseIn(dataDir), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * A member who registered a while ago (no e-mail code sent lately): a copy of another member's row
 * under a new address, phone and id, written straight into the server's database.
 */
export function copyMember(dataDir: string, templatePublicId: string, email: string): void {
  const db = new Database(databaseIn(dataDir), { fileMustExist: true });
  try {
    const copied = (db.prepare("select name from pragma_table_info('members')").all() as { name: string }[])
      .map((c) => c.name)
      .filter((name) => !["unq_id", "public_id", "email", "phone"].includes(name));
    const phone = `95${String(Date.now()).slice(-8)}`;
    const publicId = [...Array(24)].map(() => Math.floor(Math.random() * 16).toString(16)).join("");
    db.prepare(
      `insert into members (public_id, email, phone, ${copied.join(", ")}) ` +
        `select ?, ?, ?, ${copied.join(", ")} from members where public_id = ?`,
    ).run(publicId, email, phone, templatePublicId);
  } finally {
    db.close();
  }
}

/** Changes the server's database directly (what a test cannot wait for, such as a week passing). */
export function writeDb(dataDir: string, sql: string, ...params: unknown[]): number {
  const db = new Database(databaseIn(dataDir), { fileMustExist: true });
  try {
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}
