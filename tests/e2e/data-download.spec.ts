import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { hydrated, test } from "../support/a11y";
import { connectByApi } from "../support/api-connections";
import { messageByApi } from "../support/api-messages";
import { currentNotice } from "../../app/domain/accounts/notice";
import { baseURL, loggedIn, newMember, picture, type Member } from "../support/e2e-members";
import { englishLeftOn } from "../support/english-left";
import { logIn } from "../support/members";
import { languageCookie, translations } from "../support/translated";

// "Download my data" (docs/product-rules.md §41; DPDP Act 2023 s. 11), with JavaScript on and off: the member opens
// it from the settings, reads the page (their name, a message they sent, a consent, a sign-in; nothing another
// member wrote nor their contact details), downloads the JSON file, and is refused the fourth time in a day.

const REFUSAL = /You can download your data up to 3 times a day\. Please try again in 24 hours\./;

/** A member with a connection, a message each way, and her consent to the notice on record. */
async function memberWithAConversation() {
  const photo = { bytes: await picture(300, 300), name: "her.png", type: "image/png" };
  const [her, him] = [await newMember("Female", {}, photo), await newMember("Male")];
  const conversation = await connectByApi(him, her);
  const mine = `Salaam, my family would like to visit on Eid ${him.id.slice(0, 6)}`;
  const his = `Walaikum salaam, my mother will call your mother ${her.id.slice(0, 6)}`;
  await messageByApi(her, conversation, mine);
  await messageByApi(him, conversation, his);
  // Her consent on record: the one the site's signup asked of her, to the notice in force.
  return { her, him, mine, his, notice: currentNotice().version };
}

/** Sends the page's "Download as JSON" form; returns the file's name and what it holds. */
async function downloadJson(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as JSON" }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), data: JSON.parse(fs.readFileSync(file, "utf8")) };
}

const section = (page: Page, heading: string) => page.getByRole("region", { name: heading, exact: true });

test("a member reads their data as a page, downloads it as a file, and is refused the fourth time that day", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.slow(); // two members, a connection and messages, and three exports
  const { her, him, mine, his, notice } = await memberWithAConversation();
  const page = await loggedIn(browser, her, javaScriptEnabled);
  await page.goto("/settings");
  // Listed in the page's contents, then its section's link.
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Download my data" }).click();
  await page.getByRole("region", { name: "Download my data" }).getByRole("link", { name: "Download my data" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/data`);
  await expect(page.getByRole("heading", { level: 1, name: "Download my data" })).toBeVisible();
  await expect(page.getByText("You can do this up to 3 times a day")).toBeVisible();
  await expectAccessible(page, "/settings/data");

  await hydrated(page);
  await page.getByRole("button", { name: "View as a page" }).click();
  await expect(section(page, "Account")).toContainText(her.fields.fullName);
  await expect(section(page, "Account")).toContainText(her.fields.email);
  // Her own photo, from its private address (not kept by any cache), loaded.
  const photo = section(page, "Photo").getByRole("img", { name: her.fields.fullName });
  await expect(photo).toHaveAttribute("src", /^\/images\/[0-9a-f]{32}-private$/);
  await expect(photo).not.toHaveJSProperty("naturalWidth", 0);
  await expect(section(page, "Connections")).toContainText(him.fields.fullName);
  await expect(section(page, "Messages you sent")).toContainText(mine);
  // Registered through the API (its row, the original client's), then consenting to the notice on the site.
  const consents = section(page, "Consents");
  await expect(consents.getByRole("row").filter({ hasText: notice })).toContainText("Again, after the notice changed");
  await expect(consents.getByRole("row").filter({ hasText: "original-client-terms" })).toBeVisible();
  await expect(
    section(page, "Sign-ins")
      .getByRole("cell", { name: /127\.0\.0\.1/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(his)).toHaveCount(0);
  await expect(page.getByText(him.fields.phone)).toHaveCount(0);
  await expect(page.getByText(him.fields.email)).toHaveCount(0);
  await expectAccessible(page, "the readable page of one's data");

  await page.getByRole("link", { name: "Back to Download my data" }).click();
  await expect(page.getByRole("button", { name: "Download as JSON" })).toBeVisible();
  const first = await downloadJson(page);
  expect(first.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(first.data.profile.fullName).toBe(her.fields.fullName);
  expect(first.data.account.phone).toBe(her.fields.phone);
  expect(first.data.photo.mime).toBe("image/webp"); // the photo itself, kept in the file
  expect(Buffer.from(first.data.photo.base64, "base64").subarray(8, 12).toString()).toBe("WEBP");
  expect(first.data.conversations[0].messagesSent.map((m: { text: string }) => m.text)).toEqual([mine]);
  expect(first.data.consents.map((c: { noticeVersion: string }) => c.noticeVersion)).toContain(notice);
  expect(first.data.signIns.length).toBeGreaterThan(0);
  const text = JSON.stringify(first.data);
  for (const other of [his, him.fields.phone, him.fields.email]) expect(text).not.toContain(other);
  await downloadJson(page); // the third of the day

  // The fourth, as a page or as a file: refused, saying when, and the member stays on the page.
  await page.getByRole("button", { name: "View as a page" }).click();
  await expect(page.getByRole("alert")).toHaveText(REFUSAL);
  await page.goto("/settings/data");
  await page.getByRole("button", { name: "Download as JSON" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/data`);
  await expect(page.locator(".flash")).toHaveText(REFUSAL);
});

/** A member's session outside the browser, as a script or another site would send requests. */
async function sessionOf(member: Member) {
  return logIn(baseURL, member.fields);
}

test("the file is an attachment no cache keeps, sent only to the site's own form", async () => {
  const member = await newMember("Female");
  const session = await sessionOf(member);
  // Opened by an address (a link, an image on another site): no file, no download counted.
  const opened = await session.fetch("/settings/data.json");
  expect(opened.status).toBe(302);
  expect(opened.headers.get("Location")).toBe("/settings/data");
  // Sent from another site: refused before anything is counted.
  const forged = await session.fetch("/settings/data.json", {
    method: "POST",
    headers: { Origin: "https://elsewhere.example" },
  });
  expect(forged.status).toBe(403);

  const file = await session.fetch("/settings/data.json", { method: "POST", headers: { Origin: baseURL } });
  expect(file.status).toBe(200);
  expect(file.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
  expect(file.headers.get("Cache-Control")).toBe("private, no-store");
  expect((await file.json()).account.email).toBe(member.fields.email);
  // The forged request and the address counted nothing: two more are allowed, then the fourth is refused.
  for (const expected of [200, 200, 302]) {
    const answer = await session.fetch("/settings/data.json", { method: "POST", headers: { Origin: baseURL } });
    expect(answer.status).toBe(expected);
  }
});

for (const language of ["hi", "ur"] as const) {
  test(`the page of one's data reads in ${language === "hi" ? "Hindi" : "Urdu"}`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const { key } = translations(language);
    const words = (entry: string) => key("member", `myData.${entry}`);
    const { her, mine } = await memberWithAConversation();
    const page = await loggedIn(browser, her, javaScriptEnabled);
    await page.context().addCookies([languageCookie(language, baseURL)]);
    await page.goto("/settings/data");
    await expect(page.getByRole("heading", { level: 1, name: words("title") })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: words("view") }).click();
    for (const heading of ["account", "profile", "connections", "messages", "consents", "signIns"])
      await expect(
        page.getByRole("heading", { level: 2, name: words(`section.${heading}`), exact: true }),
      ).toBeVisible();
    await expect(section(page, words("section.messages"))).toContainText(mine);
    expect((await englishLeftOn(page, language)).english).toEqual([]);
  });
}
