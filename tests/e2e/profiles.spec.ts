import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, detail, fillLogin, letters, loggedIn, newMember, picture, type Member } from "../support/e2e-members";
import { codeFor, dobForAge } from "../support/members";

// Discovery and profiles (docs/product-rules.md §2 profile list, own profile, other member's profile;
// §6; docs/product-rules.md Listing and Contact masking). Each test makes its own members, in a city of
// its own where it filters.

const jsOn = () => test.info().project.name === "js-on";

const summary = (page: Page) => page.locator(".listing-summary");
const cardNames = (page: Page) => page.locator(".profile-card h2").allInnerTexts();

function memberRow(member: Member) {
  return queryDb<{ unq_id: number; working: string; city: string; phone: string; photo_id: string | null }>(
    E2E_DATA_DIR,
    "select unq_id, working, city, phone, photo_id from members where public_id = ?",
    member.id,
  )[0];
}

const aged = (age: number, extra: Record<string, string> = {}) => ({ age: String(age), dob: dobForAge(age), ...extra });

/** Moves a range input with the keyboard, as a person would (works with JavaScript off too). */
async function slide(page: Page, name: RegExp, key: "Home" | "End" | "ArrowLeft" | "ArrowRight", times = 1) {
  const slider = page.getByRole("slider", { name });
  await slider.focus();
  for (let i = 0; i < times; i++) await slider.press(key);
}

async function search(page: Page) {
  await page.getByRole("button", { name: "Search" }).click();
  await expect(summary(page)).toContainText("Filters applied successfully!");
}

/** The cards on show are these members, newest first (waiting for a search in flight to land). */
async function expectCards(page: Page, expected: Member[]) {
  const newestFirst = expected
    .map((m) => ({ name: m.fields.fullName, unqId: memberRow(m).unq_id }))
    .sort((a, b) => b.unqId - a.unqId);
  await expect(page.locator(".profile-card h2")).toHaveText(newestFirst.map((m) => m.name));
}

test.describe("profile listing", () => {
  test("a visitor pages through cards without contact details, and a photo asks to log in first", async ({ page }) => {
    test.slow();
    const bride = await newMember("Female", { fatherName: `Father ${letters(5)}`, annualIncome: "640000" });
    const groom = await newMember("Male");
    const { unq_id: unqId } = memberRow(bride);

    const response = await page.goto("/profilePage");
    const html = await response!.text();
    await expect(page.getByRole("heading", { level: 1, name: "Profiles" })).toBeVisible();
    await expect(summary(page)).toHaveText(/^\d+ profiles · page 1 of \d+$/);
    await expect(page.locator(".profile-card")).toHaveCount(12);
    const first = page.locator(".profile-card").first();
    await expect(first.locator("dt")).toHaveText(["User ID", "Place", "Age", "Work"]);
    await expect(first.locator("dd").first()).toHaveText(/^MMR00\d+$/);
    // Nothing but the card fields reaches a visitor, not even in the hydration data.
    for (const secret of [
      bride.fields.phone,
      bride.fields.email,
      bride.fields.dob,
      bride.fields.fatherName,
      "640000",
    ]) {
      expect(html).not.toContain(secret);
    }
    expect(html).not.toMatch(/[\w.+-]+@example\.in/);

    const pageOne = await cardNames(page);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(summary(page)).toHaveText(/page 2 of \d+$/);
    expect(await cardNames(page)).not.toEqual(pageOne);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(summary(page)).toHaveText(/page 1 of \d+$/);

    // Search by member id, then the photo: the Login Request dialog, server-rendered.
    await page.getByLabel("Member ID").fill(`MMR00${unqId}`);
    await search(page);
    await expect(summary(page)).toHaveText("Filters applied successfully! 1 profile");
    await page.getByRole("link", { name: `See ${bride.fields.fullName}'s profile` }).click();
    const dialog = page.getByRole("dialog", { name: "Login Request" });
    await expect(dialog).toContainText("Please log in to see more about this member.");
    await dialog.getByRole("link", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(".profile-card")).toHaveCount(1);

    await page.getByRole("link", { name: `See ${bride.fields.fullName}'s profile` }).click();
    await dialog.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await fillLogin(page, groom);
    // Back to the profile the visitor wanted, phone and e-mail masked.
    await expect(page).toHaveURL(`${baseURL}/InnerProfile/${bride.id}`);
    await expect(page.getByRole("heading", { level: 1, name: bride.fields.fullName })).toBeVisible();
    await expect(detail(page, "Phone")).toHaveText(/^\*+$/);
    await expect(detail(page, "Email")).toHaveText(/^\*+$/);
  });

  test("a member sees only the opposite gender, never himself, and city, age and budget narrow the list", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const city = `Qasba ${letters(1).toUpperCase()}${letters(7)}`;
    const [viewer, otherMan, young, middle, older] = await Promise.all([
      newMember("Male", { city }),
      newMember("Male", { city }),
      newMember("Female", aged(22, { city, weddingBudget: "50000" })),
      newMember("Female", aged(30, { city, weddingBudget: "300000" })),
      newMember("Female", aged(45, { city, weddingBudget: "" })),
    ]);
    const page = await loggedIn(browser, viewer, javaScriptEnabled);
    await page.goto("/profilePage");
    // A member's gender filter is fixed to the opposite gender.
    await expect(page.getByText("Female", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Gender" })).toHaveCount(0);
    for (const shown of await cardNames(page)) expect(shown).not.toContain(viewer.fields.fullName);

    // City from the option list; the sliders start at age 25 and ₹1,00,000 (upper bounds).
    await page.getByRole("combobox", { name: "City" }).selectOption(city);
    await search(page);
    await expectCards(page, [young]);

    await slide(page, /Age up to/, "End"); // 60
    await search(page);
    // The one without a budget matches any budget; 3,00,000 is over the limit.
    await expectCards(page, [older, young]);

    await slide(page, /Wedding budget up to/, "End"); // ₹10,00,000
    await search(page);
    await expectCards(page, [older, middle, young]);
    await expect(page.getByRole("slider", { name: /Wedding budget up to/ })).toHaveValue("1000000");

    await slide(page, /Age up to/, "Home"); // 18
    await slide(page, /Age up to/, "ArrowRight", 12); // 30
    await search(page);
    await expectCards(page, [middle, young]);
    await expect(summary(page)).toHaveText("Filters applied successfully! 2 profiles");

    // The filtered list has a URL: reloading it (or sharing it) shows the same people.
    const url = page.url();
    expect(url).toContain(`city=${encodeURIComponent(city).replace(/%20/g, "+")}`);
    await page.goto(url);
    await expectCards(page, [middle, young]);
    for (const shown of await cardNames(page))
      expect([viewer.fields.fullName, otherMan.fields.fullName]).not.toContain(shown);
    await page.context().close();
  });
});

test.describe("own profile", () => {
  test("Edit Profile saves new details and a picture cut to a 200x200 square", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const member = await newMember("Female");
    const page = await loggedIn(browser, member, javaScriptEnabled);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "MY PROFILE" }).click();
    await expect(page).toHaveURL(`${baseURL}/userProfile`);
    await expect(page.getByRole("heading", { level: 1, name: member.fields.fullName })).toBeVisible();
    for (const button of ["Edit Profile", "Connection Request", "My Connections"])
      await expect(page.getByRole("link", { name: button })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();

    await page.getByRole("link", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog.getByLabel("Full name", { exact: true })).toHaveValue(member.fields.fullName);
    // Gender, date of birth and age are fixed after signup: shown as text, never as inputs.
    for (const label of ["Gender", "Date of birth", "Age"])
      await expect(dialog.getByLabel(label, { exact: true })).toHaveCount(0);
    const fixed = dialog.locator(".details__row");
    await expect(fixed.filter({ hasText: "Gender" }).locator("dd")).toHaveText("Female");
    await expect(fixed.filter({ hasText: "Date of birth" }).locator("dd")).toHaveText(member.fields.dob);
    await expect(dialog.getByText("Only our team can correct these; contact us.")).toBeVisible();
    await dialog.getByLabel("Work", { exact: true }).fill("Headmistress");
    await dialog.getByLabel("City", { exact: true }).fill("Bhopal");
    const photo = dialog.getByLabel("Profile picture");
    await photo.setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await picture(640, 360) });
    if (jsOn()) {
      // The crop editor: Cancel drops the choice, Save Image puts the square in the form.
      const editor = dialog.getByRole("group", { name: "Crop the picture" });
      await expect(editor).toBeVisible();
      await editor.getByRole("button", { name: "Cancel" }).click();
      await expect(editor).toHaveCount(0);
      await photo.setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await picture(640, 360) });
      await editor.getByLabel(/Picture to crop/).press("ArrowRight");
      await editor.getByRole("button", { name: "Save Image" }).click();
      await expect(editor).toHaveCount(0);
      await expect(dialog.getByRole("img", { name: "Your profile photo, as it will be saved" })).toHaveAttribute(
        "src",
        /^data:image\/png;base64,/,
      );
    }
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Headmistress · Bhopal")).toBeVisible();

    const row = memberRow(member);
    expect(row).toMatchObject({ working: "Headmistress", city: "Bhopal" });
    const image = await page.request.get(`/images/${row.photo_id}`);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 200, height: 200 });
    await page.context().close();
  });

  test("a new e-mail address is saved once the code sent to it is entered", async ({ browser, javaScriptEnabled }) => {
    const member = await newMember("Female");
    const page = await loggedIn(browser, member, javaScriptEnabled);
    await page.goto("/userProfile?edit=1");
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    const email = `moved.${test.info().project.name}.${letters(8)}@example.in`;
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("One more step: confirm your new email.");
    await expect(
      dialog.getByText("We sent a 6-digit code to this address. Enter it below and press Save again."),
    ).toBeVisible();
    expect(queryDb(E2E_DATA_DIR, "select email from members where public_id = ?", member.id)).toEqual([
      { email: member.fields.email },
    ]);

    await dialog.getByLabel(`Code sent to ${email}`).fill(await codeFor(E2E_DATA_DIR, email, /verification/i));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
    expect(queryDb(E2E_DATA_DIR, "select email from members where public_id = ?", member.id)).toEqual([{ email }]);
    await page.context().close();
  });

  test("another member's phone is refused with the message and nothing changes", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const [member, other] = await Promise.all([newMember("Male"), newMember("Female")]);
    const page = await loggedIn(browser, member, javaScriptEnabled);
    await page.goto("/userProfile?edit=1");
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await dialog.getByLabel("Work", { exact: true }).fill("Changed work");
    await dialog.getByLabel("Phone number", { exact: true }).fill(other.fields.phone);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("There was an error updating the profile. Please try again.");
    await expect(dialog.getByText("This phone number is already registered.")).toBeVisible();
    // What was typed stays in the form; the database keeps the old values.
    await expect(dialog.getByLabel("Work", { exact: true })).toHaveValue("Changed work");
    expect(memberRow(member)).toMatchObject({ working: member.fields.working, phone: member.fields.phone });

    // Logging out from the profile page ends the visit.
    await page.goto("/userProfile");
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page.getByRole("status")).toHaveText("Logout Successful!");
    await page.goto("/userProfile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FuserProfile/);
    await fillLogin(page, member);
    await expect(page).toHaveURL(`${baseURL}/userProfile`);
    await page.context().close();
  });
});
