import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { currentNotice, privacyVersion, termsVersion } from "../../app/domain/accounts/notice";
import { queryDb } from "../support/db";
import { baseURL, loggedIn, newMember, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { consentToAnOlderNotice } from "../support/members";
import { readOutbox } from "../support/outbox";
import { aboutTheProfile, enterSignupCodes, fillFields, signupBoxes } from "../support/signup-form";
import { languageCookie, translations } from "../support/translated";

// Notice and consent (issue 38, item 2; docs/product-rules.md §41), with JavaScript on and off (the two projects):
// signup shows the notice's summary and asks for its consent and the declaration, each its own box; a member whose
// consent is to an older notice is asked again at their next page and comes back to it; the notice, the terms and
// the privacy policy say their version and date.

const NOTICE_REFUSED = "Please agree to the notice: we cannot keep a profile without your consent.";
const DECLARATION_REFUSED = "Please confirm that you are looking for marriage and that the details you give are true.";
const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const versionLine = (version: { version: string; date: string }, locale = "en-IN") =>
  `Version ${version.version}, dated ${new Date(`${version.date}T00:00:00Z`).toLocaleDateString(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })}`;

type ConsentRow = { notice_version: string; source: string; declared: number; language: string };
const consentsOf = (where: string, value: string) =>
  queryDb<ConsentRow>(
    E2E_DATA_DIR,
    `select notice_version, source, declared, language from consents
     where member_unq_id = (select unq_id from members where ${where} = ?) order by created_at desc, id desc`,
    value,
  );

test("signup: the notice's summary and two boxes; without them each says why and nothing is written", async ({
  page,
}) => {
  test.slow(); // an e-mail code and an SMS code, on a shared 2-core machine
  const email = uniqueEmail("consent");
  const phone = uniquePhone();
  await page.goto("/signup");
  // On the signup's one form, before any code is sent.
  const summary = page.getByRole("region", { name: "Your data and your consent" });
  await expect(summary).toContainText("What we collect: your account (name, e-mail, mobile");
  await expect(summary).toContainText("only your connections see your phone and e-mail");
  await expect(summary).toContainText("Data Protection Board of India");
  const full = summary.getByRole("link", { name: "Read the full notice (opens in a new tab)" });
  await expect(full).toHaveAttribute("href", "/notice");
  await expect(full).toHaveAttribute("target", "_blank");
  const [terms, notice, declaration] = signupBoxes(page);
  for (const box of [terms, notice, declaration]) await expect(box).not.toBeChecked();
  await fillFields(page, aboutTheProfile(email, phone));

  // The terms alone: each of the other two boxes says why, beside it; the form stays, no code is sent.
  await terms.check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(NOTICE_REFUSED)).toBeVisible();
  await expect(page.getByText(DECLARATION_REFUSED)).toBeVisible();
  await expect(notice).toHaveAttribute("aria-invalid", "true");
  await expect(declaration).toHaveAttribute("aria-invalid", "true");
  await expect(notice).toBeFocused(); // the first box refused
  await expect(page.getByRole("heading", { name: "Enter the codes we sent" })).toHaveCount(0);
  // One of the two is still refused alone; the ticked ones stay ticked.
  await notice.check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(DECLARATION_REFUSED)).toBeVisible();
  await expect(page.getByText(NOTICE_REFUSED)).toHaveCount(0);
  await expect(terms).toBeChecked();
  await expect(notice).toBeChecked();
  expect(queryDb(E2E_DATA_DIR, "select unq_id from members where email = ?", email)).toEqual([]);
  expect(readOutbox(E2E_DATA_DIR).filter((mail) => mail.to === email)).toEqual([]);

  await declaration.check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Enter the codes we sent" })).toBeVisible();
  await enterSignupCodes(page, email, phone);
  await page.getByRole("button", { name: "Create my profile" }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  // The consent, with the notice's version, the declaration and the page's language; the creation address.
  expect(consentsOf("email", email)).toEqual([
    { notice_version: currentNotice().version, source: "signup", declared: 1, language: "en" },
  ]);
  expect(
    queryDb(
      E2E_DATA_DIR,
      "select ip from account_creations where member_unq_id = (select unq_id from members where email = ?)",
      email,
    ),
  ).toEqual([{ ip: expect.any(String) }]);
});

test("a member whose consent is to an older notice is asked at the next page, and comes back to it", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Female");
  const page = await loggedIn(browser, member, javaScriptEnabled);
  consentToAnOlderNotice(E2E_DATA_DIR, member.id);
  const before = consentsOf("public_id", member.id).length;

  await page.goto("/matches");
  await expect(page).toHaveURL(`${baseURL}/consent?redirectTo=%2Fmatches`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Please read our notice and give your consent" }),
  ).toBeVisible();
  await expect(page.getByText(versionLine(currentNotice()))).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "ID documents and selfies" })).toBeVisible();
  // The notice's own pages stay open to them; the others lead here.
  await page.goto("/notice");
  await expect(page).toHaveURL(`${baseURL}/notice`);
  await page.goto("/settings");
  await expect(page).toHaveURL(`${baseURL}/consent?redirectTo=%2Fsettings`);
  await page.goto("/consent?redirectTo=%2Fmatches");

  // Neither box: each says why; nothing is written.
  await page.getByRole("button", { name: "I agree, continue" }).click();
  await expect(page.getByText(NOTICE_REFUSED)).toBeVisible();
  await expect(page.getByText(DECLARATION_REFUSED)).toBeVisible();
  expect(consentsOf("public_id", member.id)).toHaveLength(before);

  await page.getByLabel(/^I have read the notice \(version /).check();
  await page.getByLabel("This profile is for marriage, not dating, and the details I give are true.").check();
  await page.getByRole("button", { name: "I agree, continue" }).click();
  await expect(page).toHaveURL(`${baseURL}/matches`);
  await expect(flash(page, "Thank you. Your consent is recorded.")).toBeVisible();
  expect(consentsOf("public_id", member.id)[0]).toEqual({
    notice_version: currentNotice().version,
    source: "renewal",
    declared: 1,
    language: "en",
  });
  // Asked once: the next pages are the member's.
  await page.goto("/settings");
  await expect(page).toHaveURL(`${baseURL}/settings`);
  await page.context().close();
});

test("a member who does not agree deletes the account from the consent page", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Male");
  const page = await loggedIn(browser, member, javaScriptEnabled);
  consentToAnOlderNotice(E2E_DATA_DIR, member.id);
  await page.goto("/userProfile");
  await expect(page).toHaveURL(`${baseURL}/consent?redirectTo=%2FuserProfile`);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("The password is not correct.")).toBeVisible();
  await page.getByLabel("Password").fill(member.fields.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(flash(page, "Your account has been deleted.")).toBeVisible();
  expect(queryDb(E2E_DATA_DIR, "select unq_id from members where public_id = ?", member.id)).toEqual([]);
  await page.context().close();
});

test("the footer leads to the notice; terms and privacy say their version and date", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Notice and consent" }).click();
  await expect(page).toHaveURL(`${baseURL}/notice`);
  await expect(page.getByRole("heading", { level: 1, name: "Notice: your data and your consent" })).toBeVisible();
  await expect(page.getByText(versionLine(currentNotice()))).toBeVisible();
  const checks = page.getByRole("region", { name: "ID documents and selfies" });
  await expect(checks).toContainText("deleted as soon as the check is decided");
  await expect(page.getByRole("link", { name: "Download my data" })).toHaveAttribute("href", "/settings/data");
  await expect(page.getByRole("link", { name: "Grievances" }).first()).toHaveAttribute("href", "/grievances");
  await expect(page.getByText("Data Protection Board of India")).toBeVisible();

  await page.goto("/termCondition");
  await expect(page.getByText(versionLine(termsVersion()))).toBeVisible();
  await page.goto("/privacyPolicy");
  await expect(page.getByText(versionLine(privacyVersion()))).toBeVisible();
  await expect(page.getByText("item by item, is in our notice on your data and your consent.")).toBeVisible();
  await page.getByRole("link", { name: "notice on your data and your consent" }).click();
  await expect(page).toHaveURL(`${baseURL}/notice`);
});

for (const [language, locale, dir] of [
  ["hi", "hi-IN", "ltr"],
  ["ur", "ur-IN-u-nu-latn", "rtl"],
] as const) {
  test(`the notice in ${language === "hi" ? "Hindi" : "Urdu"}`, async ({ page }) => {
    const { key } = translations(language);
    await page.context().addCookies([languageCookie(language, baseURL)]);
    await page.goto("/notice");
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { level: 1, name: key("pages", "notice.title") })).toBeVisible();
    const date = new Date(`${currentNotice().date}T00:00:00Z`).toLocaleDateString(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect(
      page.getByText(key("pages", "legal.versionLine", { version: currentNotice().version, date })),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: key("pages", "notice.checks.heading") })).toBeVisible();
    await expect(page.getByText(key("pages", "notice.checks.kept"))).toBeVisible();
    await expect(page.getByText(key("pages", "notice.complainBoard"))).toBeVisible();
  });
}
