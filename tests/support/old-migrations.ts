import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { applyMigrations, registerSqlFunctions } from "~/db/client.server";

// A database as an older release left it, for the tests that a migration keeps existing members' data.

const drizzleDir = path.resolve(import.meta.dirname, "../../drizzle");

export type Row = Record<string, unknown>;

/** The migrations folder as it was before `tag` (e.g. "0005"): the same files, the journal cut before it. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `matrimony-before-${tag}-`));
  fs.cpSync(drizzleDir, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Writes members into `file` migrated up to just before `tag`, one per height text (the only column that
 * differs besides the ids), and returns their rows as stored.
 */
export function insertMembersBefore(tag: string, file: string, heights: string[]): Row[] {
  const migrations = migrationsBefore(tag);
  const sqlite = new Database(file);
  registerSqlFunctions(sqlite);
  try {
    applyMigrations(sqlite, drizzle(sqlite), migrations.folder);
    const insert = sqlite.prepare(`insert into members (public_id, email, phone, password_hash, full_name, age, gender,
      father_name, grand_father_name, height, dob, marital_status, family_head, family_head_occupation, siblings,
      sister_siblings, pehchan, education, working, house, area, city, state, pin, country, wedding_style,
      accepted_terms_at, created_at, updated_at)
      values (?, ?, ?, 'hash', ?, 30, 'Female', 'Anwar', 'Haji Yusuf', ?, '1995-01-01', 'UnMarried', 'Father',
      'Tailor', 0, 2, 'Qureshi', 'B.Sc', 'Nurse', 'Owned', 'Old City', 'Lucknow', 'Uttar Pradesh', '226003',
      'India', 'Traditional', 1, 1, 1)`);
    heights.forEach((height, n) =>
      insert.run(`${n}`.padStart(24, "a"), `member${n}@example.in`, `98000000${n}0`, `Member ${n}`, height),
    );
    return sqlite.prepare("select * from members order by unq_id").all() as Row[];
  } finally {
    sqlite.close();
    migrations.remove();
  }
}

/** Every member row of the app's database file, read directly. */
export function storedMembers(file: string): Row[] {
  const sqlite = new Database(file, { readonly: true });
  try {
    return sqlite.prepare("select * from members order by unq_id").all() as Row[];
  } finally {
    sqlite.close();
  }
}

/**
 * A stored row cut to the columns an older release had (those of `before`), so a migration's test checks
 * its own columns and that every older one is unchanged, whatever later migrations add.
 */
export function olderColumns(row: Row, before: Row): Row {
  return Object.fromEntries(Object.keys(before).map((column) => [column, row[column]]));
}
