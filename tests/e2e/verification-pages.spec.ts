import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { hydrated, test } from "../support/a11y";
import { baseURL, loggedIn, newAdmin, newMember, picture } from "../support/e2e-members";
import { englishLeftOn } from "../support/english-left";
import { languageCookie } from "../support/translated";

// The pages of the checks by people (issue 37, docs/product-rules.md §39) in each of their states, JavaScript on
// and off: axe finds no WCAG 2.1 AA violation, and no English is left on them in Hindi or Urdu. The states: nothing
// sent (and no photo check without a profile photo), an ID waiting, a selfie to take with its gesture, an ID
// rejected with the reviewer's reason, and the reviewer's queue with a document and a selfie beside a profile photo.

const run = promisify(execFile);

async function noEnglishOn(page: Page, where: string) {
  for (const language of ["hi", "ur"] as const) {
    await page.context().addCookies([languageCookie(language, baseURL)]);
    await page.goto(where);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await hydrated(page);
    const { english } = await englishLeftOn(page, language);
    expect.soft(english, `English on ${where} in ${language}`).toEqual([]);
  }
  await page.context().addCookies([languageCookie("en", baseURL)]);
  await page.goto(where);
}

const sendId = (page: Page) =>
  page.request.post("/settings/verification?intent=id", {
    multipart: {
      documentType: "passport",
      document: { name: "passport.png", mimeType: "image/png", buffer: Buffer.from([]) },
    },
    maxRedirects: 0,
  });

test("the member's page in each state and the reviewers' queue are accessible and wholly translated", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.slow(); // three people, five states, two languages and axe at two sizes
  const her = await newMember("Female");
  const him = await newMember("Male", {}, { bytes: await picture(300, 300), name: "me.png", type: "image/png" });
  const herPage = await loggedIn(browser, her, javaScriptEnabled);
  const hisPage = await loggedIn(browser, him, javaScriptEnabled);
  const check = async (page: Page, what: string) => {
    await page.goto("/settings/verification");
    await hydrated(page);
    await expectAccessible(page, what);
    await noEnglishOn(page, "/settings/verification");
  };

  await check(herPage, "nothing sent, no profile photo");
  // An empty file is refused: the page says why beside the field.
  expect((await sendId(herPage)).status()).toBe(400);
  const sent = await herPage.request.post("/settings/verification?intent=id", {
    multipart: {
      documentType: "passport",
      document: { name: "passport.png", mimeType: "image/png", buffer: await picture(500, 350) },
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  await check(herPage, "an ID waiting");

  const started = await hisPage.request.post("/settings/verification?intent=start-photo", {
    form: {},
    maxRedirects: 0,
  });
  expect(started.status()).toBe(302);
  await check(hisPage, "a selfie to take");
  const selfie = await hisPage.request.post("/settings/verification?intent=selfie", {
    multipart: { selfie: { name: "selfie.png", mimeType: "image/png", buffer: await picture(320, 320) } },
    maxRedirects: 0,
  });
  expect(selfie.status()).toBe(302);

  // A reviewer of women's documents sees both whatever else runs on this server.
  const admin = await newAdmin();
  await run("npm", ["run", "--silent", "admin:women-reviewer", "--", "--email", admin.email], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  const adminPage = await loggedIn(browser, admin, javaScriptEnabled);
  await adminPage.goto("/admin/verification");
  await hydrated(adminPage);
  await expect(adminPage.getByRole("img", { name: `${him.fields.fullName}'s profile photo` })).toBeVisible();
  await expectAccessible(adminPage, "the queue with a document and a selfie");
  await noEnglishOn(adminPage, "/admin/verification");

  const item = adminPage
    .getByRole("listitem")
    .filter({ has: adminPage.getByRole("link", { name: her.fields.fullName, exact: true }) });
  await item.getByLabel("Reason for a rejection").fill("The passport's photo page is cut off: please send all of it.");
  await item.getByRole("button", { name: `Reject ${her.fields.fullName}'s ID` }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: "Rejected: the member is told why." })).toBeVisible();
  await check(herPage, "an ID rejected with the reason");
  await expect(herPage.getByText("The passport's photo page is cut off: please send all of it.")).toBeVisible();
  await Promise.all([herPage.context().close(), hisPage.context().close(), adminPage.context().close()]);
});
