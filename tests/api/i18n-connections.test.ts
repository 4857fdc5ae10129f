import { valueIn } from "../../app/forms/languages";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { connectMembers, signedInMember, type SignedInMember } from "../support/members";

// The connections pages in Hindi and Urdu (issue 18): requests received (accept and reject), sent requests
// and their withdraw dialog, connections, messages and a conversation, and the safety page, asked for with
// Accept-Language. Each shows its words in the language, and not their English; Urdu pages are right to left.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";

/** An element's whole text is this English (a heading, a button, a link), in the page's HTML. */
const shows = (english: string) => new RegExp(`>\\s*${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*<`);

/** Per language, texts the page must show; `en`, the English texts it must not show in either. */
type Expectation = Record<"hi" | "ur" | "en", string[]>;

async function read(member: SignedInMember | null, path: string, language: string): Promise<string> {
  const headers = { "Accept-Language": language };
  const response = member
    ? await member.session.fetch(path, { headers })
    : await fetch(`${baseUrl}${path}`, { headers });
  expect(response.status, `${path} in ${language}`).toBe(200);
  return response.text();
}

async function expectTranslated(member: SignedInMember | null, path: string, words: Expectation) {
  for (const language of ["hi", "ur"] as const) {
    const html = await read(member, path, language);
    expect(htmlTag(html)).toContain(`lang="${language}" dir="${language === "ur" ? "rtl" : "ltr"}"`);
    for (const text of words[language]) expect(html, `${path} in ${language}`).toContain(text);
    for (const english of words.en) expect(html, `${path} in ${language}`).not.toMatch(shows(english));
  }
}

describe("connections pages in Hindi and Urdu", () => {
  let woman: SignedInMember;
  let man: SignedInMember;
  let suitor: SignedInMember;
  let conversation: string;
  let pendingId: string;

  beforeAll(async () => {
    [woman, man, suitor] = await Promise.all([
      signedInMember(baseUrl, dataDir, "Female"),
      signedInMember(baseUrl, dataDir, "Male"),
      signedInMember(baseUrl, dataDir, "Male"),
    ]);
    conversation = await connectMembers(man, woman);
    const sent = await suitor.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id });
    expect(sent.status).toBe(201);
    const { requests } = await (await woman.session.fetch("/api/v1/connectionRequest/forme")).json();
    pendingId = requests.find((r: { sender: { _id: string } }) => r.sender._id === suitor.id)._id;
  });

  it("shows the requests received, with Accept and Reject, in the language", async () => {
    await expectTranslated(woman, "/connectionReq", {
      hi: ["<title>रिश्ते के अनुरोध</title>", "स्वीकार करें", "अस्वीकार करें", "मिले हुए", "भेजे हुए", "पुरुष ·"],
      ur: ["<title>رشتے کی درخواستیں</title>", "قبول کریں", "انکار کریں", "موصول شدہ", "بھیجی گئی", "مرد ·"],
      en: ["Connection requests", "Accept", "Reject", "Received", "Sent"],
    });
  });

  it("accepts a request from the Hindi page, and the connection shows in Urdu", async () => {
    const accepted = await woman.session.fetch("/connectionReq", {
      method: "POST",
      headers: { "Accept-Language": "hi" },
      body: new URLSearchParams({ intent: "accept", requestId: pendingId }),
    });
    expect(accepted.status).toBe(302);
    // The next step: the new connection with their contact details and a Message button, in the language.
    const next = accepted.headers.get("location")!;
    expect(next).toBe(`/connectionReq?connected=${pendingId}`);
    await expectTranslated(woman, next, {
      hi: ["से आपका संपर्क जुड़ गया है", "फ़ोन:", ">संदेश भेजें<", ">उनकी प्रोफ़ाइल देखें<"],
      ur: ["سے آپ کا رابطہ جُڑ گیا ہے", "فون:", ">پیغام بھیجیں<", ">ان کا پروفائل دیکھیں<"],
      en: ["Message", "See his profile"],
    });
    await expectTranslated(woman, "/myConnection", {
      hi: ["<title>मेरे संपर्क</title>", "फ़ोन:", "ईमेल:", ">संदेश<"],
      ur: ["<title>میرے رابطے</title>", "فون:", "ای میل:", ">پیغامات<"],
      en: ["My connections", "Messages"],
    });
    expect(await read(woman, "/connectionReq", "ur")).toContain("ابھی رشتے کی کوئی درخواست نہیں ہے");
  });

  it("says a refused answer in the language", async () => {
    const again = await woman.session.fetch("/connectionReq", {
      method: "POST",
      headers: { "Accept-Language": "ur" },
      body: new URLSearchParams({ intent: "maybe", requestId: pendingId }),
    });
    expect(again.status).toBe(400);
    expect(await again.text()).not.toContain("Something went wrong!");
  });

  it("shows the sent requests and the withdraw dialog in the language", async () => {
    const other = await signedInMember(baseUrl, dataDir, "Female");
    expect((await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: other.id })).status).toBe(
      201,
    );
    const { requests } = await (await other.session.fetch("/api/v1/connectionRequest/forme")).json();
    const id = requests[0]._id as string;
    await expectTranslated(man, "/sentRequests", {
      hi: ["<title>भेजे गए अनुरोध</title>", ">जवाब बाकी<", ">स्वीकार हुए<", "वापस लें", "को भेजा गया"],
      ur: ["<title>بھیجی گئی درخواستیں</title>", ">جواب باقی<", ">قبول شدہ<", "واپس لیں", "کو بھیجی گئی"],
      en: ["Sent requests", "Withdraw", "Pending", "Accepted"],
    });
    await expectTranslated(man, `/sentRequests?status=pending&withdraw=${id}`, {
      hi: ["क्या आप यह अनुरोध वापस लेना चाहते हैं?", "रहने दें", "अनुरोध वापस लें"],
      ur: ["کیا آپ یہ درخواست واپس لینا چاہتے ہیں؟", "رہنے دیں", "درخواست واپس لیں"],
      en: ["Withdraw this request?", "Keep it", "Withdraw request"],
    });
    await expectTranslated(man, "/sentRequests?status=rejected", {
      hi: ["ऐसा कोई अनुरोध नहीं है जो स्वीकार न हुआ हो।"],
      ur: ["ایسی کوئی درخواست نہیں ہے جو قبول نہ ہوئی ہو۔"],
      en: ["No not accepted requests."],
    });
  });

  it("shows the messages list and a conversation in the language", async () => {
    const sent = await man.session.fetch(`/messages/${conversation}`, {
      method: "POST",
      headers: { "Accept-Language": "hi" },
      body: new URLSearchParams({ body: "Assalamu alaikum" }),
    });
    expect(sent.status).toBe(302);
    await expectTranslated(man, "/messages", {
      hi: ["<title>संदेश</title>", "आप: "],
      ur: ["<title>پیغامات</title>", "آپ: "],
      en: [
        "Messages",
        "You can write to the members you are connected with. Messages are text only and stay on this site.",
      ],
    });
    const name = woman.fields.fullName; // a member's name stays as they wrote it
    await expectTranslated(man, `/messages/${conversation}`, {
      hi: [`<title>${name} के साथ संदेश</title>`, "सभी संदेश", "आपका संदेश", ">भेजें<", "Assalamu alaikum"],
      ur: [
        `<title>${valueIn("ur", name)} کے ساتھ پیغامات</title>`,
        "تمام پیغامات",
        "آپ کا پیغام",
        ">بھیجیں<",
        "Assalamu alaikum",
      ],
      en: ["All messages", "Your message", "Send", "You"],
    });
  });

  it("says an empty message is refused in the language, keeping the member's words in theirs", async () => {
    const refused = await man.session.fetch(`/messages/${conversation}`, {
      method: "POST",
      headers: { "Accept-Language": "ur" },
      body: new URLSearchParams({ body: "   " }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain("Please write a message.");
  });

  it("shows the safety page to a visitor in the language", async () => {
    await expectTranslated(null, "/safety", {
      hi: ["<title>सुरक्षित कैसे रहें</title>", "<strong>कभी पैसे न भेजें</strong>", "प्रोफ़ाइल की शिकायत करें"],
      ur: ["<title>محفوظ کیسے رہیں</title>", "<strong>کبھی پیسے نہ بھیجیں</strong>", "پروفائل کی شکایت کریں"],
      en: ["Staying safe", "Never send money", "Report a profile", "Back to profiles"],
    });
  });
});
