import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config";
import { queryDb, writeDb } from "../support/db";
import { dobForAge, registerMember } from "../support/members";
import { readOutbox, readSmsOutbox } from "../support/outbox";
import { limitKeyOf } from "../support/sms-codes";
import {
  aboutTheProfile,
  enterCode,
  enterSignupCodes,
  fillFields,
  mailedCode,
  passStepOne,
  PROFILE_FOR,
  SIGNUP_EMAIL,
  SIGNUP_MOBILE,
  SIGNUP_PASSWORD,
  signupBoxes,
  signupSmsCode,
  tickSignupBoxes,
} from "../support/signup-form";

// Accounts: the short signup with its e-mail and SMS codes, login, Remember me, logout and the forgot-password
// dialogs (docs/product-rules.md §2, §3 "The short signup", §4, §5, §8: 18 or over, passwords of 8 characters,
// Remember me, e-mail and SMS codes). Every test uses its own e-mail and
// phone, so tests and the two projects can run side by side on the one server.

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const DAY_SECONDS = 24 * 3600;

const jsOn = () => test.info().project.name === "js-on";
const uniqueEmail = (prefix: string) =>
  `${prefix}.${test.info().project.name}.${Date.now()}${randomInt(1000)}@example.in`;
const uniquePhone = () => `9${String(randomInt(1_000_000_000)).padStart(9, "0")}`;

/** A wrong code that still has six digits. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

const membersWithEmail = (email: string) =>
  queryDb<{ photo_id: string | null; full_name: string; phone: string; mobile_verified_at: number | null }>(
    E2E_DATA_DIR,
    "select photo_id, full_name, phone, mobile_verified_at from members where email = ?",
    email,
  );

/** The SMS the site wrote to a mobile number's ten digits (DATA_DIR/outbox/sms, no SMS provider here). */
const smsTo = (mobile: string) => readSmsOutbox(E2E_DATA_DIR).filter((sms) => sms.to === `+91${mobile}`);

/** A field's box: its label, hint, control and message, so that a message is checked beside its own field. */
const fieldOf = (page: Page, label: string) =>
  page.locator(".field").filter({ has: page.getByLabel(label, { exact: true }) });

const currentStep = (page: Page) => page.getByRole("list", { name: "Steps" }).locator("[aria-current=step]");
const CODES_HEADING = "Enter the codes we sent";
const NOT_A_MOBILE = "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9";
const PASSWORD_KEPT =
  "We kept the password you chose; it is not shown again. Leave this empty to keep it, or type a new one.";

/**
 * The e-mail code's wait is over: the send noted in the rate limits and in the visitor's draft moved back past the
 * minute, as a clock would (tests/e2e/candidate-consent.spec.ts moves time the same way).
 */
function emailWaitOver(email: string) {
  const minuteAgo = Date.now() - 61_000;
  writeDb(
    E2E_DATA_DIR,
    "update rate_limits set window_start = ? where key = ?",
    minuteAgo,
    limitKeyOf("code-send:signup", email),
  );
  writeDb(
    E2E_DATA_DIR,
    "update sessions set data = json_set(data, '$.signupDraft.emailSentAt', ?) " +
      "where json_extract(data, '$.signupDraft.email') = ?",
    String(minuteAgo),
    email,
  );
}

/** A member registered through the API (verifyEmail, verifyEmailOTP, register in one cookie session). */
async function newMember() {
  const { client, fields } = await registerMember(baseURL, E2E_DATA_DIR, {
    email: uniqueEmail("login"),
    phone: uniquePhone(),
  });
  return { client, email: fields.email, password: fields.password };
}

async function logIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "__session");
  expect(cookie, "a __session cookie").toBeDefined();
  return cookie!;
}

test.describe("signup", () => {
  test("a refused form keeps the answers, a wrong code is refused by its box, the member lands on /welcome", async ({
    page,
  }) => {
    test.slow(); // the whole journey with its refusals and both codes
    const email = uniqueEmail("signup");
    const phone = uniquePhone();
    await page.goto("/signup");
    await expect(currentStep(page)).toHaveText("About the profile");

    // With JavaScript, Next waits until every mandatory field has a value. A landline and an address without "@".
    const next = page.getByRole("button", { name: "Next" });
    const typed = Object.entries(aboutTheProfile("zoya.qureshi.example.in", "0522 262 3456"));
    if (jsOn()) {
      await expect(next).toBeDisabled();
      await expect(page.getByText("Please fill all mandatory fields.")).toBeVisible();
      await fillFields(page, Object.fromEntries(typed.slice(0, -1)));
      await expect(next).toBeDisabled();
      await fillFields(page, Object.fromEntries(typed.slice(-1)));
      await expect(next).toBeEnabled();
      await expect(page.getByText("Please fill all mandatory fields.")).toHaveCount(0);
    } else {
      await fillFields(page, Object.fromEntries(typed));
    }
    await tickSignupBoxes(page);
    await next.click();

    // Refused: each message beside its field, the focus on the first, everything typed kept and no code sent.
    await expect(fieldOf(page, SIGNUP_MOBILE).getByText(NOT_A_MOBILE)).toBeVisible();
    await expect(fieldOf(page, SIGNUP_EMAIL).getByText("Invalid email address")).toBeVisible();
    await expect(page.getByLabel(SIGNUP_MOBILE, { exact: true })).toBeFocused();
    await expect(page.getByLabel(SIGNUP_EMAIL, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(PROFILE_FOR, { exact: true })).toHaveValue("self");
    await expect(page.getByLabel("Gender", { exact: true })).toHaveValue("Female");
    await expect(page.getByLabel("Name of the bride or groom", { exact: true })).toHaveValue("Zoya Qureshi");
    await expect(page.getByLabel("Date of birth", { exact: true })).toHaveValue(dobForAge(27));
    await expect(page.getByLabel(SIGNUP_MOBILE, { exact: true })).toHaveValue("0522 262 3456");
    for (const box of signupBoxes(page)) await expect(box).toBeChecked();
    if (jsOn()) {
      // Checked in the browser: the password stays in its field.
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue(SIGNUP_PASSWORD);
    } else {
      // A password is never written into a page: it was kept as its hash, and the field says so.
      await expect(page.getByLabel("Password (optional)", { exact: true })).toHaveValue("");
      await expect(fieldOf(page, "Password (optional)").getByText(PASSWORD_KEPT)).toBeVisible();
    }
    expect(readSmsOutbox(E2E_DATA_DIR).filter((sms) => sms.to.endsWith("5222623456"))).toEqual([]);
    await expect(currentStep(page)).toHaveText("About the profile");

    // Written as people write it (+91, a space, a hyphen), the mobile is read as its ten digits; the password is
    // not typed again.
    await page.getByLabel(SIGNUP_MOBILE, { exact: true }).fill(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    await page.getByLabel(SIGNUP_EMAIL, { exact: true }).fill(email);
    await next.click();

    // Step 2: both codes sent at once, each with its box.
    await expect(page).toHaveURL(`${baseURL}/signup?step=2`);
    await expect(page.getByRole("heading", { name: CODES_HEADING })).toBeVisible();
    await expect(currentStep(page)).toHaveText("Confirm e-mail and phone");
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    await expect(page.getByText(`We sent a 6-digit code by SMS to ${phone}`)).toBeVisible();
    const code = await mailedCode(email, /verification/i);
    const smsCode = await signupSmsCode(phone);
    expect(smsTo(phone)).toHaveLength(1);
    // The whole address, wrapped inside a 360 px phone's width rather than cut or overflowing (issue 19).
    await page.setViewportSize({ width: 360, height: 640 });
    const address = page.locator("bdi", { hasText: email });
    const addressBox = (await address.boundingBox())!;
    expect(addressBox.x + addressBox.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A wrong e-mail code is refused beside its box; the right SMS code, given with it, is kept as proven.
    const emailCode = page.getByLabel("Code from the e-mail", { exact: true });
    await emailCode.fill(wrongCode(code));
    await page.getByLabel("Code from the SMS", { exact: true }).fill(smsCode);
    const create = page.getByRole("button", { name: "Create my profile" });
    await create.click();
    await expect(
      fieldOf(page, "Code from the e-mail").getByText("OTP Verification Failed! Please enter the correct OTP."),
    ).toBeVisible();
    await expect(emailCode).toHaveAttribute("aria-invalid", "true");
    await expect(emailCode).toBeFocused();
    await expect(page.getByText(`Mobile verified. ${phone}`)).toBeVisible();
    await expect(page.getByLabel("Code from the SMS", { exact: true })).toHaveCount(0);
    expect(membersWithEmail(email)).toEqual([]);
    // Five digits are not a code.
    await emailCode.fill(code.slice(0, 5));
    await create.click();
    await expect(fieldOf(page, "Code from the e-mail").getByText("Please enter a valid 6-digit OTP.")).toBeVisible();
    // The right one makes the account.
    await emailCode.fill(code);
    await create.click();

    // Signed in at once, on "Complete your profile" (issue 19), with the success message.
    await expect(page).toHaveURL(`${baseURL}/welcome`);
    await expect(page.getByRole("status").filter({ hasText: "Success! Form submitted successfully!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Complete your profile" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Matches", exact: true })).toBeAttached();
    const [member] = membersWithEmail(email);
    expect(member).toMatchObject({ full_name: "Zoya Qureshi", phone, photo_id: null });
    // The number the SMS code proved is saved as verified: no banner asks for it.
    expect(member.mobile_verified_at).toBeTruthy();
    await expect(page.getByText("Your mobile number is not verified yet.", { exact: false })).toHaveCount(0);

    // The password chosen on the form, kept through the refusal, opens the new account.
    await page.goto("/userProfile");
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page.getByRole("status")).toHaveText("Logout Successful!");
    await logIn(page, email, SIGNUP_PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
  });

  test("Send the code again waits a minute; Change it keeps the answers; a new address gets a new code", async ({
    page,
  }) => {
    test.slow(); // two addresses, three e-mail codes
    const first = uniqueEmail("first-address");
    const email = uniqueEmail("second-address");
    const phone = uniquePhone();
    await passStepOne(page, aboutTheProfile(first, phone));
    const again = fieldOf(page, "Code from the e-mail").getByRole("button", { name: "Send the code again" });
    await expect(fieldOf(page, "Code from the e-mail").getByText(/^You can ask again in \d+ seconds\.$/)).toBeVisible();
    if (jsOn()) {
      // Counted down, the buttons wait.
      await expect(again).toBeDisabled();
      await expect(
        fieldOf(page, "Code from the SMS").getByRole("button", { name: "Send the code again" }),
      ).toBeDisabled();
    } else {
      // Pressed too early, the limit says so beside its box, and no second code goes.
      await again.click();
      await expect(
        fieldOf(page, "Code from the e-mail").getByText(/^Too many attempts\. Please try again in \d+ seconds\.$/),
      ).toBeVisible();
    }
    expect(readOutbox(E2E_DATA_DIR).filter((mail) => mail.to === first)).toHaveLength(1);
    // Once the minute is over, another code comes.
    emailWaitOver(first);
    await page.reload();
    await expect(fieldOf(page, "Code from the e-mail").getByText(/You can ask again/)).toHaveCount(0);
    await again.click();
    await expect(fieldOf(page, "Code from the e-mail").getByText(/^You can ask again in \d+ seconds\.$/)).toBeVisible();
    expect(readOutbox(E2E_DATA_DIR).filter((mail) => mail.to === first)).toHaveLength(2);

    // "Change it": the form again, with every answer kept; the password too, as its hash.
    await page.getByRole("link", { name: "Wrong e-mail or mobile number? Change it" }).click();
    await expect(page).toHaveURL(`${baseURL}/signup?step=1`);
    await expect(currentStep(page)).toHaveText("About the profile");
    await expect(page.getByLabel(PROFILE_FOR, { exact: true })).toHaveValue("self");
    await expect(page.getByLabel("Name of the bride or groom", { exact: true })).toHaveValue("Zoya Qureshi");
    await expect(page.getByLabel("Date of birth", { exact: true })).toHaveValue(dobForAge(27));
    await expect(page.getByLabel(SIGNUP_MOBILE, { exact: true })).toHaveValue(phone);
    await expect(page.getByLabel(SIGNUP_EMAIL, { exact: true })).toHaveValue(first);
    await expect(page.getByLabel("Password (optional)", { exact: true })).toHaveValue("");
    await expect(fieldOf(page, "Password (optional)").getByText(PASSWORD_KEPT)).toBeVisible();
    for (const box of signupBoxes(page)) await expect(box).toBeChecked();
    // A new address gets its own code; the mobile, unchanged, is not sent another.
    await page.getByLabel(SIGNUP_EMAIL, { exact: true }).fill(email);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    expect(smsTo(phone)).toHaveLength(1);
    // The first address's code does not prove the second.
    await page.getByLabel("Code from the e-mail", { exact: true }).fill(await mailedCode(first, /verification/i));
    await page.getByLabel("Code from the SMS", { exact: true }).fill(await signupSmsCode(phone));
    await page.getByRole("button", { name: "Create my profile" }).click();
    await expect(
      fieldOf(page, "Code from the e-mail").getByText("OTP Verification Failed! Please enter the correct OTP."),
    ).toBeVisible();
    await page.getByLabel("Code from the e-mail", { exact: true }).fill(await mailedCode(email, /verification/i));
    await page.getByRole("button", { name: "Create my profile" }).click();
    await expect(page).toHaveURL(`${baseURL}/welcome`);
    expect(membersWithEmail(first)).toEqual([]);
    expect(membersWithEmail(email)).toEqual([expect.objectContaining({ full_name: "Zoya Qureshi", phone })]);
  });

  test("the form refuses someone under 18 beside the date of birth, and opens no second step", async ({ page }) => {
    const email = uniqueEmail("under-18");
    await page.goto("/signup");
    await fillFields(page, aboutTheProfile(email, uniquePhone(), { "Date of birth": dobForAge(17) }));
    await tickSignupBoxes(page);
    const next = page.getByRole("button", { name: "Next" });
    await next.click();
    await expect(fieldOf(page, "Date of birth").getByText("You must be 18 or over to register")).toBeVisible();
    await expect(page.getByLabel("Date of birth", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Date of birth", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Name of the bride or groom", { exact: true })).toHaveValue("Zoya Qureshi");
    // Nothing was sent, and the codes' step is not open.
    expect(readOutbox(E2E_DATA_DIR).filter((mail) => mail.to === email)).toEqual([]);
    await page.goto("/signup?step=2");
    await expect(currentStep(page)).toHaveText("About the profile");
    await expect(page.getByRole("heading", { name: CODES_HEADING })).toHaveCount(0);
    // Eighteen today passes, the password kept from the refused form.
    await expect(page.getByLabel("Date of birth", { exact: true })).toHaveValue(dobForAge(17));
    await page.getByLabel("Date of birth", { exact: true }).fill(dobForAge(18));
    await next.click();
    await expect(page.getByRole("heading", { name: CODES_HEADING })).toBeVisible();
  });

  test("an e-mail already registered is said at the top of the codes' step, and nothing is made", async ({ page }) => {
    test.slow(); // a member through the API, then both codes
    const taken = (await newMember()).email;
    const phone = uniquePhone();
    // Its register had a code sent a moment ago: the minute before another is over.
    emailWaitOver(taken);
    await passStepOne(page, aboutTheProfile(taken, phone));
    await enterSignupCodes(page, taken, phone);
    await page.getByRole("button", { name: "Create my profile" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /^Error! Failed to submit the form\./ })).toHaveText(
      "Error! Failed to submit the form. This email is already registered. Please log in or reset your password.",
    );
    await expect(page.getByRole("heading", { name: CODES_HEADING })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wrong e-mail or mobile number? Change it" })).toBeVisible();
    expect(queryDb(E2E_DATA_DIR, "select 1 from members where phone = ?", phone)).toEqual([]);
  });
});

test.describe("login and logout", () => {
  test("a wrong password is refused; the right one welcomes the member and the header shows their pages", async ({
    page,
  }) => {
    const member = await newMember();
    await page.setViewportSize({ width: 1200, height: 800 });
    await logIn(page, member.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
    await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
    await expect(mainNav(page).getByRole("link", { name: "Matches", exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  });

  test("Show and Hide switch the password between hidden and readable (a toggle only JavaScript can offer)", async ({
    page,
  }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("my-secret");
    await expect(password).toHaveAttribute("type", "password");
    if (!jsOn()) {
      // Without JavaScript it could not work, so it is not offered (its place is kept).
      await expect(page.getByRole("button", { name: "Show" })).toBeHidden();
      return;
    }
    await page.getByRole("button", { name: "Show" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Hide" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("my-secret");
  });

  test("Remember me keeps the session for 30 days; otherwise it ends with the browser", async ({ page }) => {
    const member = await newMember();
    await logIn(page, member.email, member.password, { remember: true });
    await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
    const remembered = await sessionCookie(page);
    const now = Date.now() / 1000;
    expect(remembered.expires).toBeGreaterThan(now + 30 * DAY_SECONDS - 600);
    expect(remembered.expires).toBeLessThan(now + 30 * DAY_SECONDS + 600);

    await page.context().clearCookies();
    await logIn(page, member.email, member.password);
    await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
    expect((await sessionCookie(page)).expires).toBe(-1);
  });

  test("logging out ends the session on the server", async ({ page, playwright }) => {
    const member = await newMember();
    await page.setViewportSize({ width: 1200, height: 800 });
    await logIn(page, member.email, member.password);
    await expect(mainNav(page).getByRole("link", { name: "Matches", exact: true })).toBeVisible();
    const old = await sessionCookie(page);
    const outsider = await playwright.request.newContext({ baseURL });
    const withOldCookie = () =>
      outsider.get("/api/v1/myprofile/viewProfile", { headers: { Cookie: `__session=${old.value}` } });
    expect((await withOldCookie()).status()).toBe(200);

    // No logout button yet: post the logout form as the page would, with the browser's cookies.
    const response = await page.request.post("/logout", { headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
    await page.goto("/");
    await expect(page.getByRole("status")).toHaveText("Logout Successful!");
    await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Matches", exact: true })).toHaveCount(0);

    // The old cookie, replayed, opens nothing.
    expect((await withOldCookie()).status()).toBe(401);
    await outsider.dispose();
  });
});

test.describe("forgot password", () => {
  test("e-mail, code and a new password: the old password stops working, the new one works", async ({ page }) => {
    const member = await newMember();
    const newPassword = "fresh-pass-2026";
    // The member is also signed in elsewhere (the original client, through the API).
    expect(
      (await member.client.postJson("/api/v1/auth/login", { email: member.email, password: member.password })).status,
    ).toBe(200);
    expect((await member.client.fetch("/api/v1/myprofile/viewProfile")).status).toBe(200);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();

    const emailDialog = page.getByRole("dialog", { name: "Forgot password" });
    await emailDialog.getByLabel("Email", { exact: true }).fill(member.email);
    await emailDialog.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("status")).toHaveText("OTP Sent! Check your email for OTP.");

    const codeDialog = page.getByRole("dialog", { name: "Enter the code" });
    await expect(codeDialog).toBeVisible();
    if (jsOn()) {
      const firstBox = codeDialog.getByLabel("Digit 1", { exact: true });
      await expect.soft(firstBox, "the code dialog puts the cursor in the first box").toBeFocused({ timeout: 2000 });
    }
    const code = await mailedCode(member.email, /reset/i);
    // Five digits only. With JavaScript, typed one box at a time: typing moves forward, Backspace on an empty box
    // moves back and clears the one before.
    if (jsOn()) {
      const box = (n: number) => codeDialog.getByLabel(`Digit ${n}`, { exact: true });
      await box(1).click();
      for (let i = 0; i < 3; i++) {
        await page.keyboard.type(code[i]);
        await expect(box(i + 1)).toHaveValue(code[i]);
        await expect(box(i + 2)).toBeFocused();
      }
      await page.keyboard.press("Backspace");
      await expect(box(3)).toBeFocused();
      await expect(box(3)).toHaveValue("");
      await expect(box(2)).toHaveValue(code[1]);
      for (let i = 2; i < 5; i++) await page.keyboard.type(code[i]);
      await expect(box(5)).toHaveValue(code[4]);
      await expect(box(6)).toBeFocused();
      await expect(box(6)).toHaveValue("");
    } else {
      await enterCode(codeDialog, code.slice(0, 5));
    }
    await codeDialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(codeDialog.getByText("Please enter a valid 6-digit OTP.")).toBeVisible();

    await enterCode(codeDialog, wrongCode(code));
    await codeDialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(codeDialog.getByRole("alert")).toHaveText("Invalid OTP. Please try again.");

    await enterCode(codeDialog, code);
    await codeDialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page.getByRole("status")).toHaveText("OTP Verified! You can reset your password now.");

    const passwordDialog = page.getByRole("dialog", { name: "Set a new password" });
    await passwordDialog.getByLabel("New password").fill("short");
    await passwordDialog.getByRole("button", { name: "Update password" }).click();
    await expect(passwordDialog.getByText("Password must be at least 8 characters")).toBeVisible();
    await passwordDialog.getByLabel("New password").fill(newPassword);
    await passwordDialog.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByRole("status")).toHaveText("Password Updated! You can now log in with your new password.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // A new password ends every session of the member.
    expect((await member.client.fetch("/api/v1/myprofile/viewProfile")).status).toBe(401);

    await logIn(page, member.email, member.password);
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
    await logIn(page, member.email, newPassword);
    await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
  });
});
