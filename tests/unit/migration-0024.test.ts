import { describe, expect, it } from "vitest";
import { databaseFile, getDb } from "~/db/client.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0024 (decision 047) adds the member_photos table and members.last_active_on: every member stays as
// they were, not yet seen active, with no other photos.

describe("migration 0024", () => {
  it("keeps every member as they were, with no last active day and no other photos", () => {
    const before = insertMembersBefore("0024", databaseFile(), ["5 ft 2 in", "5 ft 7 in"]);
    getDb(); // the app's own connection applies 0024
    const rows = storedMembers(databaseFile());
    expect(rows).toHaveLength(2);
    rows.forEach((row, index) => {
      expect(olderColumns(row, before[index])).toEqual(before[index]);
      expect(row.last_active_on).toBeNull();
    });
    expect(getDb().$client.prepare("select count(*) as n from member_photos").get()).toEqual({ n: 0 });
  });
});
