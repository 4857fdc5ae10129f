import { expect, type Page } from "@playwright/test";
import { hydrated, test } from "../support/a11y";
import { connectByApi } from "../support/api-connections";
import { baseURL, loggedIn, newMember } from "../support/e2e-members";
import { conversationWith, expectUnread, messageIn, send } from "../support/e2e-messages";

// Two connected members write to each other (docs/product-rules.md §33), with JavaScript on and off: finding
// the conversation, what may be sent, the unread count, replies appearing, "Seen" and the money warning.

const MONEY_WARNING =
  "This message mentions money or bank details. Never send money or share bank details with someone you have " +
  "not met with your family.";
// Polling brings new messages every 4 seconds; a loaded 2-core machine may take a few more.
const POLLED = { timeout: 12_000 };

test("two connected members write to each other", async ({ browser, javaScriptEnabled, expectAccessible }) => {
  test.slow(); // two members' whole conversation, with axe at two sizes on two pages
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const conversation = await connectByApi(man, woman);
  const [manPage, womanPage] = await Promise.all([man, woman].map((m) => loggedIn(browser, m, javaScriptEnabled)));
  // With JavaScript on, what the other writes arrives by polling; without it, the member reloads.
  const refreshed = async (page: Page) => {
    if (!javaScriptEnabled) await page.reload();
  };

  // He finds the conversation from the header's Messages.
  await manPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages", exact: true }).click();
  await expect(manPage).toHaveURL(`${baseURL}/messages`);
  const entry = conversationWith(manPage, woman);
  await expect(entry).toContainText("No messages yet. Say salaam!");
  await entry.getByRole("link", { name: woman.fields.fullName }).click();
  await expect(manPage).toHaveURL(`${baseURL}/messages/${conversation}#newest`);
  await expect(manPage.getByRole("heading", { level: 1, name: woman.fields.fullName })).toBeVisible();
  const noMessages = manPage.getByText("No messages yet. Say salaam and introduce yourself and your family.");
  await expect(noMessages).toBeVisible();

  // Nothing to send, or only spaces: the site says so and nothing is written.
  for (const blank of ["", "  \n  "]) {
    await manPage.goto(`/messages/${conversation}`);
    await expect(manPage.getByText("Please write a message.")).toHaveCount(0);
    await send(manPage, blank);
    await expect(manPage.getByText("Please write a message.")).toBeVisible();
    await expect(noMessages).toBeVisible();
  }

  // A link and markup are shown as typed: text, never a link or bold. With JavaScript on, no reload.
  const hello = "Assalamu alaikum. Our family's page is https://example.com/family and this is <b>not bold</b>.";
  await manPage.goto(`/messages/${conversation}`);
  await hydrated(manPage);
  await manPage.evaluate(() => Object.assign(window, { samePage: true }));
  await send(manPage, hello);
  const sent = messageIn(manPage, hello);
  await expect(sent.getByText(hello, { exact: true })).toBeVisible();
  await expect(sent.getByRole("link")).toHaveCount(0);
  await expect(sent.locator("b")).toHaveCount(0);
  await expect(manPage.getByLabel("Your message")).toHaveValue("");
  if (javaScriptEnabled) expect(await manPage.evaluate(() => "samePage" in window)).toBe(true);
  else await expect(manPage).toHaveURL(`${baseURL}/messages/${conversation}#newest`);

  // She sees the count on any page, in the header and the phone's bar, and opens it from the header.
  await womanPage.goto("/matches");
  await expectUnread(womanPage, 1);
  await womanPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages, 1 unread" }).click();
  await expect(womanPage).toHaveURL(`${baseURL}/messages`);
  const hers = conversationWith(womanPage, man);
  // The link reads "<name> 1 unread": the number, and a word for screen readers.
  await expect(hers.getByRole("link", { name: `${man.fields.fullName} 1 unread`, exact: true })).toBeVisible();
  await expect(hers).toContainText("Assalamu alaikum. Our family");
  await expectAccessible(womanPage, "/messages with an unread conversation");
  await hers.getByRole("link", { name: man.fields.fullName }).click();
  const received = messageIn(womanPage, hello);
  await expect(received.getByText(hello, { exact: true })).toBeVisible();
  await expect(received.getByRole("link")).toHaveText(["Report this message"]);
  await expect(received.locator("b")).toHaveCount(0);
  // Read: the count goes, here and on the page she goes back to.
  await expectUnread(womanPage, 0);
  await womanPage.getByRole("link", { name: "All messages" }).click();
  await expect(hers.getByRole("link", { name: man.fields.fullName, exact: true })).toBeVisible();
  await expectUnread(womanPage, 0);
  await hers.getByRole("link", { name: man.fields.fullName }).click();

  // She replies; he sees it, and "Seen" under his message now that she has read it.
  const reply = "Wa alaikum assalam. My father will call your father this week, insha'Allah.";
  await send(womanPage, reply);
  await expect(messageIn(womanPage, reply)).toBeVisible();
  await refreshed(manPage);
  await expect(messageIn(manPage, reply)).toBeVisible(POLLED);
  await expect(sent.getByText("Seen", { exact: true })).toBeVisible(POLLED);
  if (javaScriptEnabled) expect(await manPage.evaluate(() => "samePage" in window)).toBe(true);

  // She turns read receipts off: he no longer sees "Seen".
  await womanPage.goto("/settings");
  const receipts = womanPage.getByRole("region", { name: "Read receipts" });
  await receipts.getByRole("button", { name: "Turn read receipts off" }).click();
  await expect(womanPage.locator(".flash")).toHaveText("Read receipts are off.");
  await expect(receipts.getByRole("button", { name: "Turn read receipts on" })).toBeVisible();
  await refreshed(manPage);
  await expect(sent.getByText("Seen", { exact: true })).toHaveCount(0, POLLED);
  await expect(sent).toBeVisible();

  // A message about money is sent, with a reminder beside it on both sides; the greeting has none.
  const money = "Please send money for my visa fees to my bank account, I will return it after the nikah.";
  await send(manPage, money);
  await womanPage.goto(`/messages/${conversation}`);
  for (const page of [manPage, womanPage]) {
    const warning = messageIn(page, money).getByRole("note");
    await expect(warning).toContainText(MONEY_WARNING);
    await expect(warning.getByRole("link", { name: "Staying safe" })).toHaveAttribute("href", "/safety");
    await expect(messageIn(page, hello).getByRole("note")).toHaveCount(0);
  }
  await expectAccessible(womanPage, "a conversation with a money warning");
});
