import { expect, test } from "@playwright/test";

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
});
