import { expect, test } from "@playwright/test";
import { baseURL, logInOn, newMember } from "../support/e2e-members";

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

  test("a profile's block and report forms are there before their code, which loads at the first touch", async ({
    page,
  }) => {
    const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
    await logInOn(page, man);
    await expect(page).toHaveURL("/");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/InnerProfile/${woman.id}`);
    await page.waitForLoadState("networkidle");
    const deferred = () => requested.filter((r) => /BlockMemberForm|ReportMemberForm/.test(r));
    expect(deferred()).toEqual([]);
    await expect(page.getByText("Report this member")).toBeVisible();
    await expect(page.getByText("Block this member")).toBeVisible();

    // The first touch (opening the report form) fetches both; the report then goes as the form says.
    await page.getByText("Report this member").click();
    await expect.poll(() => deferred().length).toBe(2);
    await page.getByLabel("Reason").selectOption({ label: "Fake profile" });
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(`${baseURL}/InnerProfile/${woman.id}`);
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you. We have received your report and will look into it." }),
    ).toBeVisible();
  });
});
