import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { writeDb } from "../support/db";
import { uniqueEmail, uniquePhone } from "../support/e2e-members";
import { otherDetails, personalDetails, signUp } from "../support/signup-form";

// After signup (issue 19): signed in at once, on "Complete your profile", whose meter rises as the member fills
// what is missing and stays on /userProfile until the profile is complete. JavaScript on and off.

const meter = (page: Page) => page.getByRole("meter", { name: /^Profile complete: \d+%$/ });

test("a new member lands signed in on Complete your profile; the meter rises and goes at 100%", async ({ page }) => {
  test.slow(); // the whole signup wizard with its e-mail code
  const email = uniqueEmail("welcome");
  await signUp(page, personalDetails(), otherDetails(email, uniquePhone()));

  await expect(page.getByRole("heading", { level: 1, name: "Complete your profile" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "MY PROFILE" })).toBeAttached();
  await expect(page.getByRole("meter", { name: "Profile complete: 0%" })).toHaveAttribute("value", "0");
  await expect(page.getByRole("link", { name: "Add a profile photo" })).toHaveAttribute("href", "/userProfile?edit=1");

  // Partner preferences, and back to the meter.
  await page.getByRole("link", { name: "Say who you are looking for (partner preferences)" }).click();
  await expect(page).toHaveURL(/\/preferences\?from=welcome$/);
  const ageGroup = page.getByRole("group", { name: "Age (years)" });
  await ageGroup.getByLabel("From").fill("27");
  await ageGroup.getByLabel("To").fill("34");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("status")).toHaveText("Your preferences are saved");
  await expect(page.getByRole("meter", { name: "Profile complete: 16%" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Say who you are looking for (partner preferences)" })).toHaveCount(0);

  // About me through Edit Profile: the meter on her own page rises too.
  await page.goto("/userProfile?edit=1");
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("About me (optional)").fill("I teach science at a girls' school in Lucknow.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
  await expect(page.getByRole("meter", { name: "Profile complete: 33%" })).toBeVisible();

  // The rest as the data would be once filled: at 100% the meter leaves her page.
  writeDb(
    E2E_DATA_DIR,
    `update members set education_level = 'Graduate', maslak = 'SunniHanafi', prayer = 'FiveTimes',
       mother_tongue = 'Urdu', mother_name = 'Rukhsana', photo_id = (select id from photos limit 1) where email = ?`,
    email,
  );
  await page.goto("/userProfile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(meter(page)).toHaveCount(0);
  await page.goto("/welcome");
  await expect(page.getByText("Your profile is complete.")).toBeVisible();
});
