import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { currentNotice } from "../../app/domain/accounts/notice";
import { SHORT_SIGNUP_ORDER } from "../../app/forms/signup";
import { dobForAge } from "./members";
import { smsCodeSentTo, waitForMail } from "./outbox";
import { translations } from "./translated";

// The short signup (docs/product-rules.md §3): step 1, one form, filled by its visible labels (the selects by the
// option the person reads), in English or, through `word`, in Hindi or Urdu; step 2, the codes sent to the e-mail
// and by SMS.

export type SiteLanguage = "en" | "hi" | "ur";

export const PROFILE_FOR = "Who is this profile for?";
export const SIGNUP_EMAIL = "Your e-mail";
export const SIGNUP_MOBILE = "Your mobile number";
export const SIGNUP_PASSWORD = "zoya-pass-2026";

/**
 * The form's fields by name, in the page's order (app/forms/signup.ts), as each answer to "Who is this profile for?"
 * shows them: for oneself (or nothing chosen yet) the gender, for a relative their own name and the candidate's
 * contact.
 */
const RELATIVES_ONLY = ["contactName", "candidateContact"];
export const FIELDS_FOR_MYSELF = SHORT_SIGNUP_ORDER.filter((name) => !RELATIVES_ONLY.includes(name));
export const FIELDS_FOR_A_RELATIVE = SHORT_SIGNUP_ORDER.filter((name) => name !== "gender");

/** Step 1's fields in the order the page shows them. */
const STEP_ONE_ORDER = [
  PROFILE_FOR,
  "Gender",
  "Your name",
  "Their own mobile number or e-mail",
  "Name of the bride or groom",
  "Date of birth",
  SIGNUP_MOBILE,
  SIGNUP_EMAIL,
  "Password",
];

/**
 * Step 1 without its boxes, valid unless overridden: Zoya signs up for herself. In the page's order, as a person
 * fills them (a message shown as a field is left moves what is below it, never what was filled). A relative's choice
 * (an override of "Who is this profile for?") says the gender, whose field the page then hides: it is left out.
 */
export function aboutTheProfile(email: string, phone: string, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    [PROFILE_FOR]: "For myself",
    Gender: "Female",
    "Name of the bride or groom": "Zoya Qureshi",
    "Date of birth": dobForAge(27),
    [SIGNUP_MOBILE]: phone,
    [SIGNUP_EMAIL]: email,
    Password: SIGNUP_PASSWORD,
    ...overrides,
  };
  if (values[PROFILE_FOR] !== "For myself") delete values.Gender;
  const place = (label: string) => STEP_ONE_ORDER.indexOf(label);
  return Object.fromEntries(Object.entries(values).sort(([a], [b]) => place(a) - place(b)));
}

/**
 * A relative signs the profile up, by the choice under its group as the list shows it ("For my daughter: I am her
 * mother"): their own name, and the candidate's own contact, from which the candidate is asked to confirm
 * (docs/product-rules.md §31a). Overrides for aboutTheProfile.
 */
export const forRelative = (choice: string, contactName: string, candidateContact: string) => ({
  [PROFILE_FOR]: choice,
  "Your name": contactName,
  "Their own mobile number or e-mail": candidateContact,
});

/**
 * A label or a choice as the page in `language` writes it, from its English: the profile's own words first (the
 * "options" catalogue, where the form's labels and choices are), else whichever catalogue says it.
 */
export function wordIn(language: SiteLanguage): (english: string) => string {
  if (language === "en") return (english) => english;
  const { tr } = translations(language);
  return (english) => {
    try {
      return tr(english, {}, "options");
    } catch {
      return tr(english);
    }
  };
}

const isSelect = (field: Locator) => field.evaluate((element) => element instanceof HTMLSelectElement);

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * Picks a select's option by the words the person reads; "Group: option" picks it under its group, as the person
 * does (the choice is found where the list shows it, not wherever the same words may stand).
 */
async function choose(select: Locator, choice: string, word: (english: string) => string) {
  const [group, option] = choice.includes(": ") ? choice.split(": ") : [undefined, choice];
  if (!group) return select.selectOption({ label: word(option) });
  const under = select.locator(`optgroup[label="${word(group)}"] > option`).filter({ hasText: exactly(word(option)) });
  await select.selectOption((await under.getAttribute("value"))!);
}

/**
 * Fills each field found by its label (English, put in the page's language by `word`); a select by the option the
 * person reads. A value is typed as it is.
 */
export async function fillFields(page: Page | Locator, values: Record<string, string>, word = wordIn("en")) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(word(label), { exact: true });
    if (await isSelect(field)) await choose(field, value, word);
    else await field.fill(value);
  }
}

/**
 * Step 1's three boxes, each its own (docs/product-rules.md §41): the terms, the consent to the notice (its label
 * names the current version) and the declaration, labelled as the catalogues of `language` say.
 */
export function signupBoxes(page: Page, language: SiteLanguage = "en") {
  const { key } = translations(language);
  return [
    page.getByLabel(key("account", "signup.acceptTerms", { link: key("account", "signup.terms") }), { exact: true }),
    page.getByLabel(key("pages", "noticeSummary.consent", { version: currentNotice().version }), { exact: true }),
    page.getByLabel(key("pages", "noticeSummary.declaration"), { exact: true }),
  ];
}

export async function tickSignupBoxes(page: Page, language: SiteLanguage = "en") {
  for (const box of signupBoxes(page, language)) await box.check();
}

/** The newest code mailed to an address, from the subject (the body carries it too). */
export async function mailedCode(email: string, subject: RegExp, dataDir = E2E_DATA_DIR): Promise<string> {
  const mail = await waitForMail(dataDir, email, (m) => subject.test(m.subject));
  const code = mail.subject.match(/\b\d{6}\b/)![0];
  expect(mail.text).toContain(code);
  return code;
}

/** The newest signup code sent by SMS to a mobile number as typed (+91, spaces and hyphens allowed). */
export const signupSmsCode = (mobile: string, dataDir = E2E_DATA_DIR) =>
  smsCodeSentTo(dataDir, mobile.replace(/\D/g, "").slice(-10));

/**
 * Types a code into a code dialog (the forgotten password's, the mobile's): six boxes with JavaScript (a pasted
 * code fills them all), one field without.
 */
export async function enterCode(dialog: Locator, code: string) {
  if (test.info().project.name === "js-on") await dialog.getByLabel("Digit 1", { exact: true }).fill(code);
  else await dialog.getByLabel("6-digit code").fill(code);
}

/** Step 1 filled, its boxes ticked, and Next: on step 2, the codes already sent. */
export async function passStepOne(page: Page, values: Record<string, string>) {
  await page.goto("/signup");
  await fillFields(page, values);
  await tickSignupBoxes(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Enter the codes we sent" })).toBeVisible();
}

/**
 * Step 2: the code from the e-mail (its subject in the page's language) and the one from the SMS, each in its box
 * (labelled in English, or as `language`'s catalogue says), read from the outbox.
 */
export async function enterSignupCodes(
  page: Page,
  email: string,
  mobile: string,
  { dataDir = E2E_DATA_DIR, language = "en" as SiteLanguage } = {},
) {
  const { key } = translations(language);
  const emailCode = await mailedCode(email, /\b\d{6}\b/, dataDir);
  await page.getByLabel(key("account", "signupVerify.emailLabel"), { exact: true }).fill(emailCode);
  const smsCode = await signupSmsCode(mobile, dataDir);
  await page.getByLabel(key("account", "signupVerify.smsLabel"), { exact: true }).fill(smsCode);
}

/**
 * The whole signup as a person goes through it: step 1 (values from aboutTheProfile), Next, both codes from the
 * outbox, "Create my profile". Ends signed in on /welcome with the success message. `dataDir`: where the server
 * behind `page` writes its e-mail and SMS.
 */
export async function signUp(
  page: Page,
  values: Record<string, string>,
  dataDir = E2E_DATA_DIR, // the page's server's (tests/e2e/moderation.spec.ts uses a second one)
) {
  await passStepOne(page, values);
  await enterSignupCodes(page, values[SIGNUP_EMAIL], values[SIGNUP_MOBILE], { dataDir });
  await page.getByRole("button", { name: "Create my profile" }).click();
  // Signed in at once, on "Complete your profile" (issue 19).
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("status").filter({ hasText: "Success! Form submitted successfully!" })).toBeVisible();
}

/**
 * After a refusal the chosen password is kept (docs/product-rules.md §3): with JavaScript it stays in its field (the
 * field is then simply the password); without, the field comes back empty, optional, and its hint says the chosen
 * one is kept.
 */
export async function expectPasswordKept(page: Page, language: SiteLanguage) {
  const { key } = translations(language);
  const kept = page.getByText(key("account", "signup.passwordKept"));
  if (test.info().project.name === "js-on") {
    await expect(page.getByLabel(key("account", "signup.password"), { exact: true })).toHaveValue(SIGNUP_PASSWORD);
    await expect(kept).toHaveCount(0);
  } else {
    const password = key("profiles", "profileField.optional", { label: key("account", "signup.password") });
    await expect(page.getByLabel(password, { exact: true })).toHaveValue("");
    await expect(kept).toBeVisible();
  }
}
