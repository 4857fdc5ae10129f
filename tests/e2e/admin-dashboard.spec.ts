import { expect } from "@playwright/test";
import { test } from "../support/a11y";
import { loggedIn, newAdmin, newMember } from "../support/e2e-members";

// The administrators' first page (issue 40, item 5; docs/product-rules.md §16): today's numbers, each a link to
// the queue it counts, on a phone too, with JavaScript on and off. The counts themselves are unit-tested against a
// known database (tests/unit/admin-dashboard.test.ts); here other specs add members beside this one, so a count
// is read as at least what this test made.

const TILES = [
  { words: "New members today", to: /#members-heading$/ },
  { words: "Profiles and photos awaiting approval", to: /\/admin\/moderation$/ },
  { words: "Identity checks to review", to: /\/admin\/verification$/ },
  { words: "Complaints due by tonight", to: /\/admin\/grievances$/ },
  { words: "E-mails and SMS that failed", to: /\/admin\/mail$/ },
];

test.use({ viewport: { width: 360, height: 640 } });

test("the dashboard says today's numbers, each leading to its queue", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await newMember("Female"); // joined today, in India's day as in every other
  const admin = await loggedIn(browser, await newAdmin(), javaScriptEnabled);
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  const today = admin.getByRole("region", { name: "Today" });
  const tiles = today.getByRole("link");
  await expect(tiles).toHaveCount(TILES.length);
  for (const [index, tile] of TILES.entries()) {
    const link = tiles.nth(index);
    await expect(link).toContainText(tile.words);
    expect(await link.evaluate((a: HTMLAnchorElement) => a.href)).toMatch(tile.to);
  }
  const newToday = Number(await tiles.first().locator(".admin-dashboard__number").innerText());
  expect(newToday).toBeGreaterThanOrEqual(1);
  // A number above nought is marked so the eye finds the work.
  await expect(tiles.first()).toHaveClass(/admin-dashboard__tile--due/);
  await expectAccessible(admin, "the admin dashboard");

  await tiles.nth(1).click();
  await expect(admin).toHaveURL(/\/admin\/moderation$/);
  await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
  await admin.context().close();
});
