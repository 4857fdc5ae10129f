import type { Page } from "@playwright/test";

/**
 * A link of the header's "My account" menu (docs/product-rules.md §2, Navigation), the menu opened first if it is
 * closed: a <details>, so this works with JavaScript on and off.
 */
export async function accountMenuLink(page: Page, name: string) {
  const menu = page.getByRole("navigation", { name: "Main" }).locator("details.account-menu");
  if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await menu.locator("summary").click();
  return menu.getByRole("link", { name, exact: true });
}
