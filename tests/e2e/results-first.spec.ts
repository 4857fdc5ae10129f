import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { test } from "../support/a11y";
import { queryDb } from "../support/db";
import { baseURL, letters, logInOn, newMember, type Member } from "../support/e2e-members";
import { switchTo } from "../support/language-switch";
import { dobForAge } from "../support/members";
import { translations } from "../support/translated";

// Results first (issue 40): on a 360x640 phone a search shows its results at once, the filters behind a
// "Filters (N)" button that is closed after a search, the active filters as chips that each remove one; an empty
// result names the filter to widen and never says "successfully"; match and search cards carry Connect, which
// sends a request with JavaScript on and off; on /matches a missing preference is said once. In English, Hindi
// and Urdu. Each test's women live in a town of its own, so only they answer its search.

const PHONE = { width: 360, height: 640 };
const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "hi", name: "हिन्दी" },
  { code: "ur", name: "اردو" },
] as const;

const cardOf = (page: Page, who: Member) =>
  page.locator(".profile-card").filter({ has: page.getByRole("heading", { name: who.fields.fullName }) });
const panel = (page: Page) => page.locator("details.filters-panel");
const chips = (page: Page) => page.locator(".search-chips a:not(.search-chip--clear)");
const woman = (town: string, age: number) =>
  newMember("Female", { age: String(age), dob: dobForAge(age), city: town, state: "Bihar" });

/** A member logged in on a 360x640 phone, the page in `language`. */
async function onPhone(browser: Browser, who: Member, javaScriptEnabled: boolean, language = "English") {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE });
  const page = await context.newPage();
  await logInOn(page, who);
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
  if (language !== "English") {
    await switchTo(page, language);
    await expect(page.locator("html")).toHaveAttribute("lang", language === "اردو" ? "ur" : "hi");
  }
  return page;
}

for (const language of LANGUAGES) {
  test(`in ${language.name} a phone shows the first card on the first screen; chips remove a filter each`, async ({
    browser,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const { key } = translations(language.code);
    const town = `Sonbarsa ${letters(6)}`;
    const [younger, older] = [await woman(town, 26), await woman(town, 31)];
    const page = await onPhone(browser, await newMember("Male"), javaScriptEnabled, language.name);
    await page.goto("/profilePage");
    // Results first: the form is closed; its button opens it.
    await expect(panel(page)).not.toHaveAttribute("open");
    await expect(page.locator("#filter-place")).toBeHidden();
    await panel(page).locator("summary").click();
    await page.locator("#filter-place").fill(town);
    await page.locator("#filter-ageFrom").fill("25");
    await page.locator("#filter-ageTo").fill("28");
    await page.locator(".filters__actions button[type=submit]").click();

    await expect(page).toHaveURL((url) => url.searchParams.get("ageTo") === "28");
    await expect(cardOf(page, younger)).toBeVisible();
    await expect(cardOf(page, older)).toHaveCount(0);
    // The panel closed after the search, its button counting the filters; the first card on the first screen.
    await expect(panel(page)).not.toHaveAttribute("open");
    await expect(panel(page).locator("summary")).toHaveText(key("profiles", "searchFilters.toggleCount", { n: 2 }));
    const first = await page.locator(".profile-card").first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.height);
    await expect(page.locator(".profile-card").first()).toBeInViewport();
    // The card carries Save and Connect.
    await expect(cardOf(page, younger).locator(".save-form button")).toBeVisible();
    await expect(
      cardOf(page, younger).getByRole("button", {
        name: `${key("profiles", "cardConnect.connect")} ${younger.fields.fullName}`,
      }),
    ).toBeVisible();
    await expectAccessible(page, `a search's results in ${language.name}`);
    // A match card carries them too.
    await page.goto("/matches");
    const match = page.locator(".match").first();
    await expect(match.locator(".save-form button")).toBeVisible();
    await expect(
      match.getByRole("button", { name: new RegExp(`^${key("profiles", "cardConnect.connect")} `) }),
    ).toBeVisible();
    await page.goto(`/profilePage?place=${encodeURIComponent(town)}&ageFrom=25&ageTo=28`);

    // Two chips, the place and the age range; the age's leads to the same search without it.
    await expect(chips(page)).toHaveCount(2);
    const age = chips(page).filter({ hasText: key("profiles", "searchChips.age") });
    await expect(age).toContainText("25–28");
    await age.click();
    await expect(page).toHaveURL((url) => [...url.searchParams.keys()].join() === "place");
    await expect(cardOf(page, older)).toBeVisible();
    await expect(cardOf(page, younger)).toBeVisible();
    await expect(chips(page)).toHaveCount(1);
    await expect(panel(page).locator("summary")).toHaveText(key("profiles", "searchFilters.toggleCount", { n: 1 }));
    // "Clear all" leads to the listing without filters.
    await page.locator(".search-chip--clear").click();
    await expect(page).toHaveURL(`${baseURL}/profilePage`);
    await expect(chips(page)).toHaveCount(0);
    await expect(panel(page).locator("summary")).toHaveText(key("profiles", "searchFilters.toggle"));
    await page.context().close();
  });

  test(`in ${language.name} an empty search names the filter to widen; a refused value opens the panel`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const { key } = translations(language.code);
    const town = `Dumraon ${letters(6)}`;
    await woman(town, 30);
    const page = await onPhone(browser, await newMember("Male"), javaScriptEnabled, language.name);
    await page.goto(`/profilePage?place=${encodeURIComponent(town)}&ageFrom=60&ageTo=70`);
    await expect(page.locator(".empty")).toHaveText(
      key("profiles", "noResults.widenIt_one", { filter: key("profiles", "noResults.filter.age"), count: 1 }),
    );
    await expect(page.locator(".listing-summary")).toHaveText(key("profiles", "listing.count_other", { count: 0 }));
    await expect(page.locator("main")).not.toContainText(key("profiles", "listing.filtersApplied"));
    await expect(panel(page)).not.toHaveAttribute("open");

    // A refused value: the panel is open and the field's message shows beside it.
    await page.goto("/profilePage?ageFrom=abc");
    await expect(panel(page)).toHaveAttribute("open");
    await expect(page.locator("#filter-ageFrom-error")).toBeVisible();
    await expect(page.locator("#filter-ageFrom-error")).not.toBeEmpty();
    await page.context().close();
  });
}

test("Connect on a search card sends a request, the card says so; she finds it and accepts it from his card", async ({
  browser,
  javaScriptEnabled,
}) => {
  const town = `Raxaul ${letters(6)}`;
  const her = await woman(town, 27);
  const man = await newMember("Male");
  const page = await onPhone(browser, man, javaScriptEnabled);
  const search = `/profilePage?place=${encodeURIComponent(town)}`;
  await page.goto(search);
  await cardOf(page, her)
    .getByRole("button", { name: `Connect ${her.fields.fullName}` })
    .click();
  await expect(page.locator(".flash")).toHaveText("Connection request sent successfully!");
  // Back on the same search, at her card.
  await expect(page).toHaveURL((url) => url.pathname === "/profilePage" && url.searchParams.get("place") === town);
  await expect(cardOf(page, her).locator(".card-connect")).toHaveText("Request Sent");
  await expect(cardOf(page, her).getByRole("button", { name: /^Connect / })).toHaveCount(0);
  await page.reload();
  await expect(cardOf(page, her).locator(".card-connect")).toHaveText("Request Sent");

  const hers = await onPhone(browser, her, javaScriptEnabled);
  await hers.goto("/ConnectionReq");
  await expect(hers.getByRole("main")).toContainText(man.fields.fullName);
  // His card on her search offers Accept, which connects them.
  const [{ unq_id: his }] = queryDb<{ unq_id: number }>(
    E2E_DATA_DIR,
    "select unq_id from members where public_id = ?",
    man.id,
  );
  await hers.goto(`/profilePage?unqId=MMR00${his}`);
  await cardOf(hers, man)
    .getByRole("button", { name: `Accept ${man.fields.fullName}` })
    .click();
  await expect(hers.locator(".flash")).toHaveText("Connection request accepted.");
  await expect(cardOf(hers, man).locator(".card-connect")).toHaveText("Connected");
  await page.reload();
  await expect(cardOf(page, her).locator(".card-connect")).toHaveText("Connected");
  await page.context().close();
  await hers.context().close();
});

test("on /matches without preferences the note is said once; a match card's Connect sends a request", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const man = await newMember("Male");
  const her = await woman(`Bettiah ${letters(6)}`, 28); // the newest: first among equal fits
  const page = await onPhone(browser, man, javaScriptEnabled);
  await page.goto("/matches");
  await expect(page.getByRole("link", { name: "Set my preferences" })).toHaveCount(1);
  const reasons = page.locator(".match__reason");
  await expect(reasons.first()).toBeVisible();
  for (const reason of await reasons.allTextContents()) expect(reason).not.toContain("You have not set preferences");
  const match = page.locator(".match").filter({ has: page.getByRole("heading", { name: her.fields.fullName }) });
  await expect(match.locator(".match__reason")).toHaveText("They have not set preferences");
  await expect(match.locator(".save-form button")).toBeVisible();
  await expectAccessible(page, "the matches without preferences");

  await match.getByRole("button", { name: `Connect ${her.fields.fullName}` }).click();
  await expect(page.locator(".flash")).toHaveText("Connection request sent successfully!");
  await expect(page).toHaveURL((url) => url.pathname === "/matches");
  await expect(match.locator(".card-connect")).toHaveText("Request Sent");

  const hers = await onPhone(browser, her, javaScriptEnabled);
  await hers.goto("/ConnectionReq");
  await expect(hers.getByRole("main")).toContainText(man.fields.fullName);
  await page.context().close();
  await hers.context().close();
});
