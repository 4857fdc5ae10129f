import { valueIn } from "../../app/forms/languages";
import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { signedInMember } from "../support/members";

// The "pages" namespace in Hindi and Urdu (issue 18): the home page for visitors and for members, the success
// stories, the plan pages and cards, the privacy policy, the terms, the 404 page and the error page come in
// the reader's language (Accept-Language here), and their English is gone.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";

async function page(path: string, language: "hi" | "ur", client?: ApiClient) {
  const headers = { "Accept-Language": language };
  const response = client ? await client.fetch(path, { headers }) : await fetch(`${baseUrl}${path}`, { headers });
  // What the reader sees: the page before its scripts (the hydration data holds English keys and values too).
  const body = await response.text();
  return { status: response.status, html: body.slice(0, body.indexOf("<script")) };
}

/** Per page: what each language shows, and the English it replaces. */
const PAGES: { path: string; status?: number; hi: string[]; ur: string[]; english: string[] }[] = [
  {
    path: "/",
    hi: ["हमारे अपने समाज में अपना जीवनसाथी खोजें", "यह कैसे काम करता है", "आपके परिवार के लिए सुरक्षित", "शुरू करें"],
    ur: [
      "ہمارے اپنے معاشرے میں اپنا شریکِ حیات تلاش کریں",
      "یہ کیسے کام کرتا ہے",
      "آپ کے خاندان کے لیے محفوظ",
      "پلان چنیں",
    ],
    english: ["Find your life partner within our community", "How it works", "Safe for your family", "Get started"],
  },
  {
    path: "/member",
    hi: ["सदस्यता प्लान", "सदस्य क्यों बनें", "एलीट", "जुड़े हुए सदस्यों की संपर्क जानकारी सबके लिए मुफ़्त है।"],
    ur: ["رکنیت کے پلان", "رکن کیوں بنیں", "ایلیٹ", "جُڑے ہوئے اراکین کی رابطے کی تفصیلات سب کے لیے مفت ہیں۔"],
    english: ["Why become a member", "Contact details of your connections are free for everyone."],
  },
  {
    path: "/plans/premium",
    hi: ["प्रीमियम प्लान", "आपको क्या मिलता है", "6 महीने", "अपग्रेड के लिए हमसे संपर्क करें"],
    ur: ["پریمیم پلان", "آپ کو کیا ملتا ہے", "6 مہینے", "اپ گریڈ کے لیے ہم سے رابطہ کریں"],
    english: ["Premium plan", "What you get", "Contact us to upgrade"],
  },
  {
    path: "/plans/basic",
    hi: ["बेसिक प्लान", "मुफ़्त", "अपनी प्रोफ़ाइल बनाएँ"],
    ur: ["بیسک پلان", "مفت", "اپنی پروفائل بنائیں"],
    english: ["Basic plan", "Create your profile"],
  },
  {
    path: "/stories",
    hi: ["जुड़े रिश्तों की कहानियाँ"],
    ur: ["جُڑے رشتوں کی کہانیاں"],
    english: ["<h1>Success stories</h1>"],
  },
  {
    path: "/privacyPolicy",
    hi: ["<h1>निजता नीति</h1>", "आपके अधिकार", "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023"],
    ur: ["<h1>رازداری کی پالیسی</h1>", "آپ کے حقوق", "ڈیجیٹل پرسنل ڈیٹا پروٹیکشن ایکٹ، 2023"],
    english: ["<h1>Privacy policy</h1>", "Your rights", "Who sees what"],
  },
  {
    path: "/termCondition",
    hi: ["<h1>नियम और शर्तें</h1>", "कौन रजिस्टर कर सकता है", "दिल्ली की अदालतों"],
    ur: ["<h1>شرائط و ضوابط</h1>", "کون رجسٹر کر سکتا ہے", "دہلی کی عدالتوں"],
    english: ["<h1>Terms and conditions</h1>", "Who may register", "courts of Delhi"],
  },
  {
    path: "/no-such-page",
    status: 404,
    hi: ["<title>पन्ना नहीं मिला</title>", "मुख्य पृष्ठ पर वापस जाएँ"],
    ur: ["<title>صفحہ نہیں ملا</title>", "صفحۂ اوّل پر واپس جائیں"],
    english: ["Page not found", "Go Back to Home"],
  },
  // A 404 a page's loader throws is the root error boundary's page: it has the words of "pages" only when
  // the root's loader sends them (app/web/language.server.ts, rootLanguage), and English until then.
  {
    path: "/plans/gold",
    status: 404,
    hi: ["माफ़ कीजिए! आप जो पन्ना ढूँढ रहे हैं, वह मौजूद नहीं है।", "मुख्य पृष्ठ पर वापस जाएँ"],
    ur: ["معاف کیجیے! آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں ہے۔", "صفحۂ اوّل پر واپس جائیں"],
    english: ["Go Back to Home"],
  },
];

describe("the pages namespace in Hindi and Urdu", () => {
  for (const { path, status = 200, hi, ur, english } of PAGES) {
    it.each([
      ["hi", hi],
      ["ur", ur],
    ] as const)(`shows ${path} in %s`, async (language, shown) => {
      const { status: answered, html } = await page(path, language);
      expect(answered).toBe(status);
      expect(htmlTag(html)).toContain(`lang="${language}" dir="${language === "ur" ? "rtl" : "ltr"}"`);
      for (const text of shown) expect(html).toContain(text);
      for (const text of english) expect(html).not.toContain(text);
    });
  }

  it("greets a member on the home page with their requests and matches, in Hindi and in Urdu", async () => {
    const woman = await signedInMember(baseUrl, dataDir, "Female", { fullName: "Nargis Ansari" });
    const man = await signedInMember(baseUrl, dataDir, "Male");
    const sent = await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id });
    expect(sent.status).toBe(201);

    const hindi = (await page("/", "hi", woman.session)).html;
    expect(hindi).toContain("अस्सलामु अलैकुम, Nargis।");
    expect(hindi).toContain("आपके जवाब के इंतज़ार में अनुरोध");
    expect(hindi).toContain("1 अनुरोध आपके जवाब का इंतज़ार कर रहा है, इनकी ओर से:");
    expect(hindi).toContain("अपने अनुरोधों का जवाब दें");
    expect(hindi).not.toContain("Pending requests");
    expect(hindi).not.toContain("waiting for your answer");

    const urdu = (await page("/", "ur", woman.session)).html;
    expect(urdu).toContain(`السلام علیکم، ${valueIn("ur", "Nargis")}۔`);
    expect(urdu).toContain("جواب طلب درخواستیں");
    expect(urdu).toContain("1 درخواست آپ کے جواب کی منتظر ہے، ان کی طرف سے:");
    expect(urdu).not.toContain("Answer your requests");
  });
});
