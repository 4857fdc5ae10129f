import { expect, test } from "@playwright/test";
import { connectByApi } from "../support/api-connections";
import { messageByApi } from "../support/api-messages";
import { activeGuardian } from "../support/e2e-guardians";
import { baseURL, loggedIn, newMember } from "../support/e2e-members";
import { conversationWith, expectNotFound, expectUnread, messageIn } from "../support/e2e-messages";
import { adminOnReports, block, queued } from "../support/e2e-safety";

// What keeps messages safe (docs/product-rules.md §33), with JavaScript on and off: a guardian who can read
// once the other member agrees (and both members told so), a block that ends the conversation, and reporting
// a message. Each test's messages are written before its pages open, as the reply form posts them.

const GUARDIAN = "Abdul Rahman";

test("her guardian reads the conversation once he agrees; both members are told", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // two members and a guardian, each in a browser of their own, on a shared 2-core machine
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const conversation = await connectByApi(man, woman);
  const text = "Assalamu alaikum. My parents would like to visit your family after Eid.";
  await messageByApi(man, conversation, text);
  const first = woman.fields.fullName.split(" ")[0];
  const guardianPage = await activeGuardian(browser, woman, javaScriptEnabled, GUARDIAN);

  // He wrote before she had a guardian: her father reads it only once he agrees (§33, decision 035).
  const manPage = await loggedIn(browser, man, javaScriptEnabled);
  await manPage.goto(`/messages/${conversation}`);
  await manPage.getByRole("button", { name: "Go on — the guardian may read" }).click();
  await expect(manPage.getByLabel("Your message")).toBeVisible();

  // The guardian finds her messages on his dashboard and reads the conversation, with no way to write.
  await guardianPage.reload();
  const section = guardianPage.getByRole("region", { name: `${first}'s messages` });
  await section.getByRole("link", { name: man.fields.fullName }).click();
  await expect(guardianPage).toHaveURL(`${baseURL}/guardian/${woman.id}/messages/${conversation}`);
  await expect(
    guardianPage.getByRole("heading", { level: 1, name: `${first}'s messages with ${man.fields.fullName}` }),
  ).toBeVisible();
  await expect(messageIn(guardianPage, text)).toBeVisible();
  await expect(guardianPage.getByLabel("Your message")).toHaveCount(0);
  await expect(guardianPage.getByRole("button", { name: "Send" })).toHaveCount(0);
  await expect(guardianPage.getByRole("link", { name: "Report this message" })).toHaveCount(0);

  // His reading does not mark it read for her; the activity log says he read it.
  const womanPage = await loggedIn(browser, woman, javaScriptEnabled);
  await expectUnread(womanPage, 1);
  await womanPage.goto("/family");
  await expect(
    womanPage
      .getByRole("region", { name: "Activity" })
      .getByText(`${GUARDIAN} read your messages with ${man.fields.fullName}.`),
  ).toBeVisible();

  // Both of them see, on the conversation, that her guardian can read it, each from their side.
  await womanPage.goto(`/messages/${conversation}`);
  await expect(messageIn(womanPage, text)).toBeVisible();
  await expect(
    womanPage
      .getByRole("note")
      .filter({ hasText: `${GUARDIAN}, your guardian, can read this conversation: ${man.fields.fullName} agreed.` }),
  ).toBeVisible();
  await manPage.reload();
  await expect(
    manPage.getByRole("note").filter({ hasText: "Her father, as her guardian, can read this conversation." }),
  ).toBeVisible();
});

test("a block ends the conversation for both", async ({ browser, javaScriptEnabled }) => {
  test.slow(); // two members, each in a browser of their own, on a shared 2-core machine
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const conversation = await connectByApi(man, woman);
  await messageByApi(man, conversation, "Assalamu alaikum. May I call your father?");
  const [manPage, womanPage] = await Promise.all([man, woman].map((m) => loggedIn(browser, m, javaScriptEnabled)));
  await manPage.goto("/messages");
  await expect(conversationWith(manPage, woman)).toBeVisible();

  await womanPage.goto(`/InnerProfile/${man.id}`);
  await block(womanPage, womanPage, man);

  for (const page of [womanPage, manPage]) {
    await expectNotFound(page, `/messages/${conversation}`);
    await page.goto("/messages");
    await expect(page.getByText(/^No conversations yet\./)).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse your matches" })).toHaveAttribute("href", "/matches");
  }
  await expect(conversationWith(manPage, woman)).toHaveCount(0);
  await expect(conversationWith(womanPage, man)).toHaveCount(0);
});

test("she reports a message; the administrator sees its text", async ({ browser, javaScriptEnabled }) => {
  test.slow(); // two members and an administrator, on a shared 2-core machine
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const conversation = await connectByApi(man, woman);
  const greeting = "Assalamu alaikum, how is your family?";
  const pressing = "Why do you not answer? Give me your home address today.";
  await messageByApi(man, conversation, greeting);
  await messageByApi(man, conversation, pressing);

  const page = await loggedIn(browser, woman, javaScriptEnabled);
  await page.goto(`/messages/${conversation}`);
  await messageIn(page, pressing).getByRole("link", { name: "Report this message" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${conversation}\\?report=\\d+#report$`));
  const form = page.locator("details").filter({ has: page.getByText("Report this message", { exact: true }) });
  await expect(form).toHaveAttribute("open", "");
  await expect(page.getByRole("blockquote")).toHaveText(pressing);
  await form.getByLabel("Reason").selectOption({ label: "Harassment" });
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(`${baseURL}/messages/${conversation}`);
  await expect(page.locator(".flash")).toHaveText("Thank you. We have received your report and will look into it.");
  await expect(messageIn(page, pressing)).toBeVisible();

  const admin = await adminOnReports(browser, javaScriptEnabled);
  const entry = queued(admin, man);
  await expect(entry).toContainText("Harassment");
  const reported = entry.getByRole("figure");
  await expect(reported).toContainText(/^Reported message, sent \d{4}-\d\d-\d\d \d\d:\d\d UTC:/);
  await expect(reported.getByRole("blockquote")).toHaveText(pressing);
  await expect(entry).not.toContainText(greeting);
});
