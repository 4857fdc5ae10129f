import { expect, test } from "@playwright/test";

test.describe("public pages", () => {
  test("home shows the hero, how it works, the plans and the newsletter", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const step of ["Sign Up", "Connect", "Interact"]) {
      await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
    }
    const plans = page.locator(".plan-card");
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText("Free");
    await expect(plans.nth(1)).toContainText("₹499");
    await expect(plans.nth(2)).toContainText("₹999");
    await expect(page.getByRole("heading", { name: "Newsletter" })).toBeVisible();
  });

  test("the header offers the site's sections, Login and Create Profile", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Profiles", "Membership", "Contact us", "Login", "Create Profile"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Membership" }).click();
    await expect(page).toHaveURL(/\/member$/);
  });

  test("the phone bar shows Home, Profiles, Create Profile and Login", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Quick" });
    for (const label of ["Home", "Profiles", "Create Profile", "Login"]) {
      await expect(bar.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeHidden();
  });

  test("the footer has quick links and the operator's contact details; the chat button links to WhatsApp", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(footer).toContainText("+91 98100 00000");
    await expect(footer).toContainText("help@example.org");
    await expect(footer).toContainText("Jama Masjid Road");
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/919810000000",
    );
  });

  test("/member gives the four reasons", async ({ page }) => {
    await page.goto("/member");
    for (const reason of ["Verified Profiles", "Priority Support", "Matchmaking Made Easy", "Secure and Private"]) {
      await expect(page.getByRole("heading", { name: reason })).toBeVisible();
    }
  });

  test("a plan card leads to its plan page, and upgrading leads to the contact form with the plan", async ({
    page,
  }) => {
    await page.goto("/member");
    await page.getByRole("link", { name: "See the Premium plan" }).click();
    await expect(page).toHaveURL(/\/plans\/premium$/);
    await expect(page.getByRole("heading", { name: "Premium plan" })).toBeVisible();
    await expect(page.getByText("₹499").first()).toBeVisible();
    await expect(page.getByText("6 months").first()).toBeVisible();
    await page.getByRole("link", { name: "Contact us to upgrade" }).click();
    await expect(page).toHaveURL(/\/contactUs\?plan=premium$/);
    await expect(page.getByLabel("Message")).toHaveValue(/Premium plan \(₹499\)/);
  });

  test("terms and privacy give the real rules", async ({ page }) => {
    await page.goto("/termCondition");
    await expect(page.getByRole("heading", { name: "Terms and conditions" })).toBeVisible();
    await expect(page.locator("article")).toContainText("18 years of age or over");
    await expect(page.locator("article")).toContainText("within 15 days");
    await expect(page.locator("article")).toContainText("courts of Delhi");
    await page.goto("/privacyPolicy");
    await expect(page.locator("article")).toContainText("18 or over");
    await expect(page.locator("article")).toContainText("Delete it");
  });

  test("an unknown page is the 404 page, whose button goes home", async ({ page }) => {
    const response = await page.goto("/plans/platinum");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Go Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
