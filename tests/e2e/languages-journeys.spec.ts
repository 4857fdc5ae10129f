import { expect, test, type Page } from "@playwright/test";
import { baseURL, loggedIn, newMember, uniqueEmail, uniquePhone, letters } from "../support/e2e-members";
import { dobForAge } from "../support/members";
import {
  aboutTheProfile,
  enterSignupCodes,
  fillFields,
  PROFILE_FOR,
  expectPasswordKept,
  tickSignupBoxes,
  wordIn,
} from "../support/signup-form";
import { languageCookie, translations } from "../support/translated";
import { openFilters } from "../support/search-filters";

// The journeys of issue 18 in Hindi and in Urdu, with JavaScript on and off (the two projects): signing up,
// logging in, searching, connecting and accepting, each read and done in the language's own words (looked up
// by their English in the catalogues, tests/support/translated.ts).

for (const language of ["hi", "ur"] as const) {
  const { tr, key } = translations(language);
  /** A field's label or a choice: the profile's own words first (options), else whichever page says it. */
  const word = wordIn(language);

  /** A new browser page that reads the site in this language. */
  async function pageIn(page: Page) {
    await page.context().addCookies([languageCookie(language, baseURL)]);
    return page;
  }

  const fill = async (page: Page, fields: Record<string, string>) => {
    for (const [name, value] of Object.entries(fields)) await page.getByLabel(word(name), { exact: true }).fill(value);
  };

  test.describe(`in ${language}`, () => {
    test("signing up: the form, both codes and the welcome", async ({ page }) => {
      test.slow(); // the whole signup with its two codes
      await pageIn(page);
      const email = uniqueEmail(`signup-${language}`);
      const phone = uniquePhone();
      await page.goto("/signup");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await fillFields(page, aboutTheProfile(email, phone), word);
      await tickSignupBoxes(page, language);
      await page.getByRole("button", { name: key("account", "signup.next") }).click();

      // Both codes on one page, each box named in the language.
      await expect(page.getByRole("heading", { name: key("account", "signupVerify.heading") })).toBeVisible();
      await expect(page.getByRole("list").locator("[aria-current=step]")).toHaveText(key("account", "signup.step2"));
      await enterSignupCodes(page, email, phone, { language });
      await page.getByRole("button", { name: key("account", "signupVerify.create") }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      const welcomed = tr("Success! Form submitted successfully!");
      await expect(page.getByRole("status").filter({ hasText: welcomed })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: key("member", "welcome.title") })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    });

    test("a refused signup says what is wrong in the language, and logging in", async ({ page }) => {
      await pageIn(page);
      await page.goto("/signup");
      const next = page.getByRole("button", { name: key("account", "signup.next") });
      // With JavaScript the button waits for the mandatory fields; without, the server names each.
      if (test.info().project.name === "js-off") {
        await next.click();
        await expect(page.getByText(tr("Please choose who the profile is for"))).toBeVisible();
        await expect(page.getByLabel(word(PROFILE_FOR), { exact: true })).toBeFocused();
      } else {
        await expect(page.getByText(tr("Please fill all mandatory fields."))).toBeVisible();
        await expect(next).toBeDisabled();
      }
      // The server's own refusal, in the language (Hindi and Urdu forms are checked there, decision 021), beside
      // the date of birth.
      await fillFields(
        page,
        aboutTheProfile(uniqueEmail("under-18"), uniquePhone(), { "Date of birth": dobForAge(16) }),
        word,
      );
      await tickSignupBoxes(page, language);
      await next.click();
      const dob = page.locator(".field").filter({ has: page.getByLabel(word("Date of birth"), { exact: true }) });
      await expect(dob.getByText(tr("You must be 18 or over to register"))).toBeVisible();
      await expectPasswordKept(page, language);

      const member = await newMember("Male");
      await page.goto("/login");
      await fill(page, { Email: member.fields.email, Password: "not-the-password" });
      await page.getByRole("button", { name: key("account", "login.submit"), exact: true }).click();
      await expect(page.getByText(tr("Invalid credentials. Please try again."))).toBeVisible();
      await fill(page, { Email: member.fields.email, Password: member.fields.password });
      await page.getByRole("button", { name: key("account", "login.submit"), exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole("status")).toHaveText(tr("Login Successful! Welcome back!"));
    });

    test("searching, connecting and accepting", async ({ browser, javaScriptEnabled }) => {
      test.slow(); // two members, two browsers
      const city = `Qasba ${letters(1).toUpperCase()}${letters(7)}`;
      const [man, woman] = [await newMember("Male", { city }), await newMember("Female", { city })];
      const seeker = await pageIn(await loggedIn(browser, man, javaScriptEnabled));

      await seeker.goto("/profilePage");
      await openFilters(seeker);
      await fill(seeker, { "City or state": city });
      await seeker.getByRole("button", { name: tr("Search") }).click();
      const card = seeker.locator(".profile-card").filter({ hasText: woman.fields.fullName });
      await expect(card).toHaveCount(1);
      await expect(seeker.locator(".profile-card")).toHaveCount(1);

      await seeker.goto(`/InnerProfile/${woman.id}`);
      await seeker.getByRole("button", { name: tr("Connect Now") }).click();
      await expect(seeker.getByRole("status")).toHaveText(tr("Connection request sent successfully!"));
      await expect(seeker.getByRole("button", { name: tr("Request Sent") })).toBeDisabled();

      const asked = await pageIn(await loggedIn(browser, woman, javaScriptEnabled));
      await asked.goto("/connectionReq");
      await expect(asked.getByRole("heading", { level: 1, name: tr("Connection requests") })).toBeVisible();
      const request = asked.locator("li").filter({ hasText: man.fields.fullName });
      await request.getByRole("button", { name: tr("Accept"), exact: true }).click();
      await expect(asked.getByRole("status")).toHaveText(tr("Connection request accepted."));
      await asked.goto("/myConnection");
      await expect(asked.getByRole("link", { name: man.fields.fullName, exact: true })).toBeVisible();
      await expect(asked.getByRole("link", { name: man.fields.phone })).toBeVisible();
    });
  });
}
