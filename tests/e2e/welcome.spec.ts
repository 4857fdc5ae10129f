import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { writeDb } from "../support/db";
import { uniqueEmail, uniquePhone } from "../support/e2e-members";
import { aboutTheProfile, signUp } from "../support/signup-form";

// After the short signup (issue 19, issue 39): signed in at once, on "Complete your profile", whose meter counts
// ten items of equal worth (app/domain/profiles/profile-completeness.server.ts), rises as the member fills what
// is missing, and stays on /userProfile until the profile is complete. JavaScript on and off.

const meter = (page: Page) => page.getByRole("meter", { name: /^Profile complete: \d+%$/ });

test("a new member lands signed in on Complete your profile; the meter rises and goes at 100%", async ({ page }) => {
  test.slow(); // the whole signup with its two codes
  const email = uniqueEmail("welcome");
  await signUp(page, aboutTheProfile(email, uniquePhone()));

  // The short signup asked none of the ten items.
  await expect(page.getByRole("heading", { level: 1, name: "Complete your profile" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Matches" })).toBeAttached();
  await expect(page.getByRole("meter", { name: "Profile complete: 0%" })).toHaveAttribute("value", "0");
  await expect(page.getByRole("link", { name: "Add a profile photo" })).toHaveAttribute("href", "/userProfile?edit=1");
  for (const item of [
    "Add your height and marital status",
    "Add your education and work",
    "Add where you live",
    "Add your family: parents, grandfather, brothers and sisters",
    "Choose your wedding style",
  ])
    await expect(page.getByRole("link", { name: item })).toHaveAttribute("href", "/userProfile?edit=1");

  // Partner preferences, and back to the meter: one item of ten.
  await page.getByRole("link", { name: "Say who you are looking for (partner preferences)" }).click();
  await expect(page).toHaveURL(/\/preferences\?from=welcome$/);
  const ageGroup = page.getByRole("group", { name: "Age (years)" });
  await ageGroup.getByLabel("From").fill("27");
  await ageGroup.getByLabel("To").fill("34");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("status")).toHaveText("Your preferences are saved");
  await expect(page.getByRole("meter", { name: "Profile complete: 10%" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Say who you are looking for (partner preferences)" })).toHaveCount(0);

  // About me, height and marital status through Edit Profile, where they are optional: two items more.
  await page.getByRole("link", { name: "Add your height and marital status" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("About me (optional)").fill("I teach science at a girls' school in Lucknow.");
  await dialog.getByLabel("Height (optional)").fill("5 ft 4 in");
  await dialog.getByLabel("Marital status (optional)").selectOption({ label: "Never Married" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
  await expect(page.getByRole("meter", { name: "Profile complete: 30%" })).toBeVisible();

  // A photo, the education level, maslak, prayer and mother tongue as the data would be once given: three more.
  writeDb(
    E2E_DATA_DIR,
    `update members set education_level = 'Graduate', maslak = 'SunniHanafi', prayer = 'FiveTimes',
       mother_tongue = 'Urdu', photo_id = (select id from photos limit 1) where email = ?`,
    email,
  );
  await page.goto("/welcome");
  await expect(page.getByRole("meter", { name: "Profile complete: 60%" })).toBeVisible();

  // Then the rest of what the old signup asked: at 100% the meter leaves her page.
  writeDb(
    E2E_DATA_DIR,
    `update members set education = 'B.Sc Nursing', working = 'Nurse', area = 'Aminabad', city = 'Lucknow',
       state = 'Uttar Pradesh', pin = '226018', country = 'India', house = 'Owned', father_name = 'Anwar Qureshi',
       mother_name = 'Rukhsana', grand_father_name = 'Haji Yusuf Qureshi', family_head = 'Father',
       family_head_occupation = 'Tailor', siblings = 2, sister_siblings = 1, pehchan = 'Qureshi',
       wedding_style = 'Traditional' where email = ?`,
    email,
  );
  await page.goto("/userProfile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(meter(page)).toHaveCount(0);
  await page.goto("/welcome");
  await expect(page.getByText("Your profile is complete.")).toBeVisible();
});
