import { expect, test, type Page } from "@playwright/test";
import { baseURL, loggedIn, newMember, uniqueEmail, uniquePhone, letters } from "../support/e2e-members";
import { currentNotice } from "../../app/domain/accounts/notice";
import { dobForAge } from "../support/members";
import { E2E_DATA_DIR } from "../../playwright.config";
import { smsCodeSentTo } from "../support/outbox";
import { mailedCode, otherDetails, personalDetails, SIGNUP_SELECTS } from "../support/signup-form";
import { languageCookie, translations } from "../support/translated";

// The journeys of issue 18 in Hindi and in Urdu, with JavaScript on and off (the two projects): signing up,
// logging in, searching, connecting and accepting, each read and done in the language's own words (looked up
// by their English in the catalogues, tests/support/translated.ts).

for (const language of ["hi", "ur"] as const) {
  const { tr, key } = translations(language);
  /** A field's label: the profile's own labels first (options), else whichever page says it. */
  const label = (english: string) => {
    try {
      return tr(english, {}, "options");
    } catch {
      return tr(english);
    }
  };
  const terms = () => key("account", "signup.acceptTerms", { link: key("account", "signup.terms") });
  /** Other Details' three boxes (docs/product-rules.md §41): the terms, the notice's consent, the declaration. */
  const boxes = () => [
    terms(),
    key("pages", "noticeSummary.consent", { version: currentNotice().version }),
    key("pages", "noticeSummary.declaration"),
  ];

  /** A new browser page that reads the site in this language. */
  async function pageIn(page: Page) {
    await page.context().addCookies([languageCookie(language, baseURL)]);
    return page;
  }

  const fill = async (page: Page, fields: Record<string, string>) => {
    for (const [name, value] of Object.entries(fields)) await page.getByLabel(label(name), { exact: true }).fill(value);
  };

  /** A field's label as the page writes it, "(optional)" included. */
  const fieldLabel = (english: string) => {
    const optional = english.match(/^(.*) \(optional\)$/);
    return optional ? key("profiles", "profileField.optional", { label: label(optional[1]) }) : label(english);
  };

  /** The wizard's fields, filled with the English journey's own details (signup-form.ts), in the language. */
  const fillDetails = async (page: Page, details: Record<string, string>) => {
    for (const [name, value] of Object.entries(details)) {
      const field = page.getByLabel(fieldLabel(name), { exact: true });
      if (SIGNUP_SELECTS.has(name)) await field.selectOption({ label: label(value) });
      else await field.fill(value);
    }
  };
  const fillPersonalDetails = (page: Page, age: number) =>
    fillDetails(page, personalDetails({ Age: String(age), "Date of birth": dobForAge(age) }));

  test.describe(`in ${language}`, () => {
    test("signing up: both steps, the e-mail and SMS codes, the review, and the welcome", async ({ page }) => {
      test.slow(); // the whole wizard
      await pageIn(page);
      const email = uniqueEmail(`signup-${language}`);
      const phone = uniquePhone();
      await page.goto("/signup");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await fillPersonalDetails(page, 27);
      await page.getByRole("button", { name: key("account", "signup.next") }).click();

      await expect(page.getByRole("heading", { name: tr("Other Details") })).toBeVisible();
      await fillDetails(page, otherDetails(email, phone));
      await page.getByLabel(terms()).check();
      await page.getByRole("button", { name: tr("Verify Email") }).click();
      const dialog = page.getByRole("dialog", { name: tr("OTP has been sent to your Email") });
      await expect(dialog).toBeVisible();
      const code = await mailedCode(email, /\b\d{6}\b/);
      // Six boxes with JavaScript (a pasted code fills them all), one field without.
      const codeField = dialog.locator("input:not([type=hidden])").first();
      await codeField.fill(code);
      await dialog.getByRole("button", { name: key("account", "signupOtp.verify"), exact: true }).click();
      await expect(page.getByText(tr("Email verified."))).toBeVisible();

      // Then the mobile number by an SMS code (issue 36), in the language too.
      await expect(page.getByText(key("account", "signup.verifyMobileFirst"))).toBeVisible();
      await page.getByRole("button", { name: key("account", "signup.verifyMobile") }).click();
      const smsDialog = page.getByRole("dialog", { name: key("account", "signupOtp.titleSms") });
      await expect(smsDialog).toBeVisible();
      await expect(smsDialog.getByText(key("account", "signupOtp.label"), { exact: true })).toBeVisible();
      await smsDialog
        .locator("input:not([type=hidden])")
        .first()
        .fill(await smsCodeSentTo(E2E_DATA_DIR, phone));
      await smsDialog.getByRole("button", { name: key("account", "signupOtp.verify"), exact: true }).click();
      await expect(page.getByText(key("account", "signup.mobileVerified"), { exact: true })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(tr("Mobile number verified."));
      await expect(page.getByText(tr("Email verified."))).toBeVisible();
      for (const box of boxes()) await page.getByLabel(box).check();
      await page.getByRole("button", { name: key("account", "signup.next") }).click();

      await expect(page.getByRole("heading", { name: tr("Review") })).toBeVisible();
      await page.getByRole("button", { name: tr("Submit") }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      const welcomed = tr("Success! Form submitted successfully!");
      await expect(page.getByRole("status").filter({ hasText: welcomed })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    });

    test("a refused signup says what is wrong in the language, and logging in", async ({ page }) => {
      await pageIn(page);
      await page.goto("/signup");
      const next = page.getByRole("button", { name: key("account", "signup.next") });
      // With JavaScript the button waits for the mandatory fields; without, the server names each.
      if (test.info().project.name === "js-off") {
        await next.click();
        await expect(page.getByText(tr("{{label}} is required", { label: label("Full name") }))).toBeVisible();
      } else {
        await expect(page.getByText(tr("Please fill all mandatory fields."))).toBeVisible();
        await expect(next).toBeDisabled();
      }
      // The server's own refusal, in the language (Hindi and Urdu forms are checked there, decision 021).
      await fillPersonalDetails(page, 16);
      await next.click();
      await expect(page.getByText(tr("You must be 18 or over to register"))).toBeVisible();

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
