import { randomInt } from "node:crypto";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config";
import { registerMember } from "./members";

// Members for the browser tests: each test makes its own, so tests and the two projects can run side
// by side on the one server.

export const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export type Member = { fields: Record<string, string>; id: string };

export const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join("");

/** A member registered through the API, with a name, phone and e-mail nobody else has. */
export async function newMember(gender: "Male" | "Female", overrides: Record<string, string> = {}): Promise<Member> {
  const tag = letters(6);
  const first = gender === "Male" ? "Imran" : "Ayesha";
  return registerMember(baseURL, E2E_DATA_DIR, {
    gender,
    fullName: `${first} ${tag[0].toUpperCase()}${tag.slice(1)}`,
    phone: `98${String(randomInt(100_000_000)).padStart(8, "0")}`,
    email: `e2e.${test.info().project.name}.${tag}.${randomInt(1_000_000)}@example.in`,
    ...overrides,
  });
}

/** Fills and sends the login form the page shows (a /login?redirectTo=… keeps its destination). */
export async function fillLogin(page: Page, member: Member) {
  await page.getByLabel("Email", { exact: true }).fill(member.fields.email);
  await page.getByLabel("Password", { exact: true }).fill(member.fields.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Opens /login and logs the member in. */
export async function logInOn(page: Page, member: Member) {
  await page.goto("/login");
  await fillLogin(page, member);
}

/** The member logged in in a browser context of its own (the project's JavaScript setting applies). */
export async function loggedIn(browser: Browser, member: Member, javaScriptEnabled: boolean, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, ...options });
  const page = await context.newPage();
  await logInOn(page, member);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "MY PROFILE" })).toBeAttached();
  return page;
}

/** A row of a profile's details list (Phone, Email, ...). */
export const detail = (page: Page, label: string) =>
  page.locator(".details__row").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
