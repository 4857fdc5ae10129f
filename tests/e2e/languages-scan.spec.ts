import { expect, type Page } from "@playwright/test";
import { connectByApi, sendRequestByApi } from "../support/api-connections";
import { hydrated, PUBLIC_PAGES, test } from "../support/a11y";
import { baseURL, loggedIn, newAdmin, newMember, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { englishLeftOn, type Reading } from "../support/english-left";
import { complaintFiled } from "../support/e2e-safety";
import { consentToAnOlderNotice } from "../support/members";
import { E2E_DATA_DIR } from "../../playwright.config";
import { aboutTheProfile, passStepOne } from "../support/signup-form";
import { languageCookie } from "../support/translated";

// No English left on a Hindi or Urdu page (issue 18): every page a visitor, a member and an administrator
// can open is read in both languages, with JavaScript on (after hydration, so the browser's own render is
// read too) and off, and its text (headings, labels, buttons, options, the title, aria-labels, alt texts,
// placeholders) is compared with the English of every catalogue (tests/support/english-left.ts).

const LANGUAGES = ["hi", "ur"] as const;

async function readIn(page: Page, language: (typeof LANGUAGES)[number], path: string): Promise<Reading> {
  await page.context().addCookies([languageCookie(language, baseURL)]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await hydrated(page);
  return englishLeftOn(page, language);
}

async function expectNoEnglish(page: Page, paths: string[]) {
  for (const language of LANGUAGES) {
    for (const path of paths) {
      const { english } = await readIn(page, language, path);
      expect.soft(english, `English on ${path} in ${language}`).toEqual([]);
    }
  }
}

test("a visitor's pages have no English left in Hindi or Urdu", async ({ page }) => {
  test.slow(); // some twenty pages, twice
  await expectNoEnglish(page, [
    ...Object.values(PUBLIC_PAGES).flat(),
    "/guardian/login",
    "/guardian/forgot",
    "/login?forgot=email",
  ]);
  // The signup once its form passed (in English; the draft is the visitor's, whatever the language): the codes'
  // step, and the form again with the password kept.
  await page.context().addCookies([languageCookie("en", baseURL)]);
  await passStepOne(page, aboutTheProfile(uniqueEmail("scan"), uniquePhone()));
  await expectNoEnglish(page, ["/signup?step=2", "/signup?step=1"]);
});

test("a member's pages have no English left in Hindi or Urdu", async ({ browser, javaScriptEnabled }) => {
  test.slow(); // three members, a connection, a request, and every page of a member
  const [woman, man, suitor] = [await newMember("Female"), await newMember("Male"), await newMember("Male")];
  const conversation = await connectByApi(man, woman);
  await sendRequestByApi(suitor, woman);
  const page = await loggedIn(browser, woman, javaScriptEnabled);
  await expectNoEnglish(page, [
    "/",
    "/welcome",
    "/userProfile",
    "/userProfile?edit=1",
    "/preferences",
    "/matches",
    "/profilePage",
    `/InnerProfile/${suitor.id}`,
    `/InnerProfile/${man.id}`,
    "/connectionReq",
    "/myConnection",
    "/sentRequests",
    "/shortlist",
    "/shortlisted-me",
    "/messages",
    `/messages/${conversation}`,
    "/settings",
    "/settings/mobile",
    "/settings/biodata",
    "/settings/withdraw-consent",
    "/settings/data",
    `/profile/${woman.id}/biodata`,
    `/profile/${man.id}/biodata`,
    "/alerts",
    "/family",
    "/plans/premium",
  ]);
});

test("the consent page a changed notice leads to has no English left in Hindi or Urdu", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Male");
  const page = await loggedIn(browser, member, javaScriptEnabled);
  consentToAnOlderNotice(E2E_DATA_DIR, member.id);
  await expectNoEnglish(page, ["/consent?redirectTo=%2Fmatches"]);
});

test("an administrator's pages have no English left in Hindi or Urdu", async ({ browser, javaScriptEnabled }) => {
  test.slow();
  const member = await newMember("Female");
  await complaintFiled(); // the complaints page with one to read
  const page = await loggedIn(browser, await newAdmin(), javaScriptEnabled);
  await expectNoEnglish(page, [
    "/admin",
    `/admin/members/${member.id}`,
    "/admin/moderation",
    "/admin/reports",
    "/admin/grievances",
    "/admin/enquiries",
    "/admin/mail",
    "/admin/stories",
  ]);
});
