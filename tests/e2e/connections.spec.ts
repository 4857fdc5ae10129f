import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, detail, loggedIn, newMember, type Member } from "../support/e2e-members";
import { waitForMail } from "../support/outbox";

// Connection requests (docs/product-rules.md §2, §4 Connection, §8; docs/product-rules.md: Connection
// requests, Contact masking). Every test registers its own members, so tests and the two projects can
// run side by side.

const MASK = "**********";

/**
 * Answers `requestId` ("accept" or "reject") as the member of `page`, posting
 * from `origin`; the redirect is not followed.
 */
const answerRequest = (page: Page, intent: string, requestId: string, origin = baseURL) =>
  page.request.post("/connectionReq", { form: { intent, requestId }, headers: { Origin: origin }, maxRedirects: 0 });

/** A man and a woman, each logged in in a browser context of their own. */
async function loggedInPair(browser: Browser, javaScriptEnabled: boolean) {
  const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
  const [manPage, womanPage] = await Promise.all([man, woman].map((m) => loggedIn(browser, m, javaScriptEnabled)));
  return { man, woman, manPage, womanPage };
}

/** The page's HTML as the server sent it (markup and hydration data), and as the browser holds it now. */
async function htmlOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return `${await response!.text()}\n${await page.content()}`;
}

async function expectMasked(page: Page, other: Member) {
  const html = await htmlOf(page, `/InnerProfile/${other.id}`);
  await expect(page.getByRole("heading", { level: 1, name: other.fields.fullName })).toBeVisible();
  await expect(detail(page, "Phone")).toHaveText(MASK);
  await expect(detail(page, "Email")).toHaveText(MASK);
  expect(html).not.toContain(other.fields.phone);
  expect(html).not.toContain(other.fields.email);
}

async function expectContacts(page: Page, other: Member) {
  await page.goto(`/InnerProfile/${other.id}`);
  await expect(page.getByRole("button", { name: "Connected" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Connect Now" })).toHaveCount(0);
  await expect(detail(page, "Phone")).toHaveText(other.fields.phone);
  await expect(detail(page, "Email")).toHaveText(other.fields.email);
}

/** The sender opens the recipient's profile and asks to connect. */
async function sendRequest(page: Page, to: Member) {
  await page.goto(`/InnerProfile/${to.id}`);
  await page.getByRole("button", { name: "Connect Now" }).click();
  await expect(page.getByRole("status")).toHaveText("Connection request sent successfully!");
  await expect(page.getByRole("button", { name: "Request Sent" })).toBeDisabled();
}

const requestCard = (page: Page, from: Member) =>
  page.locator("li.person").filter({ has: page.getByRole("link", { name: from.fields.fullName, exact: true }) });

const requestRow = (sender: Member, recipient: Member) =>
  queryDb<{ id: string; status: string }>(
    E2E_DATA_DIR,
    `select r.id, r.status from connection_requests r
       join members s on s.unq_id = r.sender_unq_id
       join members t on t.unq_id = r.recipient_unq_id
      where s.public_id = ? and t.public_id = ?`,
    sender.id,
    recipient.id,
  );

/** Two men, A and C, and a woman, B, each logged in in a browser of their own; A has asked B to connect. */
async function aAskedB(browser: Browser, javaScriptEnabled: boolean) {
  const [a, b, c] = await Promise.all([newMember("Male"), newMember("Female"), newMember("Male")]);
  const [pageA, pageB, pageC] = await Promise.all([a, b, c].map((m) => loggedIn(browser, m, javaScriptEnabled)));
  await sendRequest(pageA, b);
  return { a, b, c, pageA, pageB, pageC };
}

test.describe("connection requests", () => {
  test("send, find it on the requests page, accept: both then see each other's contacts", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const a = await newMember("Male", { city: "Kanpur", working: "Engineer" });
    const b = await newMember("Female", { city: "Bhopal", working: "Doctor" });
    const pageA = await loggedIn(browser, a, javaScriptEnabled);
    const pageB = await loggedIn(browser, b, javaScriptEnabled);

    // Before any request, A sees asterisks, and B's contact details never reach A's browser.
    await expectMasked(pageA, b);
    await expect(pageA.getByText("Phone and email are shown once you are connected.")).toBeVisible();

    await pageA.getByRole("button", { name: "Connect Now" }).click();
    await expect(pageA.getByRole("status")).toHaveText("Connection request sent successfully!");
    await expect(pageA.getByRole("button", { name: "Request Sent" })).toBeDisabled();
    await expect(pageA.getByRole("button", { name: "Connect Now" })).toHaveCount(0);
    await pageA.reload();
    await expect(pageA.getByRole("button", { name: "Request Sent" })).toBeDisabled();
    await expect(detail(pageA, "Phone")).toHaveText(MASK);
    expect(requestRow(a, b)).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{24}$/), status: "pending" }]);

    // B finds A's card on the requests page, at both spellings of its address.
    for (const path of ["/connectionReq", "/ConnectionReq"]) {
      await pageB.goto(path);
      await expect(pageB.getByRole("heading", { level: 1, name: "Connection requests" })).toBeVisible();
      const card = requestCard(pageB, a);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(`Male · 27 · Kanpur · Engineer`);
      await expect(card.getByRole("button", { name: "Accept", exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: "Reject" })).toBeVisible();
      // The card shows no contact details of the sender.
      const html = await pageB.content();
      expect(html).not.toContain(a.fields.phone);
      expect(html).not.toContain(a.fields.email);
    }

    // On a phone, B's bottom bar leads there too.
    await pageB.setViewportSize({ width: 360, height: 640 });
    await pageB.goto("/");
    const bar = pageB.getByRole("navigation", { name: "Quick" });
    const requestLink = bar.getByRole("link", { name: "Requests, 1 pending", exact: true });
    await expect(requestLink).toBeVisible();
    await expect(requestLink).toHaveAttribute("href", "/ConnectionReq");
    await requestLink.click();
    await expect(pageB).toHaveURL(`${baseURL}/ConnectionReq`);
    const card = requestCard(pageB, a);
    await expect(card).toBeVisible();

    await card.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(pageB.getByRole("status")).toHaveText("Connection request accepted.");
    await expect(requestCard(pageB, a)).toHaveCount(0);
    await expect(pageB.getByText("No Connection Requests Available")).toBeVisible();
    expect(requestRow(a, b)).toMatchObject([{ status: "accepted" }]);

    // Now each sees the other's phone and e-mail, on the profile and on the connections page.
    await expectContacts(pageA, b);
    await expect(pageA.getByText("Phone and email are shown once you are connected.")).toHaveCount(0);
    await expectContacts(pageB, a);

    for (const [page, other] of [
      [pageA, b],
      [pageB, a],
    ] as const) {
      await page.goto("/myConnection");
      await expect(page.getByRole("heading", { level: 1, name: "My connections" })).toBeVisible();
      const person = page
        .locator("li.person")
        .filter({ has: page.getByRole("link", { name: other.fields.fullName, exact: true }) });
      await expect(person).toHaveCount(1);
      await expect(person.getByRole("link", { name: other.fields.phone })).toHaveAttribute(
        "href",
        `tel:${other.fields.phone}`,
      );
      await expect(person.getByRole("link", { name: other.fields.email })).toHaveAttribute(
        "href",
        `mailto:${other.fields.email}`,
      );
      await expect(page.getByText("No Connection Available")).toHaveCount(0);
    }

    // The own profile page leads to both lists.
    await pageA.setViewportSize({ width: 1200, height: 800 });
    await pageA.goto("/userProfile");
    await pageA.getByRole("link", { name: "Connection Request", exact: true }).click();
    await expect(pageA).toHaveURL(`${baseURL}/connectionReq`);
    await expect(pageA.getByText("No Connection Requests Available")).toBeVisible();
    await pageA.goto("/userProfile");
    await pageA.getByRole("link", { name: "My Connections", exact: true }).click();
    await expect(pageA).toHaveURL(`${baseURL}/myConnection`);
    await expect(pageA.getByRole("link", { name: b.fields.fullName, exact: true })).toBeVisible();

    await pageA.context().close();
    await pageB.context().close();
  });

  test("a third member still sees asterisks, and the connected pair's contacts never reach their page", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const { a, b, pageA, pageB, pageC } = await aAskedB(browser, javaScriptEnabled);
    await pageB.goto("/connectionReq");
    await requestCard(pageB, a).getByRole("button", { name: "Accept", exact: true }).click();
    await expect(pageB.getByRole("status")).toHaveText("Connection request accepted.");
    await expectContacts(pageA, b);

    await expectMasked(pageC, b);
    await expect(pageC.getByRole("button", { name: "Connect Now" })).toBeVisible();
    // Nor does A's address leak through B's profile (e.g. in a list of B's connections).
    const html = await htmlOf(pageC, `/InnerProfile/${b.id}`);
    expect(html).not.toContain(a.fields.phone);
    expect(html).not.toContain(a.fields.email);
    await pageC.goto("/myConnection");
    await expect(pageC.getByText("No Connection Available")).toBeVisible();

    for (const page of [pageA, pageB, pageC]) await page.context().close();
  });

  test("a rejected request leaves the list, shows Not accepted to the sender and cannot be sent again", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const { man: d, woman: e, manPage: pageD, womanPage: pageE } = await loggedInPair(browser, javaScriptEnabled);

    await sendRequest(pageD, e);
    await pageE.goto("/connectionReq");
    await requestCard(pageE, d).getByRole("button", { name: "Reject" }).click();
    await expect(pageE.getByRole("status")).toHaveText("Connection request rejected.");
    await expect(requestCard(pageE, d)).toHaveCount(0);
    await expect(pageE.getByText("No Connection Requests Available")).toBeVisible();
    expect(requestRow(d, e)).toMatchObject([{ status: "rejected" }]);

    await expectMasked(pageD, e);
    await expect(pageD.getByRole("button", { name: "Not accepted" })).toBeDisabled();
    await expect(pageD.getByRole("button", { name: "Connect Now" })).toHaveCount(0);
    await expect(pageD.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);

    // A hand-made second try is refused and changes nothing.
    const again = await pageD.request.post(`/InnerProfile/${e.id}`, {
      form: { intent: "connect" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(409);
    expect(requestRow(d, e)).toMatchObject([{ status: "rejected" }]);

    // The one who said no sees no button to change it either, and no contacts.
    await expectMasked(pageE, d);
    await expect(pageE.getByRole("button", { name: "Connect Now" })).toHaveCount(0);
    await expect(pageE.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);

    for (const page of [pageD, pageE]) {
      await page.goto("/myConnection");
      await expect(page.getByText("No Connection Available")).toBeVisible();
    }

    await pageD.context().close();
    await pageE.context().close();
  });

  test("the member who was asked is offered Accept on the sender's profile", async ({ browser, javaScriptEnabled }) => {
    const { man: f, woman: g, manPage: pageF, womanPage: pageG } = await loggedInPair(browser, javaScriptEnabled);

    await sendRequest(pageF, g);
    await expectMasked(pageG, f);
    await expect(pageG.getByRole("button", { name: "Connect Now" })).toHaveCount(0);
    await pageG.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(pageG.getByRole("status")).toHaveText("Connection request accepted.");
    await expect(pageG.getByRole("button", { name: "Connected" })).toBeDisabled();
    await expect(detail(pageG, "Phone")).toHaveText(f.fields.phone);
    await expect(detail(pageG, "Email")).toHaveText(f.fields.email);
    expect(requestRow(f, g)).toMatchObject([{ status: "accepted" }]);

    await expectContacts(pageF, g);
    await pageG.goto("/connectionReq");
    await expect(pageG.getByText("No Connection Requests Available")).toBeVisible();

    await pageF.context().close();
    await pageG.context().close();
  });

  test("only the recipient may answer a request, and only from this site", async ({ browser, javaScriptEnabled }) => {
    const { a, b, pageA, pageB, pageC } = await aAskedB(browser, javaScriptEnabled);
    const [{ id: requestId }] = requestRow(a, b);

    // Someone else's request: not found, and it stays pending.
    for (const intent of ["accept", "reject"]) {
      const response = await answerRequest(pageC, intent, requestId);
      expect(response.status()).toBe(404);
      expect(requestRow(a, b)).toMatchObject([{ status: "pending" }]);
    }
    // Nor through the profile page's accept.
    const viaProfile = await pageC.request.post(`/InnerProfile/${b.id}`, {
      form: { intent: "accept", requestId },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(viaProfile.status()).toBe(404);
    // The sender cannot accept their own request either.
    const bySender = await answerRequest(pageA, "accept", requestId);
    expect(bySender.status()).toBe(404);
    expect(requestRow(a, b)).toMatchObject([{ status: "pending" }]);
    await expectMasked(pageC, b);

    // The recipient, but from another site: refused.
    const crossSite = await answerRequest(pageB, "accept", requestId, "http://evil.example");
    expect(crossSite.status()).toBe(403);
    expect(requestRow(a, b)).toMatchObject([{ status: "pending" }]);
    await pageB.goto("/connectionReq");
    await expect(requestCard(pageB, a)).toBeVisible();

    // The same answer from the site itself goes through.
    const sameSite = await answerRequest(pageB, "accept", requestId);
    expect(sameSite.status()).toBe(302);
    expect(requestRow(a, b)).toMatchObject([{ status: "accepted" }]);

    for (const page of [pageA, pageB, pageC]) await page.context().close();
  });

  test("the recipient is e-mailed about a request, the sender about its acceptance, without contact details", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const { man: a, woman: b, manPage: pageA, womanPage: pageB } = await loggedInPair(browser, javaScriptEnabled);

    await sendRequest(pageA, b);
    const asked = await waitForMail(E2E_DATA_DIR, b.fields.email, (m) => m.text.includes(a.fields.fullName));
    expect(asked.subject).toMatch(/connection request/i);
    expect(asked.text).toContain("/connectionReq");
    for (const secret of [a.fields.phone, a.fields.email]) {
      expect(asked.text).not.toContain(secret);
      expect(asked.subject).not.toContain(secret);
    }

    await pageB.goto("/connectionReq");
    await requestCard(pageB, a).getByRole("button", { name: "Accept", exact: true }).click();
    await expect(pageB.getByRole("status")).toHaveText("Connection request accepted.");

    const accepted = await waitForMail(E2E_DATA_DIR, a.fields.email, (m) => m.text.includes(b.fields.fullName));
    expect(accepted.subject).toMatch(/accepted/i);
    expect(accepted.text).toContain("/myConnection");
    for (const secret of [b.fields.phone, b.fields.email]) {
      expect(accepted.text).not.toContain(secret);
      expect(accepted.subject).not.toContain(secret);
    }

    await pageA.context().close();
    await pageB.context().close();
  });
});
