import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { baseURL, uniqueEmail, type Member } from "./e2e-members";
import { logIn } from "./members";
import { waitForMail } from "./outbox";

// A member's guardian (docs/product-rules.md §32) in the browser tests: the invitation e-mail, the acceptance
// form, and a guardian made active in one step for tests about what a guardian sees elsewhere.

/** The invitation e-mailed to a guardian: its text, and its link's path (/family/accept?token=…). */
export async function invitationTo(email: string) {
  const mail = await waitForMail(E2E_DATA_DIR, email, (m) => m.subject.includes("invites you"));
  const link = new URL(mail.text.match(/https?:\/\/\S+\/family\/accept\?token=\S+/)![0]);
  return { text: mail.text, path: link.pathname + link.search };
}

/** Fills the acceptance form's two password boxes (a different `confirmation` to see the mismatch) and accepts. */
export async function acceptInvitation(page: Page, password: string, confirmation = password) {
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Confirm password").fill(confirmation);
  await page.getByRole("button", { name: "Accept" }).click();
}

/**
 * `member`'s father, named `name`, as an active guardian: invited as the /family form posts it, from the
 * member's own session, and accepted through the e-mailed link in a browser of his own (at `email`, when the
 * test signs him in again). Returns his page, on the member's dashboard; his password is "guardian password".
 */
export async function activeGuardian(
  browser: Browser,
  member: Member,
  javaScriptEnabled: boolean,
  name: string,
  email = uniqueEmail("guardian"),
) {
  const session = await logIn(baseURL, member.fields);
  const invited = await session.fetch("/family", {
    method: "POST",
    body: new URLSearchParams({ intent: "invite", name, email, relation: "father" }),
  });
  expect(invited.status).toBe(302);
  const page = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await page.goto((await invitationTo(email)).path);
  await acceptInvitation(page, "guardian password");
  await expect(page).toHaveURL(`${baseURL}/guardian/${member.id}`);
  return page;
}
