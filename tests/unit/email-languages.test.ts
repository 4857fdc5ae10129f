import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailQueue } from "~/db/schema-mail";
import { requestPasswordReset, saveLanguage, startEmailVerification } from "~/domain/accounts/accounts.server";
import { answerConnectionRequest, pairState, sendConnectionRequest } from "~/domain/connections/connections.server";
import { inviteGuardian } from "~/domain/family/guardians.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { emailDay } from "~/domain/mail/mail-wording.server";
import type { Language } from "~/forms/languages";
import { memberCode } from "~/forms/member-id";
import { getEnv } from "~/services/env.server";
import { isolated, readOutbox, waitForMail, type OutboxMessage } from "../support/outbox";
import { registeredMember } from "../support/unit-members";

// E-mails in their recipient's language (issue 18): a code in the language of the page that asked for it, a
// member's notices in the language they saved (English when they saved none), names as they were typed.

const IP = "198.51.100.61";
const site = () => getEnv().SITE_NAME;
/** Every test member was e-mailed a signup code (in English): the e-mails after it are the ones tested. */
const notSignupCode = (mail: OutboxMessage) => !mail.subject.startsWith("Your verification code");
const outboxTo = (email: string) => readOutbox(getEnv().DATA_DIR).filter((m) => m.to === email && notSignupCode(m));

type Member = Awaited<ReturnType<typeof registeredMember>>;

/** A member whose saved language is `language` (null: never chose one). */
async function memberReading(gender: "Male" | "Female", language: Language | null, fullName: string) {
  const member = await registeredMember(gender, { fullName });
  if (language) saveLanguage(member, language);
  return member;
}

/** The "new requests" notice `recipient` gets for one request from `sender`. */
async function requestNotice(sender: Member, recipient: Member) {
  await sendConnectionRequest(sender, recipient.publicId);
  await deliverDueMail();
  const notices = outboxTo(recipient.email);
  expect(notices).toHaveLength(1);
  return notices[0];
}

describe("code e-mails", () => {
  it("the signup code comes in the page's language: Hindi", async () => {
    const email = "hindi.signup@example.in";
    await startEmailVerification(email, IP, "hi");
    const mail = await waitForMail(getEnv().DATA_DIR, email);
    const code = mail.subject.match(/\d{6}/)![0];
    expect(mail.subject).toBe(`आपका पुष्टि कोड: ${code}`);
    expect(mail.text).toBe(
      `${site()} के लिए आपका कोड ${code} है।\n\n` +
        "यह कोड सिर्फ़ एक बार, 10 मिनट तक काम करेगा। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।",
    );
  });

  it("the signup code comes in the page's language: Urdu", async () => {
    const email = "urdu.signup@example.in";
    await startEmailVerification(email, IP, "ur");
    const mail = await waitForMail(getEnv().DATA_DIR, email);
    const code = mail.subject.match(/\d{6}/)![0];
    expect(mail.subject).toBe(`آپ کا تصدیقی کوڈ: ${code}`);
    // In an Urdu sentence the English name keeps its own direction (isolated, issue 40).
    expect(mail.text).toContain(`${isolated(site())} کے لیے آپ کا کوڈ ${code} ہے۔`);
    expect(mail.text).toContain("10 منٹ");
    expect(mail.text).not.toMatch(/It works once|ignore this e-mail/);
  });

  it("stays English, word for word, from an English page or when no language is given", async () => {
    for (const [email, language] of [
      ["english.signup@example.in", "en"],
      ["unsaid.signup@example.in", undefined],
    ] as const) {
      await startEmailVerification(email, IP, language);
      const mail = await waitForMail(getEnv().DATA_DIR, email);
      const code = mail.subject.match(/\d{6}/)![0];
      expect(mail.subject).toBe(`Your verification code: ${code}`);
      expect(mail.text).toBe(
        `Your ${site()} code is ${code}.\n\n` +
          "It works once, for 10 minutes. If you did not ask for it, ignore this e-mail.",
      );
    }
  });

  it("a reset code follows the member's saved language, else the page's", async () => {
    const saved = await memberReading("Female", "ur", "Rukhsar Ansari");
    requestPasswordReset(saved.email, IP, "hi");
    expect((await waitForMail(getEnv().DATA_DIR, saved.email, notSignupCode)).subject).toMatch(
      /^پاس ورڈ بدلنے کے لیے آپ کا کوڈ: \d{6}$/,
    );

    const unsaid = await memberReading("Male", null, "Tariq Hasan");
    requestPasswordReset(unsaid.email, IP, "hi");
    const mail = await waitForMail(getEnv().DATA_DIR, unsaid.email, notSignupCode);
    expect(mail.subject).toMatch(/^पासवर्ड बदलने के लिए आपका कोड: \d{6}$/);
  });
});

describe("a member's notices, in the language they saved", () => {
  it("a connection request notice to a member who reads Urdu", async () => {
    const imran = await memberReading("Male", null, "Imran Qureshi");
    const ayesha = await memberReading("Female", "ur", "Ayesha Khan");
    const notice = await requestNotice(imran, ayesha);
    expect(notice.subject).toBe(`${isolated(site())} پر رشتے کی نئی درخواست`);
    const lines = notice.text.split("\n");
    // The sender's name and member code as they are, in an Urdu sentence.
    expect(lines[0]).toBe(
      `${isolated(`Imran Qureshi (${memberCode(imran.unqId)})`)} رشتے کے لیے آپ سے رابطہ کرنا چاہتے ہیں۔`,
    );
    expect(lines[2]).toMatch(/^درخواستیں دیکھیں اور ان کا جواب دیں: \S+\/connectionReq$/);
    expect(lines[4]).toMatch(/^محفوظ رہیں: .* \S+\/safety$/);
    expect(notice.text).not.toContain("would like to connect");
    expect(notice.text).not.toContain("Stay safe");
  });

  it("stays English for a member who chose English and for one who never chose", async () => {
    for (const language of ["en", null] as const) {
      const sender = await memberReading("Female", "hi", `Sender ${language ?? "none"}`);
      const recipient = await memberReading("Male", language, `Reader ${language ?? "none"}`);
      const notice = await requestNotice(sender, recipient);
      expect(notice.subject).toBe(`New connection request on ${site()}`);
      expect(notice.text.split("\n")).toEqual([
        `${isolated(`${sender.fullName} (${memberCode(sender.unqId)})`)} would like to connect with you.`,
        "",
        expect.stringMatching(/^See the requests and answer them: \S+\/connectionReq$/),
        "",
        expect.stringMatching(/^Stay safe: never send money to anyone you met here\. Our safety tips: \S+\/safety$/),
      ]);
    }
  });

  it("the acceptance goes in the language of the member who asked, whatever the accepter reads", async () => {
    const farhan = await memberReading("Male", "hi", "Farhan Siddiqui");
    const noor = await memberReading("Female", "ur", "Noor Fatima");
    await requestNotice(farhan, noor);
    const request = pairState(noor.unqId, farhan.unqId);
    if (request.kind !== "received") throw new Error("the request should wait for Noor");
    await answerConnectionRequest(noor, request.requestId, "accept");
    await deliverDueMail();
    const [accepted] = outboxTo(farhan.email);
    expect(accepted.subject).toBe("आपका रिश्ते का अनुरोध स्वीकार हो गया");
    const noorCode = memberCode(noor.unqId);
    const acceptedLine = "ने आपका रिश्ते का अनुरोध स्वीकार कर लिया है।";
    expect(accepted.text).toContain(`${isolated("Noor Fatima")} (${noorCode}) ${acceptedLine}`);
    expect(accepted.text).toContain("सुरक्षित रहें");
  });

  it("a guardian's invitation is in the inviting member's language, with the relation in it", async () => {
    const sameer = await memberReading("Male", "ur", "Sameer Pathan");
    const email = "abbu.pathan@example.in";
    inviteGuardian(sameer, { name: "Abbu", email, relation: "father", canAnswer: false });
    const row = getDb().select().from(mailQueue).where(eq(mailQueue.toEmail, email)).get()!;
    expect(row.subject).toBe(`${isolated("Sameer Pathan")} نے آپ کو ${isolated(site())} پر سرپرست بننے کی دعوت دی ہے`);
    expect(row.body).toMatch(/^السلام علیکم \u2068Abbu\u2069،\n/);
    expect(row.body).toContain("والد ہونے کے ناطے");
    expect(row.body).toContain("جب \u2068Sameer\u2069 آگے چل کر اس کی اجازت دیں۔");
    expect(row.body).not.toContain("Assalamu alaikum");
  });
});

describe("dates in e-mails", () => {
  it("are written as each language writes them, in India's time", () => {
    const day = new Date("2026-11-30T20:00:00Z"); // 1 December in India
    expect(emailDay(day, "en")).toBe("1 December 2026");
    expect(emailDay(day, "hi")).toBe("1 दिसंबर 2026");
    expect(emailDay(day, "ur")).toMatch(/^1 دسمبر،? 2026$/);
  });
});
