import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0023 (the profile asked after the short signup, decision 045) rebuilds the members table to let the
// later fields be empty. Every other table refers to members, with ON DELETE CASCADE: had the old table been
// dropped with foreign keys on, each member's shortlist, consents and the rest would have gone with it.

describe("migration 0023", () => {
  it("keeps members, the rows that refer to them, their indexes and the foreign keys", () => {
    const before = insertMembersBefore("0023", databaseFile(), ["5 ft 2 in", "5 ft 7 in"]);
    const old = new Database(databaseFile());
    const [first, second] = before.map((row) => row.unq_id);
    old.prepare("insert into shortlists (member_unq_id, saved_unq_id, created_at) values (?, ?, 1)").run(first, second);
    const consent = old.prepare(`insert into consents (member_unq_id, notice_version, source, declared, language,
      created_at) values (?, ?, 'signup', 1, 'ur', 1)`);
    for (const unqId of [first, second]) consent.run(unqId, "1.0");
    const consentsBefore = old.prepare("select * from consents order by id").all();
    old.close();

    try {
      getDb(); // the app's own connection applies 0023
      const rows = storedMembers(databaseFile());
      expect(rows).toHaveLength(before.length);
      rows.forEach((row, index) => expect(olderColumns(row, before[index])).toEqual(before[index]));
      const sqlite = getDb().$client;
      expect(sqlite.prepare("select member_unq_id, saved_unq_id from shortlists").all()).toEqual([
        { member_unq_id: first, saved_unq_id: second },
      ]);
      expect(sqlite.prepare("select * from consents order by id").all()).toEqual(consentsBefore);
      expect(consentsBefore).toHaveLength(2);

      // The listing's indexes are back, with their case-insensitive city.
      const cityIndex = sqlite
        .prepare("select sql from sqlite_master where type = 'index' and name = 'members_listed_city_idx'")
        .get() as { sql: string };
      expect(cityIndex.sql).toContain('("city" collate nocase,');
      // Foreign keys are on again and still point at the members table.
      expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(() =>
        sqlite
          .prepare("insert into shortlists (member_unq_id, saved_unq_id, created_at) values (?, 999, 1)")
          .run(first),
      ).toThrow(/FOREIGN KEY/);
      sqlite.prepare("delete from members where unq_id = ?").run(second);
      expect(sqlite.prepare("select count(*) as n from shortlists").get()).toEqual({ n: 0 });
      expect(sqlite.prepare("select count(*) as n from consents").get()).toEqual({ n: 1 });

      // A member who has given only the short signup's answers can be stored.
      sqlite
        .prepare(
          `insert into members (public_id, email, phone, password_hash, full_name, age, gender, dob, accepted_terms_at,
            created_at, updated_at) values ('b'||hex(randomblob(11)), 'short@example.in', '9811111111', 'hash',
            'Sana Khan', 24, 'Female', '2002-03-04', 1, 1, 1)`,
        )
        .run();
      expect(sqlite.prepare("select father_name, city from members where email = 'short@example.in'").get()).toEqual({
        father_name: null,
        city: null,
      });
    } finally {
      closeDatabase();
    }
  });
});
