import { expect, type Browser, type Page } from "@playwright/test";
import { hydrated, test } from "../support/a11y";
import { baseURL, letters, newMember, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { dobForAge } from "../support/members";
import { openAllDetails, overlappingText } from "../support/overlap";
import {
  aboutTheProfile,
  fillFields,
  forRelative,
  tickSignupBoxes,
  wordIn,
  type SiteLanguage,
} from "../support/signup-form";
import { languageCookie, translations } from "../support/translated";

// Issue 40, item 4 (docs/product-rules.md §37): on a 360x640 phone in English, Hindi and Urdu, with JavaScript on and
// off (the two projects), no heading, label, hint, paragraph, field or button of the signup (a relative's, and as
// refused), login, search (its filters open) and profile pages overlaps another, in the system's Noto Nastaliq Urdu
// and Noto Sans Devanagari; Latin values keep their order inside Urdu; the header shows the site's name in the
// page's language (SITE_NAME_HI / SITE_NAME_UR, set for the test server in playwright.config.ts).

const PHONE = { width: 360, height: 640 };
const DAUGHTER_BY_MOTHER = "For my daughter: I am her mother";
const SITE_NAMES = { en: "Community Matrimony", hi: "सामुदायिक रिश्ते", ur: "برادری رشتے" } as const;

/** A phone's browser that reads the site in `language`. */
async function phoneIn(browser: Browser, language: SiteLanguage, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE });
  await context.addCookies([languageCookie(language, baseURL)]);
  return context.newPage();
}

/** Nothing on the page as it is now overlaps, with every closed <details> opened first. */
async function expectNoOverlap(page: Page, what: string) {
  await hydrated(page);
  await openAllDetails(page);
  expect.soft(await overlappingText(page), `text that overlaps on ${what}`).toEqual([]);
}

for (const language of ["en", "hi", "ur"] as const satisfies SiteLanguage[]) {
  const { key } = translations(language);
  const word = wordIn(language);

  test.describe(`in ${language}`, () => {
    test("the header and the footer name the site as the operator named it in this language", async ({
      browser,
      javaScriptEnabled,
    }) => {
      const page = await phoneIn(browser, language, javaScriptEnabled);
      await page.goto("/login");
      await expect(page.locator("header").getByText(SITE_NAMES[language], { exact: true })).toBeVisible();
      await expect(page.locator("footer")).toContainText(`© ${SITE_NAMES[language]}`);
      await page.context().close();
    });

    test("the signup, login, search and profile pages show no text over other text", async ({
      browser,
      javaScriptEnabled,
      expectAccessible,
    }) => {
      test.slow(); // four pages, axe at two sizes on each
      const bride = await newMember("Female");
      const page = await phoneIn(browser, language, javaScriptEnabled);

      await page.goto("/signup");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const email = uniqueEmail(`layout-${language}`);
      await fillFields(
        page,
        aboutTheProfile(email, uniquePhone(), {
          ...forRelative(DAUGHTER_BY_MOTHER, `Rukhsana ${letters(6)}`, email),
          "Date of birth": dobForAge(24),
        }),
        word,
      );
      await expectNoOverlap(page, "the signup for a daughter");
      // Her own e-mail as her daughter's contact: refused beside the field.
      await tickSignupBoxes(page, language);
      await page.getByRole("button", { name: key("account", "signup.next") }).click();
      await expect(page.locator(".field__error").first()).toBeVisible();
      await expectNoOverlap(page, "the refused signup");
      await expectAccessible(page, "the refused signup");

      await page.goto("/login");
      await expectNoOverlap(page, "the login page");
      await expectAccessible(page, "the login page");
      await page.locator("input[name=email]").fill(bride.fields.email);
      await page.locator("input[name=password]").fill(bride.fields.password);
      await page.getByRole("button", { name: key("account", "login.submit"), exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/`);

      await page.goto("/profilePage");
      await expectNoOverlap(page, "the search with its filters open");
      await expectAccessible(page, "the search");

      const groom = await newMember("Male", { height: `5'6"` });
      await page.goto(`/InnerProfile/${groom.id}`);
      await expectNoOverlap(page, "a member's profile");
      await expectAccessible(page, "a member's profile");
      // The height as he typed it keeps its order inside the Urdu line (isolated: else it read `"6'5`).
      const height = page.locator(".details dd").filter({ hasText: `5'6"` });
      await expect(height).toHaveText(language === "ur" ? /^\u20685'6"\u2069 — \u20685 فٹ 6 انچ/ : /^5'6" — 5 /);
      await page.context().close();
    });
  });
}
