import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { baseURL, letters } from "../support/e2e-members";
import { adminOn } from "../support/e2e-safety";
import { waitForMail } from "../support/outbox";

// The grievance officer and complaints (docs/product-rules.md §41), with JavaScript on and off (the two projects):
// the footer leads to the officer's page; a complaint gets its ticket at once and by e-mail; the administrator sees
// its clocks and answers; the complainant reads the answer by following the ticket.

const flash = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

/** Files a complaint on /grievances as a visitor; returns its ticket, read from the answer. */
async function fileComplaint(page: Page, email: string, category: string, details: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send complaint" }) });
  await form.getByLabel("Your name").fill("Shaista Parveen");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("What is it about?").selectOption({ label: category });
  await form.getByLabel("What happened?").fill(details);
  await form.getByRole("button", { name: "Send complaint" }).click();
  const answer = flash(page, /Your complaint is received\. Its ticket number is GR-/);
  await expect(answer).toBeVisible();
  return /GR-[0-9A-Z]{8}/.exec((await answer.textContent()) ?? "")![0];
}

test("the footer leads to the officer, the process and the appeal", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Grievances" }).click();
  await expect(page).toHaveURL(`${baseURL}/grievances`);
  await expect(page.getByRole("heading", { level: 1, name: "Grievances and complaints" })).toBeVisible();
  const officer = page.getByRole("region", { name: "Our grievance officer" });
  await expect(officer).toContainText("Farhan Qureshi");
  await expect(officer.getByRole("link", { name: "grievance@example.org" })).toHaveAttribute(
    "href",
    "mailto:grievance@example.org",
  );
  await expect(officer).toContainText("+91 98100 00001");
  await expect(officer).toContainText("Jama Masjid Road");
  await expect(page.getByText("acknowledges the complaint within 24 hours")).toBeVisible();
  await expect(page.getByText("resolved within 15 days")).toBeVisible();
  await expect(page.getByText("harassment, fraud or a fake profile is resolved within 72 hours")).toBeVisible();
  await expect(page.getByRole("link", { name: "https://gac.gov.in" })).toBeVisible();
  await expect(page.getByText("within 30 days")).toBeVisible();
});

test("a complaint gets its ticket and e-mail; the administrator answers; the complainant reads it", async ({
  browser,
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // an administrator and mail, on a shared 2-core machine
  const email = `complainant.${letters(8)}@example.in`;
  await page.goto("/grievances");
  // Nothing typed: the form says what is missing, and nothing is filed.
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByText("Please describe the complaint.")).toBeVisible();

  const ticket = await fileComplaint(page, email, "A morphed, nude or intimate image", "My photo was altered.");
  const mail = await waitForMail(E2E_DATA_DIR, email, (m) => m.subject.includes(ticket));
  expect(mail.text).toContain("removed within 24 hours");

  const admin = await adminOn(browser, javaScriptEnabled, "Complaints", "/admin/grievances");
  const entry = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { level: 2, name: ticket }) });
  await expect(entry).toContainText("24-hour removal");
  await expect(entry).toContainText("To be acknowledged by");
  await expect(entry).toContainText("To be removed or resolved by");
  await expect(entry).toContainText(email);
  await entry.getByLabel("Message to the complainant").fill("The photo is removed and the account blocked.");
  await entry.getByRole("button", { name: "Resolve" }).click();
  await expect(flash(admin, "Resolution sent.")).toBeVisible();
  const decision = await waitForMail(E2E_DATA_DIR, email, (m) => m.subject.includes("resolved"));
  expect(decision.text).toContain("The photo is removed and the account blocked.");
  expect(decision.text).toContain("https://gac.gov.in");
  await admin.context().close();

  await page.goto("/grievances");
  const follow = page.getByRole("region", { name: "Follow your complaint" });
  await follow.getByLabel("Ticket number").fill(ticket);
  await follow.getByLabel("Email").fill(email);
  await follow.getByRole("button", { name: "Show my complaint" }).click();
  await expect(page.getByRole("heading", { level: 3, name: `Complaint ${ticket}` })).toBeVisible();
  await expect(page.getByText("The photo is removed and the account blocked.")).toBeVisible();

  await follow.getByLabel("Ticket number").fill(ticket);
  await follow.getByLabel("Email").fill("someone.else@example.in");
  await follow.getByRole("button", { name: "Show my complaint" }).click();
  await expect(page.getByText("No complaint matches this ticket number and e-mail address.")).toBeVisible();
});

test("the home page says the site is for marriage only, and the safety page warns of those who ask for money", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByText("This site is for marriage only, not for dating.")).toBeVisible();
  await page.goto("/safety");
  await expect(page.getByText("Be wary of anyone who asks for money")).toBeVisible();
  await expect(page.getByRole("link", { name: "grievances and complaints" })).toHaveAttribute("href", "/grievances");
});
