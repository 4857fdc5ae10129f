import { expect, type Browser, type Page } from "@playwright/test";
import { hydrated, test } from "../support/a11y";
import { connectByApi } from "../support/api-connections";
import { messageByApi } from "../support/api-messages";
import { baseURL, loggedIn, newMember, type Member } from "../support/e2e-members";
import { conversationWith, messageIn } from "../support/e2e-messages";
import { logIn } from "../support/members";

// A conversation opens at its newest message and new ones arrive by themselves (docs/product-rules.md §33,
// decision 043): on a 360x640 phone the newest message is in view, clear of the reply box and the bar; with
// JavaScript on, the server pushes the other member's message (the page's event stream) and it appears without a
// reload, read at once; a reader who scrolled up is offered "New message ↓"; without JavaScript, "Refresh to see
// new messages" reloads at the newest.

const PHONE = { width: 360, height: 640 };
// Pushed within about 1.5 s; a loaded 2-core machine may take a few more.
const PUSHED = { timeout: 8_000 };
/** Enough earlier messages that the conversation is longer than a phone's screen. */
const EARLIER = Array.from(
  { length: 8 },
  (_, n) => `Earlier message ${n + 1}: our families spoke about the engagement, the guests and the date.`,
);

/** Two connected members with a long conversation; he opens it from his list of conversations, on a phone. */
async function openedOnPhone(
  browser: Parameters<typeof loggedIn>[0],
  javaScriptEnabled: boolean,
  watch: (page: Page, conversation: string) => void = () => {},
) {
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const conversation = await connectByApi(man, woman);
  await messageByApi(woman, conversation, ...EARLIER);
  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.setViewportSize(PHONE);
  watch(page, conversation);
  await page.goto("/messages");
  await conversationWith(page, woman).getByRole("link", { name: woman.fields.fullName }).click();
  await expect(messageIn(page, EARLIER.at(-1)!)).toBeAttached();
  await hydrated(page);
  return { page, man, woman, conversation };
}

/** The newest message lies inside the window, and neither the reply box nor the phone's bar covers it. */
async function expectNewestInView(page: Page, body: string) {
  const newest = await messageIn(page, body).boundingBox();
  expect(newest).not.toBeNull();
  const box = newest!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  for (const cover of [page.getByLabel("Your message"), page.getByRole("navigation", { name: "Quick" })]) {
    const other = await cover.boundingBox();
    if (other) expect(other.y >= box.y + box.height || other.y + other.height <= box.y).toBe(true);
  }
}

const liveOn = (page: Page) => expect(page.locator("[data-live='on']")).toBeAttached(PUSHED);

/** Her conversation page shows "Seen" under her last message: he has read it. */
async function seenBy(woman: Member, conversation: string) {
  const session = await logIn(baseURL, woman.fields);
  return (await (await session.fetch(`/messages/${conversation}`)).text()).includes('<p class="message__seen">');
}

/** The phone's bar's Messages link, with the unread count a screen reader hears. */
const barMessages = (page: Page, unread: string) =>
  page.getByRole("navigation", { name: "Quick" }).getByRole("link", { name: `Messages${unread}`, exact: true });

test("a conversation opens at its newest message on a phone", async ({ browser, javaScriptEnabled }) => {
  test.slow(); // two members and eight messages
  const { page, conversation } = await openedOnPhone(browser, javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`/messages/${conversation}#newest$`));
  await expectNewestInView(page, EARLIER.at(-1)!);
  // The oldest is above, scrolled past.
  const oldest = await messageIn(page, EARLIER[0]).boundingBox();
  expect(oldest!.y + oldest!.height).toBeLessThan(0);
});

// The other member's new message reaches an open conversation in both projects: pushed with JavaScript, behind
// "Refresh to see new messages" without it.
test("the other member's new message reaches the open conversation: pushed with JavaScript, a refresh without", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  if (javaScriptEnabled) await pushedWithJavaScript(browser);
  else await refreshedWithoutJavaScript(browser);
});

/** Without JavaScript: Refresh to see new messages reloads at the newest. */
async function refreshedWithoutJavaScript(browser: Browser) {
  const { page, woman, conversation } = await openedOnPhone(browser, false);
  const reply = "Wa alaikum assalam. My father will call your father this week, insha'Allah.";
  await messageByApi(woman, conversation, reply);
  await expect(messageIn(page, reply)).toHaveCount(0);
  await page.getByRole("button", { name: "Refresh to see new messages" }).click();
  await expect(messageIn(page, reply)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/messages/${conversation}\\?#newest$`));
  await expectNewestInView(page, reply);
  await expect(barMessages(page, "")).toBeVisible();
}

/** With JavaScript: the message is pushed and appears without a reload, and the page does not poll meanwhile. */
async function pushedWithJavaScript(browser: Browser) {
  const streams: string[] = [];
  const dataLoads: string[] = [];
  const { page, woman, conversation } = await openedOnPhone(browser, true, (opening, id) =>
    opening.on("request", (request) => {
      const url = request.url();
      if (url.includes(`/messages/${id}/events`)) streams.push(url);
      if (url.includes(`/messages/${id}.data`)) dataLoads.push(url);
    }),
  );
  await liveOn(page);
  await expect(page.getByRole("button", { name: "Refresh to see new messages" })).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // While the stream is open the page does not poll (it did every 4 seconds).
  const loadsBefore = dataLoads.length;
  await page.waitForTimeout(5_000);
  expect(dataLoads.length).toBe(loadsBefore);

  // At the newest message: the new one comes into view, and is read there and then ("Seen" on her side; his
  // count stays at none).
  const first = "Wa alaikum assalam. My father will call your father this week, insha'Allah.";
  await messageByApi(woman, conversation, first);
  await expect(messageIn(page, first)).toBeVisible(PUSHED);
  await expectNewestInView(page, first);
  await expect.poll(() => seenBy(woman, conversation), PUSHED).toBe(true);
  await expect(barMessages(page, "")).toBeVisible();

  // Scrolled up to read: he stays there, offered the new message.
  await page.evaluate(() => scrollTo(0, 0));
  const second = "Please tell your mother that my aunt will bring the sweets.";
  await messageByApi(woman, conversation, second);
  const offer = page.getByRole("button", { name: "New message ↓" });
  await expect(offer).toBeVisible(PUSHED);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await offer.click();
  await expect(offer).toHaveCount(0);
  await expectNewestInView(page, second);

  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  expect(streams).toEqual([expect.stringContaining(`/messages/${conversation}/events?after=`)]);
}
