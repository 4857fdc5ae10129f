import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { writeDb } from "../support/db";
import { letters, loggedIn, newMember, type Member } from "../support/e2e-members";
import { openFilters } from "../support/search-filters";

// The badges that say what was checked (issue 37, docs/product-rules.md §39), with JavaScript on and off: a member
// whose ID a person checked shows "ID verified" to another member on her card (the sentence in the card, shown on
// hover) and on her profile (a disclosure that opens to the sentence), and the search's "Verified only" lists her
// alone. The ID review is another page's work: the test writes what it records straight into the database.

const CHECKED_ON = Date.parse("2026-11-28T06:30:00Z");
const SENTENCE = "A person checked a PAN card on 28 Nov 2026.";

/** What the ID review records when a person approves a PAN card. */
const approveId = (member: Member) =>
  writeDb(
    E2E_DATA_DIR,
    "update members set id_verified_at = ?, id_document_type = 'pan' where public_id = ?",
    CHECKED_ON,
    member.id,
  );

const cardOf = (page: Page, member: Member) =>
  page.locator(".profile-card").filter({ has: page.getByRole("heading", { name: member.fields.fullName }) });

/**
 * Two women in a town of the test's own (so that the listing holds them only), one of them ID verified, and a man
 * of that town looking at the listing.
 */
async function checkedAndUnchecked(browser: Browser, javaScriptEnabled: boolean, town: string) {
  const city = `${town} ${letters(8)}`;
  const checked = await newMember("Female", { city });
  const unchecked = await newMember("Female", { city });
  const viewer = await newMember("Male", { city });
  approveId(checked);
  const page = await loggedIn(browser, viewer, javaScriptEnabled);
  await page.goto(`/profilePage?place=${encodeURIComponent(city)}`);
  await expect(page.locator(".profile-card")).toHaveCount(2);
  return { checked, unchecked, page };
}

test("another member sees ID verified, and what was checked, on her card and her profile", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { checked, unchecked, page } = await checkedAndUnchecked(browser, javaScriptEnabled, "Badgepur");
  await expect(page.getByText("Profiles are not verified unless a badge says so.")).toBeVisible();
  const card = cardOf(page, checked);
  const label = card.getByText("ID verified", { exact: true });
  await expect(label).toBeVisible();
  // The sentence is in the card's list of checks, for a screen reader; the pointer on the badge shows it.
  await expect(card.getByRole("list", { name: "What was checked" })).toContainText(`ID verified: ${SENTENCE}`);
  const says = card.getByText(SENTENCE);
  expect((await says.boundingBox())!.width).toBeLessThanOrEqual(1);
  await label.hover();
  await expect.poll(async () => (await says.boundingBox())!.width).toBeGreaterThan(100);
  await expect(cardOf(page, unchecked).getByText("ID verified")).toHaveCount(0);

  // Her profile: the badge opens to the sentence, with or without JavaScript.
  await card.getByRole("link", { name: `See ${checked.fields.fullName}'s profile` }).click();
  await expect(page.getByRole("heading", { level: 1, name: checked.fields.fullName })).toBeVisible();
  const badge = page.locator(".profile-head summary", { hasText: /^ID verified$/ });
  await expect(badge).toBeVisible();
  await expect(page.getByText(SENTENCE)).toBeHidden();
  await badge.click();
  await expect(page.getByText(SENTENCE)).toBeVisible();
  await expect(page.locator(".profile-head summary", { hasText: /^E-mail verified$/ })).toBeVisible();
  await expect(page.getByText("Profiles are not verified unless a badge says so.")).toBeVisible();
  await page.context().close();

  // And she sees it on her own profile.
  const own = await loggedIn(browser, checked, javaScriptEnabled);
  await own.goto("/userProfile");
  await expect(own.locator(".profile-head summary", { hasText: /^ID verified$/ })).toBeVisible();
  await own.context().close();
});

test("'Verified only' lists only the members a person checked, and says what it means", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { checked, unchecked, page } = await checkedAndUnchecked(browser, javaScriptEnabled, "Badgeganj");
  await openFilters(page);
  const box = page.getByRole("checkbox", { name: "Verified only" });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(
    /Members whose ID or photo a person checked, or whom our team marked as checked\./,
  );
  await box.check();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]verified=1(&|$)/);
  await expect(page.locator(".profile-card h2")).toHaveText([checked.fields.fullName]);
  await expect(cardOf(page, unchecked)).toHaveCount(0);
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Verified only" })).toBeChecked();

  // Unticked again: both.
  await page.getByRole("checkbox", { name: "Verified only" }).uncheck();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).not.toHaveURL(/verified=1/);
  await expect(page.locator(".profile-card")).toHaveCount(2);
  await page.context().close();
});
