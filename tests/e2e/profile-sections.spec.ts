import { expect, test, type Page } from "@playwright/test";
import { connectByApi } from "../support/api-connections";
import { loggedIn, newMember, type Member } from "../support/e2e-members";

// A profile page in sections (issue 19): the header, then About, Family, Education and career, Lifestyle,
// Partner preferences and Contact, each a region named by its heading, with label and value pairs. The
// contact details stay masked until the two are connected (docs/product-rules.md §6), and a member's
// partner preferences are shown to that member only (§24). With JavaScript on and off.

const MASK = "**********";
const ABOUT = "A teacher who loves her students and her family.";
const LOOKING_FOR = "A kind, educated man who prays.";

/** A woman with every matching field given (§23), so that each section has something to show. */
const bride = () =>
  newMember("Female", {
    about: ABOUT,
    lookingFor: LOOKING_FOR,
    motherName: "Shabana Sheikh",
    maslak: "Deobandi",
    prayer: "FiveTimes",
    motherTongue: "Urdu",
    educationLevel: "Graduate",
    annualIncome: "450000",
  });

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** A value in one section, found by its label: the pair must be inside that section. */
const valueIn = (page: Page, sectionName: string, label: string) =>
  section(page, sectionName)
    .locator(".details__row")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

const ALL_SECTIONS = ["About", "Family", "Education and career", "Lifestyle", "Partner preferences", "Contact"];
const sectionHeadings = (page: Page) => page.locator(".profile-sections").getByRole("heading", { level: 2 });

async function expectSharedSections(page: Page, member: Member) {
  await expect(valueIn(page, "About", "About me")).toHaveText(ABOUT);
  await expect(valueIn(page, "About", "Age")).toHaveText("27");
  await expect(valueIn(page, "About", "Lives in")).toHaveText("Lucknow, Uttar Pradesh, India");
  await expect(valueIn(page, "Family", "Father's name")).toHaveText(member.fields.fatherName);
  await expect(valueIn(page, "Family", "Mother's name")).toHaveText("Shabana Sheikh");
  await expect(valueIn(page, "Family", "Pehchan")).toHaveText(member.fields.pehchan);
  await expect(valueIn(page, "Education and career", "Education")).toHaveText(member.fields.education);
  await expect(valueIn(page, "Education and career", "Education level")).toHaveText("Graduate");
  await expect(valueIn(page, "Education and career", "Work")).toHaveText(member.fields.working);
  await expect(valueIn(page, "Education and career", "Annual income")).toHaveText("₹4,50,000");
  await expect(valueIn(page, "Lifestyle", "Maslak")).toHaveText("Deobandi");
  await expect(valueIn(page, "Lifestyle", "Prayer")).toHaveText("Five times a day");
  await expect(valueIn(page, "Lifestyle", "Mother tongue")).toHaveText("Urdu");
  await expect(valueIn(page, "Partner preferences", "What I am looking for")).toHaveText(LOOKING_FOR);
}

test("a member sees another's profile in sections, the contact masked until they are connected", async ({
  browser,
  javaScriptEnabled,
}) => {
  const [woman, man] = await Promise.all([bride(), newMember("Male")]);
  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.goto(`/InnerProfile/${woman.id}`);

  const header = page.locator("header.profile-head");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(woman.fields.fullName);
  await expect(header.getByText("27 years · 5 ft 3 in · Lucknow", { exact: true })).toBeVisible();
  await expect(header.getByText(/^Member ID MMR00\d+$/)).toBeVisible();
  await expect(header.getByRole("button", { name: "Connect Now" })).toBeVisible();
  await expect(header.getByRole("button", { name: /^Save / })).toBeVisible();

  await expect(sectionHeadings(page)).toHaveText(ALL_SECTIONS);
  await expectSharedSections(page, woman);

  // Not connected: asterisks and the reason, and none of her contact details in the page at all.
  const contact = section(page, "Contact");
  await expect(contact).toContainText("Phone and email are shown once you are connected. Send a connection request.");
  await expect(valueIn(page, "Contact", "Phone")).toHaveText(MASK);
  await expect(valueIn(page, "Contact", "Email")).toHaveText(MASK);
  await expect(valueIn(page, "Contact", "Address")).toHaveCount(0);
  await expect(valueIn(page, "About", "Date of birth")).toHaveCount(0);
  const html = await page.content();
  for (const secret of [woman.fields.phone, woman.fields.email, woman.fields.area, woman.fields.pin, woman.fields.dob])
    expect(html, "a stranger's page never holds her contact details").not.toContain(secret);

  // Once connected: her phone, e-mail and address in the Contact section, no reason, and a message link.
  await connectByApi(man, woman);
  await page.reload();
  await expect(valueIn(page, "Contact", "Phone")).toHaveText(woman.fields.phone);
  await expect(valueIn(page, "Contact", "Email")).toHaveText(woman.fields.email);
  await expect(valueIn(page, "Contact", "Address")).toHaveText("Old City, Lucknow, Uttar Pradesh, 226003, India");
  await expect(contact).not.toContainText("shown once you are connected");
  await expect(header.getByRole("link", { name: "Send a message" })).toBeVisible();
  await page.context().close();
});

test("the own profile page has the same sections, with the member's own partner preferences", async ({
  browser,
  javaScriptEnabled,
}) => {
  const [woman, man] = await Promise.all([bride(), newMember("Male")]);
  const page = await loggedIn(browser, woman, javaScriptEnabled);
  await page.goto("/userProfile");
  await expect(page.locator("header.profile-head").getByRole("link", { name: "Edit Profile" })).toBeVisible();
  await expect(sectionHeadings(page)).toHaveText(ALL_SECTIONS);
  await expectSharedSections(page, woman);
  await expect(valueIn(page, "About", "Date of birth")).toHaveText(woman.fields.dob);
  await expect(valueIn(page, "Contact", "Phone")).toHaveText(woman.fields.phone);
  await expect(section(page, "Contact")).not.toContainText("shown once you are connected");

  // No preferences yet: the section says so and leads to the form.
  const preferences = section(page, "Partner preferences");
  await expect(preferences).toContainText("You have not set partner preferences yet.");
  await preferences.getByRole("link", { name: "Set your preferences" }).click();
  const ageGroup = page.getByRole("group", { name: "Age (years)" });
  await ageGroup.getByLabel("From").fill("26");
  await ageGroup.getByLabel("To").fill("33");
  await page.getByRole("group", { name: "Maslak" }).getByLabel("Deobandi").check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Your preferences are saved");

  await page.goto("/userProfile");
  await expect(valueIn(page, "Partner preferences", "Age range")).toHaveText("26 years to 33 years");
  await expect(valueIn(page, "Partner preferences", "Maslaks")).toHaveText("Deobandi");
  await expect(preferences.getByRole("link", { name: "Change your preferences" })).toBeVisible();

  // Another member reads what she wrote for others, never the preferences she set for her matches (§24).
  const viewer = await loggedIn(browser, man, javaScriptEnabled);
  await viewer.goto(`/InnerProfile/${woman.id}`);
  await expect(valueIn(viewer, "Partner preferences", "What I am looking for")).toHaveText(LOOKING_FOR);
  await expect(section(viewer, "Partner preferences").locator("dt")).toHaveText(["What I am looking for"]);
  await page.context().close();
  await viewer.context().close();
});

test("sections stack in one column on a phone and sit two side by side on a desktop", async ({
  browser,
  javaScriptEnabled,
}) => {
  const [woman, man] = await Promise.all([bride(), newMember("Male")]);
  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/InnerProfile/${woman.id}`);
  const regions = page.locator(".profile-sections > section");
  await expect(regions).toHaveCount(6);
  const boxes = await Promise.all((await regions.all()).map((region) => region.boundingBox()));
  expect(new Set(boxes.map((box) => Math.round(box!.x))).size, "one column: every section starts alike").toBe(1);
  for (const [index, box] of boxes.entries()) if (index > 0) expect(box!.y).toBeGreaterThan(boxes[index - 1]!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(
    360,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  const [about, family] = await Promise.all([
    section(page, "About").boundingBox(),
    section(page, "Family").boundingBox(),
  ]);
  expect(family!.x, "Family beside About").toBeGreaterThan(about!.x + about!.width - 1);
  expect(Math.round(family!.y)).toBe(Math.round(about!.y));
  await page.context().close();
});
