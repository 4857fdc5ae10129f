// npm run weights [-- --budget-js-off 30 --budget-js-on 125 --budget-photo 15]   (kB = 1,000 bytes)
// Page weight per page, with JavaScript off (HTML + CSS) and on (plus every
// script the first visit loads), raw and as the server gzips it, checked
// against budgets; member photos checked too. Exits 1 when a budget is broken.
import { parseArgs } from "node:util";
import { DEMO_LOGIN } from "../demo-login";
import { ensureBuild } from "../ensure-build";
import { removeDataDir, seededDataDir } from "./data-dirs";
import { expectStatus, logIn, request } from "./http-client";
import { startAppServer } from "./processes";

const VISITOR_PAGES = [
  "/",
  "/member",
  "/contactUs",
  "/plans/premium",
  "/login",
  "/signup",
  "/profilePage",
  "/termCondition",
  "/privacyPolicy",
];
const MEMBER_PAGES = ["/userProfile", "/InnerProfile/{id}", "/connectionReq", "/myConnection"];

type Size = { raw: number; gzip: number };
type PageWeight = { page: string; html: Size; css: Size; js: Size; jsOnDemand: Size; photos: string[] };

const sum = (sizes: Size[]): Size =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Raw size, and the size on the wire when the browser accepts gzip (what the server's compression sends). */
async function sizeOf(origin: string, path: string, cookie?: string): Promise<Size & { body: string }> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const plain = expectStatus(await request(origin, path, { headers }), 200, path);
  const gzipped = await request(origin, path, { headers: { ...headers, "Accept-Encoding": "gzip" } });
  return { raw: plain.body.length, gzip: gzipped.body.length, body: plain.body.toString("utf8") };
}

const attributeValues = (html: string, tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1].replace(/&amp;/g, "&"));

/**
 * Scripts from `entries` and what they import statically, skipping `seen`; also the scripts they
 * import dynamically (`import("./…")`), which load later.
 */
async function collectScripts(
  origin: string,
  entries: string[],
  seen: Set<string>,
): Promise<{ sizes: Size[]; dynamic: string[] }> {
  const queue = [...entries];
  const sizes: Size[] = [];
  const dynamic: string[] = [];
  while (queue.length > 0) {
    const url = new URL(queue.shift()!, origin).pathname;
    if (seen.has(url)) continue;
    seen.add(url);
    const script = await sizeOf(origin, url);
    sizes.push(script);
    for (const match of script.body.matchAll(/(?:\bfrom|\bimport)\s*"(\.{0,2}\/[^"]+\.js)"/g))
      queue.push(new URL(match[1], new URL(url, origin)).pathname);
    for (const match of script.body.matchAll(/\bimport\([`"](\.{0,2}\/[^`"]+\.js)[`"]\)/g))
      dynamic.push(new URL(match[1], new URL(url, origin)).pathname);
  }
  return { sizes, dynamic };
}

/**
 * Scripts a first visit loads (modulepreload links, script src, and what they import statically),
 * and those the page imports on demand: form enhancement loads on the first touch (decision 006).
 */
async function scriptsOf(origin: string, html: string): Promise<{ first: Size; onDemand: Size }> {
  const seen = new Set<string>();
  const entries = [
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /<script[^>]*src="([^"]+)"/g),
  ];
  const first = await collectScripts(origin, entries, seen);
  const onDemand = await collectScripts(origin, first.dynamic, seen);
  return { first: sum(first.sizes), onDemand: sum(onDemand.sizes) };
}

async function weighPage(origin: string, page: string, cookie?: string): Promise<PageWeight> {
  const html = await sizeOf(origin, page, cookie);
  const stylesheets = attributeValues(html.body, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const css = await Promise.all(stylesheets.map((href) => sizeOf(origin, href)));
  const photos = attributeValues(html.body, /<img[^>]*src="(\/images\/[^"]+)"/g);
  const scripts = await scriptsOf(origin, html.body);
  return { page, html, css: sum(css), js: scripts.first, jsOnDemand: scripts.onDemand, photos };
}

function budgetsFrom(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      "budget-js-off": { type: "string", default: "30" },
      "budget-js-on": { type: "string", default: "125" },
      "budget-photo": { type: "string", default: "15" },
    },
  });
  const toBytes = (name: keyof typeof values) => {
    const value = Number(values[name]);
    if (!(value > 0)) throw new Error(`--${name} must be a number of kB above 0`);
    return value * 1000;
  };
  return { jsOff: toBytes("budget-js-off"), jsOn: toBytes("budget-js-on"), photo: toBytes("budget-photo") };
}

/** Runs the check against a fresh server and DATA_DIR; returns the exit code. */
export async function checkPageWeights(args: string[]): Promise<number> {
  const budgets = budgetsFrom(args);
  ensureBuild();
  const { dir } = await seededDataDir(40);
  const server = await startAppServer(dir);
  try {
    const { origin } = server;
    const member = await logIn(origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const opposite = expectStatus(
      await request(origin, "/api/v1/profiles/opposite/users", { headers: { Cookie: member.cookie } }),
      200,
      "opposite users",
    );
    const someone = (JSON.parse(opposite.body.toString("utf8")) as { opp: { _id: string }[] }).opp[0]._id;

    const weights: PageWeight[] = [];
    for (const page of VISITOR_PAGES) weights.push(await weighPage(origin, page));
    for (const page of MEMBER_PAGES)
      weights.push({ ...(await weighPage(origin, page.replace("{id}", someone), member.cookie)), page });
    // The member listing shows the most photos.
    const photoUrls = new Set([
      ...weights.flatMap((w) => w.photos),
      ...(await weighPage(origin, "/profilePage", member.cookie)).photos,
    ]);

    const broken: string[] = [];
    console.log(
      `Page weight in kB (1,000 bytes), raw / gzip. Budgets: JavaScript off ≤ ${kB(budgets.jsOff)} gzip, ` +
        `JavaScript on ≤ ${kB(budgets.jsOn)} gzip of script, photos ≤ ${kB(budgets.photo)}.\n`,
    );
    console.log(
      "| Page | HTML | CSS | JS (first visit) | JS on first touch | JS off: HTML + CSS gzip | JS on: total gzip |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const w of weights) {
      const jsOff = w.html.gzip + w.css.gzip;
      const flags = [
        jsOff > budgets.jsOff ? "JS-off budget" : "",
        w.js.gzip > budgets.jsOn ? "JS-on budget" : "",
      ].filter(Boolean);
      for (const flag of flags) broken.push(`${w.page}: ${flag}`);
      console.log(
        `| ${w.page} | ${kB(w.html.raw)} / ${kB(w.html.gzip)} | ${kB(w.css.raw)} / ${kB(w.css.gzip)} | ` +
          `${kB(w.js.raw)} / ${kB(w.js.gzip)} | ` +
          `${w.jsOnDemand.raw ? `${kB(w.jsOnDemand.raw)} / ${kB(w.jsOnDemand.gzip)}` : "–"} | ` +
          `${kB(jsOff)}${jsOff > budgets.jsOff ? " **over**" : ""} | ` +
          `${kB(jsOff + w.js.gzip)}${w.js.gzip > budgets.jsOn ? " **script over**" : ""} |`,
      );
    }
    let largestPhoto = 0;
    for (const url of photoUrls) {
      const photo = await request(origin, url, { headers: { Cookie: member.cookie } });
      largestPhoto = Math.max(largestPhoto, photo.body.length);
      if (photo.body.length > budgets.photo) broken.push(`${url}: ${kB(photo.body.length)} kB photo`);
    }
    console.log(`\nPhotos: ${photoUrls.size} thumbnails on the member pages, largest ${kB(largestPhoto)} kB.`);
    if (broken.length > 0) {
      console.log(`\nBudget broken:\n${broken.map((b) => `- ${b}`).join("\n")}`);
      return 1;
    }
    console.log("\nAll pages within budget.");
    return 0;
  } finally {
    await server.stop();
    removeDataDir(dir);
  }
}
