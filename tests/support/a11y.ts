import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

// WCAG 2.1 A and AA, as axe-core checks them, on the phone most of our members use and on a desktop.
// Also axe's best practices: landmarks, heading order and unique landmark names are what let a screen
// reader user jump about a page, and WCAG's own rules let them slip.

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
] as const;

/** The pages anyone may open, in two groups so that two workers can check them side by side. */
export const PUBLIC_PAGES = {
  "the site's information": [
    "/",
    "/member",
    "/plans/basic",
    "/plans/premium",
    "/plans/elite",
    "/termCondition",
    "/privacyPolicy",
    "/notice",
    "/safety",
    "/stories",
    "/no-such-page",
    "/alerts/stop?token=not-ours",
  ],
  "the visitor's forms and the listing": [
    "/contactUs",
    "/grievances",
    "/login",
    // Signing in, and setting a new password, by mobile number and SMS code (issue 36).
    "/login?mobile=sign-in",
    "/login?mobile=reset",
    "/signup",
    "/profilePage",
    // The page where the person a relative's profile is for confirms it (§31a): the code form, a spent link.
    "/confirm-profile",
    "/confirm-profile?token=not-ours",
  ],
};

const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * axe-core waits on timers, and a page with JavaScript off never fires them. So a page seen with
 * JavaScript off is checked as a copy: its DOM as it is now, scripts removed, loaded in a tab that may
 * run axe (one tab for the whole test). No script of the site runs in the copy: it is what the member sees.
 */
async function showScriptlessCopy(page: Page, tab: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = page.url();
  await tab.unrouteAll();
  await tab.route(
    (target) => target.href === url,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await tab.goto(url);
}

type ExpectAccessible = (page: Page, what: string, options?: { once?: Locator }) => Promise<void>;

/**
 * `expectAccessible(page, what)` runs axe on the page as it is now, at each viewport, and records every
 * violation as a soft failure naming the rule, the elements and the page, so one run lists all to fix.
 * With `once`, it first waits until that element shows (a dialog, an error) and the page has hydrated.
 */
export const test = base.extend<{ expectAccessible: ExpectAccessible }>({
  expectAccessible: async ({ browser }, use) => {
    let scriptlessTab: Page | undefined;
    await use(async (page, what, { once } = {}) => {
      if (once) {
        await expect(once).toBeVisible();
        await hydrated(page);
      }
      let target = page;
      if (!javaScriptOn()) {
        scriptlessTab ??= await (await browser.newContext({ javaScriptEnabled: true })).newPage();
        await showScriptlessCopy(page, scriptlessTab);
        target = scriptlessTab;
      }
      for (const viewport of VIEWPORTS) {
        await target.setViewportSize(viewport);
        // Legacy mode runs axe in the page itself instead of opening a blank page to merge frame results;
        // the site has no frames, and it halves the time.
        const { violations } = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
        const found = violations.flatMap((violation) =>
          violation.nodes.map(
            (node) =>
              `${violation.id} (${violation.impact}): ${node.target.join(" ")} ${node.html.slice(0, 100)} — ` +
              `${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
          ),
        );
        const where = `${what} [${page.url()}] at ${viewport.width}x${viewport.height}, ${test.info().project.name}`;
        expect.soft(found, `axe violations on ${where}`).toEqual([]);
      }
    });
    await scriptlessTab?.context().close();
  },
});

/**
 * With JavaScript on, waits until React has hydrated the page, so checks see the enhanced page (the code
 * boxes, a dialog's focus) rather than the server's HTML. With JavaScript off there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (!javaScriptOn()) return;
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
  );
}
