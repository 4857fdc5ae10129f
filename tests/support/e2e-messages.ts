import { expect, type Page } from "@playwright/test";
import type { Member } from "./e2e-members";

// The messages pages (docs/product-rules.md §33) as the browser tests read and use them.

/** A message in the open conversation, found by its text. */
export const messageIn = (page: Page, body: string) =>
  page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: body });

/** The entry of the conversation with `other` on /messages (or a guardian's list of them). */
export const conversationWith = (page: Page, other: Member) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: other.fields.fullName }) });

/** Writes `body` in the reply box and presses Send. */
export async function send(page: Page, body: string) {
  await page.getByLabel("Your message").fill(body);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

/**
 * The unread count as the header reads it ("Messages, 1 unread"; with none, "Messages" alone), and as the
 * phone's bottom bar does, where the header's links give way to it.
 */
export async function expectUnread(page: Page, count: number) {
  const unread = count > 0 ? `, ${count} unread` : "";
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: `Messages${unread}`, exact: true })).toBeVisible();
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 640 });
  const quick = page.getByRole("navigation", { name: "Quick" });
  await expect(quick.getByRole("link", { name: `Messages${unread}`, exact: true })).toBeVisible();
  if (desktop) await page.setViewportSize(desktop);
}

/** The page for a missing or forbidden conversation: the site's 404 page. */
export async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
}
