import { describe, expect, it } from "vitest";
import {
  median,
  missedTargets,
  pageScores,
  scoresTable,
  slowMachineWarning,
  type LighthouseResult,
} from "../../scripts/bench/lighthouse-report";

// The pure half of `npm run lighthouse` (scripts/bench/lighthouse.ts): which score a page gets from its
// runs, which targets it misses and why, and the table the README shows.

type Scores = { performance: number; accessibility: number; "best-practices": number; seo: number };
const FULL: Scores = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 };

/** A Lighthouse result with these category scores (0–1); `lost` audits score 0 in their category. */
function run(
  scores: Partial<Scores>,
  lost: { category: keyof Scores; id: string; title: string }[] = [],
  benchmarkIndex = 1500,
) {
  const all = { ...FULL, ...scores };
  const categories: LighthouseResult["categories"] = {};
  const audits: LighthouseResult["audits"] = {
    passed: { title: "A passed audit", score: 1 },
    informative: { title: "Worth a look, not scored", score: 0 },
  };
  for (const [id, score] of Object.entries(all)) {
    const mine = lost.filter((audit) => audit.category === id);
    const refs = [
      { id: "passed", weight: 1 },
      { id: "informative", weight: 0 },
      ...mine.map((a) => ({ id: a.id, weight: 1 })),
    ];
    categories[id] = { score, auditRefs: refs };
    for (const audit of mine) audits[audit.id] = { title: audit.title, score: 0, displayValue: "2.7 s" };
  }
  return { categories, audits, environment: { benchmarkIndex } };
}

describe("median", () => {
  it("takes the middle value of an odd count, the mean of the middle two of an even one", () => {
    expect(median([91, 60, 97])).toBe(91);
    expect(median([90, 100, 80, 96])).toBe(93);
    expect(median([])).toBeNull();
  });
});

describe("a page's scores", () => {
  it("reports the median performance of the runs and the lowest of each other category", () => {
    const page = pageScores("/login", [
      run({ performance: 0.99, seo: 0.9 }),
      run({ performance: 0.8 }),
      run({ performance: 0.96, accessibility: 0.96 }),
    ]);
    expect(page.scores).toEqual({ performance: 96, accessibility: 96, "best-practices": 100, seo: 90 });
    expect(page.performanceRuns).toEqual([99, 80, 96]);
  });

  it("meets its targets at 95 performance and full marks elsewhere, and misses them one point lower", () => {
    expect(missedTargets(pageScores("/", [run({ performance: 0.95 })]))).toEqual([]);
    expect(missedTargets(pageScores("/", [run({ performance: 0.94, "best-practices": 0.99 })]))).toEqual([
      "/: Performance 94 (target 95)",
      "/: Best Practices 99 (target 100)",
    ]);
  });

  it("misses a target it could not score", () => {
    const unscored = run({});
    unscored.categories.seo = { score: null, auditRefs: [] };
    const page = pageScores("/signup", [unscored]);
    expect(page.scores.seo).toBeNull();
    expect(missedTargets(page)).toEqual(["/signup: SEO not scored (target 100)"]);
  });

  it("names the scored audits that cost the points, from the run nearest the reported score", () => {
    const lcp = { category: "performance", id: "lcp", title: "Largest Contentful Paint" } as const;
    const tbt = { category: "performance", id: "tbt", title: "Total Blocking Time" } as const;
    const noDescription = { category: "seo", id: "meta-description", title: "No meta description" } as const;
    const page = pageScores("/profilePage", [
      run({ performance: 0.99 }),
      run({ performance: 0.9, seo: 0.9 }, [lcp, noDescription]),
      run({ performance: 0.5 }, [tbt]),
    ]);
    expect(page.scores.performance).toBe(90);
    expect(page.failing).toEqual(["performance: Largest Contentful Paint (2.7 s)", "seo: No meta description (2.7 s)"]);
    const fast = pageScores("/", [run({ performance: 0.99 }), run({ performance: 0.5 }, [tbt]), run({})]);
    expect(fast.failing).toEqual([]);
  });
});

describe("the scores table", () => {
  it("has a row per page, each run's performance in brackets, and every missed target in bold", () => {
    const table = scoresTable([
      pageScores("/", [run({ performance: 0.97 }), run({ performance: 0.99 }), run({ performance: 0.98 })]),
      pageScores("/login", [run({ performance: 0.9, accessibility: 0.96 })]),
    ]);
    expect(table.split("\n")).toEqual([
      "| Page | Performance | Accessibility | Best Practices | SEO |",
      "|---|---:|---:|---:|---:|",
      "| / | 98 (97, 99, 98) | 100 | 100 | 100 |",
      "| /login | **90** | **96** | 100 | 100 |",
    ]);
  });
});

describe("the slow machine warning", () => {
  it("names the pages whose median CPU benchmark index was below Lighthouse's threshold of 1000", () => {
    const idle = pageScores("/", [run({}, [], 1200), run({}, [], 900), run({}, [], 1000)]);
    const busy = pageScores("/login", [run({}, [], 1200), run({}, [], 300), run({}, [], 999)]);
    expect(idle.benchmarkIndex).toBe(1000);
    expect(slowMachineWarning([idle])).toBeNull();
    expect(slowMachineWarning([idle, busy])).toMatch(/below 1000 .* on \/login: their performance scores/);
  });
});
