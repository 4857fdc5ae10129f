import { expect, test, type Page } from "@playwright/test";
import { DEMO_LOGIN } from "../../scripts/demo-login";
import { E2E_MODERATION_ADMIN, E2E_MODERATION_DATA_DIR, E2E_MODERATION_URL } from "../../playwright.config";
import { letters, loggedIn, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { aboutTheProfile, signUp } from "../support/signup-form";
import { filtersPanel, openFilters } from "../support/search-filters";

// Moderation (docs/product-rules.md §30), on the second server of playwright.config.ts, the one with
// MODERATION=on: a new profile is seen by nobody else until an administrator approves it.

test.use({ baseURL: E2E_MODERATION_URL });
const onModeratedSite = { baseURL: E2E_MODERATION_URL };

const AWAITING = "Awaiting approval: our team checks every new profile before others can see it.";

/** Searches the profile list by member ID, as a member does. */
async function searchById(page: Page, memberId: string) {
  await page.goto("/profilePage");
  await openFilters(page);
  await page.getByLabel("Member ID", { exact: true }).fill(memberId);
  await page.getByRole("button", { name: "Search" }).click();
  // The results come with the panel closed (an empty search says no "successfully", issue 40).
  await expect(filtersPanel(page)).not.toHaveAttribute("open");
  await expect(page.locator(".listing-summary")).toContainText(/\d+ profiles?/);
}

test("a new profile stays unseen until the administrator approves it in /admin/moderation", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // a whole signup, then three people on a 2-core machine
  const name = `Zoya ${letters(1).toUpperCase()}${letters(7)}`;
  const profile = aboutTheProfile(uniqueEmail("waiting"), uniquePhone(), { "Name of the bride or groom": name });
  await signUp(page, profile, E2E_MODERATION_DATA_DIR);
  // Signed in while the profile waits; her own page says so.
  await page.goto("/userProfile");
  await expect(page.getByText(AWAITING)).toBeVisible();
  const memberId = (await page.locator(".profile-head__id").innerText()).match(/MMR00\d+/)![0];

  const other = await loggedIn(browser, DEMO_LOGIN, javaScriptEnabled, onModeratedSite);
  await searchById(other, memberId);
  await expect(other.locator(".listing-summary")).toHaveText("0 profiles"); // never "successfully" (issue 40)
  await expect(other.getByText(`No member with ID ${memberId}.`)).toBeVisible();

  const admin = await loggedIn(browser, E2E_MODERATION_ADMIN, javaScriptEnabled, onModeratedSite);
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Moderation" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  await expect(admin.getByText(/^Approval is on/)).toBeVisible();
  const newProfiles = admin.getByRole("region", { name: /^New profiles/ });
  const waiting = newProfiles.getByRole("listitem").filter({ has: admin.getByRole("link", { name, exact: true }) });
  await expect(waiting).toContainText(memberId);
  await waiting.getByRole("button", { name: `Approve ${name}'s profile` }).click();
  await expect(admin.getByText("Profile approved.")).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(admin.getByRole("region", { name: "Recent decisions" })).toContainText(
    `approved the profile of ${name} (${memberId})`,
  );

  await searchById(other, memberId);
  await expect(other.locator(".listing-summary")).toHaveText("Filters applied successfully! 1 profile");
  await expect(other.locator(".profile-card h2")).toHaveText([name]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(AWAITING)).toHaveCount(0);
  await Promise.all([other.context().close(), admin.context().close()]);
});
