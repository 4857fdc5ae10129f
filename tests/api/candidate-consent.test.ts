import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { readOutbox, waitForMail } from "../support/outbox";
import {
  candidateToken,
  confirmAsCandidate,
  consentOnTheSite,
  logIn,
  newSignup,
  registerForm,
  signedInMember,
  verifyEmail,
  type SignedInMember,
} from "../support/members";

// A relative's profile waits for the person it is for (docs/product-rules.md §31a, issue 41), through the original
// client's register call and the pages without JavaScript: hidden from every /api/v1 list and profile call and
// every page but its creator's own until confirmed; a refusal erases it; bad input writes nothing.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const CONTACT_INVALID = "Please enter their own Indian mobile number (10 digits) or their e-mail address";
const SAME_AS_CREATOR =
  "Please enter the mobile number or e-mail address of the person the profile is for, not your own: they confirm it";

/** The register call as the original client sends it, with `extra` fields; the creator's session after it. */
async function registerByFather(extra: Record<string, string>) {
  const client = new ApiClient(baseUrl);
  const fields = newSignup({ gender: "Female", createdBy: "father", contactName: "Abdul Khan", ...extra });
  await verifyEmail(client, dataDir, fields.email);
  const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
  return { response, fields };
}

async function waitingBride(extra: Record<string, string> = {}) {
  const candidate = `aisha.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const { response, fields } = await registerByFather({ candidateContact: candidate, ...extra });
  expect(response.status).toBe(201);
  const { user } = await response.json();
  // The father then uses the site's pages: he has consented to the notice there (§41).
  consentOnTheSite(dataDir, user._id);
  return { id: user._id as string, fields, candidate, session: await logIn(baseUrl, fields) };
}

const awaiting = (email: string) =>
  queryDb<{ awaiting: number }>(dataDir, "select awaiting_candidate as awaiting from members where email = ?", email)[0]
    ?.awaiting;
const ids = (cards: { _id: string }[]) => cards.map((card) => card._id);

/** Where `viewer` finds the profile `id`: the API's lists and profile call, and the profile page. */
async function sees(viewer: SignedInMember, id: string) {
  const [{ n }] = queryDb<{ n: number }>(dataDir, "select unq_id as n from members where public_id = ?", id);
  const filter = await viewer.session.postJson("/api/v1/profiles/profiles/filter", { unqId: `MMR${n}` });
  return {
    opposite: ids((await (await viewer.session.fetch("/api/v1/profiles/opposite/users")).json()).opp).includes(id),
    filter: ids((await filter.json()).all).includes(id),
    profile: (await viewer.session.fetch(`/api/v1/profiles/single/user/${id}`)).status,
    page: (await viewer.session.fetch(`/InnerProfile/${id}`)).status,
  };
}

describe("the register call with createdBy", () => {
  it("a relative's profile: hidden from every list and profile call until its candidate confirms", async () => {
    const bride = await waitingBride();
    const groom = await signedInMember(baseUrl, dataDir, "Male");
    expect(awaiting(bride.fields.email)).toBe(1);
    expect(await sees(groom, bride.id)).toEqual({ opposite: false, filter: false, profile: 404, page: 404 });
    // A request to her, or from her, would show the profile: neither is made.
    expect((await groom.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: bride.id })).status).toBe(
      404,
    );
    expect((await bride.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: groom.id })).status).toBe(
      403,
    );
    // Her creator sees it, on the API and on the page, with what he can do about it.
    expect((await bride.session.fetch("/api/v1/myprofile/viewProfile")).status).toBe(200);
    const own = await (await bride.session.fetch("/userProfile")).text();
    expect(own).toContain("Waiting for Sana to confirm");
    // The contact masked, and isolated left to right (an Urdu sentence would turn it around).
    expect(own).toContain("We sent a code and a link to \u2066ai•••@example.in\u2069.");

    await confirmAsCandidate(baseUrl, dataDir, bride.candidate);
    expect(awaiting(bride.fields.email)).toBe(0);
    expect(await sees(groom, bride.id)).toMatchObject({ opposite: true, filter: true, profile: 200, page: 200 });
    expect(await (await bride.session.fetch("/userProfile")).text()).not.toContain(`id="candidate-waiting"`);
  });

  it("without createdBy, or with Myself: listed at once, as before", async () => {
    const groom = await signedInMember(baseUrl, dataDir, "Male");
    for (const extra of [{}, { createdBy: "self" }] as Record<string, string>[]) {
      const member = await signedInMember(baseUrl, dataDir, "Female", extra);
      expect(awaiting(member.fields.email)).toBe(0);
      expect(await sees(groom, member.id)).toMatchObject({ opposite: true, profile: 200 });
    }
  });

  it("refuses a malformed contact and the creator's own, writing nothing", async () => {
    for (const [extra, message] of [
      [{ candidateContact: "12345" }, CONTACT_INVALID],
      [{ candidateContact: "aisha@" }, CONTACT_INVALID],
    ] as const) {
      const { response, fields } = await registerByFather(extra);
      expect(response.status).toBe(400);
      expect((await response.json()).errors.candidateContact).toEqual([message]);
      expect(awaiting(fields.email)).toBeUndefined();
    }
    const own = newSignup();
    const { response, fields } = await registerByFather({ email: own.email, candidateContact: own.email });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.candidateContact).toEqual([SAME_AS_CREATOR]);
    expect(awaiting(fields.email)).toBeUndefined();
  });

  it("without the candidate's contact: waits, and the creator gives it on his page", async () => {
    const { response, fields } = await registerByFather({});
    expect(response.status).toBe(201);
    consentOnTheSite(dataDir, (await response.json()).user._id);
    const session = await logIn(baseUrl, fields);
    expect(await (await session.fetch("/userProfile")).text()).toContain("Give Sana&#x27;s own mobile number");
    const give = (candidateContact: string) =>
      session.fetch("/userProfile/candidate", {
        method: "POST",
        body: new URLSearchParams({ intent: "change", candidateContact }),
      });
    for (const bad of [fields.email, fields.phone, "12"]) {
      expect((await give(bad)).headers.get("location")).toBe("/userProfile");
      expect(readOutbox(dataDir).filter((m) => m.to === bad && /confirm/.test(m.subject))).toEqual([]);
    }
    const candidate = `given.${fields.email}`;
    expect((await give(candidate)).status).toBe(302);
    expect((await waitForMail(dataDir, candidate)).text).toMatch(/Your code: \d{6}/);
    expect(awaiting(fields.email)).toBe(1);
  });
});

describe("the candidate's page without JavaScript", () => {
  const post = (client: ApiClient, path: string, values: Record<string, string>) =>
    client.fetch(path, { method: "POST", body: new URLSearchParams(values) });

  it("with the code: shows who made the profile and what is on it; a refusal erases it", async () => {
    const bride = await waitingBride();
    const mail = await waitForMail(dataDir, bride.candidate);
    const code = mail.text.match(/Your code: (\d{6})/)![1];
    const browser = new ApiClient(baseUrl);
    expect(await (await browser.fetch("/confirm-profile")).text()).toContain("the 6-digit code");
    const wrong = await post(browser, "/confirm-profile", { intent: "code", contact: bride.candidate, otp: "000000" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Invalid OTP. Please try again.");
    const right = await post(browser, "/confirm-profile", { intent: "code", contact: bride.candidate, otp: code });
    expect([right.status, right.headers.get("location")]).toEqual([302, "/confirm-profile"]);
    const page = await (await browser.fetch("/confirm-profile")).text();
    expect(page).toContain("Made for you by: Abdul Khan (Father)");
    expect(page).toContain("B.Com");
    // Nobody else's browser holds the proof.
    expect(await (await new ApiClient(baseUrl).fetch("/confirm-profile")).text()).not.toContain("Abdul Khan");

    // Without its tick box ("I understand…") the refusal erases nothing.
    const unsure = await post(browser, "/confirm-profile", { intent: "refuse", shown: bride.id });
    expect(unsure.status).toBe(400);
    expect(await unsure.text()).toContain("Tick the box to show you understand that refusing erases the profile.");
    expect(awaiting(bride.fields.email)).toBe(1);
    // The decision names the profile the page showed: another's id is refused, nothing erased.
    const stale = await post(browser, "/confirm-profile", { intent: "refuse", sure: "on", shown: "0".repeat(24) });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("has changed since this page was shown");
    expect(awaiting(bride.fields.email)).toBe(1);
    const refused = await post(browser, "/confirm-profile", { intent: "refuse", sure: "on", shown: bride.id });
    expect([refused.status, refused.headers.get("location")]).toEqual([302, "/"]);
    expect(awaiting(bride.fields.email)).toBeUndefined();
    const goodbye = await waitForMail(dataDir, bride.fields.email, (m) => /erased/.test(m.subject));
    expect(goodbye.text).toContain("refused it");
    expect((await bride.session.fetch("/api/v1/myprofile/viewProfile")).status).toBe(401);
  });

  it("a spent or made-up link says so, and answers a decision with a refusal", async () => {
    const bride = await waitingBride();
    const token = await candidateToken(dataDir, bride.candidate);
    await confirmAsCandidate(baseUrl, dataDir, bride.candidate);
    for (const spent of [token, "made-up-token"]) {
      const page = await new ApiClient(baseUrl).fetch(`/confirm-profile?token=${spent}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain("This link no longer works");
      const again = await post(new ApiClient(baseUrl), `/confirm-profile?token=${spent}`, { intent: "refuse" });
      expect(again.status).toBe(404);
    }
    expect(awaiting(bride.fields.email)).toBe(0);
  });
});
