import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { baseURL, letters, loggedIn, logInOn, newMember, picture, type Member } from "../support/e2e-members";

// The listing's cards (issue 19, docs/product-rules.md §2, §11): on a phone a compact row, so that a member
// sees five cards or more at once on a 360x640 screen; on a desktop a grid; photos offered as the 200 and
// 400 renditions, the browser choosing by the screen. The server is seeded with 40 demo members.

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const cards = (page: Page) => page.locator(".profile-card");

/**
 * Scrolls the first card to the top of the screen, then counts the cards wholly on the screen: above the phone
 * bar, which stays at the bottom and covers what lies under it. Each counted card's facts must lie inside the
 * card (none pushed out or cut), so a card cannot be made to fit by losing what it should show.
 */
async function cardsWhollyOnScreen(page: Page): Promise<number> {
  await cards(page).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector(".profile-card")!.scrollIntoView({ block: "start" }));
  return page.evaluate(() => {
    const bar = document.querySelector(".quick-bar");
    const barTop = bar && bar.getBoundingClientRect().height > 0 ? bar.getBoundingClientRect().top : innerHeight;
    const bottom = Math.min(innerHeight, barTop);
    const inside = (inner: DOMRect, outer: { top: number; bottom: number; left: number; right: number }) =>
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5 &&
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5;
    return Array.from(document.querySelectorAll(".profile-card")).filter((card) => {
      const box = card.getBoundingClientRect();
      const onScreen = inside(box, { top: 0, bottom, left: 0, right: innerWidth });
      const factsInside = Array.from(card.querySelectorAll("h2, dd, img")).every((part) =>
        inside(part.getBoundingClientRect(), box),
      );
      return onScreen && factsInside;
    }).length;
  });
}

/**
 * A member logged in on a phone. (loggedIn checks the desktop menu, which a phone does not show; here the
 * login's landing on the home page is the sign.)
 */
async function onPhone(browser: Browser, who: Member, javaScriptEnabled: boolean, deviceScaleFactor = 1) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE, deviceScaleFactor });
  const page = await context.newPage();
  await logInOn(page, who);
  await expect(page).toHaveURL(`${baseURL}/`);
  return page;
}

/** How many columns the first row of cards makes: the cards sharing the first card's top. */
async function columnsOfFirstRow(page: Page): Promise<number> {
  const boxes = await cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON()));
  return boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1).length;
}

/** The photo the browser chose for an image (its srcset and sizes at this screen), fetched as the page would. */
async function chosenPhoto(page: Page, image: Locator) {
  // The first request for a rendition makes it (sharp); on a loaded 2-core machine a page of twelve takes a while.
  await expect(image).toHaveJSProperty("complete", true, { timeout: 30_000 });
  const url: string = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return { url, meta: await sharp(await response.body()).metadata() };
}

test("on a 360x640 phone a member's listing shows five cards or more whole on the screen", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Male");
  const page = await onPhone(browser, member, javaScriptEnabled);
  await page.goto("/profilePage");
  await expect(cards(page)).toHaveCount(12);
  // Every fact is still there, read with its label: the compact card hides nothing from a screen reader. (A card
  // of a member who gave every fact: members other specs make have only the short signup's, newest first.)
  const full = cards(page).filter({ has: page.locator("dt", { hasText: "Height" }) });
  await expect(full.first().locator("dt")).toHaveText([
    "Age",
    "Height",
    "Place",
    "Education",
    "Work",
    "User ID",
    "Marital status",
  ]);
  await expect(
    cards(page)
      .first()
      .getByRole("button", { name: /^Save / }),
  ).toBeVisible();
  expect(await cardsWhollyOnScreen(page)).toBeGreaterThanOrEqual(5);
  await page.context().close();
});

test("on a 360x640 phone a visitor's listing shows five cards or more whole on the screen", async ({
  browser,
  javaScriptEnabled,
}) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/profilePage");
  await expect(cards(page)).toHaveCount(12);
  expect(await cardsWhollyOnScreen(page)).toBeGreaterThanOrEqual(5);
  await context.close();
});

test("on a desktop the cards are a grid of several columns", async ({ browser, javaScriptEnabled }) => {
  const member = await newMember("Female");
  const page = await loggedIn(browser, member, javaScriptEnabled, { viewport: DESKTOP });
  await page.goto("/profilePage");
  await expect(cards(page)).toHaveCount(12);
  expect(await columnsOfFirstRow(page)).toBeGreaterThanOrEqual(2);
  await page.context().close();
});

test("card photos offer the 200 and 400 renditions; the phone takes one as sharp as its screen", async ({
  browser,
  javaScriptEnabled,
}) => {
  // A bride with a photo of her own, in a town of her own so that the search finds her card alone: by the time
  // this runs, other tests' members (most without a photo) may fill the listing's first page.
  const town = `Photo${letters(8)}`;
  const bytes = await picture(600, 600);
  await newMember("Female", { city: town }, { bytes, name: "bride.png", type: "image/png" });
  const member = await newMember("Male");
  // A phone with a dense screen: 88 CSS pixels are 264 device pixels, so the 400 rendition.
  const page = await onPhone(browser, member, javaScriptEnabled, 3);
  await page.goto(`/profilePage?place=${town}`);
  await expect(cards(page)).toHaveCount(1);
  const image = cards(page).locator('img[src^="/images/"]');
  const src = (await image.getAttribute("src"))!;
  const photo = src.replace(/\?w=\d+$/, "");
  // Members only by default: linked by its private address (docs/decisions/027).
  expect(photo).toMatch(/^\/images\/[0-9a-f]{32}-private$/);
  await expect(image).toHaveAttribute("srcset", `${photo}?w=200 200w, ${photo}?w=400 400w`);
  await expect(image).toHaveAttribute("sizes", /88px$/);
  // The size is known before the photo arrives, so nothing moves when it does.
  await expect(image).toHaveAttribute("width", "88");
  await expect(image).toHaveAttribute("height", "88");
  const chosen = await chosenPhoto(page, image);
  expect(chosen.url).toMatch(/\?w=400$/);
  expect(chosen.meta).toMatchObject({ format: "webp", width: 400, height: 400 });
  // The small rendition is a true 200x200 square, not the large one sent again.
  const small = await page.request.get(`${photo}?w=200`);
  expect(await sharp(await small.body()).metadata()).toMatchObject({ format: "webp", width: 200, height: 200 });
  await page.context().close();
});
