import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { hydrated, test } from "../support/a11y";
import { sendRequestByApi } from "../support/api-connections";
import { baseURL, newMember, type Member } from "../support/e2e-members";
import { languageCookie, translations } from "../support/translated";

// No dead ends (issue 39, docs/product-rules.md §2 and §4), on a 360x640 phone in English, Hindi and Urdu, with
// JavaScript on and off (the two projects): a visitor's tap on a card offers registration in place, its Login
// leads to that member's profile; after Accept the requests page shows the new connection and the way to write.

const PHONE = { width: 360, height: 640 };

/**
 * The element lies wholly on the screen (a page loaded without JavaScript scrolls to its fragment once laid out:
 * checked until it has).
 */
async function expectOnScreen(page: Page, element: Locator) {
  const screen = page.viewportSize()!;
  await expect
    .poll(
      async () => {
        const box = (await element.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= screen.height;
      },
      { message: "the card lies wholly on the screen" },
    )
    .toBe(true);
}

for (const language of ["en", "hi", "ur"] as const) {
  const { tr, key } = translations(language);

  /** A phone's browser that reads the site in this language. */
  async function phoneIn(browser: Browser, javaScriptEnabled: boolean) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE });
    await context.addCookies([languageCookie(language, baseURL)]);
    return context.newPage();
  }

  /** Fills and sends the login form the page shows, in the language. */
  async function fillLogin(page: Page, who: Member) {
    await page.getByLabel(key("account", "login.email"), { exact: true }).fill(who.fields.email);
    await page.getByLabel(key("account", "login.password"), { exact: true }).fill(who.fields.password);
    await page.getByRole("button", { name: key("account", "login.submit"), exact: true }).click();
  }

  test.describe(`in ${language}`, () => {
    test("a visitor's tap on a card offers registration in place, and its Login leads to that profile", async ({
      browser,
      javaScriptEnabled,
      expectAccessible,
    }) => {
      test.slow(); // axe at two sizes, a login
      const groom = await newMember("Male");
      const page = await phoneIn(browser, javaScriptEnabled);
      await page.goto("/profilePage?gender=Female");
      await hydrated(page);
      // A card well down the list whose name no other card on the page has (members other tests register meanwhile
      // push the cards down: a card is held by its name), brought a little below the top of the screen.
      const names = (await page.locator(".profile-card h2").allTextContents()).map((each) => each.trim());
      const name = names.find((each, index) => index >= 5 && names.indexOf(each) === names.lastIndexOf(each))!;
      const card = page.locator(".profile-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await page.evaluate((y) => window.scrollBy(0, y - 120), (await card.boundingBox())!.y);
      const before = (await card.boundingBox())!.y;
      const [first, initial] = name.split(" ");
      const photo = card.getByRole("link", { name: key("profiles", "profileCard.see", { name }) });

      await photo.click();
      const offer = card.getByRole("dialog", { name: key("profiles", "registerOffer.titleHer") });
      await expect(offer).toBeVisible();
      await expect(offer).toContainText(key("profiles", "registerOffer.text"));
      const createProfile = offer.getByRole("link", { name: key("profiles", "registerOffer.createProfile") });
      const login = offer.getByRole("link", { name: key("profiles", "registerOffer.login"), exact: true });
      await expect(createProfile).toBeVisible();
      await expect(createProfile).toHaveAttribute("href", "/signup");
      await expect(login).toBeVisible();
      // The card stays in view: with JavaScript where it was, without it the page comes back at the card.
      await expectOnScreen(page, card);
      if (javaScriptEnabled) {
        expect((await card.boundingBox())!.y).toBeCloseTo(before, 0);
        await expect(createProfile).toBeFocused();
      }

      // Closed, the card is still there, with the focus back on it; opened again, checked by axe, then its Login.
      await offer.getByRole("link", { name: key("profiles", "registerOffer.close") }).click();
      await expect(offer).toHaveCount(0);
      await expectOnScreen(page, card);
      if (javaScriptEnabled) await expect(photo).toBeFocused();
      await photo.click();
      await expectAccessible(page, "a card's registration offer", { once: offer });
      await page.setViewportSize(PHONE); // axe left it at a desktop's
      await login.click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2FprofilePage%2Fcard%2F/);
      await fillLogin(page, groom);
      // That member's profile: her name begins as the card's did.
      await expect(page).toHaveURL(/\/InnerProfile\/[0-9a-f]{24}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${first} ${initial?.[0] ?? ""}`));
      await page.context().close();
    });

    test("after Accept the page shows the new connection, their phone, and Message opens the conversation", async ({
      browser,
      javaScriptEnabled,
      expectAccessible,
    }) => {
      const [her, him] = await Promise.all([newMember("Female"), newMember("Male")]);
      await sendRequestByApi(him, her);
      const page = await phoneIn(browser, javaScriptEnabled);
      await page.goto("/login");
      await fillLogin(page, her);
      await expect(page).toHaveURL(`${baseURL}/`);
      await page.goto("/connectionReq");
      await hydrated(page);
      const request = page.locator(".person").filter({ hasText: him.fields.fullName });
      await request.getByRole("button", { name: key("connections", "connectionReq.accept"), exact: true }).click();

      // The contract's flash stays; beside it, the next step.
      await expect(page.getByRole("status").first()).toContainText(tr("Connection request accepted."));
      // The name sits in a <bdi> of its own (JustConnected), not put into the sentence's text.
      const title = key("connections", "justConnected.title").replace("{{name}}", him.fields.fullName);
      const connected = page.locator(".just-connected");
      await expect(connected.getByRole("heading", { name: title })).toBeVisible();
      await expect(connected.getByRole("link", { name: him.fields.phone })).toHaveAttribute(
        "href",
        `tel:${him.fields.phone}`,
      );
      await expect(connected.getByRole("link", { name: him.fields.email })).toBeVisible();
      await expect(
        connected.getByRole("link", { name: key("connections", "justConnected.profileHis") }),
      ).toHaveAttribute("href", `/InnerProfile/${him.id}`);
      // The remaining requests below: none left.
      await expect(page.getByText(key("connections", "connectionReq.empty"))).toBeVisible();
      await expectAccessible(page, "the requests page after Accept", { once: connected });
      await page.setViewportSize(PHONE); // axe left it at a desktop's

      await connected.getByRole("link", { name: key("connections", "justConnected.message") }).click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f]{24}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(him.fields.fullName);
      await page.context().close();
    });
  });
}
