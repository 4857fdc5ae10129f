import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { sendRequestByApi } from "../support/api-connections";
import { queryDb } from "../support/db";
import { baseURL, loggedIn, newMember, type Member } from "../support/e2e-members";
import { block } from "../support/e2e-safety";

// Hiding one's profile and blocking a member (docs/product-rules.md §28), as members do it, with JavaScript
// on and off. Each test makes its own members.

const flash = (page: Page) => page.locator(".flash");
const NOT_FOUND = "Oops! The page you're looking for doesn't exist.";

const memberIdOf = (member: Member) => {
  const rows = queryDb<{ unq_id: number }>(E2E_DATA_DIR, "select unq_id from members where public_id = ?", member.id);
  return `MMR00${rows[0].unq_id}`;
};

/** Searches the listing for one member ID: their card's heading, or the "no member" answer. */
async function searchById(page: Page, member: Member) {
  await page.goto(`/profilePage?unqId=${memberIdOf(member)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Profiles" })).toBeVisible();
  return page.getByRole("article").getByRole("heading", { level: 2, name: member.fields.fullName });
}

test.describe("hide my profile", () => {
  test("a hidden member is not found by ID until they unhide", async ({ browser, javaScriptEnabled }) => {
    const [hider, seeker] = await Promise.all([newMember("Female"), newMember("Male")]);
    const hiderPage = await loggedIn(browser, hider, javaScriptEnabled);
    const seekerPage = await loggedIn(browser, seeker, javaScriptEnabled);
    await expect(await searchById(seekerPage, hider)).toBeVisible();

    await hiderPage.goto("/userProfile");
    await hiderPage.getByRole("link", { name: "Privacy settings" }).click();
    await expect(hiderPage.getByRole("heading", { level: 1, name: "Privacy settings" })).toBeVisible();
    await hiderPage.getByRole("button", { name: "Hide my profile" }).click();
    await expect(flash(hiderPage)).toHaveText("Your profile is hidden.");
    await expect(hiderPage.getByRole("button", { name: "Unhide my profile" })).toBeVisible();

    await expect(await searchById(seekerPage, hider)).toHaveCount(0);
    await expect(seekerPage.getByText(`No member with ID ${memberIdOf(hider)}`)).toBeVisible();

    await hiderPage.goto("/userProfile");
    await expect(hiderPage.getByText("Your profile is hidden: only your connections can see it.")).toBeVisible();
    await hiderPage.getByRole("button", { name: "Unhide", exact: true }).click();
    await expect(flash(hiderPage)).toHaveText("Your profile is visible again.");
    await expect(hiderPage).toHaveURL(`${baseURL}/userProfile`);
    await expect(hiderPage.getByText("Your profile is hidden")).toHaveCount(0);

    await expect(await searchById(seekerPage, hider)).toBeVisible();
  });
});

test.describe("block a member", () => {
  test("from a profile, then unblock in Privacy settings", async ({ browser, javaScriptEnabled }) => {
    const [blocker, other] = await Promise.all([newMember("Male"), newMember("Female")]);
    const page = await loggedIn(browser, blocker, javaScriptEnabled);
    const otherPage = await loggedIn(browser, other, javaScriptEnabled);

    await page.goto(`/InnerProfile/${other.id}`);
    await block(page, page, other);
    await expect(page).toHaveURL(`${baseURL}/settings`);
    const list = page.getByRole("region", { name: "Blocked members" });
    const unblock = list.getByRole("button", { name: `Unblock ${other.fields.fullName}` });
    await expect(unblock).toBeVisible();

    await otherPage.goto(`/InnerProfile/${blocker.id}`);
    await expect(otherPage.getByText(NOT_FOUND)).toBeVisible();
    await page.goto(`/InnerProfile/${other.id}`);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();

    await page.goto("/settings");
    await unblock.click();
    await expect(flash(page)).toHaveText(`${other.fields.fullName} is unblocked.`);
    await expect(list.getByText("You have not blocked anyone.")).toBeVisible();

    await otherPage.goto(`/InnerProfile/${blocker.id}`);
    await expect(otherPage.getByRole("heading", { name: blocker.fields.fullName })).toBeVisible();
  });

  test("from a received request: the request leaves the list", async ({ browser, javaScriptEnabled }) => {
    const [asker, me] = await Promise.all([newMember("Male"), newMember("Female")]);
    await sendRequestByApi(asker, me);
    const page = await loggedIn(browser, me, javaScriptEnabled);
    await page.goto("/connectionReq");
    const item = page
      .locator("li.person")
      .filter({ has: page.getByRole("link", { name: asker.fields.fullName, exact: true }) });
    // Nothing happens until the disclosure is opened and its Block button pressed.
    await expect(item.getByRole("button", { name: `Block ${asker.fields.fullName}` })).toBeHidden();
    await block(page, item, asker);
    await expect(page).toHaveURL(`${baseURL}/connectionReq`);
    await expect(page.getByRole("link", { name: asker.fields.fullName, exact: true })).toHaveCount(0);
    await expect(page.getByText("No Connection Requests Available")).toBeVisible();
  });
});
