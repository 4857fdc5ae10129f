import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, loggedIn, logInOn, newMember, uniqueEmail, uniquePhone, type Member } from "../support/e2e-members";
import { readSmsOutbox, waitForSms } from "../support/outbox";
import { aboutTheProfile, enterCode, signUp } from "../support/signup-form";

// Mobile numbers proven by a 6-digit SMS code (issue 36, docs/product-rules.md §38), with JavaScript on and off:
// a new member proves hers at signup, an existing member from the banner and /settings/mobile; a proven number
// signs in and sets a new password by SMS code. No SMS provider here: each SMS is a file in DATA_DIR/outbox/sms.
// Every test uses numbers of its own (uniquePhone), so tests and the two projects can run side by side.

const BANNER = "Your mobile number is not verified yet. Families trust a verified profile more.";
const NOT_A_MOBILE = "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9";
const CODE_MAYBE_SENT = "If this number is verified on a profile, we sent a code by SMS.";

/** Ten digits as the site shows them: "98765 43210". */
const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** The SMS written to a number's ten digits so far. */
const smsTo = (mobile: string) => readSmsOutbox(E2E_DATA_DIR).filter((sms) => sms.to === `+91${mobile}`);

/** The code in the first SMS to `mobile` written after `seen` (the files already there): a new code, not an old one. */
async function nextSmsCode(mobile: string, seen: string[]): Promise<string> {
  const sms = await waitForSms(E2E_DATA_DIR, mobile, (m) => !seen.includes(m.file) && m.template.startsWith("code"));
  return sms.text.match(/^\d{6}/)![0];
}

/** No SMS to `mobile`, once the site had time to write one (sign-in and reset codes go just after the answer). */
async function expectNoSms(page: Page, mobile: string) {
  await page.waitForTimeout(1500);
  expect(smsTo(mobile), `no SMS to ${mobile}`).toEqual([]);
}

const memberRow = (email: string) =>
  queryDb<{ phone: string; mobile_verified_at: number | null }>(
    E2E_DATA_DIR,
    "select phone, mobile_verified_at from members where email = ?",
    email,
  )[0];

const banner = (page: Page) => page.getByRole("note").filter({ hasText: BANNER });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function logOut(page: Page) {
  await page.goto("/userProfile");
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("status")).toHaveText("Logout Successful!");
}

/** /settings/mobile: sends a code to the number written, then types the code from the SMS. */
async function verifyOnSettings(page: Page, written: string, mobile: string) {
  await expect(page).toHaveURL(`${baseURL}/settings/mobile`);
  await page.getByLabel("Mobile number", { exact: true }).fill(written);
  const seen = smsTo(mobile).map((sms) => sms.file);
  await page.getByRole("button", { name: "Send code by SMS" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/mobile?step=code`);
  await expect(page.getByRole("status")).toHaveText("We sent a 6-digit code by SMS. It works for 10 minutes.");
  // The number is isolated left to right (U+2066 … U+2069), for Urdu sentences.
  await expect(page.getByText(`We sent it to \u2066${spaced(mobile)}\u2069. It works for 10 minutes.`)).toBeVisible();
  await enterCode(page.getByRole("main"), await nextSmsCode(mobile, seen));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/mobile`);
  await expect(page.getByRole("status")).toHaveText("Mobile number verified.");
  await expect(page.getByRole("main").getByText(/verified on /)).toBeVisible();
}

/** From /login, the mobile number's dialog for signing in, and the number sent: the code dialog is open. */
async function askSignInCode(page: Page, written: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign in with your mobile number and an SMS code" }).click();
  await expect(page).toHaveURL(`${baseURL}/login?mobile=sign-in`);
  const dialog = page.getByRole("dialog", { name: "Sign in with your mobile number" });
  await dialog.getByLabel("Mobile number", { exact: true }).fill(written);
  await dialog.getByLabel("Remember me").check();
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toHaveText(CODE_MAYBE_SENT);
  await expect(page).toHaveURL(`${baseURL}/login?mobile=sign-in&step=code`);
  const codeDialog = page.getByRole("dialog", { name: "Enter the code" });
  await expect(codeDialog).toBeVisible();
  return codeDialog;
}

/** Signs in with the number as written and the code the SMS brought; lands signed in on the home page. */
async function signInByMobile(page: Page, written: string, mobile: string) {
  const seen = smsTo(mobile).map((sms) => sms.file);
  const codeDialog = await askSignInCode(page, written);
  await enterCode(codeDialog, await nextSmsCode(mobile, seen));
  await codeDialog.getByRole("button", { name: "Verify OTP" }).click();
  // A member's home page ranks their matches: on a loaded 2-core machine landing may take a while.
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
  await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
  await expect(mainNav(page).getByRole("link", { name: "Matches" })).toBeAttached();
  // Remember me was ticked in the number's dialog: the session outlives the browser, 30 days.
  const cookie = (await page.context().cookies()).find((c) => c.name === "__session");
  expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
}

test("a new member proves her mobile at signup, sees no banner, and signs in with it and an SMS code", async ({
  page,
}) => {
  test.slow(); // the whole signup with its two codes, then a sign-in by SMS
  const email = uniqueEmail("mobile-signup");
  const mobile = uniquePhone();
  await signUp(page, aboutTheProfile(email, mobile));
  await expect(banner(page)).toHaveCount(0);
  expect(memberRow(email)).toMatchObject({ phone: mobile, mobile_verified_at: expect.any(Number) });
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Mobile number" });
  await expect(section).toContainText(spaced(mobile));
  await expect(section).toContainText("verified on ");
  await expect(section.getByRole("link", { name: "Change your mobile number" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await logOut(page);
  // Written as people write it: +91, a space in the middle. It is read as the ten digits.
  await signInByMobile(page, `+91 ${spaced(mobile)}`, mobile);
  await page.goto("/userProfile");
  await expect(page.getByRole("main")).toContainText("Zoya Qureshi");
  expect(smsTo(mobile).length).toBe(2); // the signup's code, then the sign-in's
});

test("an existing member follows the banner, verifies on /settings/mobile, then signs in by mobile", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // a code by SMS twice
  const member = await newMember("Female");
  const mobile = member.fields.phone;
  // Registered through the API: the number was never proven.
  expect(memberRow(member.fields.email)).toMatchObject({ phone: mobile, mobile_verified_at: null });
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await expect(banner(page)).toBeVisible();
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Mobile number" });
  await expect(section).toContainText(`${spaced(mobile)} · not verified yet`);
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole("link", { name: "Verify it now" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/mobile`);
  await expect(page.getByRole("heading", { level: 1, name: "Your mobile number" })).toBeVisible();
  await expect(page.getByRole("main").getByText(`${spaced(mobile)} · not verified yet`)).toBeVisible();
  // Not on the page that does what it asks.
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue(mobile);
  await verifyOnSettings(page, mobile, mobile);

  await page.goto("/settings");
  await expect(section).toContainText(spaced(mobile));
  await expect(section).toContainText("verified on ");
  await expect(section.getByRole("link", { name: "Change your mobile number" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.goto("/");
  await expect(banner(page)).toHaveCount(0);
  expect(memberRow(member.fields.email)).toMatchObject({ phone: mobile, mobile_verified_at: expect.any(Number) });

  await logOut(page);
  // With a 0 in front and a hyphen this time.
  await signInByMobile(page, `0${mobile.slice(0, 5)}-${mobile.slice(5)}`, mobile);
  await page.context().close();
});

test("a wrong code and a number that is not an Indian mobile are refused, and change nothing", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Male");
  const mobile = member.fields.phone;
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.goto("/settings/mobile");
  const field = page.getByLabel("Mobile number", { exact: true });

  // A British mobile, and a landline (Lucknow) written as ten digits after its 0: no SMS is sent to either.
  for (const [written, digits] of [
    ["+44 7911 123456", "7911123456"],
    ["0522-2623456", "5222623456"],
  ]) {
    await field.fill(written);
    await page.getByRole("button", { name: "Send code by SMS" }).click();
    await expect(page.getByText(NOT_A_MOBILE)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue(written);
    await expect(page).toHaveURL(`${baseURL}/settings/mobile`);
    expect(readSmsOutbox(E2E_DATA_DIR).filter((sms) => sms.to.endsWith(digits))).toEqual([]);
  }
  expect(smsTo(mobile)).toEqual([]);
  expect(memberRow(member.fields.email)).toMatchObject({ phone: mobile, mobile_verified_at: null });

  // The member's own number: a code comes; a wrong one is refused and leaves the number unproven.
  await field.fill(mobile);
  await page.getByRole("button", { name: "Send code by SMS" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/mobile?step=code`);
  const code = await nextSmsCode(mobile, []);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await enterCode(page.getByRole("main"), wrong);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid OTP. Please try again.");
  await expect(page.getByRole("main").getByText(`${spaced(mobile)} · not verified yet`)).toBeVisible();
  expect(memberRow(member.fields.email)).toMatchObject({ phone: mobile, mobile_verified_at: null });
  await page.goto("/");
  await expect(banner(page)).toBeVisible();

  // The right code still works after a wrong one (the code step is where the member left it).
  await page.goto("/settings/mobile?step=code");
  await enterCode(page.getByRole("main"), code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Mobile number verified.");
  expect(memberRow(member.fields.email)).toMatchObject({ phone: mobile, mobile_verified_at: expect.any(Number) });
  expect(smsTo(mobile)).toHaveLength(1);
  await page.context().close();
});

test("forgot password by SMS: a code to the proven number sets a new password, then e-mail and it log in", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // a code by SMS twice, and a bcrypt hash
  const member = await newMember("Female");
  const mobile = member.fields.phone;
  const newPassword = "sms-reset-pass-2026";
  const settings = await loggedIn(browser, member, javaScriptEnabled);
  await settings.goto("/settings/mobile");
  await verifyOnSettings(settings, mobile, mobile);
  await settings.context().close();

  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page
    .getByRole("dialog", { name: "Forgot password" })
    .getByRole("link", { name: "Use my mobile number instead" })
    .click();
  await expect(page).toHaveURL(`${baseURL}/login?mobile=reset`);
  const numberDialog = page.getByRole("dialog", { name: "Set a new password by SMS" });
  await numberDialog.getByLabel("Mobile number", { exact: true }).fill(`91${mobile}`);
  const seen = smsTo(mobile).map((sms) => sms.file);
  await numberDialog.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toHaveText(CODE_MAYBE_SENT);
  const codeDialog = page.getByRole("dialog", { name: "Enter the code" });
  await enterCode(codeDialog, await nextSmsCode(mobile, seen));
  await codeDialog.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status")).toHaveText("OTP Verified! You can reset your password now.");

  const passwordDialog = page.getByRole("dialog", { name: "Set a new password" });
  // One profile on the number: no choice to make.
  await expect(passwordDialog.getByRole("radio")).toHaveCount(0);
  await passwordDialog.getByLabel("New password").fill(newPassword);
  await passwordDialog.getByRole("button", { name: "Update password" }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole("status")).toHaveText("Password Updated! You can now log in with your new password.");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await logInOn(page, member);
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
  await logInOn(page, { email: member.fields.email, password: newPassword });
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
  await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
  await context.close();
});

test("a number unknown to the site, or not proven, gets the same answers and no SMS", async ({ page }) => {
  const unknown = uniquePhone();
  const unproven: Member = await newMember("Male");

  for (const mobile of [unknown, unproven.fields.phone]) {
    const codeDialog = await askSignInCode(page, mobile);
    await expectNoSms(page, mobile);
    // A code guessed for it opens nothing.
    await enterCode(codeDialog, "123456");
    await codeDialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(codeDialog.getByRole("alert")).toHaveText("Invalid OTP. Please try again.");
    await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
  }

  // Not a mobile number: refused on the field, before anything is sent.
  await page.goto("/login?mobile=sign-in");
  const dialog = page.getByRole("dialog", { name: "Sign in with your mobile number" });
  await dialog.getByLabel("Mobile number", { exact: true }).fill("12345");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByText(NOT_A_MOBILE)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login?mobile=sign-in`);
});
