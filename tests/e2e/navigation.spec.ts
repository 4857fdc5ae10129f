import { expect, type Page } from "@playwright/test";
import { test } from "../support/a11y";
import { accountMenuLink } from "../support/account-menu";
import { sendRequestByApi } from "../support/api-connections";
import { loggedIn, newMember } from "../support/e2e-members";
import { switchTo } from "../support/language-switch";

// Navigation (issue 40, docs/product-rules.md §2 and §36): a phone bar of at most five items, each an icon over
// its label, whose badges stay inside their own item in every language; a header whose member pages are grouped
// under "My account", with Log out. With JavaScript on and off (the two projects).

/** Each bar item's box and, where it has one, its badge's box. */
const barBoxes = (page: Page) =>
  page.locator(".quick-bar__links li").evaluateAll((items) =>
    items.map((item) => {
      const box = (element: Element | null) => {
        if (!element) return null;
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      return {
        item: box(item),
        badge: box(item.querySelector(".nav-count")),
        icon: item.querySelector(".nav-icon__glyph") !== null,
      };
    }),
  );

test("a member's phone bar: five items with icons, the badge inside its own item, in English, Hindi, Urdu", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two members, a request, three languages
  const woman = await newMember("Female");
  await sendRequestByApi(await newMember("Male"), woman);
  const page = await loggedIn(browser, woman, javaScriptEnabled, { viewport: { width: 360, height: 640 } });
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Quick" });
  // The landmark's name is in the page's language: in Hindi and Urdu the bar is found by its place.
  const links = page.locator(".quick-bar").getByRole("list").getByRole("link");
  await expect(links).toHaveText(["Home", "Profiles", "1Requests", "Messages", "My Profile"]);
  await expect(bar.getByRole("link", { name: "Requests, 1 pending", exact: true })).toBeVisible();
  for (const language of ["English", "हिन्दी", "اردو"]) {
    if (language !== "English") await switchTo(page, language);
    await expect(links).toHaveCount(5);
    const boxes = await barBoxes(page);
    expect(
      boxes.every((entry) => entry.icon),
      language,
    ).toBe(true);
    const withBadge = boxes.filter((entry) => entry.badge);
    expect(withBadge, language).toHaveLength(1);
    for (const { item, badge } of withBadge) {
      // Inside its own item, so clear of both neighbours (items do not overlap each other).
      expect(badge!.left, language).toBeGreaterThanOrEqual(item!.left);
      expect(badge!.right, language).toBeLessThanOrEqual(item!.right);
      expect(badge!.top, language).toBeGreaterThanOrEqual(item!.top);
    }
  }
  await page.context().close();
});

test("a member finds their other pages under My account, and logs out from there", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Male");
  const page = await loggedIn(browser, member, javaScriptEnabled, { viewport: { width: 1280, height: 720 } });
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "Profiles", "Membership", "Contact us", "Matches", "Requests", "Messages"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // Grouped: the account's pages are out of sight until the menu opens.
  await expect(nav.getByRole("link", { name: "Shortlist", exact: true })).toHaveCount(0);
  await (await accountMenuLink(page, "Shortlist")).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  for (const name of ["My profile", "Sent requests", "Shortlist", "Family and guardians", "Settings"]) {
    await expect(await accountMenuLink(page, name)).toBeVisible();
  }
  await nav.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Logout Successful!" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Matches", exact: true })).toHaveCount(0);
  await page.context().close();
});

test("on a phone My account is in the header too, as an icon", async ({ browser, javaScriptEnabled }) => {
  const member = await newMember("Female");
  const page = await loggedIn(browser, member, javaScriptEnabled, { viewport: { width: 360, height: 640 } });
  await (await accountMenuLink(page, "Sent requests")).click();
  await expect(page).toHaveURL(/\/sentRequests$/);
  await page.context().close();
});
