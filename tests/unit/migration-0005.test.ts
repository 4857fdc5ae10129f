import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";

// Migration 0005 on a site that already has members: their rows stay as they were and height_cm is
// filled from their height text by the app's own parser (docs/product-rules.md §23).

const drizzleDir = path.resolve(import.meta.dirname, "../../drizzle");
const before0005 = fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-0004-"));
afterAll(() => fs.rmSync(before0005, { recursive: true, force: true }));

/** The migrations folder as it was before 0005: the same files, the journal cut after 0004. */
function migrationsUpTo0004(): string {
  fs.cpSync(drizzleDir, before0005, { recursive: true });
  const journalFile = path.join(before0005, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0005");
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return before0005;
}

const HEIGHTS: [string, number | null][] = [
  ["5 ft 4 in", 163],
  ["5.4", 163],
  [`5'10"`, 178],
  ["163 cm", 163],
  ["tall", null],
  ["9 ft", null],
];

type Row = Record<string, unknown>;

function insertMembersAt0004(file: string): Row[] {
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo0004() });
  expect(sqlite.prepare("select name from pragma_table_info('members') where name = 'height_cm'").get()).toBe(
    undefined,
  );
  const insert = sqlite.prepare(`insert into members (public_id, email, phone, password_hash, full_name, age, gender,
    father_name, grand_father_name, height, dob, marital_status, family_head, family_head_occupation, siblings,
    sister_siblings, pehchan, education, working, house, area, city, state, pin, country, wedding_style,
    accepted_terms_at, created_at, updated_at)
    values (?, ?, ?, 'hash', ?, 30, 'Female', 'Anwar', 'Haji Yusuf', ?, '1995-01-01', 'UnMarried', 'Father',
    'Tailor', 0, 2, 'Qureshi', 'B.Sc', 'Nurse', 'Owned', 'Old City', 'Lucknow', 'Uttar Pradesh', '226003',
    'India', 'Traditional', 1, 1, 1)`);
  HEIGHTS.forEach(([height], n) =>
    insert.run(`${n}`.padStart(24, "a"), `member${n}@example.in`, `98000000${n}0`, `Member ${n}`, height),
  );
  const rows = sqlite.prepare("select * from members order by unq_id").all() as Row[];
  sqlite.close();
  return rows;
}

describe("migration 0005", () => {
  it("keeps existing members' data and fills height_cm from their height text", () => {
    const before = insertMembersAt0004(databaseFile());
    expect(before).toHaveLength(HEIGHTS.length);

    getDb(); // the app's own connection applies 0005
    closeDatabase();

    const after = new Database(databaseFile(), { readonly: true });
    const rows = after.prepare("select * from members order by unq_id").all() as Row[];
    after.close();
    expect(rows.map(({ height, height_cm }) => [height, height_cm])).toEqual(HEIGHTS);
    rows.forEach((row, index) => {
      const { about, looking_for, maslak, prayer, mother_tongue, education_level, height_cm: _cm, ...rest } = row;
      // The columns of later migrations have their own tests (migration-0006.test.ts).
      const { photo_visibility: _v, hidden: _h, awaiting_approval: _a, photo_awaiting_approval: _p, ...kept } = rest;
      expect(kept).toEqual(before[index]);
      expect([about, looking_for, maslak, prayer, mother_tongue, education_level]).toEqual([
        null,
        null,
        null,
        null,
        null,
        null,
      ]);
    });
  });
});
