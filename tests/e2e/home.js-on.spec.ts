import { expect, test } from "@playwright/test";
import { hydrated } from "../support/a11y";

// The navigation progress bar (issue 19), which only JavaScript navigation shows. The next page's data is held
// back by the test itself until the bar has been seen, so nothing here depends on how fast the server is.

test("a thin bar shows at the top while the next page loads, and goes when it has", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const bar = page.locator(".nav-progress");
  await expect(bar).toHaveAttribute("aria-hidden", "true");
  await expect(bar).not.toHaveAttribute("data-busy");

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/stories.data",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Success stories" }).click();
  await expect(bar).toHaveAttribute("data-busy", "");
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(3);
  // Still on the home page: the bar is what tells the member something is happening.
  await expect(page).toHaveURL(/\/$/);

  release();
  await expect(page).toHaveURL(/\/stories$/);
  await expect(bar).not.toHaveAttribute("data-busy");
});
