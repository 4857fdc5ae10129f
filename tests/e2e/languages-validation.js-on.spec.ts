import { expect, test } from "@playwright/test";
import { baseURL } from "../support/e2e-members";
import { languageCookie, translations } from "../support/translated";

// In Hindi and Urdu, as in English, a form with JavaScript checks each field as it is left (decision 021): its
// code fetches the language's messages (GET /translations/<language>) and shows the schema's message in the
// reader's language, before anything is sent.

for (const language of ["hi", "ur"] as const) {
  test(`the contact form checks a field as it is left, in ${language}`, async ({ page }) => {
    const { key, tr } = translations(language);
    await page.context().addCookies([languageCookie(language, baseURL)]);
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posted.push(request.url());
    });
    await page.goto("/contactUs");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const name = page.getByLabel(key("pages", "contact.name"));
    const email = page.getByLabel(key("pages", "contact.email"));
    // The first touch fetches the form's code, then its messages: type again until the check runs.
    await expect(async () => {
      await name.fill("A");
      await email.focus();
      await expect(page.getByText(tr("Name must be at least 2 characters"))).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await name.fill("Amina Begum");
    await expect(page.getByText(tr("Name must be at least 2 characters"))).toHaveCount(0);
    expect(posted).toEqual([]);
  });
}

test("the language's messages are there for Hindi and Urdu only", async ({ request }) => {
  const hindi = await request.get("/translations/hi");
  expect(hindi.status()).toBe(200);
  const { messages, options } = await hindi.json();
  expect(messages["Name must be at least 2 characters"]).toBe(
    translations("hi").tr("Name must be at least 2 characters"),
  );
  expect(Object.keys(options).length).toBeGreaterThan(0);
  for (const path of ["/translations/en", "/translations/fr", "/translations/"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
