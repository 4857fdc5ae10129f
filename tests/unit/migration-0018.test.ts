import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { candidateConsents } from "~/db/schema-candidate";
import { listProfiles } from "~/domain/listing/listing.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0018 (a relative's profile waits for its candidate, issue 41, product rules §31a) on a site that already
// has members: their rows stay as they were, and every one of them, a relative's profile too, is confirmed: listed.

describe("migration 0018", () => {
  it("keeps members' data and lists every existing member, whoever created the profile", () => {
    const before = insertMembersBefore("0018", databaseFile(), ["5 ft 2 in", "5 ft 7 in"]);
    // The second was made by her father (migration 0007 and later edits allow it).
    const old = new Database(databaseFile());
    old
      .prepare(
        "update members set profile_created_by = 'parent', contact_relation = 'father', contact_name = 'Anwar' " +
          "where unq_id = ?",
      )
      .run(before[1].unq_id);
    old.close();
    before[1] = { ...before[1], profile_created_by: "parent", contact_relation: "father", contact_name: "Anwar" };

    try {
      getDb(); // the app's own connection applies 0018
      const rows = storedMembers(databaseFile());
      expect(rows).toHaveLength(before.length);
      rows.forEach((row, index) => expect(olderColumns(row, before[index])).toEqual(before[index]));
      expect(rows.map((row) => row.awaiting_candidate)).toEqual([0, 0]);
      expect(getDb().select().from(candidateConsents).all()).toEqual([]);
      const page = listProfiles({ unqId: 0, gender: "Male" }, {});
      expect(page.cards.map((card) => card.fullName).sort()).toEqual(["Member 0", "Member 1"]);
    } finally {
      closeDatabase();
    }
  });
});
