import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { consents } from "~/db/schema-law";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0021 (the itemised notice's consents, issue 38) on a site that already has members: their rows stay as
// they were, and each member's acceptance of the old terms box becomes their first consent row, at the same time,
// marked as the terms (not the notice), so that they are asked for the notice at their next visit.

describe("migration 0021", () => {
  it("keeps members' data and records each member's accepted terms as a consent to the old terms", () => {
    const before = insertMembersBefore("0021", databaseFile(), ["5 ft 2 in", "5 ft 7 in"]);
    const old = new Database(databaseFile());
    old.prepare("update members set language = 'ur' where unq_id = ?").run(before[1].unq_id);
    old.close();
    before[1] = { ...before[1], language: "ur" };

    try {
      getDb(); // the app's own connection applies 0021
      const rows = storedMembers(databaseFile());
      expect(rows).toHaveLength(before.length);
      rows.forEach((row, index) => expect(olderColumns(row, before[index])).toEqual(before[index]));
      const given = getDb().select().from(consents).orderBy(consents.memberUnqId).all();
      expect(
        given.map((row) => [
          row.memberUnqId,
          row.noticeVersion,
          row.source,
          row.declared,
          row.language,
          +row.createdAt,
        ]),
      ).toEqual(
        before.map((member) => [
          member.unq_id,
          "terms-before-notice",
          "terms",
          false,
          member.language ?? "en",
          member.accepted_terms_at,
        ]),
      );
    } finally {
      closeDatabase();
    }
  });
});
