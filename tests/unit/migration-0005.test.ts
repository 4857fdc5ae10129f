import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0005 on a site that already has members: their rows stay as they were and height_cm is
// filled from their height text by the app's own parser (docs/product-rules.md §23).

const HEIGHTS: [string, number | null][] = [
  ["5 ft 4 in", 163],
  ["5.4", 163],
  [`5'10"`, 178],
  ["163 cm", 163],
  ["tall", null],
  ["9 ft", null],
];

describe("migration 0005", () => {
  it("keeps existing members' data and fills height_cm from their height text", () => {
    const before = insertMembersBefore(
      "0005",
      databaseFile(),
      HEIGHTS.map(([height]) => height),
    );
    expect(before).toHaveLength(HEIGHTS.length);
    expect(before[0]).not.toHaveProperty("height_cm");

    getDb(); // the app's own connection applies 0005
    closeDatabase();

    const rows = storedMembers(databaseFile());
    expect(rows.map(({ height, height_cm }) => [height, height_cm])).toEqual(HEIGHTS);
    rows.forEach((row, index) => {
      const { about, looking_for, maslak, prayer, mother_tongue, education_level } = row;
      // The columns of later migrations have their own tests (migration-0006.test.ts and after).
      expect(olderColumns(row, before[index])).toEqual(before[index]);
      expect([about, looking_for, maslak, prayer, mother_tongue, education_level]).toEqual([
        null,
        null,
        null,
        null,
        null,
        null,
      ]);
    });
  });
});
