import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { cardsByIds } from "~/domain/listing/listing.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0006 (privacy and safety) on a site that already has members: their rows stay as they were,
// everyone stays listed, and every photo becomes visible to members only (docs/product-rules.md §27:
// private by default, for the members who joined before the setting existed too).

describe("migration 0006", () => {
  it("keeps existing members' data, keeps them listed, and makes their photos members-only", () => {
    const before = insertMembersBefore("0006", databaseFile(), ["5 ft 4 in", "5 ft 6 in", "tall"]);
    expect(before[0]).not.toHaveProperty("photo_visibility");

    getDb(); // the app's own connection applies 0006
    const listed = cardsByIds(
      { unqId: 0, gender: "Male" },
      before.map((row) => row.unq_id as number),
    );
    closeDatabase();

    const rows = storedMembers(databaseFile());
    rows.forEach((row, index) => {
      const { photo_visibility, hidden, awaiting_approval, photo_awaiting_approval } = row;
      expect(olderColumns(row, before[index])).toEqual(before[index]);
      expect([photo_visibility, hidden, awaiting_approval, photo_awaiting_approval]).toEqual(["members", 0, 0, 0]);
    });
    expect(listed.map((card) => card.unqId)).toEqual(before.map((row) => row.unq_id));
  });
});
