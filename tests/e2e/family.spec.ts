import { expect, type Page } from "@playwright/test";
import { test } from "../support/a11y";
import { sendRequestByApi } from "../support/api-connections";
import { baseURL, loggedIn, newMember, uniqueEmail } from "../support/e2e-members";
import { acceptInvitation, invitationTo } from "../support/e2e-guardians";
import { isolated } from "../support/outbox";

// A member's guardian (docs/product-rules.md §32), as the two of them use the site with JavaScript on and off:
// the member invites, the guardian accepts through the e-mailed link in a browser of their own, looks at
// the member's requests, answers one once allowed to, and loses access when the member revokes it.

const flash = (page: Page) => page.locator(".flash");

test("a member invites a guardian, allows answering, sees the log and revokes", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  // Two people's whole journey, with axe at two sizes on four pages: longer than the usual minute.
  test.slow();
  const [member, suitor] = await Promise.all([newMember("Female"), newMember("Male")]);
  await sendRequestByApi(suitor, member);
  const first = member.fields.fullName.split(" ")[0];
  const guardianEmail = uniqueEmail("guardian");

  // The member invites her father from /family, reached from her own profile.
  const memberPage = await loggedIn(browser, member, javaScriptEnabled);
  await memberPage.goto("/userProfile");
  await memberPage.getByRole("link", { name: "Family and guardians" }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Family and guardians" })).toBeVisible();
  await expect(memberPage.getByText("They cannot send requests, change your profile")).toBeVisible();
  // Sent empty: each field says what is missing.
  await memberPage.getByRole("button", { name: "Send invitation" }).click();
  await expect(memberPage.getByText("Name is required")).toBeVisible();
  await memberPage.getByLabel("Guardian's name").fill("Abdul Rahman");
  await memberPage.getByLabel("Guardian's e-mail").fill(guardianEmail);
  await memberPage.getByLabel("Relation to you").selectOption("father");
  await expect(memberPage.getByLabel("Allow them to answer connection requests on my behalf")).not.toBeChecked();
  await expectAccessible(memberPage, "/family with its form");
  await memberPage.getByRole("button", { name: "Send invitation" }).click();
  await expect(flash(memberPage)).toHaveText(`Invitation sent to ${guardianEmail}.`);
  await expect(memberPage.getByText(/^Invitation sent on /)).toBeVisible();

  // The e-mail lands in the outbox; the guardian opens its link in a browser of their own.
  const invitation = await invitationTo(guardianEmail);
  expect(invitation.text).toContain(`${isolated(member.fields.fullName)} has invited you, as her father`);
  const guardianContext = await browser.newContext({ baseURL, javaScriptEnabled });
  const guardianPage = await guardianContext.newPage();
  await guardianPage.goto(invitation.path);
  await expect(
    guardianPage.getByRole("heading", { level: 1, name: `${first} invites you to be a guardian` }),
  ).toBeVisible();
  await expect(guardianPage.getByLabel("Your name")).toHaveValue("Abdul Rahman");
  await acceptInvitation(guardianPage, "guardian password", "something else");
  await expect(guardianPage.getByText("The two passwords do not match")).toBeVisible();
  await expectAccessible(guardianPage, "/family/accept with an error");
  await acceptInvitation(guardianPage, "guardian password");

  // The dashboard: the pending request, no Accept button without permission, the guardian's own links.
  await expect(flash(guardianPage)).toHaveText("Welcome. You are now signed in as a guardian.");
  await expect(guardianPage).toHaveURL(`${baseURL}/guardian/${member.id}`);
  await expect(guardianPage.getByRole("heading", { level: 3, name: suitor.fields.fullName })).toBeVisible();
  await expect(guardianPage.getByRole("button", { name: /^Accept/ })).toHaveCount(0);
  const main = guardianPage.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Guardian dashboard" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Matches" })).toHaveCount(0);
  await expectAccessible(guardianPage, "the guardian's dashboard");

  // The member allows answering; the guardian, reloading, accepts on her behalf.
  await memberPage.goto("/family");
  await expect(memberPage.getByText(/^Active since /)).toBeVisible();
  await memberPage.getByRole("button", { name: "Allow Abdul Rahman to answer requests on my behalf" }).click();
  await expect(flash(memberPage)).toHaveText("Abdul Rahman can now answer requests on your behalf.");
  await guardianPage.reload();
  await guardianPage
    .getByRole("button", { name: `Accept ${suitor.fields.fullName}'s request on ${first}'s behalf` })
    .click();
  await expect(flash(guardianPage)).toHaveText(`Accepted on ${first}'s behalf.`);
  await expect(guardianPage.getByRole("region", { name: "Connections" }).getByText(suitor.fields.email)).toBeVisible();

  // The member sees it in the activity log, and what her guardian sees.
  await memberPage.goto("/family");
  const log = memberPage.getByRole("region", { name: "Activity" });
  await expect(
    log.getByText(`Abdul Rahman accepted ${suitor.fields.fullName}'s request on your behalf.`),
  ).toBeVisible();
  await expect(log.getByText("Abdul Rahman accepted your invitation.")).toBeVisible();
  await memberPage.getByRole("link", { name: "See what your guardian sees" }).click();
  await expect(memberPage.getByRole("heading", { level: 2, name: "What your guardian sees" })).toBeVisible();
  await expect(memberPage.getByRole("button", { name: /^Accept/ })).toHaveCount(0);

  // She revokes, confirming first; the guardian's dashboard is gone.
  await memberPage.getByRole("link", { name: "Revoke Abdul Rahman's access" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Revoke Abdul Rahman's access?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke access" }).click();
  await expect(flash(memberPage)).toHaveText("Abdul Rahman no longer has access.");
  await expect(memberPage.getByText(/^Revoked on /)).toBeVisible();
  await expect(log.getByText("You revoked Abdul Rahman's access.")).toBeVisible();

  const gone = await guardianPage.goto(`/guardian/${member.id}`);
  expect(gone?.status()).toBe(404);
  await guardianPage.goto("/guardian");
  await expect(guardianPage.getByText("You do not have access to any member's profile at the moment.")).toBeVisible();
  await guardianContext.close();
});

test("the guardian's login and an invitation link that no longer works are clear", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/guardian/login");
  await page.getByLabel("Email").fill("nobody@example.in");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid credentials. Please try again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
  await expectAccessible(page, "/guardian/login with an error");

  const response = await page.goto(`/family/accept?token=1.${"A".repeat(43)}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByText("This invitation link is no longer valid.")).toBeVisible();
  await expectAccessible(page, "/family/accept with a dead link");
});
