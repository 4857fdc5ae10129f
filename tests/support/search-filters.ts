import { expect, type Page } from "@playwright/test";

// The search form at /profilePage lies in a panel behind its "Filters (N)" button (a <details>, issue 40): closed
// after a search, open when a filter was refused.

/** The search's panel. */
export const filtersPanel = (page: Page) => page.locator("details.filters-panel");

/** Opens the search's panel, if it is not open yet, so its fields can be filled. */
export async function openFilters(page: Page) {
  const panel = filtersPanel(page);
  if ((await panel.getAttribute("open")) === null) await panel.locator("summary").click();
  await expect(panel).toHaveAttribute("open");
}
