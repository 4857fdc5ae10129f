import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { detail, loggedIn, newMember, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { aboutTheProfile, fillFields, signUp } from "../support/signup-form";

// The matching fields (docs/product-rules.md §23) in the Edit Profile dialog, where a new member adds them after the
// short signup, and on the profile page, with JavaScript on and off; an only child (0 brothers, 0 sisters) says so.

const ABOUT = "Eldest daughter, a nurse in Lucknow.\nI love gardening and Urdu poetry.";

const storedFields = (email: string) =>
  queryDb<Record<string, string | number | null>>(
    E2E_DATA_DIR,
    `select height, height_cm, siblings, sister_siblings, maslak, prayer, mother_tongue, education_level, about,
      looking_for from members where email = ?`,
    email,
  );

test("an only child signs up, adds the matching fields from Complete your profile and sees them", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // the whole signup with its two codes, then Edit Profile
  const email = uniqueEmail("matching");
  const profile = aboutTheProfile(email, uniquePhone());
  await signUp(page, profile);
  // The short signup asked none of them: the welcome page links to where they are filled.
  await page.getByRole("link", { name: "Add your maslak, prayer and mother tongue" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await fillFields(dialog, {
    "Height (optional)": "5.4",
    "Number of brothers (optional)": "0",
    "Number of sisters (optional)": "0",
    "Maslak (optional)": "Sunni Shafi'i",
    "Prayer (optional)": "Five times a day",
    "Mother tongue (optional)": "Urdu",
    "Education level (optional)": "Graduate",
    "About me (optional)": ABOUT,
    "What I am looking for (optional)": "Someone kind who prays.",
  });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
  expect(storedFields(email)).toEqual([
    {
      height: "5.4",
      height_cm: 163,
      siblings: 0,
      sister_siblings: 0,
      maslak: "SunniShafii",
      prayer: "FiveTimes",
      mother_tongue: "Urdu",
      education_level: "Graduate",
      about: ABOUT,
      looking_for: "Someone kind who prays.",
    },
  ]);

  // In a browser of her own, signed in with the password chosen at signup.
  const own = await loggedIn(browser, { email, password: profile.Password }, javaScriptEnabled);
  await own.goto("/userProfile");
  await expect(detail(own, "About me")).toHaveText(ABOUT);
  // The line break the member typed is kept on the page.
  expect(await detail(own, "About me").innerText()).toBe(ABOUT);
  await expect(detail(own, "What I am looking for")).toHaveText("Someone kind who prays.");
  await expect(detail(own, "Maslak")).toHaveText("Sunni Shafi'i");
  await expect(detail(own, "Prayer")).toHaveText("Five times a day");
  await expect(detail(own, "Mother tongue")).toHaveText("Urdu");
  await expect(detail(own, "Education level")).toHaveText("Graduate");
  await expect(detail(own, "Height")).toHaveText("5.4 — 5 ft 4 in (163 cm)");
  await expect(detail(own, "Brothers")).toHaveText("0");
  await expect(detail(own, "Sisters")).toHaveText("0");
  await own.context().close();
});

test("Edit Profile changes the matching fields, and another member sees them", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Female", { height: "5 ft 2 in", maslak: "Deobandi", about: "Quiet and kind." });
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.goto("/userProfile?edit=1");
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog.getByLabel("Maslak (optional)", { exact: true })).toHaveValue("Deobandi");
  await expect(dialog.getByLabel("About me (optional)", { exact: true })).toHaveValue("Quiet and kind.");
  await expect(dialog.getByText("Up to 1,000 characters.").first()).toBeVisible();
  await fillFields(dialog, {
    "Height (optional)": "163 cm",
    "Maslak (optional)": "Barelvi",
    "Prayer (optional)": "Usually",
    "Mother tongue (optional)": "Bengali",
    "Education level (optional)": "Post-graduate",
    "About me (optional)": "",
    "What I am looking for (optional)": "A teacher, like me.",
  });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
  expect(storedFields(member.fields.email)[0]).toMatchObject({
    height: "163 cm",
    height_cm: 163,
    maslak: "Barelvi",
    prayer: "Usually",
    mother_tongue: "Bengali",
    education_level: "PostGraduate",
    about: null,
    looking_for: "A teacher, like me.",
  });
  await expect(detail(page, "About me")).toHaveCount(0);
  await expect(detail(page, "Height")).toHaveText("163 cm — 5 ft 4 in (163 cm)");

  const viewer = await loggedIn(browser, await newMember("Male"), javaScriptEnabled);
  await viewer.goto(`/InnerProfile/${member.id}`);
  await expect(detail(viewer, "Maslak")).toHaveText("Barelvi");
  await expect(detail(viewer, "Education level")).toHaveText("Post-graduate");
  await expect(detail(viewer, "What I am looking for")).toHaveText("A teacher, like me.");
  await page.context().close();
  await viewer.context().close();
});

test("a number of brothers below 0 is refused on its field and nothing is saved", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Male", { educationLevel: "Diploma" });
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.goto("/userProfile?edit=1");
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await fillFields(dialog, { "Number of brothers (optional)": "-1", "Education level (optional)": "Doctorate" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Number of brothers must be at least 0")).toBeVisible();
  await expect(dialog.getByLabel("Number of brothers (optional)", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(storedFields(member.fields.email)[0]).toMatchObject({ siblings: 1, education_level: "Diploma" });
  await page.context().close();
});
