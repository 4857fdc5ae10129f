import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0012 (a member's chosen language, issue 18) on a site that already has members: their rows stay as
// they were, and none has chosen a language, so the browser's choice still decides for them.

describe("migration 0012", () => {
  it("keeps members' data and leaves their language unchosen", () => {
    const before = insertMembersBefore("0012", databaseFile(), ["5 ft 2 in", "5 ft 7 in"]);

    getDb(); // the app's own connection applies 0012
    const rows = storedMembers(databaseFile());
    expect(rows).toHaveLength(before.length);
    rows.forEach((row, index) => {
      expect(olderColumns(row, before[index])).toEqual(before[index]);
      expect(row.language).toBeNull();
    });
    closeDatabase();
  });
});
