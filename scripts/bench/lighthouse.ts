// npm run lighthouse [-- --runs 3 --members 200]   (also: npm run bench -- --lighthouse)
// Lighthouse (mobile preset, Debian's Chromium) on /, /profilePage (as the demo member), /login and
// /signup of the built site (`npm run build` first: this builds nothing), served by the production
// server on a fresh DATA_DIR with the demo's members and settings. Prints page | Performance |
// Accessibility | Best Practices | SEO and exits 1 when a page misses issue 19's targets, with the
// audits that cost it. Each page runs `--runs` times: the median performance score is reported.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_LOGIN, DEMO_SITE_ENV } from "../demo-login";
import { buildIsCurrent, projectRoot } from "../ensure-build";
import { removeDataDir, seededDataDir } from "./data-dirs";
import { logIn } from "./http-client";
import {
  missedTargets,
  pageScores,
  scoresTable,
  slowMachineWarning,
  TARGETS,
  type LighthouseResult,
  type PageScores,
} from "./lighthouse-report";
import { startAppServer } from "./processes";

/** The pages issue 19's acceptance names; `member` pages are loaded with the demo member's session. */
const PAGES = [
  { path: "/", member: false },
  { path: "/profilePage", member: true },
  { path: "/login", member: false },
  { path: "/signup", member: false },
];

/** Where playwright.config.ts and scripts/ensure-chromium.js find the browser. */
const CHROMIUM = "/usr/bin/chromium";
const REPORTS_DIR = path.join(projectRoot, "bench-results", "lighthouse");

function settingsFrom(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: "string", default: "3" },
      members: { type: "string", default: "200" },
      // While working on one page: `--pages /profilePage` (comma-separated). The acceptance run takes all four.
      pages: { type: "string", default: PAGES.map((page) => page.path).join(",") },
    },
  });
  const runs = Number(values.runs);
  const members = Number(values.members);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of at least 1");
  if (!Number.isInteger(members) || members < 20) throw new Error("--members must be a whole number of at least 20");
  const chosen = values.pages.split(",").map((p) => p.trim());
  const pages = PAGES.filter((page) => chosen.includes(page.path));
  if (pages.length !== chosen.length) throw new Error(`--pages takes some of ${PAGES.map((p) => p.path).join(", ")}`);
  return { runs, members, pages };
}

/** One Lighthouse run in a fresh browser, as the Lighthouse CLI does; the HTML report is kept for reading. */
async function auditOnce(url: string, headers: Record<string, string>, reportFile: string) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: TARGETS.map((t) => t.id),
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    fs.writeFileSync(reportFile, String(result.report));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A run that Lighthouse itself could not complete (on a busy machine its trace sometimes misses the
 * navigation: NO_NAVSTART, "Please run Lighthouse again") is run again, up to RETRIES times.
 */
const RETRIES = 2;
async function audit(url: string, headers: Record<string, string>, reportFile: string): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt++) {
    const lhr = await auditOnce(url, headers, reportFile);
    if (!lhr.runtimeError) return lhr;
    if (attempt === RETRIES) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.error(`lighthouse: ${url}: ${lhr.runtimeError.code}; running it again`);
  }
}

/** Runs the check against a fresh server and DATA_DIR; returns the exit code. */
export async function checkLighthouse(args: string[]): Promise<number> {
  const { runs, members, pages: chosenPages } = settingsFrom(args);
  if (!buildIsCurrent()) {
    console.error("lighthouse: build/ is missing or older than app/: run `npm run build` first");
    return 2;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`lighthouse: no Chromium at ${CHROMIUM} (node scripts/ensure-chromium.js installs it)`);
    return 2;
  }
  // This run's reports only: an earlier run's with more --runs would be mistaken for this one's.
  fs.rmSync(REPORTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const { dir } = await seededDataDir(members);
  const server = await startAppServer(dir, DEMO_SITE_ENV);
  try {
    const { origin } = server;
    const member = await logIn(origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const pages: PageScores[] = [];
    for (const page of chosenPages) {
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run++) {
        console.error(`lighthouse: ${page.path} run ${run} of ${runs}`);
        const name = `${page.path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${run}.html`;
        const headers: Record<string, string> = page.member ? { Cookie: member.cookie } : {};
        results.push(await audit(`${origin}${page.path}`, headers, path.join(REPORTS_DIR, name)));
      }
      pages.push(pageScores(page.path, results));
    }

    console.log(
      `Lighthouse 12, mobile preset (simulated throttling), Debian's Chromium; ${members} demo members; ` +
        `/profilePage as the demo member. Performance is the median of ${runs} runs (each run in brackets): ` +
        "throttled timing on a shared machine is noisy. The other scores are the lowest of the runs.\n",
    );
    console.log(scoresTable(pages));
    const indexes = pages.map((page) => `${page.page} ${page.benchmarkIndex ?? "–"}`).join(", ");
    console.log(
      `\nLighthouse's CPU benchmark index (median of the runs; higher is a faster, idler machine): ${indexes}.`,
    );
    const warning = slowMachineWarning(pages);
    if (warning) console.log(`\n**${warning}**`);
    console.log(`\nReports: ${path.relative(projectRoot, REPORTS_DIR)}/`);
    const missed = pages.flatMap(missedTargets);
    if (missed.length === 0) {
      console.log("\nEvery page meets its targets.");
      return 0;
    }
    console.log(`\nTargets missed:\n${missed.map((line) => `- ${line}`).join("\n")}`);
    const failing = pages.flatMap((page) => page.failing.map((line) => `- ${page.page}: ${line}`));
    if (failing.length > 0) console.log(`\nAudits below full marks there:\n${failing.join("\n")}`);
    return 1;
  } finally {
    await server.stop();
    removeDataDir(dir);
  }
}
