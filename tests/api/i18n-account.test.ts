import { describe, expect, inject, it } from "vitest";
import en from "~/locales/en/account.json";
import hi from "~/locales/hi/account.json";
import ur from "~/locales/ur/account.json";
import hiCommon from "~/locales/hi/common.json";
import urCommon from "~/locales/ur/common.json";
import enMessages from "~/locales/en/messages.json";
import hiMessages from "~/locales/hi/messages.json";
import urMessages from "~/locales/ur/messages.json";
import { ApiClient } from "../support/client";
import { readOutbox, smsCodeSentTo } from "../support/outbox";
import { newShortSignup, registerMember } from "../support/members";
import { asHtml, expectTranslated, fixedPart } from "../support/page-text";
import { wrongCodeFor } from "../support/sms-codes";

// The account pages in Hindi and Urdu (issue 18): the short signup (its form, then the e-mail and SMS codes on one
// page, docs/product-rules.md §3), login and the forgot-password dialog's three steps, as a browser without
// JavaScript gets them, in the language its Accept-Language asks for. Each shows its own words in that language and
// not their English.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Key = keyof typeof en;
const CATALOGUES = { hi, ur } as const;
/** A dialog's Close is the layout's word. */
const CLOSE = { hi: hiCommon["dialog.close"], ur: urCommon["dialog.close"] } as const;
/** The server's messages (refusals, flashes), translated from their English. */
const MESSAGES = { hi: hiMessages, ur: urMessages } as const;
type Message = keyof typeof enMessages;
type Language = keyof typeof CATALOGUES;

let devices = 0;
/** A browser of its own (the shared server trusts its proxy: no per-address limit is shared). */
function browser() {
  devices += 1;
  return new ApiClient(baseUrl, `198.19.${(devices >> 8) & 255}.${devices & 255}`);
}

function inLanguage(client: ApiClient, language: Language) {
  const headers = { "Accept-Language": language };
  return {
    get: async (path: string) => {
      const response = await client.fetch(path, { headers });
      expect(response.status, path).toBe(200);
      return response.text();
    },
    post: (path: string, values: Record<string, string>) =>
      client.fetch(path, { method: "POST", headers, body: new URLSearchParams(values) }),
  };
}

/** The page shows each key's text in the language, and not in English. */
const expectIn = (page: string, language: Language, keys: Key[], where: string) =>
  expectTranslated(page, { translated: CATALOGUES[language], english: en }, keys, where);

/** The page shows each of the server's messages in the language, and not in English. */
const expectMessagesIn = (page: string, language: Language, messages: Message[], where: string) =>
  expectTranslated(page, { translated: MESSAGES[language], english: enMessages }, messages, where);

/** The code in a code e-mail to `email` after the `seen` mails it already had (whatever the subject's language). */
async function nextCode(email: string, seen: number): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const mails = readOutbox(dataDir).filter((mail) => mail.to === email);
    const code = mails
      .slice(seen)
      .map((mail) => /\b\d{6}\b/.exec(mail.subject)?.[0])
      .filter(Boolean)
      .at(-1);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code for ${email}`);
}

const mailsTo = (email: string) => readOutbox(dataDir).filter((mail) => mail.to === email).length;

describe.each(["hi", "ur"] as const)("the account pages in %s", (language) => {
  const t = (key: Key) => asHtml(CATALOGUES[language][key]);

  it("signup: the form, its refusals, the codes' step, its refusals and the welcome", async () => {
    const client = browser();
    const { get, post } = inLanguage(client, language);
    const first = await get("/signup");
    expect(first).toContain(`<title>${t("signup.title")}`);
    expect(first).toContain(`<h1>${t("signup.title")}</h1>`);
    expect(first).toContain(`aria-label="${t("signup.steps")}"`);
    expectIn(
      first,
      language,
      ["signup.step1", "signup.step2", "signup.intro", "signup.password", "signup.passwordHint", "signup.next"],
      "the form",
    );
    expect(first).toContain(t("signup.terms"));
    expect(first).not.toContain("I accept the");

    // Refused: each message in the language; the valid password kept, which the page says (JavaScript off).
    const fields = newShortSignup({ gender: "Male" });
    const { profileFor: _none, ...unchosen } = fields;
    const refused = await post("/signup", { intent: "step1", ...unchosen, email: "" });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expectMessagesIn(refusal, language, ["Please choose who the profile is for", "Email is required"], "refused");
    expectIn(refusal, language, ["signup.passwordKept"], "password kept");
    expect(refusal).not.toContain(`>${t("signup.passwordHint")}<`);

    const seenMail = mailsTo(fields.email);
    const step1 = await post("/signup", { intent: "step1", ...fields, password: "" });
    expect([step1.status, step1.headers.get("location")]).toEqual([302, "/signup?step=2"]);
    const codes = await get("/signup?step=2");
    expectIn(
      codes,
      language,
      [
        "signup.step2",
        "signupVerify.heading",
        "signupVerify.emailSent",
        "signupVerify.emailLabel",
        "signupVerify.smsSent",
        "signupVerify.smsLabel",
        "signupOtp.hint",
        "signupVerify.sendAgain",
        "signupVerify.change",
        "signupVerify.create",
      ],
      "the codes",
    );
    // The wait before another code, in the language's words around its number.
    const wait = new RegExp(CATALOGUES[language]["signupVerify.wait"].replace("{{seconds}}", "\\d+"));
    expect(codes).toMatch(wait);
    expect(codes).not.toMatch(/You can ask again in \d+ seconds/);

    // Asked again at once: the limit's message beside its box, in the language.
    const tooSoon = fixedPart(MESSAGES[language]["Too many attempts. Please try again in {{seconds}} seconds."]);
    expect(codes).not.toContain(tooSoon);
    expect((await post("/signup?step=2", { intent: "send-sms-code" })).status).toBe(302);
    const early = await get("/signup?step=2");
    expect(early).toContain(tooSoon);
    expect(early).not.toContain("Too many attempts.");

    // Wrong and malformed codes: each refusal beside its box, in the language.
    const emailCode = await nextCode(fields.email, seenMail);
    const smsCode = await smsCodeSentTo(dataDir, fields.phone);
    const wrong = await post("/signup?step=2", { intent: "create", emailCode: wrongCodeFor(emailCode), smsCode: "12" });
    expect(wrong.status).toBe(400);
    expectMessagesIn(
      await wrong.text(),
      language,
      ["OTP Verification Failed! Please enter the correct OTP.", "Please enter a valid 6-digit OTP."],
      "wrong codes",
    );
    // The right e-mail code is kept as proven while the SMS code is wrong.
    const half = await post("/signup?step=2", { intent: "create", emailCode, smsCode: wrongCodeFor(smsCode) });
    expect(half.status).toBe(400);
    const halfPage = await half.text();
    expectMessagesIn(halfPage, language, ["Invalid OTP. Please try again."], "wrong SMS code");
    expectIn(halfPage, language, ["signup.emailVerified"], "e-mail proven");

    const created = await post("/signup?step=2", { intent: "create", smsCode });
    expect([created.status, created.headers.get("location")]).toEqual([302, "/welcome"]);
    expectMessagesIn(await get("/welcome"), language, ["Success! Form submitted successfully!"], "the flash");
  });

  it("login: the form, and a refusal in the language", async () => {
    const { get, post } = inLanguage(browser(), language);
    const page = await get("/login");
    expect(page).toContain(`<title>${t("login.title")}`);
    expect(page).toContain(`<h1>${t("login.title")}</h1>`);
    expectIn(
      page,
      language,
      ["login.email", "login.password", "login.show", "login.remember", "login.submit", "login.forgot"],
      "login",
    );
    expect(page).not.toContain(">Remember me<");

    const refused = await post("/login", { intent: "login", email: "nobody.here@example.in", password: "wrong-pass" });
    expect(refused.status).toBe(401);
    const answer = await refused.text();
    expectIn(answer, language, ["login.title", "login.remember"], "refused login");
    expect(answer).not.toContain("Invalid credentials. Please try again.");
  });

  it("forgot password: the address, the code and the new password", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const { get, post } = inLanguage(browser(), language);
    const ask = await get("/login?forgot=email");
    expectIn(ask, language, ["forgot.titleEmail", "forgot.email", "forgot.sendOtp"], "address");
    expect(ask).toContain(`aria-label="${asHtml(CLOSE[language])}"`);

    const seen = mailsTo(fields.email);
    const sent = await post("/login?forgot=email", { intent: "forgot-email", email: fields.email });
    expect(sent.headers.get("location")).toBe("/login?forgot=otp");
    const codeStep = await get("/login?forgot=otp");
    expectIn(codeStep, language, ["forgot.titleOtp", "forgot.otpLabel", "forgot.askNew", "forgot.verifyOtp"], "code");
    expect(codeStep).not.toContain("Codes work once");

    const otp = await nextCode(fields.email, seen);
    expect((await post("/login?forgot=otp", { intent: "forgot-otp", otp })).headers.get("location")).toBe(
      "/login?forgot=password",
    );
    const passwordStep = await get("/login?forgot=password");
    expectIn(
      passwordStep,
      language,
      ["forgot.titlePassword", "forgot.newPassword", "forgot.passwordHint", "forgot.update"],
      "new password",
    );
  });
});
