import fs from "node:fs";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import {
  baseURL,
  loggedIn,
  logInOn,
  letters,
  newAdmin,
  newMember,
  uniqueEmail,
  uniquePhone,
  type Credentials,
  type Member,
} from "../support/e2e-members";
import { waitForMail } from "../support/outbox";
import { accountMenuLink } from "../support/account-menu";

// The operator's pages (README.md: Operations; docs/product-rules.md: Admin, Blocked members, Verified members,
// Account deletion). Every test creates its own administrator and members with e-mails and phones
// nobody else has, so tests and the two projects can run side by side on the one server.

const account = (member: Member): Credentials => ({ email: member.fields.email, password: member.fields.password });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** An administrator logged in and on /admin, reached through the header's ADMIN link. */
async function adminOnAdminPage(browser: Browser, javaScriptEnabled: boolean) {
  const page = await loggedIn(browser, await newAdmin(), javaScriptEnabled);
  // An administrator's header has Admin in place of a member's links (docs/product-rules.md §16).
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  return page;
}

/** Runs the admin's member search from the search box. */
async function searchMembers(page: Page, query: string) {
  await page.getByLabel("Search by name, email, phone or member ID").fill(query);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`${baseURL}/admin?q=${encodeURIComponent(query).replace(/%20/g, "+")}`);
}

/** The search's count line (the page has a second status region, for flash messages). */
const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /^\d+ members?/ });
const memberRows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
const memberRow = (page: Page, member: Member) =>
  memberRows(page).filter({ has: page.getByRole("link", { name: member.fields.fullName, exact: true }) });

/** The admin's search finds exactly this member: one row, with their ID, e-mail and phone. */
async function expectOnlyResult(page: Page, member: Member, memberId: string) {
  await expect(resultCount(page)).toHaveText("1 member");
  await expect(memberRows(page)).toHaveCount(1);
  const row = memberRow(page, member);
  await expect(row.getByRole("cell")).toHaveText([
    memberId,
    member.fields.fullName,
    member.fields.email,
    member.fields.phone,
    member.fields.city,
    "Active",
    /Block/,
  ]);
}

/** A row of a details list (Phone, Email, ...). */
const detail = (page: Page, label: string) =>
  page
    .locator(".details__row")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/**
 * The member's card in the listing, looked up by member ID so that other
 * tests' members do not push it off the page.
 */
async function listingCard(page: Page, memberId: string, member: Member): Promise<Locator> {
  await page.goto(`/profilePage?unqId=${memberId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Profiles" })).toBeVisible();
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2, name: member.fields.fullName }) });
}

const memberIdOf = (member: Member) => {
  const rows = queryDb<{ unq_id: number }>(E2E_DATA_DIR, "select unq_id from members where public_id = ?", member.id);
  return `MMR00${rows[0].unq_id}`;
};

/** The badge of the old Verified toggle (docs/decisions/032-badges-and-the-old-verified-flag.md). */
const TEAM = "Checked by our team";

const flagsOf = (member: Member) =>
  queryDb<{ blocked: number; verified: number }>(
    E2E_DATA_DIR,
    "select block_by_admin as blocked, verified from members where public_id = ?",
    member.id,
  )[0];

test.describe("members in /admin", () => {
  test("the administrator finds a member by name, e-mail, phone and member ID, and opens the full details", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const member = await newMember("Female", { city: "Aligarh", working: "Pharmacist" });
    const admin = await adminOnAdminPage(browser, javaScriptEnabled);

    // By name: the ID the table shows is the one to search by afterwards.
    await searchMembers(admin, member.fields.fullName);
    const memberId = memberIdOf(member);
    await expectOnlyResult(admin, member, memberId);
    await expect(admin.getByLabel("Search by name, email, phone or member ID")).toHaveValue(member.fields.fullName);

    for (const query of [member.fields.email, member.fields.phone, memberId]) {
      await searchMembers(admin, query);
      await expectOnlyResult(admin, member, memberId);
    }
    // Part of a name is enough; an address nobody has finds nobody.
    await searchMembers(admin, member.fields.fullName.split(" ")[1].slice(0, 5));
    await expect(memberRow(admin, member)).toHaveCount(1);
    await searchMembers(admin, uniqueEmail("nobody"));
    await expect(resultCount(admin)).toHaveText("0 members");
    await expect(memberRows(admin)).toHaveCount(0);

    // The full details, contacts included.
    await searchMembers(admin, member.fields.email);
    await memberRow(admin, member).getByRole("link", { name: member.fields.fullName, exact: true }).click();
    await expect(admin).toHaveURL(`${baseURL}/admin/members/${member.id}`);
    await expect(admin.getByRole("heading", { level: 1, name: member.fields.fullName })).toBeVisible();
    await expect(admin.getByText(new RegExp(`^${memberId} · joined \\d{4}-\\d{2}-\\d{2} · Active$`))).toBeVisible();
    await expect(detail(admin, "Phone")).toHaveText(member.fields.phone);
    await expect(detail(admin, "Email")).toHaveText(member.fields.email);
    await expect(detail(admin, "Father's name")).toHaveText(member.fields.fatherName);
    await expect(detail(admin, "Date of birth")).toHaveText(member.fields.dob);
    await expect(detail(admin, "Work")).toHaveText("Pharmacist");
    await expect(admin.getByText("0 connections")).toBeVisible();
    await admin.getByRole("link", { name: "← All members" }).click();
    await expect(admin).toHaveURL(`${baseURL}/admin`);

    await admin.context().close();
  });

  test("marked as checked by our team, a member shows that badge on card and profile; unmarked, it goes", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const member = await newMember("Female");
    const viewer = await newMember("Male");
    const admin = await adminOnAdminPage(browser, javaScriptEnabled);
    const other = await loggedIn(browser, account(viewer), javaScriptEnabled);
    const memberId = memberIdOf(member);

    // Not checked yet: no such badge anywhere (the old Verified toggle, docs/decisions/032).
    let card = await listingCard(other, memberId, member);
    await expect(card).toHaveCount(1);
    await expect(card.getByText(TEAM, { exact: true })).toHaveCount(0);

    await searchMembers(admin, member.fields.email);
    await admin
      .getByRole("button", { name: `Mark ${member.fields.fullName} as checked by our team`, exact: true })
      .click();
    await expect(admin.getByRole("status").filter({ hasText: "Marked as checked by our team." })).toBeVisible();
    // Back on the same search, with the new state.
    await expect(admin).toHaveURL(`${baseURL}/admin?q=${encodeURIComponent(member.fields.email)}`);
    await expect(memberRow(admin, member).getByRole("cell").nth(5)).toHaveText(`Active · ${TEAM}`);
    await expect(
      admin.getByRole("button", { name: `Remove our team's check from ${member.fields.fullName}`, exact: true }),
    ).toBeVisible();
    expect(flagsOf(member)).toEqual({ blocked: 0, verified: 1 });

    card = await listingCard(other, memberId, member);
    await expect(card.getByText(TEAM, { exact: true })).toBeVisible();
    await other.goto(`/InnerProfile/${member.id}`);
    await expect(other.getByRole("heading", { level: 1, name: member.fields.fullName })).toBeVisible();
    await expect(other.getByText(TEAM, { exact: true })).toBeVisible();

    // Unverify, this time from the member's details page.
    await memberRow(admin, member).getByRole("link", { name: member.fields.fullName, exact: true }).click();
    await expect(admin.getByText(`${memberId} · joined`)).toContainText(`· Active · ${TEAM}`);
    await admin
      .getByRole("button", { name: `Remove our team's check from ${member.fields.fullName}`, exact: true })
      .click();
    await expect(admin.getByRole("status").filter({ hasText: "Our team's check removed." })).toBeVisible();
    await expect(admin).toHaveURL(`${baseURL}/admin/members/${member.id}`);
    await expect(
      admin.getByRole("button", { name: `Mark ${member.fields.fullName} as checked by our team`, exact: true }),
    ).toBeVisible();
    expect(flagsOf(member)).toEqual({ blocked: 0, verified: 0 });

    card = await listingCard(other, memberId, member);
    await expect(card).toHaveCount(1);
    await expect(card.getByText(TEAM, { exact: true })).toHaveCount(0);
    await other.goto(`/InnerProfile/${member.id}`);
    await expect(other.getByRole("heading", { level: 1, name: member.fields.fullName })).toBeVisible();
    await expect(other.getByText(TEAM, { exact: true })).toHaveCount(0);

    await admin.context().close();
    await other.context().close();
  });

  test("blocking ends the member's session, refuses their login and hides them; unblocking lets them back", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const member = await newMember("Female");
    const viewer = await newMember("Male");
    const memberId = memberIdOf(member);
    // The member is logged in before the block, in a browser of their own.
    const blockedPage = await loggedIn(browser, account(member), javaScriptEnabled);
    const other = await loggedIn(browser, account(viewer), javaScriptEnabled);
    const admin = await adminOnAdminPage(browser, javaScriptEnabled);

    await expect(await listingCard(other, memberId, member)).toHaveCount(1);

    await searchMembers(admin, memberId);
    // Block is not one tap (issue 40): it opens, asks why, and the browser refuses it without a reason.
    await memberRow(admin, member).getByText("Block…").click();
    const reason = admin.getByLabel(`Why is ${member.fields.fullName} blocked? (kept in the log)`);
    await admin.getByRole("button", { name: "Block this member" }).click();
    expect(await reason.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
    expect(flagsOf(member)).toEqual({ blocked: 0, verified: 0 });
    await reason.fill("Asked a family for money before meeting");
    await admin.getByRole("button", { name: "Block this member" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Member blocked." })).toBeVisible();
    await expect(memberRow(admin, member).getByRole("cell").nth(5)).toHaveText("Blocked");
    await expect(admin.getByRole("button", { name: `Unblock ${member.fields.fullName}`, exact: true })).toBeVisible();
    expect(flagsOf(member)).toEqual({ blocked: 1, verified: 0 });

    // The open session is refused at its next request: the member is sent to log in, shown logged out.
    await (await accountMenuLink(blockedPage, "My profile")).click();
    await expect(blockedPage).toHaveURL(`${baseURL}/login?redirectTo=%2FuserProfile`);
    await expect(mainNav(blockedPage).getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(mainNav(blockedPage).getByRole("link", { name: "Matches", exact: true })).toHaveCount(0);

    // Logging in again is refused with the reason.
    await logInOn(blockedPage, account(member));
    await expect(blockedPage.getByRole("alert")).toHaveText("Your account has been blocked. Please contact us.");
    await expect(blockedPage).toHaveURL(`${baseURL}/login`);
    await expect(mainNav(blockedPage).getByRole("link", { name: "Login", exact: true })).toBeVisible();

    // Gone from the listing and from the profile pages.
    await expect(await listingCard(other, memberId, member)).toHaveCount(0);
    // A blocked member's ID names nobody the listing may show.
    await expect(other.getByText(`No member with ID ${memberId}.`)).toBeVisible();
    const profile = await other.goto(`/InnerProfile/${member.id}`);
    expect(profile?.status()).toBe(404);
    await expect(other.getByRole("heading", { level: 1, name: "404" })).toBeVisible();

    // Unblock: the member can log in again and is listed again.
    await admin.getByRole("button", { name: `Unblock ${member.fields.fullName}`, exact: true }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Member unblocked." })).toBeVisible();
    await expect(memberRow(admin, member).getByRole("cell").nth(5)).toHaveText("Active");
    expect(flagsOf(member)).toEqual({ blocked: 0, verified: 0 });

    await logInOn(blockedPage, account(member));
    await expect(blockedPage).toHaveURL(`${baseURL}/`);
    await expect(blockedPage.getByRole("status")).toHaveText("Login Successful! Welcome back!");
    await expect(mainNav(blockedPage).getByRole("link", { name: "Matches", exact: true })).toBeVisible();
    await expect(await listingCard(other, memberId, member)).toHaveCount(1);

    for (const page of [admin, blockedPage, other]) await page.context().close();
  });
});

test.describe("enquiries and newsletter in /admin", () => {
  test("an enquiry from /contactUs shows in the inbox, newest first, and Mark handled closes it", async ({
    browser,
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    const tag = letters(6);
    const first = { name: `Nasreen ${tag} First`, message: `Is there a verification fee? ${tag}` };
    const second = { name: `Nasreen ${tag} Second`, message: `A second question, asked later. ${tag}` };
    for (const enquiry of [first, second]) {
      await page.goto("/contactUs");
      await page.getByLabel("Name").fill(enquiry.name);
      await page.getByLabel("Email").fill(uniqueEmail("writer"));
      await page.getByLabel("Phone number").fill(uniquePhone());
      await page.getByLabel("Message").fill(enquiry.message);
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByRole("status")).toHaveText("Thank You! Inquiry sent successfully!");
    }

    const admin = await adminOnAdminPage(browser, javaScriptEnabled);
    await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Enquiries" }).click();
    await expect(admin).toHaveURL(`${baseURL}/admin/enquiries`);
    await expect(admin.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    const card = (name: string) =>
      admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { level: 2, name, exact: true }) });
    await expect(card(second.name)).toContainText(second.message);
    await expect(card(first.name)).toContainText(first.message);
    const titles = await admin.getByRole("list").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.indexOf(second.name)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(second.name)).toBeLessThan(titles.indexOf(first.name));

    await card(first.name)
      .getByRole("button", { name: `Mark the enquiry from ${first.name} as handled` })
      .click();
    await expect(admin.getByRole("status").filter({ hasText: "Enquiry marked as handled." })).toBeVisible();
    // Open enquiries only: the handled one is gone, the other stays open.
    await expect(card(first.name)).toHaveCount(0);
    await expect(
      card(second.name).getByRole("button", { name: `Mark the enquiry from ${second.name} as handled` }),
    ).toBeVisible();
    expect(
      queryDb<{ handled: number }>(
        E2E_DATA_DIR,
        "select handled_at is not null as handled from enquiries where name = ?",
        first.name,
      ),
    ).toEqual([{ handled: 1 }]);
    expect(
      queryDb<{ handled: number }>(
        E2E_DATA_DIR,
        "select handled_at is not null as handled from enquiries where name = ?",
        second.name,
      ),
    ).toEqual([{ handled: 0 }]);

    await admin.getByRole("link", { name: "Show handled enquiries too" }).click();
    await expect(admin).toHaveURL(`${baseURL}/admin/enquiries?all=1`);
    await expect(card(first.name).getByText("Handled", { exact: true })).toBeVisible();
    await expect(card(first.name).getByRole("button")).toHaveCount(0);
    await expect(
      card(second.name).getByRole("button", { name: `Mark the enquiry from ${second.name} as handled` }),
    ).toBeVisible();

    await admin.context().close();
  });

  test("the newsletter CSV holds an address subscribed on the home page", async ({
    browser,
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    const email = uniqueEmail("reader");
    await page.goto("/");
    const box = page.locator("#newsletter");
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you for subscribing!");

    const admin = await adminOnAdminPage(browser, javaScriptEnabled);
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin
        .getByRole("navigation", { name: "Administration" })
        .getByRole("link", { name: "Newsletter subscribers (CSV)" })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines.filter((line) => line.startsWith(`"${email}",`))).toEqual([
      expect.stringMatching(/,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
    ]);

    await admin.context().close();
  });
});

test.describe("who may open /admin", () => {
  test("a member is refused with 403 on every admin page and cannot moderate; a visitor sees the 404 page", async ({
    browser,
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    const member = await newMember("Male");
    const target = await newMember("Female");
    const memberPage = await loggedIn(browser, account(member), javaScriptEnabled);
    await expect(memberPage.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    await expect(await accountMenuLink(memberPage, "My profile")).toBeVisible();

    for (const path of ["/admin", "/admin/enquiries", `/admin/members/${target.id}`]) {
      const response = await memberPage.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(memberPage.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
      await expect(memberPage.getByText("You do not have access to this page.")).toBeVisible();
      await expect(memberPage.getByRole("heading", { level: 1, name: "Today" })).toHaveCount(0);
      // Still logged in: refused, not logged out.
      await expect(mainNav(memberPage).getByRole("link", { name: "Matches", exact: true })).toBeVisible();
    }
    const csv = await memberPage.request.get("/admin/newsletter.csv");
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain("email,subscribed_at");

    // A hand-made moderation post from the member's session changes nothing.
    for (const action of ["/admin?index", `/admin/members/${target.id}`]) {
      const post = await memberPage.request.post(action, {
        form: { intent: "verify", memberId: target.id },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(post.status(), action).toBe(403);
    }
    expect(flagsOf(target)).toEqual({ blocked: 0, verified: 0 });

    // A visitor is told the pages do not exist.
    for (const path of ["/admin", "/admin/enquiries", `/admin/members/${target.id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    }
    expect((await page.request.get("/admin/newsletter.csv")).status()).toBe(404);
    const visitorPost = await page.request.post("/admin?index", {
      form: { intent: "block", memberId: target.id },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(visitorPost.status()).toBe(404);
    expect(flagsOf(target)).toEqual({ blocked: 0, verified: 0 });

    await memberPage.context().close();
  });
});

test.describe("account deletion", () => {
  test("a wrong password deletes nothing; the right one erases account and connections and e-mails a goodbye", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const leaving = await newMember("Female");
    const partner = await newMember("Male");

    // Connected through the API, as the original client does it.
    const leavingApi = new ApiClient(baseURL);
    expect((await leavingApi.postJson("/api/v1/auth/login", account(leaving))).status).toBe(200);
    const partnerApi = new ApiClient(baseURL);
    expect((await partnerApi.postJson("/api/v1/auth/login", account(partner))).status).toBe(200);
    expect((await leavingApi.postJson("/api/v1/connectionRequest/sendrq", { recipientId: partner.id })).status).toBe(
      201,
    );
    const { requests } = await (await partnerApi.fetch("/api/v1/connectionRequest/forme")).json();
    const request = requests.find((r: { sender: { _id: string } }) => r.sender._id === leaving.id);
    expect((await partnerApi.fetch(`/api/v1/connectionRequest/sendrq/accept/${request._id}`)).status).toBe(200);

    const partnerPage = await loggedIn(browser, account(partner), javaScriptEnabled);
    const connectionCard = () =>
      partnerPage
        .locator("li.person")
        .filter({ has: partnerPage.getByRole("link", { name: leaving.fields.fullName, exact: true }) });
    await partnerPage.goto("/myConnection");
    await expect(connectionCard()).toHaveCount(1);

    const page = await loggedIn(browser, account(leaving), javaScriptEnabled);
    await (await accountMenuLink(page, "My profile")).click();
    await expect(page).toHaveURL(`${baseURL}/userProfile`);
    const zone = page.getByRole("region", { name: "Delete my account" });
    await expect(
      zone.getByText("Your profile, photo, requests and connections will be erased. This cannot be undone."),
    ).toBeVisible();

    // A wrong password: a clear message, and nothing is deleted.
    await zone.getByLabel("Your password, to confirm").fill("not-my-password");
    await zone.getByRole("button", { name: "Delete my account" }).click();
    await expect(zone.getByText("The password is not correct.")).toBeVisible();
    await expect(zone.getByLabel("Your password, to confirm")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1, name: leaving.fields.fullName })).toBeVisible();
    const membersWithEmail = () =>
      queryDb(E2E_DATA_DIR, "select unq_id from members where email = ?", leaving.fields.email);
    expect(membersWithEmail()).toHaveLength(1);
    // (goto, not reload: without JavaScript the page on screen is the answer to the POST.)
    await page.goto("/userProfile");
    await expect(page.getByRole("heading", { level: 1, name: leaving.fields.fullName })).toBeVisible();
    await expect(zone.getByText("The password is not correct.")).toHaveCount(0);
    await partnerPage.goto("/myConnection");
    await expect(connectionCard()).toHaveCount(1);

    // The right password erases the account.
    await zone.getByLabel("Your password, to confirm").fill(leaving.fields.password);
    await zone.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("status")).toHaveText("Your account has been deleted.");
    await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
    expect(membersWithEmail()).toEqual([]);

    // The old session opens nothing, and the password no longer logs in.
    expect((await leavingApi.fetch("/api/v1/myprofile/viewProfile")).status).toBe(401);
    await logInOn(page, account(leaving));
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");

    // The connected member no longer lists them, nor can open their profile.
    await partnerPage.goto("/myConnection");
    await expect(partnerPage.getByRole("heading", { level: 1, name: "My connections" })).toBeVisible();
    await expect(connectionCard()).toHaveCount(0);
    await expect(partnerPage.getByText("No Connection Available")).toBeVisible();
    expect((await partnerPage.goto(`/InnerProfile/${leaving.id}`))?.status()).toBe(404);

    const goodbye = await waitForMail(E2E_DATA_DIR, leaving.fields.email, (m) => /deleted/i.test(m.subject));
    expect(goodbye.subject).toMatch(/account has been deleted/);
    expect(goodbye.text).toContain(leaving.fields.fullName);

    await page.context().close();
    await partnerPage.context().close();
  });
});
