import path from "node:path";
import Database from "better-sqlite3";

/** Reads the server's database directly, to check what the data became. */
export function queryDb<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, "matrimony.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
