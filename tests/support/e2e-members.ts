import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config";
import sharp from "sharp";
import { registerMember } from "./members";

// Members for the browser tests: each test makes its own, so tests and the two projects can run side
// by side on the one server.

export const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export type Member = { fields: Record<string, string>; id: string };
/** Who logs in: a member made here, or an account such as an administrator. */
export type Credentials = { email: string; password: string };

export const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join("");
/** An e-mail address nobody else has, naming the project (js-on or js-off). */
export const uniqueEmail = (prefix: string, domain = "example.in") =>
  `${prefix}.${test.info().project.name}.${letters(6)}.${randomInt(1_000_000)}@${domain}`;
export const uniquePhone = () => `98${String(randomInt(100_000_000)).padStart(8, "0")}`;

/** A member registered through the API, with a name, phone and e-mail nobody else has (and a photo if given). */
export async function newMember(
  gender: "Male" | "Female",
  overrides: Record<string, string> = {},
  image?: Parameters<typeof registerMember>[3],
): Promise<Member> {
  const tag = letters(6);
  const first = gender === "Male" ? "Imran" : "Ayesha";
  return registerMember(
    baseURL,
    E2E_DATA_DIR,
    {
      gender,
      fullName: `${first} ${tag[0].toUpperCase()}${tag.slice(1)}`,
      phone: uniquePhone(),
      email: uniqueEmail("e2e"),
      ...overrides,
    },
    image,
  );
}

const credentialsOf = (who: Member | Credentials): Credentials =>
  "fields" in who ? { email: who.fields.email, password: who.fields.password } : who;

/** Fills and sends the login form the page shows (a /login?redirectTo=… keeps its destination). */
export async function fillLogin(page: Page, who: Member | Credentials) {
  const { email, password } = credentialsOf(who);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Opens /login and logs in. */
export async function logInOn(page: Page, who: Member | Credentials) {
  await page.goto("/login");
  await fillLogin(page, who);
}

/** Logged in in a browser context of its own (the project's JavaScript setting applies). */
export async function loggedIn(
  browser: Browser,
  who: Member | Credentials,
  javaScriptEnabled: boolean,
  options: BrowserContextOptions = {},
) {
  // options.baseURL: another server than the main one (tests/e2e/moderation.spec.ts).
  const context = await browser.newContext({ baseURL, javaScriptEnabled, ...options });
  const page = await context.newPage();
  await logInOn(page, who);
  // Members land on the home page, administrators on /admin (docs/product-rules.md §4, §16).
  const landing = "fields" in who ? ["/"] : ["/", "/admin"];
  // A member's home page ranks their matches (docs/product-rules.md §36): on a loaded 2-core machine with both
  // projects' workers at it, landing may take longer than the ten seconds the specs otherwise wait.
  const landed = { timeout: 15_000 };
  await expect(page).toHaveURL(
    (url) => url.origin === new URL(options.baseURL ?? baseURL).origin && landing.includes(url.pathname),
    landed,
  );
  // Signed in: the header's "My account" menu, which holds Log out, for a member and an administrator (issue 40).
  await expect(page.getByRole("navigation", { name: "Main" }).locator(".account-menu")).toBeAttached(landed);
  return page;
}

/** A row of a profile's details list (Phone, Email, ...). */
export const detail = (page: Page, label: string) =>
  page
    .locator(".details__row")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/** A plain PNG of width x height pixels, for a profile picture. */
/**
 * A plain picture. Photos are stored once by content, so two plain pictures of one colour are one photo whoever
 * uploads them: a spec whose photo must be its own alone (a story's, hidden again on unpublishing) gives a colour.
 */
export const picture = (width: number, height: number, background = "#2a6") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** An administrator made as the operator does it: `npm run admin:create` against the server's DATA_DIR. */
export async function newAdmin(): Promise<Credentials> {
  const admin = { email: uniqueEmail("operator", "example.org"), password: `admin-${letters(10)}` };
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "admin:create", "--", "--email", admin.email, "--password", admin.password],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    },
  );
  expect(stdout).toContain(`Administrator ${admin.email} created.`);
  return admin;
}
