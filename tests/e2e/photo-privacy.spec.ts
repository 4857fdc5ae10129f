import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, letters, loggedIn, newMember, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { registerWithPhoto } from "../support/original-client";

// Photo visibility and photo requests (docs/product-rules.md §27), with JavaScript on and off: the owner keeps
// her photo to connections, a stranger asks for it, she shows it to him, then revokes it.

const flash = (page: Page) => page.locator(".flash");
const photoStatus = async (page: Page, photoId: string) => (await page.request.get(`/images/${photoId}`)).status();

test("connections only: withheld from a stranger until the owner grants it, and again once she revokes", async ({
  browser,
  javaScriptEnabled,
}) => {
  const owner = await registerWithPhoto(baseURL, E2E_DATA_DIR, {
    gender: "Female",
    fullName: `Ayesha ${letters(6)}`,
    phone: uniquePhone(),
    email: uniqueEmail("e2e"),
  });
  const stranger = await newMember("Male");
  const [{ photoId }] = queryDb<{ photoId: string }>(
    E2E_DATA_DIR,
    "select photo_id as photoId from members where public_id = ?",
    owner.id,
  );
  const ownerPage = await loggedIn(browser, owner, javaScriptEnabled);
  const strangerPage = await loggedIn(browser, stranger, javaScriptEnabled);
  // Members only, the default: the stranger sees it.
  expect(await photoStatus(strangerPage, photoId)).toBe(200);

  // The owner keeps it to her connections.
  await ownerPage.goto("/userProfile");
  await ownerPage.getByRole("link", { name: "Privacy settings" }).click();
  await expect(ownerPage.getByRole("heading", { name: "Privacy settings", level: 1 })).toBeVisible();
  await expect(ownerPage.getByLabel("Members only")).toBeChecked();
  await ownerPage.getByLabel("My connections only").check();
  await ownerPage.getByRole("button", { name: "Save" }).click();
  await expect(flash(ownerPage)).toHaveText("Photo visibility saved.");
  await expect(ownerPage.getByLabel("My connections only")).toBeChecked();

  // The stranger sees the default avatar and why; the photo's address answers 404 to him.
  await strangerPage.goto(`/InnerProfile/${owner.id}`);
  await expect(strangerPage.getByText("Photo visible after connecting")).toBeVisible();
  await expect(strangerPage.locator(`img[src*="${photoId}"]`)).toHaveCount(0);
  await expect(strangerPage.locator('img[src="/avatar-default.svg"]')).toHaveCount(1);
  expect(await photoStatus(strangerPage, photoId)).toBe(404);

  await strangerPage.getByRole("button", { name: "Request photo" }).click();
  if (!javaScriptEnabled) await expect(flash(strangerPage)).toHaveText("Photo request sent.");
  await expect(strangerPage.getByRole("button", { name: "Photo requested" })).toBeDisabled();
  await strangerPage.reload();
  await expect(strangerPage.getByRole("button", { name: "Photo requested" })).toBeDisabled();

  // The owner shows it to him.
  await ownerPage.goto("/settings");
  const name = stranger.fields.fullName;
  await ownerPage.getByRole("button", { name: `Show my photo (${name})` }).click();
  await expect(flash(ownerPage)).toHaveText("They can now see your photo.");
  await expect(ownerPage.getByRole("button", { name: `Revoke (${name})` })).toBeVisible();

  await strangerPage.goto(`/InnerProfile/${owner.id}`);
  await expect(strangerPage.locator(`img[src*="${photoId}"]`)).toHaveCount(1);
  await expect(strangerPage.getByText("Photo visible after connecting")).toHaveCount(0);
  expect(await photoStatus(strangerPage, photoId)).toBe(200);

  // And takes it back.
  await ownerPage.getByRole("button", { name: `Revoke (${name})` }).click();
  await expect(flash(ownerPage)).toHaveText("They can no longer see your photo.");
  expect(await photoStatus(strangerPage, photoId)).toBe(404);
  await strangerPage.reload();
  await expect(strangerPage.getByText("Photo visible after connecting")).toBeVisible();
});
