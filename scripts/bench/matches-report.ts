// The /matches timing (time-matches.ts) as Markdown, and its target: one page under 20 ms of SQLite time at
// 100,000 members (issue 15).

export type MatchesTiming = {
  members: number;
  withPreferences: number;
  /** The viewer's candidates (the other gender's listed members). */
  candidates: number;
  /** Matches after settled requests are left out. */
  total: number;
  calls: number;
  /** CPU time of one index build from SQLite, median of 3. */
  indexBuildMs: number;
  pages: {
    label: string;
    page: number;
    statements: number;
    sqlMedianMs: number;
    sqlP95Ms: number;
    jsMedianMs: number;
    wallMedianMs: number;
  }[];
};

export const MATCHES_SQL_TARGET_MS = 20;

const fixed = (n: number) => n.toFixed(2);

export function matchesMarkdown(t: MatchesTiming): string {
  return [
    `/matches at ${t.members.toLocaleString("en")} members (${t.withPreferences.toLocaleString("en")} with ` +
      `preferences), one man with preferences: ${t.candidates.toLocaleString("en")} candidates, ` +
      `${t.total.toLocaleString("en")} matches, 20 a page; medians of ${t.calls} calls, CPU time.`,
    "",
    "| Page | statements | SQLite ms (median / p95) | JS ranking ms | wall ms |",
    "|---|---:|---:|---:|---:|",
    ...t.pages.map(
      (p) =>
        `| ${p.label} (${p.page}) | ${p.statements} | ${fixed(p.sqlMedianMs)} / ${fixed(p.sqlP95Ms)} | ` +
        `${fixed(p.jsMedianMs)} | ${fixed(p.wallMedianMs)} |`,
    ),
    "",
    `Index build (both genders, from SQLite): ${fixed(t.indexBuildMs)} ms CPU.`,
  ].join("\n");
}

/** Met when the slowest page's median SQLite time is under the target. */
export function matchesTarget(t: MatchesTiming) {
  const worst = Math.max(...t.pages.map((p) => p.sqlMedianMs));
  return {
    what: `/matches page, SQLite time at ${t.members.toLocaleString("en")} members (median, slowest page)`,
    target: `< ${MATCHES_SQL_TARGET_MS} ms`,
    actual: `${fixed(worst)} ms`,
    met: worst < MATCHES_SQL_TARGET_MS,
  };
}
