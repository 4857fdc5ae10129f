import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { listPlaces } from "~/domain/listing/places.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0011 (an index for the search's place lists) on a site that already has members: their rows stay
// as they were, and the place lists are read from the new index, not from every member's row.

describe("migration 0011", () => {
  it("keeps members' data and reads the place lists from the index", () => {
    const before = insertMembersBefore("0011", databaseFile(), ["5 ft 2 in", "5 ft 7 in"]);

    getDb(); // the app's own connection applies 0011
    const rows = storedMembers(databaseFile());
    expect(rows).toHaveLength(before.length);
    rows.forEach((row, index) => expect(olderColumns(row, before[index])).toEqual(before[index]));
    expect(listPlaces().length).toBeGreaterThan(0);

    // The listing's condition as it is after every migration (0018 added the candidate's consent, §31a).
    const plans = new Database(databaseFile(), { readonly: true });
    try {
      const plan = plans
        .prepare(
          `explain query plan select min(city), min(state) from members where block_by_admin = 0
           and (role = 'member' and (hidden = 0 and (awaiting_approval = 0 and awaiting_candidate = 0)))
           group by city collate nocase, state collate nocase`,
        )
        .all()
        .map((row) => (row as { detail: string }).detail)
        .join("\n");
      // One walk of the index in its order: no temporary B-tree for the grouping.
      expect(plan).toMatch(/^SCAN members USING (COVERING )?INDEX members_listed_place_idx$/);
    } finally {
      plans.close();
      closeDatabase();
    }
  });
});
