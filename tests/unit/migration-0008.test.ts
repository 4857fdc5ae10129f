import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0008 (messages) on a site that already has members and connections: their rows stay as they
// were, every member allows read receipts, and every accepted connection gets its (empty) conversation, so
// connected members can write at once (docs/product-rules.md §33). Pending and declined requests get none.

describe("migration 0008", () => {
  it("keeps members' data and opens a conversation for each existing connection", () => {
    const before = insertMembersBefore("0008", databaseFile(), ["5 ft 4 in", "5 ft 6 in", "5 ft 8 in"]);
    const [a, b, c] = before.map((row) => row.unq_id as number);
    const old = new Database(databaseFile());
    const request = old.prepare(`insert into connection_requests
      (id, sender_unq_id, recipient_unq_id, pair_low, pair_high, status, created_at, responded_at)
      values (?, ?, ?, ?, ?, ?, 1000, ?)`);
    request.run("c".repeat(24), b, a, a, b, "accepted", 2000);
    request.run("d".repeat(24), c, a, a, c, "pending", null);
    request.run("e".repeat(24), b, c, b, c, "rejected", 3000);
    old.close();

    getDb(); // the app's own connection applies 0008
    closeDatabase();

    const rows = storedMembers(databaseFile());
    rows.forEach((row, index) => {
      expect(olderColumns(row, before[index])).toEqual(before[index]);
      expect(row.read_receipts).toBe(1);
    });
    const now = new Database(databaseFile(), { readonly: true });
    try {
      expect(now.prepare("select * from conversations").all()).toEqual([
        {
          id: "c".repeat(24),
          low_unq_id: a,
          high_unq_id: b,
          low_read_id: 0,
          high_read_id: 0,
          low_mailed_at: null,
          high_mailed_at: null,
          last_message_at: null,
          created_at: 2000,
          // Added since by migration 0017 (each side's choice on a guardian reading, §33): no choice yet.
          low_consent: null,
          high_consent: null,
        },
      ]);
    } finally {
      now.close();
    }
  });
});
