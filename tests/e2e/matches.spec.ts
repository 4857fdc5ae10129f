import { expect, test, type Page } from "@playwright/test";
import { connectByApi } from "../support/api-connections";
import { baseURL, letters, loggedIn, newMember } from "../support/e2e-members";
import { dobForAge } from "../support/members";

// Partner preferences and matches (docs/product-rules.md §24-25), with JavaScript on and off. The women are
// 53 and live in a town of this test's own: no other test's member fits this man's preferences as they do.

const AGE = 53;
const woman = (city: string, state: string) =>
  newMember("Female", { age: String(AGE), dob: dobForAge(AGE), city, state, maritalstatus: "Unmarried" });

/** The names on the matches page, in order, with each card's reason. */
const cardsOn = async (page: Page) =>
  page.locator(".match").evaluateAll((cards) =>
    cards.map((card) => ({
      name: card.querySelector("h2")?.firstChild?.textContent ?? "",
      reason: card.querySelector(".match__reason")?.textContent ?? "",
    })),
  );

test("a member sets preferences and sees matches ranked by them, with the reason and without connections", async ({
  browser,
  javaScriptEnabled,
}) => {
  const town = `Mirganj ${letters(6)}`;
  const man = await newMember("Male", { age: "55", dob: dobForAge(55) });
  const fits = await woman(town, "Bihar");
  const halfFits = await woman("Delhi", "Delhi"); // newer: without preferences she would come first
  const connected = await woman(town, "Bihar");
  await connectByApi(man, connected);

  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Matches" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Matches for you" })).toBeVisible();
  await page.getByRole("link", { name: "Set my preferences" }).click();

  await expect(page).toHaveURL(`${baseURL}/preferences`);
  const ageGroup = page.getByRole("group", { name: "Age (years)" });
  await ageGroup.getByLabel("From").fill("52");
  await ageGroup.getByLabel("To").fill("54");
  await page.getByRole("group", { name: "Marital status" }).getByLabel("Never Married").check();
  await page.getByLabel("Cities or states (comma-separated)").fill(town.toUpperCase());
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Your preferences are saved");

  await page.reload();
  await expect(ageGroup.getByLabel("From")).toHaveValue("52");
  await expect(ageGroup.getByLabel("To")).toHaveValue("54");
  await expect(page.getByRole("group", { name: "Marital status" }).getByLabel("Never Married")).toBeChecked();
  await expect(page.getByRole("group", { name: "Marital status" }).getByLabel("Divorced")).not.toBeChecked();
  await expect(page.getByLabel("Cities or states (comma-separated)")).toHaveValue(town); // as the member spells it

  await page.goto("/matches");
  await expect(page.getByRole("link", { name: "Change my preferences" })).toBeVisible();
  const cards = await cardsOn(page);
  const names = cards.map((card) => card.name);
  expect(names[0]).toBe(fits.fields.fullName);
  expect(cards[0].reason).toBe("Fits all 3 of your preferences; they have not set preferences");
  const half = cards.find((card) => card.name === halfFits.fields.fullName);
  expect(half?.reason).toBe("Fits 2 of your 3 preferences; they have not set preferences");
  expect(names.indexOf(halfFits.fields.fullName)).toBeGreaterThan(0);
  expect(names).not.toContain(connected.fields.fullName);
});

test("a refused preference says why, keeps what was typed and saves nothing", async ({
  browser,
  javaScriptEnabled,
}) => {
  const man = await newMember("Male");
  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.goto("/preferences");
  const ageGroup = page.getByRole("group", { name: "Age (years)" });
  await ageGroup.getByLabel("From").fill("40");
  await ageGroup.getByLabel("To").fill("30");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("The highest age must not be below the lowest")).toBeVisible();
  await expect(ageGroup.getByLabel("From")).toHaveValue("40");
  await page.goto("/preferences");
  await expect(ageGroup.getByLabel("From")).toHaveValue("");
});

test("visitors are sent to log in", async ({ page }) => {
  await page.goto("/matches");
  await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Fmatches`);
  await page.goto("/preferences");
  await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Fpreferences`);
});
