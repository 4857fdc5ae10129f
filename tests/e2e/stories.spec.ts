import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "../support/a11y";
import { baseURL, letters, picture } from "../support/e2e-members";
import { adminOn } from "../support/e2e-safety";

// Its own colour: a member's photo of the same plain picture (photo-choice.spec, shown to everyone) would be the
// same stored photo, still public once the story is unpublished.
const STORY_COLOUR = "#a63";

// Success stories (docs/product-rules.md §34): an administrator adds one on /admin/stories, publishes it,
// visitors read it on the home page and /stories, and it leaves both when unpublished. With JavaScript on and
// off; each test's couple has names nobody else's has, as the two projects run side by side on one server.

const THIS_YEAR = new Date().getFullYear();
const flash = (page: Page) => page.locator(".flash");

/** A new administrator on /admin/stories. */
const adminOnStories = (browser: Browser, javaScriptEnabled: boolean) =>
  adminOn(browser, javaScriptEnabled, "Success stories", "/admin/stories");

async function visitorPage(browser: Browser, javaScriptEnabled: boolean) {
  return (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
}

/** The admin list's section (Drafts or Published) and a story in it. */
const inSection = (page: Page, section: "Drafts" | "Published", names: string) =>
  page
    .getByRole("region", { name: new RegExp(`^${section}`) })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: names, exact: true }) });

test("the administrator adds a story, publishes it for everyone to read, and unpublishes it", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.slow(); // an administrator and a visitor, on a shared 2-core machine
  const names = `Ayesha & Imran ${letters(6)}`;
  const text = `We met here in 2023 <b>and</b> https://example.org\nOur families met twice before the nikah.`;
  const admin = await adminOnStories(browser, javaScriptEnabled);
  await expectAccessible(admin, "the administrator's success stories");

  // First with a year out of range and a photo without the consent: each message at its field, nothing added.
  await admin.getByLabel("Couple's first names").fill(names);
  await admin.getByLabel("City (optional)").fill("Lucknow");
  await admin.getByLabel("Year of the wedding").fill("1999");
  await admin.getByLabel("Their story").fill(text);
  await admin.getByLabel("Photo (optional)").setInputFiles({
    name: "couple.png",
    mimeType: "image/png",
    buffer: await picture(300, 200, STORY_COLOUR),
  });
  await admin.getByRole("button", { name: "Add story" }).click();
  const yearField = admin.getByLabel("Year of the wedding");
  await expect(admin.getByText(`The year must be a whole number from 2000 to ${THIS_YEAR}.`)).toBeVisible();
  await expect(yearField).toHaveAttribute("aria-invalid", "true");
  await expect(yearField).toBeFocused();
  await expect(admin.getByText("Please confirm that both of them agreed to show this photo.")).toBeVisible();
  await expect(admin.getByLabel("Couple's first names")).toHaveValue(names);
  await expect(inSection(admin, "Drafts", names)).toHaveCount(0);
  await expectAccessible(admin, "the story form with its errors");

  // Corrected (a file input is never refilled by the page: the photo is chosen again).
  await yearField.fill("2024");
  await admin.getByLabel("Photo (optional)").setInputFiles({
    name: "couple.png",
    mimeType: "image/png",
    buffer: await picture(300, 200, STORY_COLOUR),
  });
  await admin.getByLabel("Both of them agreed to show this photo").check();
  await admin.getByRole("button", { name: "Add story" }).click();
  await expect(flash(admin)).toHaveText("Story added as a draft: publish it when it is ready.");
  const draft = inSection(admin, "Drafts", names);
  await expect(draft).toContainText("Lucknow, 2024 · Draft: not shown to anyone");
  await expect(draft).toContainText("Photo shown with both members' consent, recorded");
  await expect(admin.getByLabel("Couple's first names")).toHaveValue("");

  // A draft is nobody's to read.
  const visitor = await visitorPage(browser, javaScriptEnabled);
  await visitor.goto("/stories");
  await expect(visitor.getByText(names)).toHaveCount(0);

  await draft.getByRole("button", { name: `Publish the story of ${names}` }).click();
  await expect(flash(admin)).toHaveText("Story published: it shows on the home page and Success stories.");
  await expect(inSection(admin, "Published", names)).toHaveCount(1);

  // The visitor reads it on the home page, then on /stories: the text as written, the photo for everyone.
  await visitor.goto("/");
  const home = visitor.getByRole("region", { name: "Success stories" });
  await expect(home.getByRole("heading", { level: 3, name: names })).toBeVisible();
  await expectAccessible(visitor, "the home page with success stories");
  await home.getByRole("link", { name: "Read more stories" }).click();
  await expect(visitor).toHaveURL(`${baseURL}/stories`);
  const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { level: 2, name: names }) });
  await expect(card).toContainText("Lucknow, 2024");
  await expect(card.locator(".story__text")).toHaveText(text);
  await expect(card.locator("b, a")).toHaveCount(0);
  const photo = card.getByRole("img", { name: names });
  const src = (await photo.getAttribute("src"))!;
  const served = await visitor.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  await expectAccessible(visitor, "the success stories");

  await inSection(admin, "Published", names)
    .getByRole("button", { name: `Unpublish the story of ${names}` })
    .click();
  await expect(flash(admin)).toHaveText("Story unpublished: it is back with the drafts.");
  await expect(inSection(admin, "Drafts", names)).toHaveCount(1);
  await visitor.goto("/stories");
  await expect(visitor.getByText(names)).toHaveCount(0);
  await visitor.goto("/");
  await expect(visitor.getByText(names)).toHaveCount(0);
  expect((await visitor.request.get(src)).status()).toBe(404);
});

test("the administrator edits a story and removes it after confirming", async ({ browser, javaScriptEnabled }) => {
  test.slow(); // an administrator's whole round, on a shared 2-core machine
  const names = `Sana & Faiz ${letters(6)}`;
  const admin = await adminOnStories(browser, javaScriptEnabled);
  await admin.getByLabel("Couple's first names").fill(names);
  await admin.getByLabel("Year of the wedding").fill(String(THIS_YEAR));
  await admin.getByLabel("Their story").fill("Our parents found each other here first.");
  await admin.getByRole("button", { name: "Add story" }).click();
  await expect(flash(admin)).toHaveText("Story added as a draft: publish it when it is ready.");

  await inSection(admin, "Drafts", names)
    .getByRole("link", { name: `Edit the story of ${names}` })
    .click();
  const form = admin.getByRole("form", { name: `Edit the story of ${names}` });
  await expect(form.getByLabel("Their story")).toHaveValue("Our parents found each other here first.");
  await form.getByLabel("Their story").fill("");
  await form.getByRole("button", { name: "Save story" }).click();
  await expect(form.getByText("Please write the story.")).toBeVisible();
  await form.getByLabel("Their story").fill("Our parents found each other here first, then we did.");
  await form.getByRole("button", { name: "Save story" }).click();
  await expect(flash(admin)).toHaveText("Story saved.");
  await expect(inSection(admin, "Drafts", names)).toContainText("then we did.");

  await inSection(admin, "Drafts", names)
    .getByRole("link", { name: `Remove the story of ${names}` })
    .click();
  const dialog = admin.getByRole("dialog", { name: `Remove the story of ${names}?` });
  await dialog.getByRole("link", { name: "Keep the story" }).click();
  await expect(dialog).toHaveCount(0);
  await inSection(admin, "Drafts", names)
    .getByRole("link", { name: `Remove the story of ${names}` })
    .click();
  await dialog.getByRole("button", { name: "Remove the story" }).click();
  await expect(flash(admin)).toHaveText("Story removed.");
  await expect(admin.getByText(names)).toHaveCount(0);
});
