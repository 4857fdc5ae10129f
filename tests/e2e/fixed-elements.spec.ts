import { expect, test, type Page } from "@playwright/test";
import { connectByApi } from "../support/api-connections";
import { loggedIn, newMember, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { tabThroughFields } from "../support/fixed-elements";
import { aboutTheProfile, FIELDS_FOR_A_RELATIVE, fillFields, passStepOne, PROFILE_FOR } from "../support/signup-form";

// Fixed elements never cover content (issue 19) on a 360x640 phone, with JavaScript on and off: tabbing
// through every field of the busiest forms, no fixed or sticky element (the bottom bar, the chat button, or
// any added later) lies over the focused field.

test.use({ viewport: { width: 360, height: 640 } });

test("signup, login and contact forms: nothing fixed over a focused field", async ({ page }) => {
  test.slow(); // the signup's two steps, then two more forms
  await page.goto("/signup");
  // A relative's choice: every field the form has.
  const profileFor = page.getByLabel(PROFILE_FOR, { exact: true });
  await fillFields(page, { [PROFILE_FOR]: "For my daughter: I am her mother" });
  const signup = page.locator("form#signup-1");
  expect(await tabThroughFields(page, profileFor, signup)).toEqual(FIELDS_FOR_A_RELATIVE);
  // The codes' step.
  const email = uniqueEmail("fixed");
  await passStepOne(page, aboutTheProfile(email, uniquePhone()));
  const codes = page.locator("form").filter({ has: page.getByRole("heading", { name: "Enter the codes we sent" }) });
  const codeFields = await tabThroughFields(page, page.getByLabel("Code from the e-mail", { exact: true }), codes);
  expect(codeFields).toEqual(["emailCode", "smsCode"]);

  await page.goto("/login");
  const loginFields = await tabThroughFields(page, page.getByLabel("Email", { exact: true }), page.locator("main"));
  expect(loginFields).toEqual(expect.arrayContaining(["email", "password", "remember"]));

  await page.goto("/contactUs");
  const contact = page.locator("main form").last();
  const contactFields = await tabThroughFields(page, contact.getByLabel("Name"), contact);
  expect(contactFields.length).toBeGreaterThanOrEqual(4);
});

test("Edit Profile and a message composer: nothing fixed over a focused field", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two members, connected, and a long dialog
  const [woman, man] = [await newMember("Female"), await newMember("Male")];
  const conversation = await connectByApi(man, woman);
  const page = await loggedIn(browser, woman, javaScriptEnabled, { viewport: { width: 1280, height: 720 } });
  await page.setViewportSize({ width: 360, height: 640 });

  await page.goto("/userProfile?edit=1");
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  const editFields = await tabThroughFields(page, dialog.getByLabel("Profile created by"), dialog, 120);
  expect(editFields).toEqual(expect.arrayContaining(["about", "lookingFor", "city"]));

  await page.goto(`/messages/${conversation}`);
  const composer = page.getByLabel("Your message");
  const messageFields = await tabThroughFields(page, composer, page.locator("main"));
  expect(messageFields.length).toBeGreaterThanOrEqual(1);
  // The chat button steps aside while the field has the focus (CSS :has(), so without JavaScript too).
  // The bar fades and lets taps through while a field is being typed in, and comes back after.
  const bar = page.getByRole("navigation", { name: "Quick" });
  await composer.focus();
  await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeHidden();
  await expect(bar).toHaveCSS("opacity", "0");
  await expect(bar).toHaveCSS("pointer-events", "none");
  await composer.blur();
  await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeVisible();
  await expect(bar).toHaveCSS("opacity", "1");
});

test("the chat button hides under an open dialog and sits above the bottom bar", async ({ page }) => {
  await page.goto("/login");
  const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(chat).toBeVisible();
  const bar = (await page.getByRole("navigation", { name: "Quick" }).getByRole("list").boundingBox())!;
  const button = (await chat.boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(bar.y);

  await page.goto("/login?forgot=email");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(chat).toBeHidden();
});

/** How far the page's last line (the footer's) ends below the bar's top, scrolled to the very end: ≤ 1 is clear. */
async function endUnderBar(page: Page) {
  // Twice: cards below the first screen are laid out only once near it (content-visibility), so the page's height
  // may change on the way down.
  for (let i = 0; i < 2; i++) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = (await page.getByRole("navigation", { name: "Quick" }).getByRole("list").boundingBox())!;
  const last = (await page.locator(".site-footer__legal").boundingBox())!;
  return last.y + last.height - bar.y;
}

test("the page's end stops above the bottom bar, with its links on one row or on two", async ({
  browser,
  javaScriptEnabled,
}) => {
  const page = await loggedIn(browser, await newMember("Female"), javaScriptEnabled, {
    viewport: { width: 1280, height: 720 },
  });
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 640 });
    for (const path of ["/", "/profilePage", "/userProfile"]) {
      await page.goto(path);
      const links = page.getByRole("navigation", { name: "Quick" }).getByRole("list").getByRole("link");
      const rows = new Set(
        await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top))),
      );
      expect([...rows], `${path} at ${width}px`).toHaveLength(1);
      // Within a pixel: rows of rem-high links land on fractions of a pixel.
      expect(await endUnderBar(page), `${path} at ${width}px`).toBeLessThanOrEqual(1);
    }
  }
  await page.context().close();
});
