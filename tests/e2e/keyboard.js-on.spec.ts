import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "../support/a11y";
import { loggedIn, newMember } from "../support/e2e-members";
import { tabTo } from "../support/keyboard";

// The dialogs' keyboard behaviour, which needs JavaScript: a dialog takes the focus, keeps it inside,
// Escape closes it and the focus goes back to what opened it. The journeys are in keyboard.spec.ts.

const keys = (page: Page) => page.keyboard;

test.describe("dialogs with the keyboard", () => {
  test("a card's registration offer takes the focus in place, Escape closes it, the focus goes back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/profilePage");
    await hydrated(page);
    // Held by its address: members other tests register meanwhile come first in the listing.
    const href = await page
      .getByRole("link", { name: /^See .*'s profile$/ })
      .nth(3)
      .getAttribute("href");
    const card = page.locator(`a[href="${href}"]`);
    await tabTo(page, card);
    const scrolled = await page.evaluate(() => window.scrollY);
    await keys(page).press("Enter");
    const offer = page.getByRole("dialog", { name: /^Register free to see (her|his) full profile$/ });
    await expect(offer.getByRole("link", { name: "Create Profile" })).toBeFocused();
    // In place: the page did not go back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled);

    await keys(page).press("Escape");
    await expect(offer).toHaveCount(0);
    await expect(page).not.toHaveURL(/card=/);
    // The focus goes back where it was, so the visitor carries on from the card they chose.
    await expect(card).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled);
  });

  test("Escape closes the Edit Profile dialog", async ({ browser }) => {
    const member = await newMember("Male");
    const page = await loggedIn(browser, member, true);
    await page.goto("/userProfile");
    await hydrated(page);
    const edit = page.getByRole("link", { name: "Edit Profile" });
    await tabTo(page, edit);
    await keys(page).press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog.getByLabel("Profile picture")).toBeFocused();
    await keys(page).press("Shift+Tab");
    await expect(dialog.getByRole("link", { name: "Close dialog" })).toBeFocused();

    await keys(page).press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
    await page.context().close();
  });
});
