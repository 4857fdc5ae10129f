import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, detail, fillLogin, letters, loggedIn, newMember, picture, type Member } from "../support/e2e-members";
import { codeFor, dobForAge } from "../support/members";
import { accountMenuLink } from "../support/account-menu";
import { filtersPanel, openFilters } from "../support/search-filters";

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

/** Fills the search form's fields by label, its panel opened first; other fields keep their values. */
async function fillSearch(page: Page, fields: Record<string, string>) {
  await openFilters(page);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** The search's query string: with JavaScript exactly the chosen filters; without, every field (blanks too). */
function expectSearchUrl(page: Page, chosen: Record<string, string>) {
  const params = new URL(page.url()).searchParams;
  if (jsOn()) expect([...params]).toEqual(Object.entries(chosen));
  else for (const [name, value] of Object.entries(chosen)) expect(params.get(name)).toBe(value);
}

/** Sends the search; its results come with the panel closed (results first, issue 40). */
async function search(page: Page) {
  await page.getByRole("button", { name: "Search" }).click();
  await expect(filtersPanel(page)).not.toHaveAttribute("open");
  await expect(summary(page)).toBeVisible();
}

/** The cards on show are these members, newest first (waiting for a search in flight to land). */
async function expectCards(page: Page, expected: Member[]) {
  const newestFirst = expected
    .map((m) => ({ name: m.fields.fullName, unqId: memberRow(m).unq_id }))
    .sort((a, b) => b.unqId - a.unqId);
  await expect(page.locator(".profile-card h2")).toHaveText(newestFirst.map((m) => m.name));
}

test.describe("profile listing", () => {
  test("a visitor pages through cards without contact details; a photo offers registration, Login its profile", async ({
    page,
  }) => {
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
    // A visitor's card (docs/product-rules.md §6): first name and family-name initial, age, state, work.
    await expect(first.locator("dt")).toHaveText(["Age", "State", "Work"]);
    await expect(first.locator("h2")).toHaveText(/^\S+( \S\.)?$/);
    // Nothing but the card fields reaches a visitor, not even in the hydration data: no full name, no ids.
    for (const secret of [
      bride.fields.phone,
      bride.fields.email,
      bride.fields.dob,
      bride.fields.fatherName,
      bride.fields.fullName,
      bride.id,
      `MMR00${unqId}`,
      "640000",
    ]) {
      expect(html).not.toContain(secret);
    }
    expect(html).not.toMatch(/[\w.+-]+@example\.in/);

    // Numbered pages: 1 (current), 2, …, the last; Next and Previous.
    const pages = Number((await summary(page).innerText()).match(/of (\d+)$/)![1]);
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager.locator('[aria-current="page"]')).toHaveText("1");
    await expect(pager.getByRole("link", { name: `Page ${pages}`, exact: true })).toBeVisible();
    const pageOne = await cardNames(page);
    await pager.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(summary(page)).toHaveText(/page 2 of \d+$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("2");
    expect(await cardNames(page)).not.toEqual(pageOne);
    await pager.getByRole("link", { name: `Page ${pages}`, exact: true }).click();
    await expect(summary(page)).toHaveText(new RegExp(`page ${pages} of ${pages}$`));
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(summary(page)).toHaveText(new RegExp(`page ${pages - 1} of ${pages}$`));
    await pager.getByRole("link", { name: "Page 1", exact: true }).click();
    await expect(summary(page)).toHaveText(/page 1 of \d+$/);

    // The page links keep the search's filters.
    await openFilters(page);
    await page.getByLabel("Gender", { exact: true }).selectOption("Female");
    await search(page);
    await pager.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(summary(page)).toHaveText(/^Filters applied successfully! \d+ profiles · page 2 of \d+$/);
    expect(new URL(page.url()).searchParams.get("gender")).toBe("Female");
    await expect(page.getByLabel("Gender", { exact: true })).toHaveValue("Female");

    // Search by member id, then the photo: the registration offer, in place under the card.
    await fillSearch(page, { "Member ID": `MMR00${unqId}` });
    await search(page);
    await expect(summary(page)).toHaveText("Filters applied successfully! 1 profile");
    const shortName = `${bride.fields.fullName.split(" ")[0]} ${bride.fields.fullName.split(" ")[1][0]}.`;
    await page.getByRole("link", { name: `See ${shortName}'s profile` }).click();
    const offer = page.locator(".profile-card").getByRole("dialog", { name: "Register free to see her full profile" });
    await expect(offer).toContainText("Registering is free.");
    await offer.getByRole("link", { name: "Close", exact: true }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.locator(".profile-card")).toHaveCount(1);

    await page.getByRole("link", { name: `See ${shortName}'s profile` }).click();
    await offer.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await fillLogin(page, groom);
    // Straight to the profile the visitor chose, phone and e-mail masked.
    await expect(page).toHaveURL(`${baseURL}/InnerProfile/${bride.id}`);
    await expect(page.getByRole("heading", { level: 1, name: bride.fields.fullName })).toBeVisible();
    await expect(detail(page, "Phone")).toHaveText(/^\*+$/);
    await expect(detail(page, "Email")).toHaveText(/^\*+$/);
  });

  test("a search by city alone lists every member there (nothing else is sent)", async ({ page }) => {
    // A seeded city that the members other tests register (in Lucknow) do not share.
    const [{ city }] = queryDb<{ city: string }>(
      E2E_DATA_DIR,
      "select city from members where role = 'member' and block_by_admin = 0 and email like '%@demo.example' " +
        "and city <> 'Lucknow' and state <> 'Uttar Pradesh' group by city order by count(*) desc limit 1",
    );
    const [{ n: expected }] = queryDb<{ n: number }>(
      E2E_DATA_DIR,
      "select count(*) as n from members where role = 'member' and block_by_admin = 0 " +
        "and (city = ? collate nocase or state = ? collate nocase)",
      city,
      city,
    );
    await page.goto("/profilePage");
    // Every filter starts at "any".
    await openFilters(page);
    for (const label of ["Age from", "Age to", "Budget from (₹)", "Budget to (₹)", "City or state", "Member ID"])
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    for (const label of ["Gender", "Height from", "Height to", "Marital status", "Maslak", "Education level"])
      await expect(page.getByLabel(label, { exact: true }).locator("option:checked")).toHaveText("Any");

    await fillSearch(page, { "City or state": city.toLowerCase() });
    await search(page);
    await expect(summary(page)).toHaveText(
      new RegExp(`^Filters applied successfully! ${expected} profiles?( · page 1 of \\d+)?$`),
    );
    expectSearchUrl(page, { place: city.toLowerCase() });
    await expect(page.getByLabel("City or state", { exact: true })).toHaveValue(city.toLowerCase());
    await expect(page.locator(".profile-card")).toHaveCount(Math.min(expected, 12));
    for (const place of await page.locator(".profile-card dt:text-is('Place') + dd").allInnerTexts())
      expect(place.toLowerCase()).toContain(city.toLowerCase());
  });

  test("a member searches an age range; a search with no result names the filter to widen", async ({
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
    await openFilters(page);
    await expect(page.getByText("Female", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Gender" })).toHaveCount(0);
    for (const shown of await cardNames(page)) expect(shown).not.toContain(viewer.fields.fullName);

    await fillSearch(page, { "City or state": city });
    await search(page);
    await expectCards(page, [older, middle, young]);

    await fillSearch(page, { "Age from": "25", "Age to": "40" });
    await search(page);
    await expectCards(page, [middle]);
    await expect(summary(page)).toHaveText("Filters applied successfully! 1 profile");
    expectSearchUrl(page, { place: city, ageFrom: "25", ageTo: "40" });
    // Without JavaScript too, every box shows its value.
    await openFilters(page);
    await expect(page.getByLabel("Age from", { exact: true })).toHaveValue("25");
    await expect(page.getByLabel("Age to", { exact: true })).toHaveValue("40");

    // The one without a budget is within any upper bound; 3,00,000 is over it.
    await fillSearch(page, { "Age from": "", "Age to": "", "Budget to (₹)": "100000" });
    await search(page);
    await expectCards(page, [older, young]);

    // The filtered list has a URL: reloading it (or sharing it) shows the same people.
    await page.goto(page.url());
    await expectCards(page, [older, young]);
    for (const shown of await cardNames(page))
      expect([viewer.fields.fullName, otherMan.fields.fullName]).not.toContain(shown);

    // Nobody is that old: the hint names the age range, and how many there would be without it.
    await fillSearch(page, { "Budget to (₹)": "", "Age from": "110", "Age to": "120" });
    await search(page);
    await expect(page.locator(".profile-card")).toHaveCount(0);
    await expect(
      page.getByText("No profiles match. Without the age range there would be 3 profiles — widen it."),
    ).toBeVisible();

    // A range the wrong way round is pointed out, on its field.
    await fillSearch(page, { "Age from": "40", "Age to": "25" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please check the filters: Age from must not be more than age to.",
    );
    await expect(page.getByLabel("Age from", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".profile-card")).toHaveCount(0);
    await page.context().close();
  });

  test("a member ID that names nobody says so instead of listing everyone", async ({ page }) => {
    const [{ top }] = queryDb<{ top: number }>(E2E_DATA_DIR, "select max(unq_id) as top from members");
    const missing = `MMR00${top + 100_000}`;
    await page.goto("/profilePage");
    await fillSearch(page, { "Member ID": missing });
    await search(page);
    // An empty search never says "successfully" (issue 40): the hint says what to do.
    await expect(summary(page)).toHaveText("0 profiles");
    await expect(page.getByText(`No member with ID ${missing}.`)).toBeVisible();
    await expect(page.locator(".profile-card")).toHaveCount(0);
  });
});

test.describe("own profile", () => {
  test("Edit Profile saves new details and a picture cut to a 400x400 square", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const member = await newMember("Female");
    const page = await loggedIn(browser, member, javaScriptEnabled);
    await (await accountMenuLink(page, "My profile")).click();
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
    await dialog.getByLabel("Work (optional)", { exact: true }).fill("Headmistress");
    await dialog.getByLabel("City (optional)", { exact: true }).fill("Bhopal");
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
        /^data:image\/jpeg;base64,/,
      );
    }
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The header shows the new work and city (age · height · city, then work).
    const header = page.locator("header.profile-head");
    await expect(header.getByText(/ · Bhopal$/)).toBeVisible();
    await expect(header.getByText("Headmistress", { exact: true })).toBeVisible();

    const row = memberRow(member);
    expect(row).toMatchObject({ working: "Headmistress", city: "Bhopal" });
    const image = await page.request.get(`/images/${row.photo_id}`);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 400, height: 400 });
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
    await dialog.getByLabel("Work (optional)", { exact: true }).fill("Changed work");
    await dialog.getByLabel("Phone number", { exact: true }).fill(other.fields.phone);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("There was an error updating the profile. Please try again.");
    await expect(dialog.getByText("This phone number is already registered.")).toBeVisible();
    // What was typed stays in the form; the database keeps the old values.
    await expect(dialog.getByLabel("Work (optional)", { exact: true })).toHaveValue("Changed work");
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
