import { expect, type Page } from "@playwright/test";
import { test } from "../support/a11y";
import { connectByApi, sendRequestByApi } from "../support/api-connections";
import { baseURL, loggedIn, newMember, picture, uniqueEmail, type Member } from "../support/e2e-members";
import { activeGuardian } from "../support/e2e-guardians";
import { logIn } from "../support/members";
import { languageCookie, translations } from "../support/translated";

// No dead ends for guardians and photo requests (issue 39; docs/product-rules.md §27, §32), with JavaScript on
// and off: the members' login leads a guardian to their own sign-in, a guardian opens the profiles on the
// member's page read-only, the guardian's buttons on /family fit a phone, and a member answers photo requests
// from cards the home page leads to.

const flash = (page: Page) => page.locator(".flash");
const PHONE = { width: 360, height: 640 };

/** The member's own session posts a form of hers, as the page would. */
async function postAs(member: Member, path: string, fields: Record<string, string>) {
  const session = await logIn(baseURL, member.fields);
  const response = await session.fetch(path, { method: "POST", body: new URLSearchParams(fields) });
  expect(response.status).toBe(302);
}

/** The element lies wholly within the 360 px wide screen, and the page does not scroll sideways. */
async function expectWithinPhone(page: Page, element: ReturnType<Page["getByRole"]>) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("the members' login leads a guardian to their own sign-in, without telling whose an address is", async ({
  browser,
  javaScriptEnabled,
  page,
  expectAccessible,
}) => {
  const member = await newMember("Female");
  const guardianEmail = uniqueEmail("guardian");
  await (await activeGuardian(browser, member, javaScriptEnabled, "Abdul Rahman", guardianEmail)).context().close();

  await page.goto("/login");
  await page.getByRole("link", { name: "Guardian sign-in" }).click();
  await expect(page).toHaveURL(`${baseURL}/guardian/login`);

  const tryLogin = async (email: string, password: string) => {
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.locator("#login-form-error")).toContainText("Invalid credentials. Please try again.");
  };
  const pointer = page.locator("#login-form-error").getByRole("link", { name: "Guardian sign-in" });
  // A member's wrong password, and a guardian's address with a wrong one: the members' refusal alone.
  await tryLogin(member.fields.email, "not her password");
  await expect(pointer).toHaveCount(0);
  await tryLogin(guardianEmail, "not his password");
  await expect(pointer).toHaveCount(0);
  // The guardian's own address and password: the refusal, and the way to the guardians' sign-in beside it.
  await tryLogin(guardianEmail, "guardian password");
  await expect(page.locator("#login-form-error")).toHaveText(
    "Invalid credentials. Please try again. This address belongs to a guardian account: sign in at Guardian sign-in",
  );
  await expectAccessible(page, "/login pointing a guardian to their sign-in");
  await pointer.click();
  await expect(page).toHaveURL(`${baseURL}/guardian/login`);
});

for (const language of ["hi", "ur"] as const) {
  test(`in ${language}, the login's guardian line and pointer, and the guardian's buttons on a phone`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const { key } = translations(language);
    const member = await newMember("Female");
    const guardianEmail = uniqueEmail("guardian");
    await (await activeGuardian(browser, member, javaScriptEnabled, "Abdul Rahman", guardianEmail)).context().close();
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE });
    await context.addCookies([languageCookie(language, baseURL)]);
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByText(key("account", "login.guardianQuestion"))).toBeVisible();
    await page.locator("#login-email").fill(guardianEmail);
    await page.locator("#login-password").fill("guardian password");
    await page.getByRole("button", { name: key("account", "login.submit"), exact: true }).click();
    const refusal = page.locator("#login-form-error");
    await expect(refusal).toContainText(key("messages", "Invalid credentials. Please try again."));
    await expect(refusal).toContainText(key("account", "login.guardianPointer"));
    await expectWithinPhone(page, refusal.getByRole("link", { name: key("account", "login.guardianSignIn") }));
    // The member's /family in the language, at 360 px: "Revoke access" stays on the screen.
    const memberPage = await loggedIn(browser, member, javaScriptEnabled);
    await memberPage.setViewportSize(PHONE);
    // Her choice of language is kept with her profile, which outweighs a cookie.
    await postAs(member, "/language", { language, returnTo: "/" });
    await memberPage.goto("/family");
    await expect(memberPage.locator("html")).toHaveAttribute("lang", language);
    const revoke = memberPage.getByRole("link", {
      name: key("family", "guardianList.revokeLabel", { name: "Abdul Rahman" }),
    });
    await expect(revoke).toHaveText(key("family", "guardianList.revoke"));
    await expectWithinPhone(memberPage, revoke);
    await context.close();
  });
}

test("a guardian opens the profiles on the member's page read-only, and only those", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  // Four people and two browsers, with axe at two sizes: longer than the usual minute.
  test.slow();
  const [member, suitor, asker, stranger] = await Promise.all([
    newMember("Female"),
    newMember("Male"),
    newMember("Male"),
    newMember("Male"),
  ]);
  await connectByApi(suitor, member);
  await sendRequestByApi(asker, member);
  const first = member.fields.fullName.split(" ")[0];
  const guardianPage = await activeGuardian(browser, member, javaScriptEnabled, "Abdul Rahman");

  // From the connections on his page to the connection's profile.
  const connections = guardianPage.getByRole("region", { name: "Connections" });
  await connections.getByRole("link", { name: suitor.fields.fullName }).click();
  await expect(guardianPage).toHaveURL(`${baseURL}/guardian/${member.id}/profile/${suitor.id}`);
  await expect(guardianPage.getByRole("heading", { level: 1, name: suitor.fields.fullName })).toBeVisible();
  const note = guardianPage.getByRole("main").getByRole("note");
  await expect(note).toHaveText(
    `Read-only: you are viewing as ${first}'s guardian. This member and ${first} are connected.`,
  );
  // Nothing to do and no contact details, though the member, his connection, sees them.
  const main = guardianPage.getByRole("main");
  await expect(main.getByRole("button")).toHaveCount(0);
  await expect(main.getByRole("link", { name: /Send message|Biodata/ })).toHaveCount(0);
  await expect(main.getByText(suitor.fields.email)).toHaveCount(0);
  await expect(main.getByText(suitor.fields.phone)).toHaveCount(0);
  await expect(main.getByText("Contact details are not shown on this page.", { exact: false })).toBeVisible();
  await expectAccessible(guardianPage, "a profile read by a guardian");

  // Back, then the one who asked her.
  await guardianPage.getByRole("link", { name: `${first}'s dashboard` }).click();
  await guardianPage.getByRole("link", { name: asker.fields.fullName }).click();
  await expect(note).toHaveText(
    `Read-only: you are viewing as ${first}'s guardian. This member sent ${first} a request.`,
  );

  // Someone not on his page: 404, as for anything he may not see.
  expect((await guardianPage.goto(`/guardian/${member.id}/profile/${stranger.id}`))?.status()).toBe(404);

  // The member reads it in her log, revokes him, and the profile is gone for him.
  const memberPage = await loggedIn(browser, member, javaScriptEnabled);
  await memberPage.goto("/family");
  const log = memberPage.getByRole("region", { name: "Activity" });
  await expect(log.getByText(`Abdul Rahman viewed ${suitor.fields.fullName}'s profile.`)).toBeVisible();
  await expect(log.getByText(`Abdul Rahman viewed ${asker.fields.fullName}'s profile.`)).toBeVisible();
  await memberPage.getByRole("link", { name: "Revoke Abdul Rahman's access" }).click();
  await memberPage.getByRole("dialog").getByRole("button", { name: "Revoke access" }).click();
  await expect(flash(memberPage)).toHaveText("Abdul Rahman no longer has access.");
  expect((await guardianPage.goto(`/guardian/${member.id}/profile/${suitor.id}`))?.status()).toBe(404);
  await guardianPage.context().close();
});

test("the guardian's buttons on /family fit a 360 px screen, Revoke access too", async ({
  browser,
  javaScriptEnabled,
}) => {
  const member = await newMember("Female");
  // Invited and not yet accepted: the most buttons a guardian has (answering, sharing, sending again, revoking).
  await postAs(member, "/family", {
    intent: "invite",
    name: "Abdul Rahman",
    email: uniqueEmail("guardian"),
    relation: "father",
  });
  const page = await loggedIn(browser, member, javaScriptEnabled);
  await page.setViewportSize(PHONE);
  await page.goto("/family");
  const revoke = page.getByRole("link", { name: "Revoke Abdul Rahman's access" });
  await expectWithinPhone(page, revoke);
  await expectWithinPhone(page, page.getByRole("button", { name: "Send the invitation to Abdul Rahman again" }));
  await revoke.click();
  await expectWithinPhone(page, page.getByRole("dialog").getByRole("button", { name: "Revoke access" }));
});

test("photo requests are cards with the asker's linked name, and the home page says they wait", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const photo = async (name: string) => ({ bytes: await picture(300, 300), name, type: "image/png" });
  const [owner, asker] = await Promise.all([
    newMember("Female", {}, await photo("her.png")),
    newMember("Male", { city: "Bhopal" }, await photo("his.png")),
  ]);
  await postAs(owner, "/settings", { intent: "photo-visibility", visibility: "connections" });
  await postAs(asker, `/InnerProfile/${owner.id}`, { intent: "request-photo" });

  const page = await loggedIn(browser, owner, javaScriptEnabled);
  const pending = page.getByRole("region", { name: "Pending requests" });
  await expect(pending.getByText("1 member asked to see your photo.")).toBeVisible();
  await pending.getByRole("link", { name: "Answer photo requests" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings#photo-requests-heading`);

  const card = page
    .getByRole("region", { name: "Photo requests" })
    .getByRole("listitem")
    .filter({ hasText: asker.fields.fullName });
  const name = card.getByRole("link", { name: asker.fields.fullName });
  await expect(name).toHaveAttribute("href", `/InnerProfile/${asker.id}`);
  await expect(card.getByText(/· Bhopal ·/)).toBeVisible();
  // His photo is for members: she sees it on the card, as the listing shows it to her.
  await expect(card.locator("img")).toHaveAttribute("src", /^\/images\/[^/]+-private\?w=/);
  await expectAccessible(page, "/settings with a photo request as a card");

  await card.getByRole("button", { name: `Show my photo (${asker.fields.fullName})` }).click();
  await expect(flash(page)).toHaveText("They can now see your photo.");
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Pending requests" })).toBeVisible();
  await expect(page.getByText(/asked to see your photo/)).toHaveCount(0);
  // The name leads to his profile.
  await page.goto("/settings");
  await page.getByRole("link", { name: asker.fields.fullName }).click();
  await expect(page.getByRole("heading", { level: 1, name: asker.fields.fullName })).toBeVisible();
});
