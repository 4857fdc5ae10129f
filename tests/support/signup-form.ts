import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { currentNotice } from "../../app/domain/accounts/notice";
import { dobForAge } from "./members";
import { smsCodeSentTo, waitForMail } from "./outbox";

// The signup wizard's fields by their visible labels; the selects are chosen by the option the person reads.

export const SIGNUP_SELECTS = new Set([
  "Profile created by",
  "Gender",
  "Marital status",
  "Family head",
  "House",
  "Wedding style",
  "Maslak (optional)",
  "Prayer (optional)",
  "Mother tongue (optional)",
  "Education level (optional)",
]);

/** Step 1 (Personal Details), valid unless overridden. */
export const personalDetails = (overrides: Record<string, string> = {}): Record<string, string> => ({
  "Full name": "Zoya Qureshi",
  Age: "27",
  Gender: "Female",
  "Father's name": "Anwar Qureshi",
  "Grandfather's name": "Haji Yusuf Qureshi",
  Height: "5 ft 4 in",
  "Date of birth": dobForAge(27),
  "Marital status": "Never Married",
  "Family head": "Father",
  "Family head's occupation": "Tailor",
  "Number of brothers": "2",
  "Number of sisters": "1",
  "Pehchan (belonging)": "Qureshi",
  Education: "B.Sc Nursing",
  Work: "Nurse",
  House: "Owned",
  Password: "zoya-pass-2026",
  ...overrides,
});

/** Step 2 (Other Details) without the terms, valid unless overridden. */
export const otherDetails = (email: string, phone: string, overrides: Record<string, string> = {}) => ({
  "Phone number": phone,
  Email: email,
  Area: "Aminabad",
  City: "Lucknow",
  State: "Uttar Pradesh",
  "PIN code": "226018",
  Country: "India",
  "Wedding budget (₹) (optional)": "150000",
  "Wedding style": "Traditional",
  ...overrides,
});

export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: true });
    if (SIGNUP_SELECTS.has(label)) await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

/**
 * Other Details' three boxes, each its own (docs/product-rules.md §41): the terms, the consent to the notice (its
 * label names the current version) and the declaration.
 */
export const signupBoxes = (page: Page) => [
  page.getByLabel("I accept the terms and conditions"),
  page.getByLabel(
    `I have read the notice (version ${currentNotice().version}) and I consent to my data being used as it says.`,
  ),
  page.getByLabel("This profile is for marriage, not dating, and the details I give are true."),
];

export async function tickSignupBoxes(page: Page) {
  for (const box of signupBoxes(page)) await box.check();
}

/** The newest code mailed to an address, from the subject (the body carries it too). */
export async function mailedCode(email: string, subject: RegExp, dataDir = E2E_DATA_DIR): Promise<string> {
  const mail = await waitForMail(dataDir, email, (m) => subject.test(m.subject));
  const code = mail.subject.match(/\b\d{6}\b/)![0];
  expect(mail.text).toContain(code);
  return code;
}

/** Types a code into a code dialog: six boxes with JavaScript (a pasted code fills them all), one field without. */
export async function enterCode(dialog: Locator, code: string) {
  if (test.info().project.name === "js-on") await dialog.getByLabel("Digit 1", { exact: true }).fill(code);
  else await dialog.getByLabel("6-digit code").fill(code);
}

/** Other Details' second proof (issue 36): the code sent by SMS to the mobile number, read from the SMS outbox. */
export async function verifyMobileInSignup(page: Page, mobile: string, dataDir = E2E_DATA_DIR) {
  await page.getByRole("button", { name: "Verify mobile" }).click();
  const dialog = page.getByRole("dialog", { name: "OTP has been sent to your mobile by SMS" });
  await enterCode(dialog, await smsCodeSentTo(dataDir, mobile.replace(/\D/g, "").slice(-10)));
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("Mobile verified.", { exact: true })).toBeVisible();
}

/**
 * The whole wizard as a person goes through it: Personal Details, Other Details with the e-mail and SMS codes and
 * the terms, then Submit on Review. Ends signed in on /welcome with the success message. `dataDir`: where the server
 * behind `page` writes its e-mail.
 */
export async function signUp(
  page: Page,
  personal: Record<string, string>,
  other: Record<string, string>,
  dataDir = E2E_DATA_DIR, // the page's server's (tests/e2e/moderation.spec.ts uses a second one)
) {
  await page.goto("/signup");
  await fillFields(page, personal);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Other Details" })).toBeVisible();
  await fillFields(page, other);
  await page.getByLabel("I accept the terms and conditions").check();
  await page.getByRole("button", { name: "Verify Email" }).click();
  const dialog = page.getByRole("dialog", { name: "OTP has been sent to your Email" });
  await enterCode(dialog, await mailedCode(other.Email, /verification/i, dataDir));
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("Email verified.")).toBeVisible();
  await verifyMobileInSignup(page, other["Phone number"], dataDir);
  await tickSignupBoxes(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  // Signed in at once, on "Complete your profile" (issue 19).
  await expect(page).toHaveURL(/\/welcome$/);
  // Shown as a status (the Review step's own "Submitting…" status may linger a moment beside it).
  await expect(page.getByRole("status").filter({ hasText: "Success! Form submitted successfully!" })).toBeVisible();
}
