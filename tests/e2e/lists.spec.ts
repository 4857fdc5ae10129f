import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, letters, loggedIn, newMember, type Member } from "../support/e2e-members";
import { accountMenuLink } from "../support/account-menu";

// The shortlist, sent requests with Withdraw, and the header's count of requests (docs/product-rules.md §26).
// Each test makes its own members; those to be found on the listing live in a city of their own.

const flash = (page: Page) => page.locator(".flash");
const card = (page: Page, who: Member) =>
  page.locator(".profile-card").filter({ has: page.getByRole("heading", { name: who.fields.fullName }) });
const person = (page: Page, who: Member) =>
  page.locator("li.person").filter({ has: page.getByRole("link", { name: who.fields.fullName, exact: true }) });
const requestsLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

const savedBy = (who: Member) =>
  queryDb<{ name: string }>(
    E2E_DATA_DIR,
    `select s.full_name as name from shortlists l
       join members m on m.unq_id = l.member_unq_id join members s on s.unq_id = l.saved_unq_id
      where m.public_id = ? order by l.created_at`,
    who.id,
  ).map((row) => row.name);

/** Connect Now on the other member's profile. */
async function sendRequest(page: Page, to: Member) {
  await page.goto(`/InnerProfile/${to.id}`);
  await page.getByRole("button", { name: "Connect Now" }).click();
  await expect(page.getByRole("button", { name: "Request Sent" })).toBeDisabled();
}

test.describe("shortlist", () => {
  test("save from a card and from a profile, find both on /shortlist newest first, remove one", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const city = `Shortlistpur ${letters(6)}`;
    const [man, first, second] = await Promise.all([
      newMember("Male"),
      newMember("Female", { city }),
      newMember("Female", { city }),
    ]);
    const page = await loggedIn(browser, man, javaScriptEnabled, { viewport: { width: 1200, height: 800 } });

    // From a card on the search.
    await page.goto(`/profilePage?city=${encodeURIComponent(city)}`);
    const firstCard = card(page, first);
    await firstCard.getByRole("button", { name: `Save ${first.fields.fullName}`, pressed: false }).click();
    await expect(flash(page)).toHaveText("Saved to your shortlist");
    // Back on the same search (React Router 8 writes the server's location with "+" for a space, as forms do).
    await expect(page).toHaveURL(
      (url) => url.pathname === "/profilePage" && [...url.searchParams].join() === ["city", city].join(),
    );
    await expect(
      firstCard.getByRole("button", { name: `Saved ${first.fields.fullName}`, pressed: true }),
    ).toBeVisible();
    await expect(
      card(page, second).getByRole("button", { name: `Save ${second.fields.fullName}`, pressed: false }),
    ).toBeVisible();

    // From a profile.
    await page.goto(`/InnerProfile/${second.id}`);
    await page.getByRole("button", { name: `Save ${second.fields.fullName}`, pressed: false }).click();
    await expect(flash(page)).toHaveText("Saved to your shortlist");
    await expect(page.getByRole("button", { name: `Saved ${second.fields.fullName}`, pressed: true })).toBeVisible();
    expect(savedBy(man)).toEqual([first.fields.fullName, second.fields.fullName]);

    // The header leads to the shortlist: the newest saved first.
    await (await accountMenuLink(page, "Shortlist")).click();
    await expect(page).toHaveURL(`${baseURL}/shortlist`);
    await expect(page.getByRole("heading", { level: 1, name: "My shortlist" })).toBeVisible();
    await expect(page.locator(".profile-card h2")).toHaveText([second.fields.fullName, first.fields.fullName]);

    await card(page, first)
      .getByRole("button", { name: `Remove ${first.fields.fullName} from your shortlist` })
      .click();
    await expect(flash(page)).toHaveText("Removed from your shortlist");
    await expect(page).toHaveURL(`${baseURL}/shortlist`);
    await expect(page.locator(".profile-card h2")).toHaveText([second.fields.fullName]);
    expect(savedBy(man)).toEqual([second.fields.fullName]);

    // Saved shows as pressed on the profile; pressing it again takes the member off the list.
    await page.goto(`/InnerProfile/${second.id}`);
    await page.getByRole("button", { name: `Saved ${second.fields.fullName}`, pressed: true }).click();
    await expect(flash(page)).toHaveText("Removed from your shortlist");
    await expect(page.getByRole("button", { name: `Save ${second.fields.fullName}`, pressed: false })).toBeVisible();
    await page.goto("/shortlist");
    await expect(page.getByText("No saved profiles yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Search profiles" })).toHaveAttribute("href", "/profilePage");
    expect(savedBy(man)).toEqual([]);
    await page.context().close();
  });

  test("a visitor sees no Save, and the shortlist asks them to log in", async ({ page }) => {
    await page.goto("/profilePage");
    await expect(page.locator(".profile-card").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Saved? / })).toHaveCount(0);
    await page.goto("/shortlist");
    await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Fshortlist`);
  });
});

test.describe("sent requests", () => {
  test("a request shows on the recipient's header, pending on /sentRequests; withdrawn, it is gone for both", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow(); // two members, eleven pages between them
    const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
    const viewport = { width: 1200, height: 800 };
    const [manPage, womanPage] = await Promise.all(
      [man, woman].map((m) => loggedIn(browser, m, javaScriptEnabled, { viewport })),
    );
    await expect(requestsLink(womanPage, "Requests")).toBeVisible();

    await sendRequest(manPage, woman);

    // The count arrives on every page of the recipient, on the header and on the phone's bar.
    for (const path of ["/", "/contactUs", "/userProfile"]) {
      await womanPage.goto(path);
      await expect(requestsLink(womanPage, "Requests, 1 pending")).toBeVisible();
    }
    await womanPage.setViewportSize({ width: 360, height: 640 });
    const bar = womanPage.getByRole("navigation", { name: "Quick" });
    await expect(bar.getByRole("link", { name: "Requests, 1 pending", exact: true })).toBeVisible();
    await womanPage.setViewportSize(viewport);

    // The sender finds it pending, with the way to withdraw it.
    await (await accountMenuLink(manPage, "Sent requests")).click();
    await expect(manPage).toHaveURL(`${baseURL}/sentRequests`);
    await expect(manPage.getByRole("heading", { level: 1, name: "Sent requests" })).toBeVisible();
    const tabs = manPage.getByRole("navigation", { name: "Sent requests by answer" });
    await expect(tabs.getByRole("link", { name: "Pending (1)" })).toHaveAttribute("aria-current", "page");
    const item = person(manPage, woman);
    await expect(item).toHaveCount(1);
    await expect(item).not.toContainText(woman.fields.phone);

    await item.getByRole("link", { name: `Withdraw your request to ${woman.fields.fullName}` }).click();
    const dialog = manPage.getByRole("dialog", { name: "Withdraw this request?" });
    await expect(dialog).toContainText(`${woman.fields.fullName} will no longer see your request.`);
    // Keep it closes the question and changes nothing.
    await dialog.getByRole("link", { name: "Keep it" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(person(manPage, woman)).toHaveCount(1);

    await person(manPage, woman)
      .getByRole("link", { name: `Withdraw your request to ${woman.fields.fullName}` })
      .click();
    await manPage.getByRole("dialog").getByRole("button", { name: "Withdraw request" }).click();
    await expect(flash(manPage)).toHaveText("Request withdrawn");
    await expect(manPage.getByText("No pending requests.")).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Pending (0)" })).toBeVisible();

    // The recipient no longer sees it, nor the count.
    await womanPage.goto("/connectionReq");
    await expect(womanPage.getByText("No Connection Requests Available")).toBeVisible();
    await expect(requestsLink(womanPage, "Requests")).toBeVisible();

    // The pair may start again.
    await sendRequest(manPage, woman);
    await womanPage.goto("/connectionReq");
    await expect(person(womanPage, man)).toHaveCount(1);
    for (const page of [manPage, womanPage]) await page.context().close();
  });

  test("accepted and not accepted requests are listed apart, without Withdraw", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const [man, yes, no] = await Promise.all([newMember("Male"), newMember("Female"), newMember("Female")]);
    const [manPage, yesPage, noPage] = await Promise.all(
      [man, yes, no].map((m) => loggedIn(browser, m, javaScriptEnabled)),
    );
    await sendRequest(manPage, yes);
    await sendRequest(manPage, no);
    for (const [page, button] of [
      [yesPage, "Accept"],
      [noPage, "Reject"],
    ] as const) {
      await page.goto("/connectionReq");
      await person(page, man).getByRole("button", { name: button, exact: true }).click();
      await expect(person(page, man)).toHaveCount(0);
    }

    // From the received requests' page, the Sent tab.
    await manPage.goto("/connectionReq");
    await manPage.getByRole("navigation", { name: "Requests" }).getByRole("link", { name: "Sent" }).click();
    await expect(manPage.getByText("No pending requests.")).toBeVisible();
    const tabs = manPage.getByRole("navigation", { name: "Sent requests by answer" });
    await tabs.getByRole("link", { name: "Accepted (1)", exact: true }).click();
    await expect(person(manPage, yes)).toHaveCount(1);
    await expect(person(manPage, no)).toHaveCount(0);
    await tabs.getByRole("link", { name: "Not accepted (1)" }).click();
    await expect(manPage).toHaveURL(`${baseURL}/sentRequests?status=rejected`);
    await expect(person(manPage, no)).toHaveCount(1);
    await expect(person(manPage, yes)).toHaveCount(0);
    await expect(manPage.getByRole("link", { name: /^Withdraw/ })).toHaveCount(0);
    for (const page of [manPage, yesPage, noPage]) await page.context().close();
  });
});
