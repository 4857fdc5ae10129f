import { expect, test } from "@playwright/test";
import { hydrated } from "../support/a11y";
import { connectByApi, sendRequestByApi } from "../support/api-connections";
import { baseURL, loggedIn, newMember } from "../support/e2e-members";
import { messageByApi } from "../support/api-messages";
import { languageCookie } from "../support/translated";

// A Hindi or Urdu page's text, dates included (written by the server's ICU, then by the browser's), is the
// same on both sides: React finds nothing to correct when it takes the page over. A mismatch would make it
// throw the server's HTML away and draw the page again (issue 18, decision 020).

for (const language of ["hi", "ur"] as const) {
  test(`pages with dates hydrate without a mismatch in ${language}`, async ({ browser }) => {
    test.slow(); // three members, a conversation, five pages
    const [woman, man, suitor] = [await newMember("Female"), await newMember("Male"), await newMember("Male")];
    const conversation = await connectByApi(man, woman);
    await messageByApi(man, conversation, "Assalamu alaikum");
    await sendRequestByApi(woman, suitor);
    const page = await loggedIn(browser, woman, true);
    await page.context().addCookies([languageCookie(language, baseURL)]);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of [`/messages/${conversation}`, "/sentRequests", "/userProfile", "/family", "/alerts"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await hydrated(page);
      expect(errors, `${path} in ${language}`).toEqual([]);
    }
    await page.context().close();
  });
}
