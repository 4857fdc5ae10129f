import { expect, test } from "@playwright/test";
import { fillLogin, loggedIn, newAdmin, newMember } from "../support/e2e-members";

// Administration on a 360 px phone (issue 19; docs/product-rules.md §16), JavaScript on and off: no page scrolls
// sideways, an administrator lands on /admin after login and finds Admin in the bottom bar, and their own
// page is their account on /admin, not a member profile.

test.use({ viewport: { width: 360, height: 640 } });

test("an administrator lands on /admin, finds Admin in the bottom bar, and no admin page scrolls sideways", async ({
  page,
}) => {
  test.slow(); // seven pages
  const [admin, member] = [await newAdmin(), await newMember("Female")];
  await page.goto("/login");
  await fillLogin(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("status").filter({ hasText: "Login Successful!" })).toHaveText(
    "Login Successful! Welcome back!",
  );
  await expect(page.getByText(`Signed in as`)).toContainText(admin.email);
  const quick = page.getByRole("navigation", { name: "Quick" });
  await expect(quick.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await expect(quick.getByRole("link", { name: "My Profile" })).toHaveCount(0);
  // No member's links for an administrator, who has no member profile (issue 40).
  for (const name of ["Requests", "Messages", "Shortlist"])
    await expect(quick.getByRole("link", { name })).toHaveCount(0);

  // Their own page is not a fake member profile: it is their account on /admin.
  await page.goto("/userProfile");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  for (const path of [
    "/admin",
    `/admin/members/${member.id}`,
    "/admin/reports",
    "/admin/moderation",
    "/admin/stories",
    "/admin/enquiries",
    "/admin/mail",
    "/admin/plans",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Administration" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
    // Nor does a table scroll sideways inside the page (a keyboard could not reach what it hides).
    const scrolling = await page.evaluate(() =>
      Array.from(document.querySelectorAll("table")).filter((table) => {
        const box = table.parentElement!;
        return box.scrollWidth > box.clientWidth || table.getBoundingClientRect().right > innerWidth;
      }),
    );
    expect(scrolling, `${path} has a table wider than the screen`).toHaveLength(0);
  }

  // On a phone a member's row is a card of lines, each value beside its label: the cells stack.
  await page.goto(`/admin?q=${encodeURIComponent(member.fields.email)}`);
  const row = page.getByRole("row").filter({ hasText: member.fields.email });
  const [name, email] = [row.getByRole("cell").nth(1), row.getByRole("cell").nth(2)];
  await expect(email).toContainText(member.fields.email);
  const [nameBox, emailBox] = [(await name.boundingBox())!, (await email.boundingBox())!];
  expect(emailBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
  expect(await email.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain("Email");

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Logout" })).toHaveText("Logout Successful!");
});

test("a member still lands on the home page after login, with My Profile and no Admin", async ({
  browser,
  javaScriptEnabled,
}) => {
  const page = await loggedIn(browser, await newMember("Male"), javaScriptEnabled, {
    viewport: { width: 1280, height: 720 },
  });
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize({ width: 360, height: 640 });
  const quick = page.getByRole("navigation", { name: "Quick" });
  await expect(quick.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(quick.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
});
