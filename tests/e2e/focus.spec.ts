import { expect, test } from "@playwright/test";
import { letters, uniquePhone } from "../support/e2e-members";
import { focusIndicator, tabTo } from "../support/keyboard";
import { aboutTheProfile, fillFields, SIGNUP_EMAIL, tickSignupBoxes } from "../support/signup-form";

// Where the focus goes and whether it shows, with JavaScript on and off: after a failed submit the first
// field to correct takes the focus, so a screen reader reads its label and error at once; the focused
// control always shows a ring that stands out (WCAG 2.4.7, 1.4.11).

test.describe("after a failed submit the first invalid field has the focus", () => {
  test("on the contact form", async ({ page }) => {
    await page.goto("/contactUs");
    await page.getByLabel("Name").fill("Mehreen Siddiqui");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const email = page.getByLabel("Email");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription("Email is required");

    await email.fill("mehreen@example.in");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const phone = page.getByLabel("Phone number");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription("Phone number is required");
  });

  test("on the login form", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription("Email is required");

    // Wrong credentials: the e-mail is kept, the password is typed again, and it reads out why.
    await email.fill(`nobody.${letters(8)}@example.in`);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription("Invalid credentials. Please try again.");
  });

  test("on the signup form", async ({ page }) => {
    await page.goto("/signup");
    await fillFields(page, aboutTheProfile("zoya.example.in", uniquePhone(), { Password: "short" }));
    await tickSignupBoxes(page);
    await page.getByRole("button", { name: "Next" }).click();
    // The e-mail comes before the password on the form: it takes the focus, and each reads out its own error.
    const email = page.getByLabel(SIGNUP_EMAIL, { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/Invalid email address/);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
  });
});

test("a field's hint is read with it", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("At least 8 characters.");
  await expect(page.getByLabel("Date of birth", { exact: true })).toHaveAccessibleDescription(
    "Of the bride or groom: 18 or over. We work out the age.",
  );
});

test("the focused field, button and link show a ring that contrasts with the page", async ({ page }) => {
  await page.goto("/login");
  for (const control of [
    page.getByLabel("Email", { exact: true }),
    page.getByRole("button", { name: "Login", exact: true }),
    page.getByRole("link", { name: "Forgot password?" }),
  ]) {
    await tabTo(page, control);
    const focused = await focusIndicator(control);
    expect(focused, `the focus ring of ${control}`).toMatchObject({
      element: "focused",
      outline: expect.stringMatching(/^[2-9](\.\d+)?px /),
    });
    expect(focused.contrast, `the contrast of ${control}'s focus ring with the page`).toBeGreaterThanOrEqual(3);
  }
  // The ring marks the focus: the control left behind no longer has it.
  await page.keyboard.press("Tab");
  expect(await focusIndicator(page.getByRole("link", { name: "Forgot password?" }))).toMatchObject({
    element: "not focused",
    outline: "none",
  });
});
