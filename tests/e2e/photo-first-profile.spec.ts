import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { test } from "../support/a11y";
import { queryDb, writeDb } from "../support/db";
import { baseURL, logInOn, newMember, picture, type Member } from "../support/e2e-members";
import { switchTo } from "../support/language-switch";

// Photo first (docs/product-rules.md §27a): another member's profile at 360x640 opens on her photo at least 240px
// wide (or the avatar as wide), says when she was last active by the day and how the two fit both ways, keeps
// Connect and Save in reach above the phone bar, and shows her other photos to exactly those who may see her main
// one. In English, Hindi and Urdu, with JavaScript on and off.

const PHONE = { width: 360, height: 640 };
let shade = 0;
/** A picture of this test's own colour: photos are stored once by content. */
const ownPicture = async () => {
  shade += 1;
  const colour = `#${((Date.now() * 7 + shade * 0x3d5a7) & 0xffffff).toString(16).padStart(6, "0")}`;
  return { bytes: await picture(300, 300, colour), name: "me.png", type: "image/png" };
};

/** The day before today in India, as the last-active column keeps it (YYYY-MM-DD). */
const yesterdayInIndia = () =>
  new Date(Date.now() - 24 * 60 * 60 * 1000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

/** Logged in on a 360x640 phone: on the home page, with the login's welcome. */
async function onPhone(browser: Browser, who: Member, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE });
  const page = await context.newPage();
  await logInOn(page, who);
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
  await expect(page.locator(".flash")).toContainText("Login Successful!");
  return page;
}

const unqIdOf = (member: Member) =>
  queryDb<{ unq_id: number }>(E2E_DATA_DIR, "select unq_id from members where public_id = ?", member.id)[0].unq_id;

/** Partner preferences written as /preferences saves them (lists as "|a|b|"). */
function setPreferences(
  member: Member,
  preferences: { ageFrom?: number; ageTo?: number; maslaks?: string; education?: string },
) {
  writeDb(
    E2E_DATA_DIR,
    `insert into partner_preferences (member_unq_id, age_from, age_to, maslaks, education_level_from, set_count,
      updated_at) values (?, ?, ?, ?, ?, ?, 1)`,
    unqIdOf(member),
    preferences.ageFrom ?? null,
    preferences.ageTo ?? null,
    preferences.maslaks ?? null,
    preferences.education ?? null,
    [preferences.ageFrom ?? preferences.ageTo, preferences.maslaks, preferences.education].filter(Boolean).length,
  );
}

/** The member adds a photo on My photos (a multipart POST, with JavaScript or without) and sees it there. */
async function addPhoto(page: Page) {
  await page.goto("/userProfile/photos");
  const { bytes, name, type } = await ownPicture();
  await page.getByLabel("Add a photo").setInputFiles({ name, mimeType: type, buffer: Buffer.from(bytes) });
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.locator(".flash")).toContainText("Photo added.");
  await expect(page.getByRole("img", { name: "Photo 2" })).toBeVisible();
}

const mainPhoto = (page: Page) => page.locator(".profile-head__main-photo");

async function expectWideMainPhoto(page: Page) {
  await expect(mainPhoto(page)).toBeVisible();
  const box = await mainPhoto(page).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(240);
}

/** The action bar is on screen above the phone bar, not under it. */
async function expectActionsInReach(page: Page, connect: string) {
  const button = page.locator(".profile-head__actions").getByRole("button", { name: connect });
  await expect(button).toBeInViewport();
  const [actions, bar] = await Promise.all([
    page.locator(".profile-head__actions").boundingBox(),
    page.locator(".quick-bar__links").boundingBox(),
  ]);
  expect(actions!.y + actions!.height).toBeLessThanOrEqual(bar!.y + 1);
}

test("a profile opens on her photo, her other photos, the fit both ways and when she was last active", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const her = await newMember("Female", { maslak: "Deobandi", educationLevel: "Graduate" }, await ownPicture());
  const him = await newMember("Male", { maslak: "Barelvi" });
  setPreferences(him, { ageFrom: 20, ageTo: 30, maslaks: "|Deobandi|", education: "Doctorate" });
  setPreferences(her, { ageFrom: 25, ageTo: 35, maslaks: "|Shia|" });

  const hers = await onPhone(browser, her, javaScriptEnabled);
  await addPhoto(hers);
  await hers.context().close();
  writeDb(E2E_DATA_DIR, "update members set last_active_on = ? where public_id = ?", yesterdayInIndia(), her.id);

  const page = await onPhone(browser, him, javaScriptEnabled);
  await page.goto(`/InnerProfile/${her.id}`);
  await expectWideMainPhoto(page);
  await expect(page.getByRole("list", { name: "Photos" }).getByRole("img")).toHaveCount(1);
  await expect(page.getByText("Active yesterday", { exact: true })).toBeVisible();
  const fit = page.getByRole("region", { name: "How you match" });
  await expect(fit).toContainText("She fits 2 of your 3 preferences");
  await expect(fit.getByRole("listitem")).toHaveText([
    "Age ✓: fits",
    "Maslak ✓: fits",
    "Education ✗: does not fit",
    "Age ✓: fits",
    "Maslak ✗: does not fit",
  ]);
  await expect(fit).toContainText("You fit 1 of her 2 preferences");
  await expectActionsInReach(page, "Connect Now");
  // Scrolled to the foot of the page, Connect is still in reach.
  await page.locator(".site-footer").scrollIntoViewIfNeeded();
  await expectActionsInReach(page, "Connect Now");
  await expectAccessible(page, "a profile, photo first (English)");

  await switchTo(page, "हिन्दी");
  await expect(page.getByText("ये आपकी 3 पसंदों में से 2 पर पूरी उतरती हैं")).toBeVisible();
  await expect(page.getByText("आप इनकी 2 पसंदों में से 1 पर पूरे उतरते हैं")).toBeVisible();
  await expect(page.getByText("कल सक्रिय", { exact: true })).toBeVisible();
  await expectWideMainPhoto(page);
  await expectAccessible(page, "a profile, photo first (Hindi)");

  await switchTo(page, "اردو");
  await expect(page.getByText("یہ آپ کی 3 پسندوں میں سے 2 پر پوری اترتی ہیں")).toBeVisible();
  await expect(page.getByText("کل سرگرم", { exact: true })).toBeVisible();
  await expectWideMainPhoto(page);
  await expectAccessible(page, "a profile, photo first (Urdu)");
  await switchTo(page, "English");
});

test("a photo kept to connections: the avatar as large, no gallery, and its other photo's address answers 404", async ({
  browser,
  javaScriptEnabled,
  request,
}) => {
  const her = await newMember("Female", {}, await ownPicture());
  const stranger = await newMember("Male");
  const hers = await onPhone(browser, her, javaScriptEnabled);
  await addPhoto(hers);
  await hers.context().close();
  const [extra] = queryDb<{ photo_id: string }>(
    E2E_DATA_DIR,
    "select photo_id from member_photos where member_unq_id = ?",
    unqIdOf(her),
  );

  // Members only (the default): a visitor gets neither address of her other photo.
  for (const address of [`/images/${extra.photo_id}`, `/images/${extra.photo_id}-private`])
    expect((await request.get(`${baseURL}${address}`)).status()).toBe(404);

  writeDb(E2E_DATA_DIR, "update members set photo_visibility = 'connections' where public_id = ?", her.id);
  const page = await onPhone(browser, stranger, javaScriptEnabled);
  await page.goto(`/InnerProfile/${her.id}`);
  await expectWideMainPhoto(page);
  await expect(mainPhoto(page)).toHaveAttribute("src", "/avatar-default.svg");
  await expect(page.getByText("Photo visible after connecting")).toBeVisible();
  await expect(page.getByRole("list", { name: "Photos" })).toHaveCount(0);
  expect(await page.content()).not.toContain(extra.photo_id);
  // Signed in, but not her connection: her other photo's address answers 404 to him too.
  expect((await page.request.get(`/images/${extra.photo_id}-private`)).status()).toBe(404);
  expect((await page.request.get(`/images/${extra.photo_id}-private?w=200`)).status()).toBe(404);
});

test("a profile without a photo opens on the avatar at least 240px wide", async ({ browser, javaScriptEnabled }) => {
  const her = await newMember("Female");
  const him = await newMember("Male");
  const page = await onPhone(browser, him, javaScriptEnabled);
  await page.goto(`/InnerProfile/${her.id}`);
  await expectWideMainPhoto(page);
  await expect(mainPhoto(page)).toHaveAttribute("src", "/avatar-default.svg");
  // Never seen active since the day was first kept: nothing is said.
  await expect(page.getByText(/^Active /)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "How you match" })).toContainText(
    "You have not set your partner preferences.",
  );
});
