import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { listProfiles } from "~/domain/listing/listing.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0016 (an index for the search's "Verified only", issue 37) on a site that already has members: their
// rows stay as they were, the members the old toggle verified are in it, and the filter counts from it alone.

describe("migration 0016", () => {
  it("keeps members' data and answers 'Verified only' from the index", () => {
    const before = insertMembersBefore("0016", databaseFile(), ["5 ft 2 in", "5 ft 7 in", "5 ft"]);
    // An administrator had verified the first with the old toggle.
    const old = new Database(databaseFile());
    old.prepare("update members set verified = 1 where unq_id = ?").run(before[0].unq_id);
    old.close();
    before[0] = { ...before[0], verified: 1 };

    getDb(); // the app's own connection applies 0016
    const rows = storedMembers(databaseFile());
    expect(rows).toHaveLength(before.length);
    rows.forEach((row, index) => expect(olderColumns(row, before[index])).toEqual(before[index]));
    const page = listProfiles({ unqId: 0, gender: "Male" }, { verifiedOnly: true });
    expect(page.cards.map((card) => card.fullName)).toEqual(["Member 0"]);
    expect(page.cards[0].badges.map((badge) => badge.kind)).toContain("team");

    // The listing's condition as it is after every migration (0018 added the candidate's consent, §31a).
    const plans = new Database(databaseFile(), { readonly: true });
    try {
      const plan = plans
        .prepare(
          `explain query plan select count(*) from members where block_by_admin = 0
           and (role = 'member' and (hidden = 0 and (awaiting_approval = 0 and awaiting_candidate = 0)))
           and gender = 'Female'
           and (verified = 1 or id_verified_at is not null or photo_verified_at is not null)`,
        )
        .all()
        .map((row) => (row as { detail: string }).detail)
        .join("\n");
      expect(plan).toMatch(/^SEARCH members USING COVERING INDEX members_listed_verified_idx \(gender=\?\)$/);
    } finally {
      plans.close();
      closeDatabase();
    }
  });
});
