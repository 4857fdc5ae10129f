import { expect, test } from "@playwright/test";
import { logInOn, newMember } from "../support/e2e-members";

// Form enhancement (Conform and zod) waits for the visitor's first touch (decision 006): nothing is
// fetched before it, and the fields are checked in place after it.

test.describe("deferred form code", () => {
  test("the contact form's code loads at the first touch, then checks a field as it is left", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto("/contactUs");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((r) => r.includes("ContactForm"))).toEqual([]);

    await page.getByLabel("Name").fill("A");
    await expect.poll(() => requested.some((r) => r.includes("ContactForm"))).toBe(true);
    // Conform checks on leaving a field once the code is in; type again so that check runs.
    await expect(async () => {
      await page.getByLabel("Name").fill("A");
      await page.getByLabel("Email").focus();
      await expect(page.getByText("Name must be at least 2 characters")).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(requested.filter((r) => r.startsWith("POST"))).toEqual([]);
  });

  test("a dialog whose code arrives while the visitor tabs through it leaves the focus where it is", async ({
    page,
  }) => {
    await logInOn(page, await newMember("Female"));
    await expect(page).toHaveURL("/");
    // Hold the dialog's code until the visitor has moved on, as on a slow phone.
    let release!: () => void;
    const tabbed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/EditProfileDialog/, async (route) => {
      await tabbed;
      await route.continue();
    });
    await page.goto("/userProfile?edit=1");
    await page.waitForLoadState("networkidle");
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await dialog.getByLabel("Profile created by").focus();
    await page.keyboard.press("Tab");
    const moved = await page.evaluate(() => document.activeElement?.getAttribute("name"));
    expect(moved).not.toBe("createdBy");
    release();
    // Hydrated: React has taken over the field (its DOM node carries React's own properties).
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.activeElement ?? {}).some((key) => key.startsWith("__reactFiber"))),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(moved);
  });
});
