// The pure half of `npm run lighthouse`: from Lighthouse results (lhr) to one
// row of scores per page, the Markdown table, the targets of issue 19's
// acceptance and the audits that kept a page below them.

/** The four categories issue 19 sets a target for, in the table's order, with that target (0–100). */
export const TARGETS = [
  { id: "performance", title: "Performance", min: 95 },
  { id: "accessibility", title: "Accessibility", min: 100 },
  { id: "best-practices", title: "Best Practices", min: 100 },
  { id: "seo", title: "SEO", min: 100 },
] as const;

export type CategoryId = (typeof TARGETS)[number]["id"];

/** The parts of a Lighthouse result (LH.Result) this report reads. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { title: string; score: number | null; displayValue?: string } | undefined>;
  /** Lighthouse's measure of the machine's speed when it ran (higher is faster). */
  environment?: { benchmarkIndex: number };
};

export type PageScores = {
  page: string;
  /** 0–100 per category; null when Lighthouse could not score it (a run error). */
  scores: Record<CategoryId, number | null>;
  /** Every run's performance score, in run order. */
  performanceRuns: (number | null)[];
  /** Audits that kept a category below its target, "category: title (value)". */
  failing: string[];
  /** The median of Lighthouse's CPU benchmark index over the runs (null if none reported it). */
  benchmarkIndex: number | null;
};

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const percent = (score: number | null | undefined) => (typeof score === "number" ? Math.round(score * 100) : null);

/** Audits that count towards a category's score (weight above 0) and were below full marks. */
function losingAudits(result: LighthouseResult, category: CategoryId): string[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs.flatMap(({ id, weight }) => {
    const audit = result.audits[id];
    if (weight <= 0 || !audit || audit.score === null || audit.score >= 1) return [];
    return [`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`];
  });
}

/** The index of the run whose score is nearest the reported one: it explains that score best. */
function runNearest(perRun: readonly (number | null)[], reported: number | null): number {
  const distance = (score: number | null) => Math.abs((score ?? -1) - (reported ?? -1));
  return perRun.reduce<number>((best, score, index) => (distance(score) < distance(perRun[best]) ? index : best), 0);
}

/**
 * One page's scores from its runs: the median performance score (throttled timing on a shared machine
 * is noisy), and for the other categories the lowest score of any run (they should not vary; if they do,
 * the worse one is the honest one). A category any run could not score is not scored. Failing audits
 * come from the run nearest the reported score.
 */
export function pageScores(page: string, runs: readonly LighthouseResult[]): PageScores {
  const performanceRuns = runs.map((run) => percent(run.categories.performance?.score));
  const scores = {} as Record<CategoryId, number | null>;
  const failing: string[] = [];
  for (const { id, min } of TARGETS) {
    const perRun = runs.map((run) => percent(run.categories[id]?.score));
    const all = perRun.filter((score): score is number => score !== null);
    const reported =
      all.length < runs.length || all.length === 0 ? null : id === "performance" ? median(all) : Math.min(...all);
    scores[id] = reported;
    if (reported !== null && reported >= min) continue;
    for (const line of losingAudits(runs[runNearest(perRun, reported)], id))
      if (!failing.includes(line)) failing.push(line);
  }
  const indexes = runs.flatMap((run) => (run.environment ? [run.environment.benchmarkIndex] : []));
  return { page, scores, performanceRuns, failing, benchmarkIndex: median(indexes) };
}

/**
 * Lighthouse's own threshold (core/gather/driver/environment.js): below this CPU benchmark index the
 * machine is at least twice as slow as the one its 4x CPU throttling is calibrated for.
 */
export const SLOW_CPU_INDEX = 1000;

/** A warning when the machine was too slow or busy for the performance scores to describe the site. */
export function slowMachineWarning(pages: readonly PageScores[]): string | null {
  const slow = pages.filter((page) => page.benchmarkIndex !== null && page.benchmarkIndex < SLOW_CPU_INDEX);
  if (slow.length === 0) return null;
  return (
    `The CPU benchmark index was below ${SLOW_CPU_INDEX} (Lighthouse's threshold for a too slow host) on ` +
    `${slow.map((page) => page.page).join(", ")}: their performance scores measure this machine's load ` +
    "more than the site. Run again on an idle machine."
  );
}

/** The categories in which a page misses its target (a missing score misses it too). */
export function missedTargets(page: PageScores): string[] {
  return TARGETS.filter(({ id, min }) => page.scores[id] === null || page.scores[id]! < min).map(
    ({ id, title, min }) => `${page.page}: ${title} ${page.scores[id] ?? "not scored"} (target ${min})`,
  );
}

/** The Markdown table: page | Performance | Accessibility | Best Practices | SEO, misses in bold. */
export function scoresTable(pages: readonly PageScores[]): string {
  const header = `| Page | ${TARGETS.map((t) => t.title).join(" | ")} |`;
  const rule = `|---|${TARGETS.map(() => "---:").join("|")}|`;
  const rows = pages.map((page) => {
    const cells = TARGETS.map(({ id, min }) => {
      const score = page.scores[id];
      const shown =
        id === "performance" && page.performanceRuns.length > 1
          ? `${score ?? "–"} (${page.performanceRuns.map((run) => run ?? "–").join(", ")})`
          : `${score ?? "–"}`;
      return score !== null && score >= min ? shown : `**${shown}**`;
    });
    return `| ${page.page} | ${cells.join(" | ")} |`;
  });
  return [header, rule, ...rows].join("\n");
}
