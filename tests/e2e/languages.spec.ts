import { expect, type Page } from "@playwright/test";
import { hydrated, test } from "../support/a11y";
import { connectByApi, sendRequestByApi } from "../support/api-connections";
import { loggedIn, newMember } from "../support/e2e-members";
import { switchTo } from "../support/language-switch";

// The three languages (issue 18), with JavaScript on and off (the two projects): the switcher on every page
// turns the same page into Hindi or Urdu, Urdu mirrors the layout without widening a phone's screen, and axe
// finds nothing in any of the three.

const html = (page: Page) => page.locator("html");

test("the switcher turns this page into Hindi, then Urdu, then English, from the keyboard too", async ({ page }) => {
  await page.goto("/contactUs?from=test");
  await hydrated(page);
  await switchTo(page, "हिन्दी");
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await expect(page).toHaveURL(/\/contactUs\?from=test$/);
  await expect(page.getByRole("status").filter({ hasText: "अब साइट हिन्दी में है।" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "मुख्य" })
      .or(page.getByRole("navigation", { name: "झटपट" }))
      .first(),
  ).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "निजता नीति" })).toBeVisible();

  await switchTo(page, "اردو");
  await expect(html(page)).toHaveAttribute("lang", "ur");
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "رازداری کی پالیسی" })).toBeVisible();

  // On a page opened afresh: the skip link, the site's name, then the switcher (English) are the first stops.
  await page.goto("/contactUs?from=test");
  await hydrated(page);
  for (let stop = 0; stop < 3; stop++) await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "English" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(html(page)).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toBeVisible();
});

test("an Urdu page on a 360x640 phone is mirrored and no wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/login");
  await switchTo(page, "اردو");
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  for (const path of ["/", "/login", "/signup", "/contactUs", "/profilePage", "/plans/premium", "/stories"]) {
    await page.goto(path);
    const layout = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return {
        width: document.documentElement.scrollWidth,
        brand: box(".brand").toJSON() as DOMRect,
        switcher: box(".language-switcher").toJSON() as DOMRect,
        homeLink: box(".quick-bar__links li:first-child").toJSON() as DOMRect,
      };
    });
    expect(layout.width, path).toBeLessThanOrEqual(360);
    // Right to left: the site's name starts at the right edge, the switcher ends at the left one, and the
    // phone bar's first link (home) is its rightmost.
    expect(layout.brand.right, path).toBeGreaterThan(330);
    expect(layout.switcher.left, path).toBeLessThan(30);
    expect(layout.homeLink.right, path).toBeGreaterThan(330);
  }
});

for (const [language, name] of [
  ["hi", "हिन्दी"],
  ["ur", "اردو"],
] as const) {
  test(`axe finds no WCAG 2.1 AA violation on a visitor's pages in ${language}`, async ({ page, expectAccessible }) => {
    test.slow();
    await page.goto("/");
    await switchTo(page, name);
    await expect(html(page)).toHaveAttribute("lang", language);
    for (const path of ["/", "/login", "/signup", "/profilePage", "/contactUs", "/plans/premium", "/no-such-page"]) {
      await page.goto(path);
      await hydrated(page);
      await expectAccessible(page, `${path} in ${language}`);
    }
  });

  test(`axe finds no WCAG 2.1 AA violation on a member's pages in ${language}`, async ({
    browser,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    test.slow();
    const [woman, man, suitor] = [await newMember("Female"), await newMember("Male"), await newMember("Male")];
    const conversation = await connectByApi(man, woman);
    await sendRequestByApi(suitor, woman);
    const page = await loggedIn(browser, woman, javaScriptEnabled);
    await switchTo(page, name);
    await expect(html(page)).toHaveAttribute("lang", language);
    for (const path of [
      "/userProfile",
      `/InnerProfile/${man.id}`,
      "/connectionReq",
      "/myConnection",
      `/messages/${conversation}`,
      "/preferences",
    ]) {
      await page.goto(path);
      await hydrated(page);
      await expectAccessible(page, `${path} in ${language}`);
    }
    await page.context().close();
  });
}
