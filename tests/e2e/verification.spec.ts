import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb } from "../support/db";
import { baseURL, loggedIn, newAdmin, newMember, picture, type Member } from "../support/e2e-members";

// Checks by people (issue 37, docs/product-rules.md §39), JavaScript on and off: a woman sends a photo of her PAN card
// from her settings and the administrator marked to review women's documents approves it; a man takes a selfie with
// the gesture shown and an administrator approves it beside his profile photo. Another member then sees the badge;
// the picture's address answers 404, and no run of its bytes is left in the database file or its WAL.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** A picture of noise, as a phone's photo: its encoded bytes are unlike any other picture's. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** How often a run of bytes is in the server's database file and its WAL. */
function inDatabase(run: Buffer): number {
  const file = path.join(E2E_DATA_DIR, "matrimony.db");
  return [file, `${file}-wal`].reduce((count, name) => {
    if (!fs.existsSync(name)) return count;
    const bytes = fs.readFileSync(name);
    let found = 0;
    for (let at = bytes.indexOf(run); at !== -1; at = bytes.indexOf(run, at + 1)) found += 1;
    return count + found;
  }, 0);
}

const memberIdOf = (member: Member) => {
  const [row] = queryDb<{ unq_id: number }>(E2E_DATA_DIR, "select unq_id from members where public_id = ?", member.id);
  return `MMR00${row.unq_id}`;
};

/** Marks an administrator to review women's documents, as the operator does (README, Operations). */
async function markWomenReviewer(email: string) {
  const { stdout } = await run("npm", ["run", "--silent", "admin:women-reviewer", "--", "--email", email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  expect(stdout).toContain(`${email} now reviews women's documents and selfies.`);
}

const flash = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();

/** An administrator on /admin/verification, reached from the admin navigation. */
async function reviewer(browser: Browser, javaScriptEnabled: boolean, forWomen: boolean) {
  const admin = await newAdmin();
  if (forWomen) await markWomenReviewer(admin.email);
  const page = await loggedIn(browser, admin, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Verification" }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/verification`);
  await expect(page.getByRole("heading", { level: 1, name: "ID and photo verification" })).toBeVisible();
  return page;
}

/** The member's request in the queue, and the bytes of its picture (fetched as the page's <img> fetches them). */
async function waitingPicture(admin: Page, member: Member, alt: string) {
  const item = admin
    .getByRole("listitem")
    .filter({ has: admin.getByRole("link", { name: member.fields.fullName, exact: true }) });
  await expect(item).toHaveCount(1);
  const src = (await item.getByRole("img", { name: alt }).getAttribute("src"))!;
  const response = await admin.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const bytes = await response.body();
  // A run from the middle of the stored picture: in the database (file or WAL) now, to be gone after the decision.
  const run = bytes.subarray(bytes.length / 2, bytes.length / 2 + 64);
  expect(inDatabase(run)).toBeGreaterThan(0);
  return { item, src, run };
}

/** After the decision: the picture's address is a 404, and not one copy of its bytes is in the database. */
async function expectPictureGone(admin: Page, src: string, run: Buffer) {
  expect((await admin.request.get(src)).status()).toBe(404);
  expect(inDatabase(run)).toBe(0);
}

/** Another member sees the badge on the member's card in the listing and on their profile. */
async function expectBadge(viewer: Page, member: Member, badge: string) {
  await viewer.goto(`/profilePage?unqId=${memberIdOf(member)}`);
  const card: Locator = viewer
    .getByRole("article")
    .filter({ has: viewer.getByRole("heading", { level: 2, name: member.fields.fullName }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(badge)).toBeVisible();
  await viewer.goto(`/InnerProfile/${member.id}`);
  await expect(viewer.getByRole("heading", { level: 1, name: member.fields.fullName })).toBeVisible();
  await expect(viewer.getByText(badge)).toBeVisible();
}

test("a woman's ID: sent from her settings, approved by the reviewer of women's documents, then deleted", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // three people, two npm scripts and a picture on a 2-core machine
  const her = await newMember("Female");
  const page = await loggedIn(browser, her, javaScriptEnabled);
  await page.goto("/settings");
  await page.getByRole("link", { name: "Verify your ID or photo" }).click();
  await expect(page).toHaveURL(`${baseURL}/settings/verification`);
  await expect(page.getByRole("heading", { level: 1, name: "ID and photo verification" })).toBeVisible();
  // The documents accepted are listed where the upload is, with how to mask an Aadhaar number.
  const types = page.getByRole("group", { name: "Type of document" }).getByRole("radio");
  await expect(types).toHaveCount(5);
  for (const name of ["Aadhaar card (number masked)", "PAN card", "Passport", "Voter ID card", "Driving licence"]) {
    await expect(page.getByRole("radio", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) })).toBeVisible();
  }
  await page.getByText("How to get a masked Aadhaar").click();
  await expect(page.getByText(/myaadhaar\.uidai\.gov\.in/)).toBeVisible();

  // Sent without a type: refused beside the field, nothing sent.
  const document = { name: "pan.png", mimeType: "image/png", buffer: await noisePng(360, 240) };
  await page.getByLabel("Photo of the document").setInputFiles(document);
  await page.getByRole("button", { name: "Send for checking" }).click();
  await expect(page.getByText("Please choose the type of document.")).toBeVisible();
  await page.getByRole("radio", { name: /^PAN card/ }).check();
  await page.getByLabel("Photo of the document").setInputFiles(document);
  await page.getByRole("button", { name: "Send for checking" }).click();
  await flash(page, "Thank you: our team will check it, then delete the picture. We will e-mail you the decision.");
  await expect(page.getByText(/^PAN card: waiting for our team since .*\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send for checking" })).toHaveCount(0);

  const admin = await reviewer(browser, javaScriptEnabled, true);
  const { item, src, run } = await waitingPicture(admin, her, `${her.fields.fullName}'s identity document`);
  await expect(item).toContainText("Identity document: PAN card");
  await item.getByRole("button", { name: `Approve ${her.fields.fullName}'s ID` }).click();
  await flash(admin, "Approved: the member has the badge. The picture is deleted.");
  await expect(admin.getByRole("link", { name: her.fields.fullName, exact: true })).toHaveCount(1); // recent only
  await expect(admin.getByRole("region", { name: "Recent decisions" })).toContainText(
    `approved the PAN card of ${her.fields.fullName}`,
  );
  await expectPictureGone(admin, src, run);

  await page.reload();
  await expect(page.getByText(/^ID verified on .*: PAN card$/)).toBeVisible();
  const other = await loggedIn(browser, await newMember("Male"), javaScriptEnabled);
  await expectBadge(other, her, "ID verified");
  await Promise.all([page.context().close(), admin.context().close(), other.context().close()]);
});

test("a man's selfie with the gesture shown, compared with his profile photo and approved, then deleted", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const profilePhoto = { bytes: await picture(300, 300), name: "me.png", type: "image/png" };
  const him = await newMember("Male", {}, profilePhoto);
  const page = await loggedIn(browser, him, javaScriptEnabled);
  await page.goto("/settings/verification");
  const section = page.getByRole("region", { name: "Photo verification" });
  await section.getByRole("button", { name: "Start photo verification" }).click();
  await flash(page, "Now take a selfie holding up the gesture shown, and send it.");
  await expect(page.getByText("In your selfie, hold up:")).toBeVisible();
  const gesture = await page.locator(".gesture__words").innerText();
  expect(gesture).toMatch(/hand|fingers|thumbs up/i);
  const selfie = page.getByLabel("Your selfie", { exact: true });
  await expect(selfie).toHaveAttribute("capture", "user");
  await selfie.setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: await noisePng(320, 320) });
  await page.getByRole("button", { name: "Send the selfie" }).click();
  await flash(page, "Thank you: our team will check it, then delete the picture. We will e-mail you the decision.");
  await expect(section.getByText(/^Waiting for our team since/)).toBeVisible();

  const admin = await reviewer(browser, javaScriptEnabled, false);
  const { item, src, run } = await waitingPicture(admin, him, `${him.fields.fullName}'s selfie`);
  await expect(item).toContainText(`Selfie holding up: ${gesture}`);
  await expect(item.getByRole("img", { name: `${him.fields.fullName}'s profile photo` })).toBeVisible();
  await item.getByRole("button", { name: `Approve ${him.fields.fullName}'s selfie` }).click();
  await flash(admin, "Approved: the member has the badge. The picture is deleted.");
  await expectPictureGone(admin, src, run);

  await page.reload();
  await expect(page.getByText(/^Photo verified on /)).toBeVisible();
  const other = await loggedIn(browser, await newMember("Female"), javaScriptEnabled);
  await expectBadge(other, him, "Photo verified");
  await Promise.all([page.context().close(), admin.context().close(), other.context().close()]);
});
