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
import { newSignup, registerMember, SIGNUP_BOXES } from "../support/members";
import { asHtml, expectTranslated } from "../support/page-text";

// The account pages in Hindi and Urdu (issue 18): signup (both steps, the e-mail and SMS code dialogs (issue 36),
// the review), login and the forgot-password dialog's three steps, as a browser without JavaScript gets them, in the
// language its Accept-Language asks for. Each shows its own words in that language and not their English.

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

  it("signup: both steps, the code dialogs, refusals and the review", async () => {
    const { get, post } = inLanguage(browser(), language);
    const first = await get("/signup");
    expect(first).toContain(`<title>${t("signup.title")}`);
    expect(first).toContain(`<h1>${t("signup.title")}</h1>`);
    expect(first).toContain(`aria-label="${t("signup.steps")}"`);
    expectIn(first, language, ["signup.step1", "signup.step2", "signup.review", "signup.next"], "step 1");
    expect(first).not.toContain("<h2>Personal Details</h2>");

    const { password, acceptTerms: _terms, ...fields } = newSignup({ gender: "Male" });
    const step1 = await post("/signup", { intent: "step1", createdBy: "self", ...fields, password });
    expect([step1.status, step1.headers.get("location")]).toEqual([302, "/signup?step=2"]);

    const second = await get("/signup?step=2");
    expectIn(second, language, ["signup.step2", "signup.verifyFirst", "signup.back", "signup.verifyEmail"], "step 2");
    expect(second).toContain(t("signup.terms"));
    expect(second).not.toContain("I accept the");

    const seen = mailsTo(fields.email);
    const sent = await post("/signup?step=2", { intent: "send-code", step: "2", ...fields });
    expect(sent.headers.get("location")).toBe("/signup?step=2&otp=1");
    const dialog = await get("/signup?step=2&otp=1");
    expectIn(dialog, language, ["signupOtp.title", "signupOtp.label", "signupOtp.hint", "signupOtp.verify"], "code");
    expect(dialog).toContain(`aria-label="${asHtml(CLOSE[language])}"`);

    // A wrong code: the dialog's message is not left in English.
    const refused = await post("/signup?step=2&otp=1", { intent: "verify-code", otp: "12" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain("OTP Verification Failed! Please enter the correct OTP.");

    const otp = await nextCode(fields.email, seen);
    expect((await post("/signup?step=2&otp=1", { intent: "verify-code", otp })).status).toBe(302);
    const verified = await get("/signup?step=2");
    // Then the mobile number, by a code sent by SMS (issue 36).
    expectIn(
      verified,
      language,
      ["signup.emailVerified", "signup.verifyMobileFirst", "signup.verifyMobile"],
      "verified",
    );

    // A number that is not an Indian mobile is refused in the language.
    const notMobile = await post("/signup?step=2", { intent: "send-sms-code", step: "2", ...fields, phone: "12345" });
    expect(notMobile.status).toBe(400);
    expectMessagesIn(
      await notMobile.text(),
      language,
      ["Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9"],
      "not a mobile",
    );

    const smsSent = await post("/signup?step=2", { intent: "send-sms-code", step: "2", ...fields });
    expect(smsSent.headers.get("location")).toBe("/signup?step=2&sms=1");
    const smsDialog = await get("/signup?step=2&sms=1");
    expectIn(
      smsDialog,
      language,
      ["signupOtp.titleSms", "signupOtp.label", "signupOtp.hint", "signupOtp.verify"],
      "SMS code",
    );
    expect(smsDialog).toContain(`aria-label="${asHtml(CLOSE[language])}"`);
    const smsCode = await smsCodeSentTo(dataDir, fields.phone);
    const wrongSms = await post("/signup?step=2&sms=1", {
      intent: "verify-sms-code",
      otp: String((Number(smsCode) + 1) % 1_000_000).padStart(6, "0"),
    });
    expect(wrongSms.status).toBe(400);
    expectMessagesIn(await wrongSms.text(), language, ["Invalid OTP. Please try again."], "wrong SMS code");
    expect((await post("/signup?step=2&sms=1", { intent: "verify-sms-code", otp: smsCode })).status).toBe(302);
    const mobileVerified = await get("/signup?step=2");
    expectIn(
      mobileVerified,
      language,
      ["signup.emailVerified", "signup.mobileVerified", "signup.next"],
      "both verified",
    );
    expectMessagesIn(mobileVerified, language, ["Mobile number verified."], "the flash");

    const step2 = await post("/signup?step=2", { intent: "step2", step: "2", ...fields, ...SIGNUP_BOXES });
    expect(step2.headers.get("location")).toBe("/signup?step=3");
    const review = await get("/signup?step=3");
    expectIn(
      review,
      language,
      ["signup.review", "signup.image", "signup.imageHint", "signup.goBack", "signup.submit"],
      "review",
    );
    // The answers' labels are the options catalogue's; what the member typed stays as typed.
    expect(review).not.toContain("<dt>Full name</dt>");
    expect(review).toContain(`<dd>${fields.fullName}</dd>`);
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
