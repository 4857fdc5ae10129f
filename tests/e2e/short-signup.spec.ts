import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, letters, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { dobForAge } from "../support/members";
import { waitForMail } from "../support/outbox";
import {
  aboutTheProfile,
  enterSignupCodes,
  FIELDS_FOR_A_RELATIVE,
  FIELDS_FOR_MYSELF,
  fillFields,
  forRelative,
  PROFILE_FOR,
  SIGNUP_EMAIL,
  SIGNUP_MOBILE,
  expectPasswordKept,
  tickSignupBoxes,
  wordIn,
  type SiteLanguage,
} from "../support/signup-form";
import { languageCookie, translations } from "../support/translated";

// Issue 39's acceptance test (docs/product-rules.md §3 "The short signup"): on a 360x640 phone, in English, Hindi
// and Urdu, with JavaScript on and off (the two projects), the signup's form shows at most eleven fields, for oneself
// and for a relative; a refused form keeps what was typed; and a mother's signup for her daughter makes a profile
// that waits for the daughter to confirm it (§31a).

test.use({ viewport: { width: 360, height: 640 } });

const MOST_FIELDS = 11;
const DAUGHTER_BY_MOTHER = "For my daughter: I am her mother";

/** The form's fields a person sees: every input, select and textarea shown, the robots' hidden one left out. */
const visibleFields = (page: Page) =>
  page
    .locator("form#signup-1")
    .locator("input, select, textarea")
    .filter({ visible: true })
    .evaluateAll((fields) => fields.map((field) => field.getAttribute("name")).filter((name) => name !== "website"));

for (const language of ["en", "hi", "ur"] as const satisfies SiteLanguage[]) {
  const { tr, key } = translations(language);
  const word = wordIn(language);
  /** A message as the page in this language says it (messages are keyed by their English). */
  const said = (english: string) => (language === "en" ? english : tr(english));

  const title = `in ${language}: at most ${MOST_FIELDS} fields; a refusal keeps answers; a daughter's profile waits`;
  test(title, async ({ page }) => {
    test.slow(); // the whole signup with its two codes, on a shared 2-core machine
    await page.context().addCookies([languageCookie(language, baseURL)]);
    await page.goto("/signup");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const profileFor = page.getByLabel(word(PROFILE_FOR), { exact: true });

    // Each choice reads unlike every other: once chosen, the list shows the choice alone, not its group.
    const choices = await profileFor.locator("option").allTextContents();
    expect(new Set(choices).size).toBe(choices.length);

    // For oneself (and before anything is chosen): the gender is asked, not a relative's name and contact.
    expect(await visibleFields(page)).toEqual(FIELDS_FOR_MYSELF);
    await fillFields(page, { [PROFILE_FOR]: "For myself" }, word);
    expect(await visibleFields(page)).toEqual(FIELDS_FOR_MYSELF);
    // For a daughter, by her mother: the choice says the gender; the mother's name and the daughter's own contact.
    await fillFields(page, { [PROFILE_FOR]: DAUGHTER_BY_MOTHER }, word);
    expect(await visibleFields(page)).toEqual(FIELDS_FOR_A_RELATIVE);
    expect(FIELDS_FOR_A_RELATIVE.length).toBeLessThanOrEqual(MOST_FIELDS);

    // The mother gives her own e-mail as the daughter's: refused on the server, beside that field, the rest kept.
    const first = `Aisha${letters(5)}`;
    const email = uniqueEmail(`mother-${language}`);
    const phone = uniquePhone();
    const daughter = uniqueEmail(`daughter-${language}`);
    const mother = `Rukhsana ${letters(6)}`;
    await fillFields(
      page,
      aboutTheProfile(email, phone, {
        ...forRelative(DAUGHTER_BY_MOTHER, mother, email),
        "Name of the bride or groom": `${first} Khan`,
        "Date of birth": dobForAge(24),
      }),
      word,
    );
    await tickSignupBoxes(page, language);
    await page.getByRole("button", { name: key("account", "signup.next") }).click();
    const candidateContact = page.getByLabel(word("Their own mobile number or e-mail"), { exact: true });
    await expect(
      page
        .locator(".field")
        .filter({ has: candidateContact })
        .getByText(
          said(
            "Please enter the mobile number or e-mail address of the person the profile is for, not your own: " +
              "they confirm it",
          ),
        ),
    ).toBeVisible();
    await expect(candidateContact).toBeFocused();
    await expect(profileFor).toHaveValue("mother:Female");
    await expect(page.getByLabel(word("Your name"), { exact: true })).toHaveValue(mother);
    await expect(candidateContact).toHaveValue(email);
    await expect(page.getByLabel(word("Name of the bride or groom"), { exact: true })).toHaveValue(`${first} Khan`);
    await expect(page.getByLabel(word("Date of birth"), { exact: true })).toHaveValue(dobForAge(24));
    await expect(page.getByLabel(word(SIGNUP_MOBILE), { exact: true })).toHaveValue(phone);
    await expect(page.getByLabel(word(SIGNUP_EMAIL), { exact: true })).toHaveValue(email);
    await expectPasswordKept(page, language);
    expect(await visibleFields(page)).toEqual(FIELDS_FOR_A_RELATIVE);

    // Her own contact: the codes, then the profile, which waits for her.
    await candidateContact.fill(daughter);
    await page.getByRole("button", { name: key("account", "signup.next") }).click();
    await expect(page.getByRole("heading", { name: key("account", "signupVerify.heading") })).toBeVisible();
    await enterSignupCodes(page, email, phone, { language });
    await page.getByRole("button", { name: key("account", "signupVerify.create") }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole("heading", { name: key("account", "waiting.title", { name: first }) })).toBeVisible();
    await expect(page.getByText(key("account", "waiting.nobody", { name: first }))).toBeVisible();
    // Nobody confirmed it yet; the daughter is asked, at her own address, with a link to it.
    expect(
      queryDb(
        E2E_DATA_DIR,
        `select address, confirmed_at from candidate_consents
         where member_unq_id = (select unq_id from members where email = ?)`,
        email,
      ),
    ).toEqual([{ address: daughter, confirmed_at: null }]);
    await waitForMail(E2E_DATA_DIR, daughter, (mail) => /confirm-profile\?token=/.test(mail.text));
  });
}
