import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { writeDb } from "../support/db";
import { baseURL, letters, loggedIn, newMember } from "../support/e2e-members";
import { isolated, waitForMail } from "../support/outbox";

// The weekly new-match e-mail (docs/product-rules.md §26), with JavaScript on and off. The week passes in
// the database (the alert is made due); the server's own check, every second here (playwright.config.ts),
// sends it.

const OFF = "You do not get weekly match e-mails.";

test("weekly match e-mails: turned on, a new match e-mailed, stopped from the e-mail without a login", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // three members register, two browser contexts
  // A town of this test's own, so no other test's members fit.
  const city = `Alertpur${letters(8)}`;
  const man = await newMember("Male", { city });
  writeDb(
    E2E_DATA_DIR,
    "insert into partner_preferences (member_unq_id, places, set_count, updated_at) " +
      "select unq_id, ?, 1, ? from members where email = ?",
    `|${city.toLowerCase()}|`,
    Date.now(),
    man.fields.email,
  );
  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.goto("/alerts");
  await expect(page.getByText(OFF)).toBeVisible();
  await page.getByRole("button", { name: "E-mail me new matches weekly" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Each week" })).toHaveText(
    "Each week we will e-mail you the new members who fit your preferences.",
  );
  await expect(page.getByRole("heading", { name: "On" })).toBeVisible();
  await expect(page.getByText(/^Next e-mail: \d{1,2} \w+ \d{4}, if anyone new fits\.$/)).toBeVisible();

  const [match, elsewhere] = await Promise.all([newMember("Female", { city }), newMember("Female")]);
  const due = writeDb(
    E2E_DATA_DIR,
    "update match_alerts set next_due_at = ? where member_unq_id = (select unq_id from members where email = ?)",
    Date.now() - 1000,
    man.fields.email,
  );
  expect(due).toBe(1);
  const mail = await waitForMail(E2E_DATA_DIR, man.fields.email, (m) => /new match/.test(m.subject));
  expect(mail.subject).toBe("1 new match on Community Matrimony");
  expect(mail.text).toContain(`${isolated(match.fields.fullName)} (MMR00`);
  expect(mail.text).toContain(`/InnerProfile/${match.id}`);
  expect(mail.text).not.toContain(elsewhere.fields.fullName);
  for (const contact of [match.fields.email, match.fields.phone]) expect(mail.text).not.toContain(contact);
  const stopUrl = new URL(mail.text.match(/https?:\/\/\S+\/alerts\/stop\?token=\S+/)![0]);
  const stopPath = `${stopUrl.pathname}${stopUrl.search}`;

  // Nobody logged in: a new browser context.
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const visitor = await context.newPage();
  const forged = await visitor.goto(stopPath.replace(/token=(\d+)\./, (_, id) => `token=${Number(id) + 1}.`));
  expect(forged?.status()).toBe(400);
  await expect(visitor.getByRole("alert")).toHaveText(
    "This stop link is not valid. Log in to stop the weekly e-mails.",
  );
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { name: "On" })).toBeVisible();

  const stopped = await visitor.goto(stopPath);
  expect(stopped?.status()).toBe(200);
  await expect(visitor.getByText("You will no longer receive weekly match e-mails.")).toBeVisible();
  // Turning them back on asks for a login.
  await visitor.getByRole("link", { name: "Turn them back on" }).click();
  await expect(visitor).toHaveURL(/\/login\?redirectTo=%2Falerts$/);
  await context.close();

  await page.goto("/alerts");
  await expect(page.getByText(OFF)).toBeVisible();
});

test("a member saves a search from the profiles page as the weekly e-mail, then stops it on /alerts", async ({
  browser,
  javaScriptEnabled,
}) => {
  const page = await loggedIn(browser, await newMember("Female"), javaScriptEnabled);
  await page.goto("/profilePage");
  await page.getByRole("button", { name: "Save these filters and e-mail me weekly" }).click();
  await expect(page).toHaveURL(`${baseURL}/alerts`);
  await expect(page.getByRole("status").filter({ hasText: "Each week" })).toHaveText(
    "Each week we will e-mail you the new members this search finds.",
  );
  await expect(page.getByRole("link", { name: "saved search" })).toHaveAttribute("href", "/profilePage");

  await page.getByRole("button", { name: "Stop weekly e-mails" }).click();
  await expect(page.getByRole("status").filter({ hasText: "no longer" })).toHaveText(
    "You will no longer receive weekly match e-mails.",
  );
  await expect(page.getByText(OFF)).toBeVisible();
});
