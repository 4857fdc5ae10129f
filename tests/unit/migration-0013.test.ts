import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, databaseFile, getDb } from "~/db/client.server";
import { insertMembersBefore, olderColumns, storedMembers } from "../support/old-migrations";

// Migration 0013 (issue 35, item 8) on a site that already has members and reports: their rows stay as they
// were, an existing report is a member's report (it matched nothing), and nothing is kept of deleted accounts
// yet (their reports went with them before this release).

describe("migration 0013", () => {
  it("keeps members and their reports, which matched no deleted account", () => {
    const before = insertMembersBefore("0013", databaseFile(), ["5 ft 2 in", "5 ft 9 in"]);
    const [reporter, reported] = before.map((row) => row.unq_id as number);
    const old = new Database(databaseFile());
    old
      .prepare(
        `insert into reports (reporter_unq_id, reported_unq_id, reason, details, status, created_at, updated_at)
         values (?, ?, 'fake', 'A film star''s photo', 'open', 1000, 2000)`,
      )
      .run(reporter, reported);
    const reportBefore = old.prepare("select * from reports").get() as Record<string, unknown>;
    old.close();

    getDb(); // the app's own connection applies 0013
    closeDatabase();

    const rows = storedMembers(databaseFile());
    rows.forEach((row, index) => expect(olderColumns(row, before[index])).toEqual(before[index]));
    const now = new Database(databaseFile(), { readonly: true });
    try {
      const report = now.prepare("select * from reports").get() as Record<string, unknown>;
      expect(olderColumns(report, reportBefore)).toEqual(reportBefore);
      expect(report).toMatchObject({ matched_phone_hash: null, matched_email_hash: null });
      expect(now.prepare("select count(*) as n from erased_member_reports").get()).toEqual({ n: 0 });
    } finally {
      now.close();
    }
  });
});
