import { expect, type Page } from "@playwright/test";
import { test } from "../support/a11y";
import { baseURL, loggedIn, newAdmin, newMember } from "../support/e2e-members";

// Plans that mean what they say (docs/product-rules.md §18, §35): the operator activates Premium for a member
// on the member's admin page after a payment made elsewhere; the member sees the plan with its last day, the
// badge, and who shortlisted them, which a Basic member only sees counted; ending the plan puts them back on
// Basic. With JavaScript on and off. And the plan cards say exactly what each plan gives.

const flash = (page: Page) => page.locator(".flash");

/** The last day of a plan starting today in India: the day before the same date six months on. */
function lastDayOfPlanFromToday(): string {
  const today = new Date(Date.now() + 330 * 60_000);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  const daysInTarget = new Date(Date.UTC(year, month + 7, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, month + 6, Math.min(day, daysInTarget)));
  const last = new Date(end.getTime() - 24 * 3600_000);
  return last.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

test("the administrator activates Premium: the member sees it, its badge and who shortlisted them", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.slow(); // three people in three browsers, on a shared 2-core machine
  const [member, saver] = await Promise.all([newMember("Female"), newMember("Male")]);
  const memberName = member.fields.fullName;
  const saverName = saver.fields.fullName;

  const saverPage = await loggedIn(browser, saver, javaScriptEnabled);
  await saverPage.goto(`/InnerProfile/${member.id}`);
  await saverPage.getByRole("button", { name: `Save ${memberName}`, pressed: false }).click();
  await expect(flash(saverPage)).toHaveText("Saved to your shortlist");

  // On Basic: how many, not who, and where Premium is explained.
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.goto("/shortlisted-me");
  await expect(page.getByText("1 member has saved your profile to their shortlist.")).toBeVisible();
  await expect(page.getByText("Seeing who they are is available with Premium.")).toBeVisible();
  await expect(page.getByText(saverName)).toHaveCount(0);
  await expectAccessible(page, "who shortlisted you, on Basic");
  await page.goto("/userProfile");
  const yourPlan = page.getByRole("region", { name: "Your plan" });
  await expect(yourPlan).toContainText("Basic");
  await expect(yourPlan).toContainText("Up to 10 new connection requests a day.");

  // The administrator: Elite without its manager is refused at the field, nothing activated; then Premium.
  const admin = await loggedIn(browser, await newAdmin(), javaScriptEnabled);
  await admin.goto(`/admin/members/${member.id}`);
  const planSection = admin.getByRole("region", { name: "Plan" });
  await expect(planSection).toContainText("Current plan: Basic");
  await planSection.getByLabel("Plan", { exact: true }).selectOption("elite");
  await planSection.getByRole("button", { name: "Activate plan" }).click();
  await expect(admin.getByText("An Elite plan needs the relationship manager's name.")).toBeVisible();
  await expect(planSection.getByLabel("Plan", { exact: true })).toHaveValue("elite");
  await expect(planSection).toContainText("No plans yet: the member is on Basic.");
  await expectAccessible(admin, "the plan form with its error");

  await planSection.getByLabel("Plan", { exact: true }).selectOption("premium");
  await planSection.getByRole("button", { name: "Activate plan" }).click();
  const until = lastDayOfPlanFromToday();
  await expect(flash(admin)).toContainText(`Premium plan activated: valid from`);
  await expect(flash(admin)).toContainText(`until ${until}.`);
  await expect(planSection).toContainText(`Current plan: Premium until ${until}`);
  await expect(planSection.getByRole("row").filter({ hasText: "In force" })).toContainText("Premium");
  // The active plans page lists her, with its last day (issue 40, item 5).
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Active plans" }).click();
  const herPlan = admin.getByRole("row").filter({ hasText: memberName });
  await expect(herPlan).toContainText("Premium");
  await expect(herPlan).toContainText(until);
  await admin.goto(`/admin/members/${member.id}`);

  // The member: the plan with its last day, the badge, and now who saved them.
  await page.goto("/userProfile");
  await expect(yourPlan).toContainText(`Premium until ${until}`);
  await expect(yourPlan).toContainText("Up to 50 new connection requests a day.");
  await expect(page.locator(".profile-head").getByText("Premium", { exact: true })).toBeVisible();
  await page.goto("/shortlisted-me");
  await expect(page.getByRole("heading", { level: 2, name: saverName })).toBeVisible();
  await expectAccessible(page, "who shortlisted you, on Premium");

  // Others see the badge on her profile and her card.
  await saverPage.goto(`/InnerProfile/${member.id}`);
  await expect(saverPage.locator(".profile-head").getByText("Premium", { exact: true })).toBeVisible();
  await saverPage.goto("/shortlist");
  const herCard = saverPage.getByRole("article").filter({ has: saverPage.getByRole("heading", { name: memberName }) });
  await expect(herCard.getByText("Premium", { exact: true })).toBeVisible();

  // Ending it, after the confirmation: Basic again, the plan kept in the history.
  await planSection.getByRole("link", { name: "End the Premium plan" }).click();
  const dialog = admin.getByRole("dialog", { name: "End this plan?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(admin, "the End plan question", { once: dialog });
  await dialog.getByRole("button", { name: "End plan" }).click();
  await expect(flash(admin)).toHaveText("Plan ended: the member is on Basic again.");
  await expect(planSection).toContainText("Current plan: Basic");
  await expect(planSection.getByRole("row").filter({ hasText: "Ended" })).toContainText("Premium");
  await page.goto("/userProfile");
  await expect(yourPlan).toContainText("Basic");
  await expect(page.locator(".profile-head").getByText("Premium", { exact: true })).toHaveCount(0);
  await page.goto("/shortlisted-me");
  await expect(page.getByText(saverName)).toHaveCount(0);
  await Promise.all([page, admin, saverPage].map((p) => p.context().close()));
});

test("the plan cards promise exactly what the plans give", async ({ page, expectAccessible }) => {
  await page.goto("/member");
  const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
  const features = (name: string) => card(name).getByRole("listitem");
  await expect(features("Basic")).toHaveText([
    "Create your profile",
    "Browse and filter profiles",
    "Up to 10 new connection requests a day",
    "Messages with your connections",
    "Contact details of your connections",
  ]);
  await expect(features("Premium")).toHaveText([
    "Everything in Basic",
    "Up to 50 new connection requests a day",
    "A Premium badge on your profile",
    "See who shortlisted you",
  ]);
  await expect(features("Elite")).toHaveText([
    "Everything in Premium",
    "Unlimited connection requests",
    "A named relationship manager",
  ]);
  await expect(card("Premium")).toContainText("₹499 / 6 months");
  await expect(card("Elite")).toContainText("₹999 / 6 months");
  await expect(page.getByText("Contact details of your connections are free for everyone.")).toBeVisible();
  for (const promise of ["Ad-free", "Contact details visible", "Unlimited connections"])
    await expect(page.getByText(promise)).toHaveCount(0);

  await page.goto("/plans/elite");
  await expect(page.getByRole("heading", { level: 1, name: "Elite plan" })).toBeVisible();
  await expect(page.getByRole("listitem")).toContainText(["A named relationship manager"]);
  await expect(page.getByText("Contact details of your connections are free for everyone.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us to upgrade" })).toHaveAttribute(
    "href",
    "/contactUs?plan=elite",
  );
  await expectAccessible(page, "/plans/elite");
  expect(page.url()).toBe(`${baseURL}/plans/elite`);
});
