import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { baseURL, loggedIn, logInOn, newMember, type Member } from "../support/e2e-members";
import { adminOnReports, queued } from "../support/e2e-safety";
import { logIn } from "../support/members";
import { waitForMail } from "../support/outbox";

// Reporting a member, the administrator's queue and the safety page (docs/product-rules.md §29). Each test
// has its own members, so tests and the two projects run side by side on the one server.

const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** A report sent as the profile page's form sends it, from the reporter's own session. */
async function reported(by: Member, about: Member, reason: string, details: string) {
  const session = await logIn(baseURL, by.fields);
  const response = await session.fetch("/report", {
    method: "POST",
    body: new URLSearchParams({ memberId: about.id, reason, details }),
  });
  expect(response.status).toBe(302);
}

test("a member reads the safety tips and reports a profile from it", async ({ browser, javaScriptEnabled }) => {
  test.slow(); // two members and an administrator, on a shared 2-core machine
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.goto(`/InnerProfile/${woman.id}`);
  await page.getByRole("link", { name: "read our safety tips" }).click();
  await expect(page).toHaveURL(`${baseURL}/safety`);
  await expect(page.getByRole("heading", { level: 1, name: "Staying safe" })).toBeVisible();
  await expect(page.getByText("Never send money")).toBeVisible();

  await page.goto(`/InnerProfile/${woman.id}`);
  await page.getByText("Report this member").click();
  await page.getByLabel("Reason").selectOption({ label: "Asking for money" });
  await page.getByLabel("What happened (optional)").fill("She asked for 20,000 rupees for a visa.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(`${baseURL}/InnerProfile/${woman.id}`);
  await expect(flash(page, "Thank you. We have received your report and will look into it.")).toBeVisible();
});

test("the administrator dismisses a report: it leaves the queue and shows in the log", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two members and an administrator, on a shared 2-core machine
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  await reported(man, woman, "fake", "The photo is of a film actress.");
  const admin = await adminOnReports(browser, javaScriptEnabled);
  const entry = queued(admin, woman);
  await expect(entry).toContainText("Reported by 1 member for Fake profile.");
  await expect(entry).toContainText("The photo is of a film actress.");
  await expect(entry).toContainText(man.fields.fullName);
  await expect(entry.getByRole("link", { name: woman.fields.fullName })).toHaveAttribute(
    "href",
    `/admin/members/${woman.id}`,
  );
  await entry.getByRole("button", { name: `Dismiss ${woman.fields.fullName}` }).click();
  await expect(flash(admin, "Report dismissed.")).toBeVisible();
  await expect(queued(admin, woman)).toHaveCount(0);
  const log = admin.getByRole("table").getByRole("row").filter({ hasText: woman.fields.fullName });
  await expect(log.first()).toContainText("Dismissed");
});

/**
 * A woman reports a man; the administrator answers from the queue with `button` and is told `done`, and
 * the report leaves the queue.
 */
async function answered(browser: Browser, javaScriptEnabled: boolean, reason: string, button: string, done: string) {
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  await reported(woman, man, reason, "It happened twice this week.");
  const admin = await adminOnReports(browser, javaScriptEnabled);
  await queued(admin, man)
    .getByRole("button", { name: `${button} ${man.fields.fullName}` })
    .click();
  await expect(flash(admin, done)).toBeVisible();
  await expect(queued(admin, man)).toHaveCount(0);
  return { man, woman };
}

test("the administrator warns a reported member: the warning reaches their inbox", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two members and an administrator, on a shared 2-core machine
  const { man, woman } = await answered(browser, javaScriptEnabled, "harassment", "Warn", "Warning sent.");
  const warning = await waitForMail(E2E_DATA_DIR, man.fields.email, (m) => m.subject.startsWith("A warning about"));
  expect(warning.text).toContain("Harassment");
  expect(warning.text).not.toContain(woman.fields.fullName);
});

test("the administrator blocks a reported member: they can no longer log in", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two members and an administrator, on a shared 2-core machine
  const { man } = await answered(browser, javaScriptEnabled, "already-married", "Block", "Member blocked.");
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await logInOn(page, man);
  await expect(page.getByRole("alert")).toHaveText("Your account has been blocked. Please contact us.");
});
