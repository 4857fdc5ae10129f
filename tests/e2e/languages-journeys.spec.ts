import { expect, test, type Page } from "@playwright/test";
import { baseURL, loggedIn, newMember, uniqueEmail, uniquePhone, letters } from "../support/e2e-members";
import { dobForAge } from "../support/members";
import { mailedCode } from "../support/signup-form";
import { translator } from "../support/translated";

// The journeys of issue 18 in Hindi and in Urdu, with JavaScript on and off (the two projects): signing up,
// logging in, searching, connecting and accepting, each read and done in the language's own words (looked up
// by their English in the catalogues, tests/support/translated.ts).

for (const language of ["hi", "ur"] as const) {
  const tr = translator(language);

  /** A new browser page that reads the site in this language. */
  async function pageIn(page: Page) {
    await page.context().addCookies([{ name: "lng", value: language, url: baseURL }]);
    return page;
  }

  const fill = async (page: Page, fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(tr(label), { exact: true }).fill(value);
  };
  const choose = async (page: Page, fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(tr(label), { exact: true }).selectOption({ label: tr(value) });
  };

  test.describe(`in ${language}`, () => {
    test("signing up: both steps, the e-mail code, the review, and the welcome", async ({ page }) => {
      test.slow(); // the whole wizard
      await pageIn(page);
      const email = uniqueEmail(`signup-${language}`);
      await page.goto("/signup");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await choose(page, {
        Gender: "Female",
        "Marital status": "Never Married",
        "Family head": "Father",
        House: "Owned",
      });
      await fill(page, {
        "Full name": "Zoya Qureshi",
        Age: "27",
        "Father's name": "Anwar Qureshi",
        "Grandfather's name": "Haji Yusuf Qureshi",
        Height: "5 ft 4 in",
        "Date of birth": dobForAge(27),
        "Family head's occupation": "Tailor",
        "Number of brothers": "2",
        "Number of sisters": "1",
        "Pehchan (belonging)": "Qureshi",
        Education: "B.Sc Nursing",
        Work: "Nurse",
        Password: "zoya-pass-2026",
      });
      await page.getByRole("button", { name: tr("Next") }).click();

      await expect(page.getByRole("heading", { name: tr("Other Details") })).toBeVisible();
      await choose(page, { "Wedding style": "Traditional" });
      await fill(page, {
        "Phone number": uniquePhone(),
        Email: email,
        Area: "Aminabad",
        City: "Lucknow",
        State: "Uttar Pradesh",
        "PIN code": "226018",
        Country: "India",
      });
      await page.getByLabel(tr("I accept the terms and conditions")).check();
      await page.getByRole("button", { name: tr("Verify Email") }).click();
      const dialog = page.getByRole("dialog", { name: tr("OTP has been sent to your Email") });
      await expect(dialog).toBeVisible();
      const code = await mailedCode(email, /\b\d{6}\b/);
      // Six boxes with JavaScript (a pasted code fills them all), one field without.
      const codeField = dialog.locator("input:not([type=hidden])").first();
      await codeField.fill(code);
      await dialog.getByRole("button", { name: tr("Verify"), exact: true }).click();
      await expect(page.getByText(tr("Email verified."))).toBeVisible();
      await page.getByLabel(tr("I accept the terms and conditions")).check();
      await page.getByRole("button", { name: tr("Next") }).click();

      await expect(page.getByRole("heading", { name: tr("Review") })).toBeVisible();
      await page.getByRole("button", { name: tr("Submit") }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole("status")).toHaveText(tr("Success! Form submitted successfully!"));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    });

    test("a refused signup says what is wrong in the language, and logging in", async ({ page }) => {
      await pageIn(page);
      await page.goto("/signup");
      await page.getByRole("button", { name: tr("Next") }).click();
      // With JavaScript the button waits for the mandatory fields; without, the server names each.
      if (test.info().project.name === "js-off") {
        await expect(page.getByText(tr("{{label}} is required", { label: tr("Full name") }))).toBeVisible();
      } else {
        await expect(page.getByText(tr("Please fill all mandatory fields."))).toBeVisible();
      }

      const member = await newMember("Male");
      await page.goto("/login");
      await fill(page, { Email: member.fields.email, Password: "not-the-password" });
      await page.getByRole("button", { name: tr("Login"), exact: true }).click();
      await expect(page.getByText(tr("Invalid credentials. Please try again."))).toBeVisible();
      await fill(page, { Email: member.fields.email, Password: member.fields.password });
      await page.getByRole("button", { name: tr("Login"), exact: true }).click();
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
