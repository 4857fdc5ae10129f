import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0007 (family) on a site that already has members: their rows stay as they were and every one
// of them is recorded as having created their own profile, with no contact person (docs/product-rules.md §31).

describe("migration 0007", () => {
  it("keeps existing members' data and marks their profiles as created by themselves", () => {
    const before = insertMembersBefore("0007", databaseFile(), ["5 ft 4 in", "5 ft 6 in"]);
    expect(before[0]).not.toHaveProperty("profile_created_by");

    getDb(); // the app's own connection applies 0007
    closeDatabase();

    const rows = storedMembers(databaseFile());
    expect(rows).toHaveLength(before.length);
    rows.forEach((row, index) => {
      const { profile_created_by, contact_relation, contact_name } = row;
      expect(olderColumns(row, before[index])).toEqual(before[index]);
      expect([profile_created_by, contact_relation, contact_name]).toEqual(["self", null, null]);
    });
  });
});
