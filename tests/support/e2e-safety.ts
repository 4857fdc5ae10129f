import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { ApiClient } from "./client";
import { baseURL, loggedIn, newAdmin, type Member } from "./e2e-members";

// Blocking and reporting (docs/product-rules.md §28, §29) as the browser tests do them: the member's block
// from wherever it is offered, and the administrator's report queue.

/** Opens "Block this member" within `scope` (a profile page, a list item) and confirms with its Block button. */
export async function block(page: Page, scope: Page | Locator, who: Member) {
  await scope.getByText("Block this member").click();
  await scope.getByRole("button", { name: `Block ${who.fields.fullName}`, exact: true }).click();
  await expect(page.locator(".flash")).toHaveText(
    `${who.fields.fullName} is blocked. Neither of you will see the other.`,
  );
}

/** A new administrator on an admin page, reached by its link in the admin navigation (the page's heading too). */
export async function adminOn(browser: Browser, javaScriptEnabled: boolean, title: string, path: string) {
  const page = await loggedIn(browser, await newAdmin(), javaScriptEnabled);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(`${baseURL}${path}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return page;
}

/** A new administrator on /admin/reports. */
export const adminOnReports = (browser: Browser, javaScriptEnabled: boolean) =>
  adminOn(browser, javaScriptEnabled, "Reports", "/admin/reports");

/** The report queue's entry for one reported member. */
export const queued = (page: Page, member: Member) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: member.fields.fullName }) });

/** A complaint to the grievance officer (docs/product-rules.md §41), sent as the page's form without JavaScript. */
export async function complaintFiled(category = "impersonation") {
  const form = new URLSearchParams({
    intent: "file",
    name: "Farhan Ali",
    email: "farhan@example.in",
    category,
    details: "A profile uses my sister's photos.",
  });
  const response = await new ApiClient(baseURL).fetch("/grievances", { method: "POST", body: form });
  expect(response.status).toBe(302);
}
