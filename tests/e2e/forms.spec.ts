import { expect, test } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/outbox";

// Tests run in parallel: look for this test's own rows, not at table totals.
const enquiriesWith = (message: string) => queryDb(E2E_DATA_DIR, "select id from enquiries where message = ?", message);

test.describe("contact form", () => {
  test("shows each message for bad input and stores nothing", async ({ page }) => {
    const message = `Refused enquiry ${test.info().project.name} ${Date.now()}`;
    await page.goto("/contactUs");
    const submit = page.getByRole("button", { name: "Send enquiry" });

    await submit.click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Phone number is required")).toBeVisible();
    await expect(page.getByText("Comment is required")).toBeVisible();

    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Phone number").fill("98765");
    await page.getByLabel("Message").fill(message);
    await submit.click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Phone number must be 10 digits")).toBeVisible();

    await page.getByLabel("Phone number").fill("98765432109");
    await submit.click();
    await expect(page.getByText("Phone number cannot exceed 10 digits")).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("Message")).toHaveValue(message);
    // The error is tied to its field for screen readers.
    await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");

    expect(enquiriesWith(message)).toEqual([]);
  });

  test("thanks the visitor, stores the enquiry and notifies the operator", async ({ page }) => {
    const message = `Assalamu alaikum, a question about verification ${test.info().project.name} ${Date.now()}`;
    await page.goto("/contactUs");
    await page.getByLabel("Name").fill("Mehreen Siddiqui");
    await page.getByLabel("Email").fill("mehreen@example.in");
    await page.getByLabel("Phone number").fill("9811122233");
    await page.getByLabel("Message").fill(message);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank You! Inquiry sent successfully!");
    await expect(page.getByLabel("Name")).toHaveValue("");
    expect(enquiriesWith(message)).toHaveLength(1);
    const mail = await waitForMail(E2E_DATA_DIR, E2E_ADMIN_EMAIL, (m) => m.text.includes(message));
    expect(mail.text).toContain("Mehreen Siddiqui");
  });

  test("the flash message does not come back on the next page", async ({ page }) => {
    await page.goto("/contactUs");
    await page.getByLabel("Name").fill("Rizwan Khan");
    await page.getByLabel("Email").fill("rizwan@example.in");
    await page.getByLabel("Phone number").fill("9811122234");
    await page.getByLabel("Message").fill("Just checking");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank You! Inquiry sent successfully!");
    await page.goto("/member");
    await expect(page.getByRole("status")).toHaveText("");
  });
});

test.describe("newsletter", () => {
  test("refuses a bad address, then stores a good one once and thanks the visitor", async ({ page }) => {
    const email = `reader.${test.info().project.name}.${Date.now()}@example.in`;
    await page.goto("/");
    const box = page.locator("#newsletter");
    await box.getByLabel("Email address").fill("nonsense");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-error")).toHaveText("Invalid email address");

    await page.locator("#newsletter").getByLabel("Email address").fill(email.toUpperCase());
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you for subscribing!");
    expect(queryDb(E2E_DATA_DIR, "select email from newsletter_subscriptions where email = ?", email)).toHaveLength(1);
  });
});
