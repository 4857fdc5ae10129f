import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_DATA_DIR } from "../../playwright.config";
import { test } from "../support/a11y";
import { queryDb } from "../support/db";
import { loggedIn, newMember, picture, type Member } from "../support/e2e-members";

// The photo where it is chosen (issue 39, item 2; docs/product-rules.md §11, §27), on a phone's screen, with
// JavaScript on and off (the two projects): who may see it is asked right there, members only at first; with
// JavaScript a camera's big photo is made small in the browser and a PDF refused before anything is sent;
// without it the server's refusal is shown beside the field, the other values as typed, nothing saved.

const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE });

const TOO_BIG = "The photo must be 5 MB or smaller.";
const NOT_AN_IMAGE = "Please choose an image file (JPEG, PNG, WebP or GIF).";
const A_PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const exactly = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A camera's photo: 12 megapixels of fine detail, about 9.5 MB as a JPEG. */
const cameraPhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 94 })
    .toBuffer();

/** Logged in (the main menu's links are checked on a desktop's width), then on a phone's screen. */
async function onPhone(browser: Browser, member: Member, javaScriptEnabled: boolean) {
  const page = await loggedIn(browser, member, javaScriptEnabled, { viewport: { width: 1280, height: 800 } });
  await page.setViewportSize(PHONE);
  return page;
}

/** Opens Edit Profile from the member's own page by its link (with JavaScript, its code loads at once). */
async function openEditProfile(page: Page) {
  await page.goto("/userProfile");
  await page.getByRole("link", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog.getByLabel("Full name", { exact: true })).toBeVisible();
  return dialog;
}

const saveButton = (dialog: Locator) => dialog.getByRole("button", { name: "Save", exact: true });

/** What the member's row holds: the photo, who may see it, and a field the test types. */
const stored = (member: Member) =>
  queryDb<{ photoId: string | null; visibility: string; working: string | null }>(
    E2E_DATA_DIR,
    "select photo_id as photoId, photo_visibility as visibility, working from members where public_id = ?",
    member.id,
  )[0];

/** The bodies the page POSTs. */
function postedBodies(page: Page): Buffer[] {
  const bodies: Buffer[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") bodies.push(request.postDataBuffer()!);
  });
  return bodies;
}

/**
 * A new member on a phone types a work in Edit Profile and chooses `file` as the photo: the member, their row
 * before, the page, the dialog, the photo field, and the bodies the page POSTs from then on.
 */
async function chooseInEditProfile(
  browser: Browser,
  javaScriptEnabled: boolean,
  work: string,
  file: Parameters<Locator["setInputFiles"]>[0],
) {
  const member = await newMember("Female");
  const before = stored(member);
  const page = await onPhone(browser, member, javaScriptEnabled);
  const dialog = await openEditProfile(page);
  await dialog.getByLabel("Work (optional)", { exact: true }).fill(work);
  const photo = dialog.getByLabel("Profile picture");
  const posted = postedBodies(page);
  await photo.setInputFiles(file);
  return { member, before, page, dialog, photo, posted };
}

/** Without JavaScript: Save answers 400, with `message` beside the photo field and the work as typed. */
async function expectRefusedBesideField(page: Page, message: string, work: string) {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await saveButton(page.getByRole("dialog", { name: "Edit Profile" })).click();
  expect((await answer).status()).toBe(400);
  const refused = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(refused.getByLabel("Profile picture")).toHaveAccessibleDescription(exactly(message));
  await expect(refused.getByLabel("Profile picture")).toHaveAttribute("aria-invalid", "true");
  await expect(refused.getByRole("alert")).not.toContainText(message);
  await expect(refused.getByLabel("Work (optional)", { exact: true })).toHaveValue(work);
  return refused;
}

test("a camera's 9.5 MB photo: made small before it is sent, or refused beside the field without JavaScript", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.slow(); // a 12-megapixel picture made, sent or read, on a shared 2-core machine
  const big = await cameraPhoto();
  expect(big.length).toBeGreaterThan(8 * 1024 * 1024);
  const camera = { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: big };
  const { member, before, page, dialog, posted } = await chooseInEditProfile(
    browser,
    javaScriptEnabled,
    "Headmistress",
    camera,
  );

  if (javaScriptEnabled) {
    // The 400x400 centre square is in the form at once; the crop editor may move it.
    await expect(dialog.getByRole("group", { name: "Crop the picture" })).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Your profile photo, as it will be saved" })).toHaveAttribute(
      "src",
      /^data:image\/jpeg;base64,/,
    );
    await saveButton(dialog).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
    // One request of a few dozen kilobytes, the square as a data URL: the 9.5 MB file never went up.
    expect(posted).toHaveLength(1);
    expect(posted[0].toString("latin1")).toContain("data:image/jpeg;base64,");
    expect(posted[0].length).toBeLessThan(200 * 1024);
    const saved = stored(member);
    expect(saved).toMatchObject({ working: "Headmistress", visibility: "members" });
    const [{ data }] = queryDb<{ data: Buffer }>(E2E_DATA_DIR, "select data from photos where id = ?", saved.photoId);
    expect(await sharp(data).metadata()).toMatchObject({ width: 400, height: 400 });
    return;
  }

  // Without JavaScript the whole file goes up; the server keeps none of it and says why beside the field.
  const refused = await expectRefusedBesideField(page, TOO_BIG, "Headmistress");
  expect(stored(member)).toEqual(before);
  await expectAccessible(page, "the photo refused beside its field", { once: refused.getByText(TOO_BIG) });
});

test("a PDF is refused beside the photo field, before it is sent with JavaScript; nothing is saved", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const pdf = { name: "biodata.pdf", mimeType: "application/pdf", buffer: A_PDF };
  const { member, before, page, dialog, photo, posted } = await chooseInEditProfile(
    browser,
    javaScriptEnabled,
    "Teacher",
    pdf,
  );

  if (javaScriptEnabled) {
    await expect(photo).toHaveAccessibleDescription(exactly(NOT_AN_IMAGE));
    await expect(photo).toHaveAttribute("aria-invalid", "true");
    await expect(photo).toHaveValue("");
    expect(posted).toEqual([]);
    await expectAccessible(page, "the PDF refused beside the photo field", { once: dialog.getByText(NOT_AN_IMAGE) });
    // A picture chosen next clears the refusal; Cancel drops it, and the profile is saved without a photo.
    await photo.setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await picture(640, 360) });
    await expect(dialog.getByText(NOT_AN_IMAGE)).toHaveCount(0);
    await dialog.getByRole("group", { name: "Crop the picture" }).getByRole("button", { name: "Cancel" }).click();
    await saveButton(dialog).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
    expect(stored(member)).toEqual({ ...before, working: "Teacher" });
    return;
  }

  await expectRefusedBesideField(page, NOT_AN_IMAGE, "Teacher");
  expect(stored(member)).toEqual(before);
});

test("who may see the photo is asked beside it, members only first; a visitor sees it once it is everyone's", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // three browsers' worth of pages
  const owner = await newMember("Female");
  const man = await onPhone(browser, await newMember("Male"), javaScriptEnabled);
  const visitor = await (await browser.newContext({ javaScriptEnabled, viewport: PHONE })).newPage();
  const page = await onPhone(browser, owner, javaScriptEnabled);
  const status = async (viewer: Page, photoId: string) => (await viewer.request.get(`/images/${photoId}`)).status();

  let dialog = await openEditProfile(page);
  await expect(dialog.getByRole("group", { name: "Who can see my photo" })).toBeVisible();
  await expect(dialog.getByLabel("Members only", { exact: true })).toBeChecked();
  await dialog
    .getByLabel("Profile picture")
    .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: await picture(480, 640) });
  if (javaScriptEnabled) {
    const editor = dialog.getByRole("group", { name: "Crop the picture" });
    await editor.getByLabel(/Picture to crop/).press("ArrowDown");
    await editor.getByRole("button", { name: "Save Image" }).click();
    await expect(editor).toHaveCount(0);
  }
  await saveButton(dialog).click();
  await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
  const { photoId, visibility } = stored(owner);
  expect(visibility).toBe("members");
  expect(photoId).not.toBeNull();
  expect(await status(man, photoId!)).toBe(200);
  expect(await status(visitor, photoId!)).toBe(404);
  // The visitor's listing shows the default avatar in its place.
  await visitor.goto("/profilePage");
  await expect(visitor.locator(`img[src*="${photoId}"]`)).toHaveCount(0);

  // The same setting as on /settings: chosen again beside the photo, without a new one.
  dialog = await openEditProfile(page);
  await expect(dialog.getByLabel("Members only", { exact: true })).toBeChecked();
  await dialog.getByLabel("Everyone, visitors included", { exact: true }).check();
  await saveButton(dialog).click();
  await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
  expect(stored(owner)).toMatchObject({ photoId, visibility: "everyone" });
  expect(await status(visitor, photoId!)).toBe(200);
  await page.goto("/settings");
  await expect(page.getByLabel("Everyone, visitors included", { exact: true })).toBeChecked();
  await visitor.context().close();
});
