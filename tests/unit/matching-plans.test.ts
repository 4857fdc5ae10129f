import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { forgetMatchIndex } from "~/domain/matching/match-index.server";
import { listMatches } from "~/domain/matching/matching.server";
import { probeStatements, type ProbedStatement } from "../../scripts/bench/statement-probe";
import { addMember, viewerOf } from "../support/match-members";

// The statements a /matches page runs, caught as the domain runs them (not copied), and how SQLite plans
// each: by an index, never a full scan of members and never a temporary B-tree for sorting.

const planOf = ({ sql, params }: ProbedStatement): string =>
  getDb()
    .$client.prepare(`explain query plan ${sql}`)
    .all(...params)
    .map((row) => (row as { detail: string }).detail)
    .join("\n");

function statementsOfAPage(rebuild: boolean) {
  const me = addMember({ gender: "Male" }, { ageFrom: 20, places: ["Lucknow"] });
  for (let i = 0; i < 30; i++) addMember({}, i % 3 === 0 ? { maslaks: ["Shia"] } : undefined);
  listMatches(viewerOf(me)); // the index is current
  if (rebuild) forgetMatchIndex();
  // One member changed (any write to their row; SQLite tells the index): refreshed, not rebuilt.
  else getDb().$client.prepare("update members set age = age where unq_id = ?").run(me);
  return probeStatements(getDb().$client, () => listMatches(viewerOf(me))).statements;
}

const find = (statements: ProbedStatement[], pattern: RegExp) => statements.filter((s) => pattern.test(s.sql));

const BY_KEY = (table: string) => `SEARCH ${table} USING INTEGER PRIMARY KEY (rowid=?)`;

describe("the query plans of a matches page", () => {
  it("builds the index from members_match_idx alone, one gender at a time, and preferences by key", () => {
    const builds = find(statementsOfAPage(true), /left join "partner_preferences"/);
    expect(builds.map((s) => s.params.at(-1))).toEqual(["Male", "Female"]);
    for (const build of builds) {
      expect(planOf(build)).toBe(
        "SEARCH members USING COVERING INDEX members_match_idx (gender=?)\n" +
          `${BY_KEY("partner_preferences")} LEFT-JOIN`,
      );
    }
  });

  it("reads the viewer, preferences, settled requests, blocks, photo grants and cards by key or index", () => {
    const statements = statementsOfAPage(false);
    for (const statement of statements) expect(planOf(statement), statement.sql).not.toMatch(/\bSCAN\b|TEMP B-TREE/);
    const plans = (pattern: RegExp) => find(statements, pattern).map(planOf);
    expect(plans(/^select "age", "height_cm".* from "members" where "members"."unq_id" = \?$/)).toEqual([
      BY_KEY("members"),
    ]);
    expect(plans(/from "partner_preferences" where/)).toEqual([BY_KEY("partner_preferences")]);
    const byEitherSide = (status: string) =>
      "MULTI-INDEX OR\nINDEX 1\n" +
      `SEARCH connection_requests USING INDEX connection_requests_sender_idx (sender_unq_id=?${status})\n` +
      "INDEX 2\n" +
      `SEARCH connection_requests USING INDEX connection_requests_recipient_idx (recipient_unq_id=?${status})`;
    // The settled requests ranking leaves out, then every request of the viewer's, whatever its state: the cards
    // may show the photos of connections (§27) and of hidden members a request still opens (§28).
    expect(plans(/from "connection_requests"/)).toEqual([byEitherSide(" AND status=?"), byEitherSide("")]);
    expect(find(statements, /from "member_blocks"/).length).toBeGreaterThan(0);
    expect(find(statements, /from "photo_requests"/).length).toBeGreaterThan(0);
    // The changed member's refresh, then the page's cards, each card's plan in force (§35) read in the same
    // statement from the member's plan rows by index.
    expect(plans(/"members"."unq_id" in \(/)).toEqual([
      `${BY_KEY("members")}\n${BY_KEY("partner_preferences")} LEFT-JOIN`,
      `${BY_KEY("members")}\nCORRELATED SCALAR SUBQUERY 1\n` +
        "SEARCH plan_activations USING INDEX plan_activations_member_idx (member_unq_id=? AND ends_at>?)",
    ]);
  });
});
