import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { planOf } from "~/domain/plans/plans.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0010 (plans and photo renditions) on a site that already has members: their rows stay as they
// were and each of them is on Basic (no plan activation), the plan every member had before plans were
// enforced (docs/product-rules.md §35); no renditions exist until a photo is first asked for at a size.

describe("migration 0010", () => {
  it("keeps members' data, and every existing member is on Basic", () => {
    const before = insertMembersBefore("0010", databaseFile(), ["5 ft 2 in", "5 ft 7 in"]);

    getDb(); // the app's own connection applies 0010
    closeDatabase();

    const rows = storedMembers(databaseFile());
    expect(rows).toHaveLength(before.length);
    rows.forEach((row, index) => expect(olderColumns(row, before[index])).toEqual(before[index]));
    const after = new Database(databaseFile(), { readonly: true });
    try {
      expect(after.prepare("select count(*) as n from plan_activations").get()).toEqual({ n: 0 });
      expect(after.prepare("select count(*) as n from photo_renditions").get()).toEqual({ n: 0 });
    } finally {
      after.close();
    }
    for (const row of rows) expect(planOf(row.unq_id as number)).toEqual({ plan: "basic" });
  });
});
