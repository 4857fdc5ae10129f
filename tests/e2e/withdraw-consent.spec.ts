import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, loggedIn, logInOn, newMember, type Member } from "../support/e2e-members";
import { waitForMail } from "../support/outbox";

// Withdrawing consent (docs/product-rules.md §41), with JavaScript on and off: found from the top of the privacy
// settings, it says what follows and what is kept; a wrong password is refused beside the field and changes
// nothing; the right one erases the account as "Delete my account" does, and the member lands home, signed out.

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

const memberRows = (member: Member) =>
  queryDb<{ hidden: number }>(E2E_DATA_DIR, "select hidden from members where public_id = ?", member.id);

/** The listing searched by the member's ID, as another member does it: their card's heading, if it is listed. */
async function listedCard(page: Page, member: Member, memberId: string) {
  await page.goto(`/profilePage?unqId=${memberId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Profiles" })).toBeVisible();
  return page.getByRole("article").getByRole("heading", { level: 2, name: member.fields.fullName });
}

test("a member withdraws consent from the settings: a wrong password changes nothing, the right one erases", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two members and an erasure, on a shared 2-core machine
  const [leaving, seeker] = await Promise.all([newMember("Female"), newMember("Male")]);
  const [{ unq_id }] = queryDb<{ unq_id: number }>(
    E2E_DATA_DIR,
    "select unq_id from members where public_id = ?",
    leaving.id,
  );
  const memberId = `MMR00${unq_id}`;
  const seekerPage = await loggedIn(browser, seeker, javaScriptEnabled);
  await expect(await listedCard(seekerPage, leaving, memberId)).toBeVisible();

  // From the own profile to the settings, whose first lines list "Withdraw consent" among the sections.
  const page = await loggedIn(browser, leaving, javaScriptEnabled);
  await page.goto("/userProfile");
  await page.getByRole("link", { name: "Privacy settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy settings" })).toBeVisible();
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Withdraw consent" }).click();
  const section = page.getByRole("region", { name: "Withdraw consent" });
  await expect(section).toBeInViewport();
  await section.getByRole("link", { name: "See what follows, and withdraw" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/withdraw-consent`);

  // What follows, what is kept, and the pause instead.
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw consent" })).toBeVisible();
  const follows = page.getByRole("region", { name: "What happens" });
  await expect(follows).toContainText("Your profile is hidden at once");
  await expect(follows).toContainText("as “Delete my account” erases them");
  await expect(follows).toContainText("This cannot be undone.");
  const kept = page.getByRole("region", { name: "What we keep, and for how long" });
  await expect(kept).toContainText("for one year after the erasure");
  await expect(kept).toContainText("no longer linked to your account");
  await expect(page.getByRole("region", { name: "Only want a pause?" }).getByRole("link")).toHaveAttribute(
    "href",
    "/settings#hide-heading",
  );

  // A wrong password: refused beside the field, nothing hidden, nothing erased, still listed.
  const confirm = page.getByRole("region", { name: "Confirm with your password" });
  await confirm.getByLabel("Your password, to confirm").fill("not-my-password");
  const answer = page.waitForResponse(
    (r) => r.url().includes("/settings/withdraw-consent") && r.request().method() === "POST",
  );
  await confirm.getByRole("button", { name: "Withdraw consent and erase my account" }).click();
  expect((await answer).status()).toBeLessThan(500);
  await expect(confirm.getByText("The password is not correct.")).toBeVisible();
  await expect(confirm.getByLabel("Your password, to confirm")).toHaveAttribute("aria-invalid", "true");
  await expect(confirm.getByLabel("Your password, to confirm")).toBeFocused();
  expect(memberRows(leaving)).toEqual([{ hidden: 0 }]);
  await expect(await listedCard(seekerPage, leaving, memberId)).toBeVisible();

  // The right one: home, signed out, told; the account gone.
  await page.goto("/settings/withdraw-consent");
  await confirm.getByLabel("Your password, to confirm").fill(leaving.fields.password);
  await confirm.getByRole("button", { name: "Withdraw consent and erase my account" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("status")).toHaveText(
    "You have withdrawn your consent, and your account has been erased.",
  );
  await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
  expect(memberRows(leaving)).toEqual([]);

  // They can no longer log in, and the listing no longer shows them.
  await logInOn(page, leaving);
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
  await expect(await listedCard(seekerPage, leaving, memberId)).toHaveCount(0);
  expect((await seekerPage.goto(`/InnerProfile/${leaving.id}`))?.status()).toBe(404);

  const goodbye = await waitForMail(E2E_DATA_DIR, leaving.fields.email, (m) => /deleted/.test(m.subject));
  expect(goodbye.text).toContain("You have withdrawn your consent, so your account has been deleted");
  await page.context().close();
  await seekerPage.context().close();
});
