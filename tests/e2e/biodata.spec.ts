import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "../support/a11y";
import { E2E_DATA_DIR } from "../../playwright.config";
import { writeDb } from "../support/db";
import { activeGuardian } from "../support/e2e-guardians";
import { baseURL, loggedIn, newMember } from "../support/e2e-members";

// The biodata and its share links (issue 42, docs/product-rules.md §40), with JavaScript on and off: the member
// makes a link with a label from her own profile, a visitor opens it and is counted, the member revokes it and
// the visitor gets 410; a link past its days or its views answers 410 too (the test moves the row in the database,
// as a week passing would). Another member sees her biodata without her contact details.

/** Makes a link on the page's form (the member's or a guardian's); returns its address as the page shows it once. */
async function makeLink(page: Page, label: string, maxViews?: number) {
  const shown = page.locator(".biodata-new__url");
  // With JavaScript on, the page of the link made before stays until the new one arrives: wait for a new address.
  const before = (await shown.count()) > 0 ? await shown.inputValue() : "";
  await page.getByLabel("Label (whom it is for)").fill(label);
  if (maxViews) await page.getByLabel("Limit of views (optional)").fill(String(maxViews));
  await page.getByRole("button", { name: "Make the link" }).click();
  await expect(page.locator(".flash")).toHaveText("Share link made.");
  await expect(shown).toHaveValue(/\/biodata\/\d+\.[A-Za-z0-9_-]{43}$/);
  await expect(shown).not.toHaveValue(before);
  return new URL(await shown.inputValue()).pathname;
}

/** A visitor's browser, never signed in. */
async function visitorPage(browser: Browser, javaScriptEnabled: boolean) {
  return (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
}

const linkCard = (page: Page, label: string) => page.locator(".biodata-link").filter({ hasText: label });

test("a member shares her biodata by a link, sees it counted, revokes it, and the visitor gets 410", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const member = await newMember("Female");
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.goto("/userProfile");
  await page.getByRole("link", { name: "Share my biodata" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Share my biodata" })).toBeVisible();
  await expect(page.getByLabel("Show my photo through this link")).not.toBeChecked();
  // Sent without a label: the page says what is missing, and makes nothing.
  await page.getByLabel("Label (whom it is for)").fill(" ");
  await page.getByRole("button", { name: "Make the link" }).click();
  await expect(page.getByText("Label is required")).toBeVisible();
  const path = await makeLink(page, "Khan family");
  await expect(page.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );

  const visitor = await visitorPage(browser, javaScriptEnabled);
  const opened = await visitor.goto(path);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: member.fields.fullName })).toBeVisible();
  await expect(visitor.getByText(/^Made for Khan family, /)).toBeVisible();
  await expect(visitor.getByText(member.fields.phone)).toHaveCount(0);
  await expect(visitor.getByText(member.fields.email)).toHaveCount(0);
  await expectAccessible(visitor, "a shared biodata");

  await page.goto("/settings/biodata");
  await expect(linkCard(page, "Khan family")).toContainText("1 view");
  await expect(linkCard(page, "Khan family")).toContainText("last viewed");
  await expectAccessible(page, "/settings/biodata with a link");
  await linkCard(page, "Khan family").getByRole("button", { name: "Revoke" }).click();
  await expect(page.locator(".flash")).toHaveText("The link is revoked.");
  await expect(linkCard(page, "Khan family")).toContainText("Revoked");

  const gone = await visitor.goto(path);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { level: 1, name: "Link no longer available" })).toBeVisible();
  await expect(visitor.getByText(member.fields.fullName)).toHaveCount(0);
  await expectAccessible(visitor, "a link no longer available");
});

test("a link past its days or its views answers 410", async ({ browser, javaScriptEnabled }) => {
  const member = await newMember("Female");
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.goto("/settings/biodata");
  const week = await makeLink(page, "Siddiqui family");
  const once = await makeLink(page, "Ansari family", 1);
  // A week passes for the first link.
  writeDb(
    E2E_DATA_DIR,
    "update biodata_links set expires_at = ? where id = ?",
    Date.now() - 1000,
    Number(week.split("/")[2].split(".")[0]),
  );

  const visitor = await visitorPage(browser, javaScriptEnabled);
  expect((await visitor.goto(week))?.status()).toBe(410);
  expect((await visitor.goto(once))?.status()).toBe(200);
  expect((await visitor.goto(once))?.status()).toBe(410);
  await expect(visitor.getByText(member.fields.fullName)).toHaveCount(0);

  await page.goto("/settings/biodata");
  await expect(linkCard(page, "Siddiqui family")).toContainText("Expired");
  await expect(linkCard(page, "Ansari family")).toContainText("All views used");
  await expect(linkCard(page, "Ansari family")).toContainText("1 of 1 views");
});

test("another member opens her biodata from her profile, without her contact details", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const [member, reader] = await Promise.all([newMember("Female"), newMember("Male")]);
  const page = await loggedIn(browser, reader, javaScriptEnabled);
  await page.goto(`/InnerProfile/${member.id}`);
  await page.getByRole("link", { name: "Biodata", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/profile/${member.id}/biodata`);
  await expect(page.getByRole("heading", { level: 1, name: member.fields.fullName })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Contact" })).toHaveCount(0);
  await expect(page.getByText(member.fields.phone)).toHaveCount(0);
  await expect(page.getByText(/^Made for MMR00\d+, /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    `/profile/${member.id}/biodata.pdf`,
  );
  await expectAccessible(page, "a member's biodata");
});

test("a guardian the member allowed makes a link for her, which she sees in her log and her list", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const member = await newMember("Female");
  const first = member.fields.fullName.split(" ")[0];
  const guardian = await activeGuardian(browser, member, javaScriptEnabled, "Abdul Rahman");
  // Not allowed yet: the page is not there, and the dashboard does not lead to it.
  expect((await guardian.goto(`/guardian/${member.id}/biodata`))?.status()).toBe(404);

  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.goto("/family");
  await expect(page.getByText("Not allowed to share your biodata.")).toBeVisible();
  await page.getByRole("button", { name: "Allow Abdul Rahman to share my biodata" }).click();
  await expect(page.locator(".flash")).toHaveText("Abdul Rahman can now share your biodata.");
  await expect(page.getByText("You allowed Abdul Rahman to share your biodata.")).toBeVisible();

  await guardian.goto(`/guardian/${member.id}`);
  await guardian.getByRole("link", { name: `Share ${first}'s biodata` }).click();
  await expect(guardian.getByRole("heading", { level: 1, name: `Share ${first}'s biodata` })).toBeVisible();
  const path = await makeLink(guardian, "Qureshi family");
  const visitor = await visitorPage(browser, javaScriptEnabled);
  expect((await visitor.goto(path))?.status()).toBe(200);

  await page.goto("/family");
  await expect(page.getByText("Abdul Rahman made a link to your biodata for “Qureshi family”.")).toBeVisible();
  await page.goto("/settings/biodata");
  await expect(linkCard(page, "Qureshi family")).toContainText("1 view");
});
