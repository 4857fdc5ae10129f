import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb, writeDb } from "../support/db";
import { logIn, newShortSignup, newSignup, registerForm, registerMember, verifyEmail } from "../support/members";
import { createProfile, sendSignupCodes } from "../support/site-signup";
import { codeSentBy, limitKeyOf, newSmsTo, smsFilesTo, wrongCodeFor } from "../support/sms-codes";

// Mobile numbers proven by SMS code (docs/product-rules.md §38, issue 36) over HTTP, against the built server, as
// a browser without JavaScript posts the pages' forms: /settings/mobile, sign-in and password reset by SMS on
// /login, the short signup's codes, /admin/mobiles; and the original client's register, which must not change.
// Codes are read from DATA_DIR/outbox/sms (no MSG91_AUTH_KEY), the data from the server's database file.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const HINT = "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9";
const NUMBER_TAKEN = "This phone number is already registered.";
const WRONG_CODE = "Invalid OTP. Please try again.";
const CHOOSE_PROFILE = "Please choose the profile.";
const SENT_IF_KNOWN = "If this number is verified on a profile, we sent a code by SMS.";

// Numbers of this file's own: 8 and nine digits from the time (the shared helpers' numbers start 97, 96 and 95).
let numbers = 0;
const newMobile = () => `8${String(Date.now() * 100 + (++numbers % 100)).slice(-9)}`;
/** As people write it: "+91 98765-43210". */
const written = (mobile: string) => `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`;
/** A browser of its own, on an address of its own (the server trusts its proxy, tests/api/global-setup.ts). */
let browsers = 0;
const newBrowser = () => new ApiClient(baseUrl, `198.19.${(++browsers >> 8) & 255}.${browsers & 255}`);

const post = (client: ApiClient, path: string, values: Record<string, string> | URLSearchParams) =>
  client.fetch(path, {
    method: "POST",
    body: values instanceof URLSearchParams ? values : new URLSearchParams(values),
  });

type MobileRow = { phone: string; mobile_verified_at: number | null };
const mobileOf = (publicId: string) =>
  queryDb<MobileRow>(dataDir, "select phone, mobile_verified_at from members where public_id = ?", publicId)[0];
const codesStoredFor = (mobile: string) =>
  queryDb<{ n: number }>(dataDir, "select count(*) as n from email_codes where email = ?", mobile)[0].n;

/** "Once a minute" per number and purpose, as if the minute had passed (a test cannot wait for it). */
const forgetCooldown = (mobile: string, purpose: string) =>
  writeDb(dataDir, "delete from rate_limits where key = ?", limitKeyOf(`sms-send:${purpose}`, mobile));

/** A member registered through the API (unproven phone), with a browser session of their own. */
async function member(overrides: Record<string, string> = {}) {
  const created = await registerMember(baseUrl, dataDir, overrides);
  return { ...created, session: await logIn(baseUrl, created.fields) };
}
type Member = Awaited<ReturnType<typeof member>>;
const byFather = (fullName: string) => member({ fullName, createdBy: "father", contactName: "Rafiq Sheikh" });

/** /settings/mobile's first form: the number; a code is sent and the page asks for it. */
async function sendOnSettings(session: ApiClient, mobile: string) {
  const sent = await post(session, "/settings/mobile", { intent: "send", mobile: written(mobile) });
  expect([sent.status, sent.headers.get("location")]).toEqual([302, "/settings/mobile?step=code"]);
}

/** Proves `mobile` on the member's account through /settings/mobile. */
async function prove(who: Member, mobile: string) {
  const code = await codeSentBy(dataDir, mobile, () => sendOnSettings(who.session, mobile));
  const verified = await post(who.session, "/settings/mobile", { intent: "verify", otp: code });
  expect([verified.status, verified.headers.get("location")]).toEqual([302, "/settings/mobile"]);
  expect(mobileOf(who.id)).toMatchObject({ phone: mobile, mobile_verified_at: expect.any(Number) });
}

/** The page a redirect lands on, in the same browser (its flash message shown once). */
const landing = async (client: ApiClient, response: Response) =>
  (await client.fetch(response.headers.get("location")!)).text();

const publicIdSignedIn = async (client: ApiClient) => {
  const response = await client.fetch("/api/v1/myprofile/viewProfile");
  return response.status === 200 ? ((await response.json()).message._id as string) : null;
};

describe("/settings/mobile", () => {
  it("a number that is not an Indian mobile is refused with the hint, nothing sent", async () => {
    const who = await member();
    for (const bad of ["12345", "5876543210", "+92 98765 43210", "98765o4321"]) {
      const refused = await post(who.session, "/settings/mobile", { intent: "send", mobile: bad });
      expect(refused.status, bad).toBe(400);
      expect(await refused.text()).toContain(HINT);
    }
    const empty = await post(who.session, "/settings/mobile", { intent: "send", mobile: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Mobile number is required");
    expect(smsFilesTo(dataDir, "5876543210").size).toBe(0);
    expect(mobileOf(who.id)).toEqual({ phone: who.fields.phone, mobile_verified_at: null });
  });

  it("sends a code by SMS; a wrong code is refused; the right one proves the number on the account", async () => {
    const who = await member();
    const mobile = newMobile();
    const code = await codeSentBy(dataDir, mobile, () => sendOnSettings(who.session, mobile));
    const askPage = await who.session.fetch("/settings/mobile?step=code");
    expect(askPage.status).toBe(200);
    expect(await askPage.text()).toContain(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(mobileOf(who.id)).toEqual({ phone: who.fields.phone, mobile_verified_at: null });

    const wrong = await post(who.session, "/settings/mobile", { intent: "verify", otp: wrongCodeFor(code) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(WRONG_CODE);
    expect(mobileOf(who.id)).toEqual({ phone: who.fields.phone, mobile_verified_at: null });

    // The code is this browser's: another session of the same member cannot use it.
    const otherBrowser = await logIn(baseUrl, who.fields);
    const elsewhere = await post(otherBrowser, "/settings/mobile", { intent: "verify", otp: code });
    expect(elsewhere.status).toBeLessThan(500);
    expect(mobileOf(who.id).mobile_verified_at).toBeNull();

    const verified = await post(who.session, "/settings/mobile", { intent: "verify", otp: code });
    expect([verified.status, verified.headers.get("location")]).toEqual([302, "/settings/mobile"]);
    expect(await landing(who.session, verified)).toContain("Mobile number verified.");
    expect(mobileOf(who.id)).toEqual({ phone: mobile, mobile_verified_at: expect.any(Number) });
    // Used once.
    const replay = await post(who.session, "/settings/mobile", { intent: "verify", otp: code });
    expect(replay.status).toBeLessThan(500);
    expect(replay.status).not.toBe(200);
  });

  it("a second send within the minute is a 429 with Retry-After and the seconds, and sends nothing", async () => {
    const who = await member();
    const mobile = newMobile();
    await codeSentBy(dataDir, mobile, () => sendOnSettings(who.session, mobile));
    const files = smsFilesTo(dataDir, mobile);
    const again = await post(who.session, "/settings/mobile", { intent: "send", mobile });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await again.text()).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
    expect(smsFilesTo(dataDir, mobile)).toEqual(files);
  });

  it("signed out, the page and its forms go to the login page", async () => {
    const stranger = newBrowser();
    const page = await stranger.fetch("/settings/mobile");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login/);
    const mobile = newMobile();
    const sent = await post(stranger, "/settings/mobile", { intent: "send", mobile });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toMatch(/^\/login/);
    expect(smsFilesTo(dataDir, mobile).size).toBe(0);
  });
});

describe("a number shared by a relative's profiles", () => {
  let first: Member;
  let second: Member;
  let selfMade: Member;
  const shared = newMobile();

  beforeAll(async () => {
    [first, second, selfMade] = await Promise.all([
      byFather("Ayesha Sheikh"),
      byFather("Zainab Sheikh"),
      member({ fullName: "Someone Else" }),
    ]);
    await prove(first, shared);
    forgetCooldown(shared, "mobile-verify");
    await prove(second, shared);
    forgetCooldown(shared, "mobile-verify");
  }, 60_000);

  it("a profile its member made may not prove it: 409, the number stays the other profiles'", async () => {
    const code = await codeSentBy(dataDir, shared, () => sendOnSettings(selfMade.session, shared));
    const refused = await post(selfMade.session, "/settings/mobile", { intent: "verify", otp: code });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(NUMBER_TAKEN);
    expect(mobileOf(selfMade.id)).toEqual({ phone: selfMade.fields.phone, mobile_verified_at: null });
  });

  it("signing in with it asks which profile, refuses one that is not the number's, never a 5xx", async () => {
    const browser = newBrowser();
    const code = await codeSentBy(dataDir, shared, async () => {
      const sent = await post(browser, "/login", { intent: "mobile-number", purpose: "sign-in", mobile: shared });
      expect([sent.status, sent.headers.get("location")]).toEqual([302, "/login?mobile=sign-in&step=code"]);
    });
    const checked = await post(browser, "/login", { intent: "mobile-code", purpose: "sign-in", otp: code });
    expect([checked.status, checked.headers.get("location")]).toEqual([302, "/login?mobile=sign-in&step=finish"]);
    const choice = await landing(browser, checked);
    for (const who of [first, second]) {
      expect(choice).toMatch(new RegExp(`<button type="submit" value="${who.id}"[^>]*name="profile"`));
      expect(choice).toContain(who.fields.fullName);
    }
    expect(choice).not.toContain(selfMade.id);

    for (const profile of [undefined, selfMade.id, "not-a-member", "x".repeat(5000)]) {
      const values = { intent: "mobile-finish", purpose: "sign-in", ...(profile && { profile }) };
      const refused = await post(browser, "/login", values);
      expect(refused.status, String(profile)).toBe(400);
      expect(await refused.text()).toContain(CHOOSE_PROFILE);
      expect(await publicIdSignedIn(browser)).toBeNull();
    }
    const chosen = await post(browser, "/login", { intent: "mobile-finish", purpose: "sign-in", profile: second.id });
    expect([chosen.status, chosen.headers.get("location")]).toEqual([302, "/"]);
    expect(await publicIdSignedIn(browser)).toBe(second.id);
  });

  it("administrators see it at /admin/mobiles; a member is refused", async () => {
    const operator = await member({ fullName: "Site Operator" });
    writeDb(dataDir, "update members set role = 'admin' where public_id = ?", operator.id);
    const admin = await logIn(baseUrl, operator.fields);
    const page = await admin.fetch("/admin/mobiles");
    expect(page.status).toBe(200);
    const html = await page.text();
    // The number's card: its heading, then its accounts' list.
    const start = html.indexOf(`<bdi dir="ltr">${shared.slice(0, 5)} ${shared.slice(5)}</bdi>`);
    expect(start).toBeGreaterThan(0);
    const entry = html.slice(start, html.indexOf("</ul>", start));
    for (const who of [first, second]) expect(entry).toContain(`/admin/members/${who.id}`);
    expect(entry).not.toContain(selfMade.id);

    expect((await first.session.fetch("/admin/mobiles")).status).toBe(403);
    expect((await newBrowser().fetch("/admin/mobiles")).status).toBe(404);
  });
});

describe("signing in and resetting the password by SMS", () => {
  it("one profile on the number: the code signs in at once", async () => {
    const who = await member();
    const mobile = newMobile();
    await prove(who, mobile);
    const browser = newBrowser();
    const code = await codeSentBy(dataDir, mobile, async () => {
      const sent = await post(browser, "/login", {
        intent: "mobile-number",
        purpose: "sign-in",
        mobile: written(mobile),
        remember: "on",
      });
      expect(sent.status).toBe(302);
      expect(await landing(browser, sent)).toContain(SENT_IF_KNOWN);
    });
    const wrong = await post(browser, "/login", { intent: "mobile-code", purpose: "sign-in", otp: wrongCodeFor(code) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(WRONG_CODE);
    expect(await publicIdSignedIn(browser)).toBeNull();
    const signedIn = await post(browser, "/login", { intent: "mobile-code", purpose: "sign-in", otp: code });
    expect([signedIn.status, signedIn.headers.get("location")]).toEqual([302, "/"]);
    expect(await publicIdSignedIn(browser)).toBe(who.id);
  });

  it("a reset by SMS sets a new password and ends the member's other sessions", async () => {
    const who = await member();
    const mobile = newMobile();
    await prove(who, mobile);
    const browser = newBrowser();
    const code = await codeSentBy(dataDir, mobile, () =>
      post(browser, "/login", { intent: "mobile-number", purpose: "reset", mobile }),
    );
    const checked = await post(browser, "/login", { intent: "mobile-code", purpose: "reset", otp: code });
    expect([checked.status, checked.headers.get("location")]).toEqual([302, "/login?mobile=reset&step=finish"]);
    const short = await post(browser, "/login", { intent: "mobile-finish", purpose: "reset", password: "short" });
    expect(short.status).toBe(400);
    const password = "a-new-secret-36";
    const reset = await post(browser, "/login", { intent: "mobile-finish", purpose: "reset", password });
    expect([reset.status, reset.headers.get("location")]).toEqual([302, "/login"]);
    expect(await landing(browser, reset)).toContain("Password Updated!");
    expect((await who.session.fetch("/api/v1/myprofile/viewProfile")).status).toBe(401);
    const login = (pass: string) =>
      newBrowser().postJson("/api/v1/auth/login", { email: who.fields.email, password: pass });
    expect((await login(who.fields.password)).status).toBe(401);
    expect((await login(password)).status).toBe(200);
    // The code is used up: the same steps again are refused.
    const again = await post(browser, "/login", {
      intent: "mobile-finish",
      purpose: "reset",
      password: "another-one-36",
    });
    expect(again.status).toBeGreaterThanOrEqual(300);
    expect(again.status).toBeLessThan(500);
    expect((await login(password)).status).toBe(200);
  });

  it("an unknown number, or one nobody proved, gets the same answer and no SMS", async () => {
    const who = await member();
    const proven = newMobile();
    await prove(who, proven);
    const unknown = newMobile();
    // A number on an account but never proven by code is not one to sign in with.
    const unproven = (await member()).fields.phone;
    const answers: unknown[] = [];
    for (const mobile of [unknown, unproven, proven]) {
      const browser = newBrowser();
      const seen = smsFilesTo(dataDir, mobile);
      const sent = await post(browser, "/login", { intent: "mobile-number", purpose: "sign-in", mobile });
      const page = await landing(browser, sent);
      answers.push({
        status: sent.status,
        location: sent.headers.get("location"),
        flash: page.includes(SENT_IF_KNOWN),
      });
      // Checked alike: a wrong code is a wrong code, whoever's the number.
      const wrong = await post(browser, "/login", { intent: "mobile-code", purpose: "sign-in", otp: "000000" });
      answers.push({ wrong: wrong.status, message: (await wrong.text()).includes(WRONG_CODE) });
      if (mobile === proven) await newSmsTo(dataDir, proven, seen);
    }
    expect(answers.slice(0, 2)).toEqual(answers.slice(4, 6));
    expect(answers.slice(2, 4)).toEqual(answers.slice(4, 6));
    // The proven number's SMS was written after the others' would have been (one process, in order): none came.
    expect(smsFilesTo(dataDir, unknown).size).toBe(0);
    expect(smsFilesTo(dataDir, unproven).size).toBe(0);
    // A code is kept for the unknown number too: its throttle and its checks are a member's.
    expect(codesStoredFor(unknown)).toBe(1);
  });

  it("asking again within the minute is a 429 with Retry-After, for a member's number and an unknown one", async () => {
    const who = await member();
    const proven = newMobile();
    await prove(who, proven);
    for (const mobile of [proven, newMobile()]) {
      const browser = newBrowser();
      const values = { intent: "mobile-number", purpose: "sign-in", mobile };
      expect((await post(browser, "/login", values)).status).toBe(302);
      const again = await post(browser, "/login", values);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await again.text()).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
    }
  });
});

describe("the short signup's mobile number", () => {
  it("is refused at the form unless an Indian mobile; proven by its SMS code, the member is verified", async () => {
    const browser = newBrowser();
    const mobile = newMobile();
    const fields = newShortSignup({ gender: "Male", phone: written(mobile) });
    // The site's signup takes Indian mobile numbers only (the API's register keeps any ten digits).
    const notMobile = await post(browser, "/signup", { intent: "step1", ...fields, phone: "1234567890" });
    expect(notMobile.status).toBe(400);
    expect(await notMobile.text()).toContain(HINT);
    expect(smsFilesTo(dataDir, "1234567890").size).toBe(0);

    const codes = await sendSignupCodes(browser, dataDir, fields);
    const wrong = await createProfile(browser, { ...codes, smsCode: wrongCodeFor(codes.smsCode) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(WRONG_CODE);
    expect(queryDb(dataDir, "select unq_id from members where email = ?", fields.email)).toEqual([]);
    const created = await createProfile(browser, codes);
    expect([created.status, created.headers.get("location")]).toEqual([302, "/welcome"]);
    const [row] = queryDb<MobileRow>(
      dataDir,
      "select phone, mobile_verified_at from members where email = ?",
      fields.email,
    );
    expect(row).toEqual({ phone: mobile, mobile_verified_at: expect.any(Number) });
  });

  it("a code for the number first given does not prove the one it was changed to", async () => {
    const browser = newBrowser();
    const fields = newShortSignup({ gender: "Female", phone: newMobile() });
    const first = await sendSignupCodes(browser, dataDir, fields);
    const changed = { ...fields, phone: newMobile(), password: "" };
    const second = await sendSignupCodes(browser, dataDir, changed);
    expect(second.emailCode).toBe(first.emailCode); // the same address: no second e-mail
    expect((await createProfile(browser, first)).status).toBe(400);
    expect((await createProfile(browser, second)).headers.get("location")).toBe("/welcome");
    expect(
      queryDb<MobileRow>(dataDir, "select phone, mobile_verified_at from members where email = ?", fields.email),
    ).toEqual([{ phone: changed.phone, mobile_verified_at: expect.any(Number) }]);
  });

  it("Send again within the minute: the wait beside the SMS box, nothing sent; after it, a new code", async () => {
    const browser = newBrowser();
    const mobile = newMobile();
    const fields = newShortSignup({ gender: "Female", phone: mobile });
    const first = await sendSignupCodes(browser, dataDir, fields);
    const files = smsFilesTo(dataDir, mobile);
    const again = await post(browser, "/signup?step=2", { intent: "send-sms-code" });
    expect([again.status, again.headers.get("location")]).toEqual([302, "/signup?step=2"]);
    const page = await (await browser.fetch("/signup?step=2")).text();
    expect(page).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
    expect(page).toMatch(/You can ask again in (<!-- -->)?\d+(<!-- -->)? seconds\./);
    expect(smsFilesTo(dataDir, mobile)).toEqual(files);

    forgetCooldown(mobile, "mobile-verify");
    const code = await codeSentBy(dataDir, mobile, () => post(browser, "/signup?step=2", { intent: "send-sms-code" }));
    expect(code).not.toBe(first.smsCode);
    // Only the newest code works.
    expect((await createProfile(browser, first)).status).toBe(400);
    expect((await createProfile(browser, { ...first, smsCode: code })).headers.get("location")).toBe("/welcome");
  });

  it("another browser's proof of the number does not count", async () => {
    const mobile = newMobile();
    const prover = newBrowser();
    const signer = newBrowser();
    const fields = newShortSignup({ gender: "Female", phone: mobile });
    const proved = await sendSignupCodes(prover, dataDir, fields);
    // The prover's SMS code is right (proven in the prover's browser); the e-mail's is not, so no member yet.
    const half = await createProfile(prover, { ...proved, emailCode: wrongCodeFor(proved.emailCode) });
    expect(half.status).toBe(400);
    expect(await half.text()).toMatch(/Mobile verified\./);

    const other = { ...fields, email: `other.${fields.email}` };
    const { emailCode } = await sendSignupCodes(signer, dataDir, other);
    const refused = await createProfile(signer, { emailCode, smsCode: proved.smsCode });
    expect(refused.status).toBe(400);
    // Beside the SMS box: the code was used up by the other browser's proof.
    const page = await refused.text();
    expect(page).toContain("This code has expired or was already used. Please ask for a new code.");
    expect(page).toMatch(/<input id="smsCode-input"[^>]*aria-invalid="true"/);
    expect(queryDb(dataDir, "select unq_id from members where phone = ?", mobile)).toEqual([]);
  });
});

describe("odd inputs", () => {
  /** Posts each form (a query string) and returns its status, having read the answer. */
  const statusesOf = async (client: ApiClient, path: string, forms: string[]) => {
    const statuses: number[] = [];
    for (const body of forms) {
      const answered = await client.fetch(path, { method: "POST", body: new URLSearchParams(body) });
      await answered.arrayBuffer();
      statuses.push(answered.status);
    }
    return statuses;
  };
  /** Only refusals (4xx), or a redirect back to where the form starts (302): never a 5xx, never a 200. */
  const refusedOrSentBack = (statuses: number[]) =>
    statuses.every((status) => status === 302 || (status >= 400 && status < 500));

  it("are answered 4xx (or sent back to the form's start), never 5xx, and write nothing", async () => {
    const who = await member();
    const mobile = newMobile();
    const other = newMobile();
    const huge = "9".repeat(200_000);
    const settings = await statusesOf(who.session, "/settings/mobile", [
      `intent=send&mobile=${mobile}&mobile=${other}`,
      `intent=send&mobile=${huge}`,
      "intent=send",
      `intent=delete&mobile=${mobile}x`,
      "mobile=%2B91",
      "intent=verify&otp=123456",
      "intent=verify&otp=123456&otp=654321",
      `intent=verify&otp=${huge}`,
      `intent=send&mobile=98765%0043210`,
      `intent=send&mobile=%E0%A5%AF${mobile.slice(1)}`,
    ]);
    expect(settings).toEqual([400, 413, 400, 400, 400, 302, 302, 413, 400, 400]);
    const json = await who.session.fetch("/settings/mobile", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "send", mobile }),
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);

    const browser = newBrowser();
    const login = await statusesOf(browser, "/login", [
      `intent=mobile-number&mobile=${mobile}`,
      `intent=mobile-number&purpose=admin&mobile=${mobile}`,
      `intent=mobile-number&purpose=x&purpose=sign-in&mobile=${mobile}`,
      `intent=mobile-number&purpose=sign-in&mobile=${huge}`,
      `intent=mobile-number&purpose=sign-in&mobile=${mobile}&mobile=${other}`,
      "intent=mobile-number&purpose=reset",
      "intent=mobile-code&purpose=sign-in&otp=123456",
      `intent=mobile-finish&purpose=sign-in&profile=${who.id}`,
      "intent=mobile-finish&purpose=reset&password=abcdefgh1",
      "intent=mobile-skip&purpose=sign-in",
    ]);
    expect(refusedOrSentBack(login), String(login)).toBe(true);
    expect(await publicIdSignedIn(browser)).toBeNull();

    // The short signup's forms, after a form that passed as a browser would: the codes go to its own number only.
    const signup = newBrowser();
    const fields = newShortSignup({ gender: "Male" });
    await sendSignupCodes(signup, dataDir, fields);
    const form = new URLSearchParams(fields);
    form.delete("phone");
    const signupAnswers = await statusesOf(signup, "/signup?step=2", [
      "intent=create&smsCode=123456",
      `intent=create&emailCode=123456&smsCode=${huge.slice(0, 5000)}`,
      `intent=create&smsCode=x&smsCode=${mobile}`,
      `intent=send-sms-code&phone=${mobile}`,
      `intent=step1&${form}&phone=${huge.slice(0, 5000)}`,
      `intent=step1&${form}&phone=x&phone=${mobile}`,
      `intent=create&smsCode=${mobile}`,
    ]);
    expect(refusedOrSentBack(signupAnswers), String(signupAnswers)).toBe(true);

    // Nothing written: no SMS, no code, the member's number as it was.
    for (const number of [mobile, other]) {
      expect(smsFilesTo(dataDir, number).size).toBe(0);
      expect(codesStoredFor(number)).toBe(0);
    }
    expect(mobileOf(who.id)).toEqual({ phone: who.fields.phone, mobile_verified_at: null });
  });
});

describe("the original client's register (/api/v1/auth/register) is unchanged", () => {
  it("takes any ten digits (1234567890), with no SMS, and the member's number is not verified", async () => {
    const register = async (phone: string) => {
      const client = newBrowser();
      const fields = newSignup({ phone });
      await verifyEmail(client, dataDir, fields.email);
      return client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
    };
    const response = await register("1234567890");
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: "Success! Form submitted successfully!" });
    // The same answer as for a mobile number, field for field.
    const usual = await (await register(newMobile())).json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(usual).sort());
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(usual.user).sort());
    expect(mobileOf(body.user._id)).toEqual({ phone: "1234567890", mobile_verified_at: null });
    expect(mobileOf(usual.user._id).mobile_verified_at).toBeNull();
    expect(smsFilesTo(dataDir, "1234567890").size).toBe(0);
  });

  it("still refuses a number another account has, and keeps its own phone rule", async () => {
    const holder = await member();
    const mobile = newMobile();
    await prove(holder, mobile);
    for (const [phone, status, message] of [
      [mobile, 409, NUMBER_TAKEN],
      [written(mobile), 400, "Phone number must be 10 digits"],
    ] as const) {
      const client = newBrowser();
      const fields = newSignup({ phone });
      await verifyEmail(client, dataDir, fields.email);
      const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
      expect(response.status, phone).toBe(status);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });
});
