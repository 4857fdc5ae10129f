import { describe, expect, it } from "vitest";
import { mentionsMoney } from "~/forms/messages";

// The gentle warning beside a message that seems to ask for money (docs/product-rules.md §33; issue 37, item 4):
// UPI ids, and Hindi and Urdu phrasings in their scripts and in Latin letters, without ordinary family talk.

const flagged = (texts: string[]) => texts.filter((text) => !mentionsMoney(text));
const quiet = (texts: string[]) => texts.filter(mentionsMoney);

describe("the money warning", () => {
  it("knows UPI ids, by the payment apps' and banks' handles", () => {
    expect(
      flagged([
        "Pay me at ayesha.khan@okicici",
        "9876543210@ybl",
        "someone@paytm please",
        "my id is x1@upi.",
        "Send on imran@oksbi",
        "imran.k@okaxis",
        "salman_99@okhdfcbank",
        "id: 9876543210@ibl",
        "9876543210@axl",
        "AYESHA@YBL",
        "reach me on @oksbi",
      ]),
    ).toEqual([]);
  });

  it("does not take an ordinary e-mail address for one", () => {
    expect(
      quiet([
        "Write to me at ayesha.khan@gmail.com",
        "my brother's address is imran@yahoo.co.in",
        "Abba's office: rafiq@sbi.co.in",
        "salman@okaycompany.com",
        "contact@paytmmall.com",
        "Her e-mail is sana@icici.com, she works there",
      ]),
    ).toEqual([]);
  });

  it("knows asking for money, a transfer or a loan in Hindi and Urdu, in their scripts and in Latin letters", () => {
    expect(
      flagged([
        "paise bhejo jaldi",
        "Thoda paisa transfer karo",
        "5000 ka udhaar chahiye",
        "Mujhe qarz lena hai",
        "udhar de do bas ek hafte ke liye",
        "abhi transfer kar do",
        "raqam bhej dijiye",
        "पैसे भेजो",
        "पैसे ट्रांसफर कर देना",
        "थोड़ा उधार चाहिए",
        "मुझ पर कर्\u095B है", // ज़ typed as one letter
        "मुझ पर कर्ज\u093C है", // ज़ typed as ज and the nukta
        "मेरा कर्ज चुका दो",
        "ट्रांसफर कर दो आज ही",
        "बैंक खाता नंबर भेजो",
        "یوپی آئی سے پیسے بھیجو",
        "پیسے بھیجو",
        "تھوڑا ادھار چاہیے",
        "مجھ پر قرض ہے",
        "ابھی ٹرانسفر کر دیں",
        "رقم ٹرانسفر کریں",
        "اپنا بینک اکاؤنٹ بتائیں",
      ]),
    ).toEqual([]);
  });

  it("keeps what it knew: English, amounts, bank details, the apps' names", () => {
    expect(
      flagged([
        "Mujhe paise chahiye",
        "मुझे पैसे भेज दो",
        "UPI id do",
        "₹5000 transfer kar do",
        "Please send money to my bank account, IFSC ABCD0123",
        "Can you lend me 10,000 rupees?",
        "Share your account number",
        "Pay through PhonePe",
        "It costs Rs 500",
        "रुपये",
        "پیسے",
      ]),
    ).toEqual([]);
  });

  it("leaves ordinary family talk alone: the mehr, a dowry, work at a bank, a job's transfer, 'over there'", () => {
    expect(
      quiet([
        "Mehr will be discussed by our elders",
        "Where do you work?",
        "Haq mehr 50,000 rupaye tay hua hai",
        "Mehr ₹51,000 rakha hai, as per sunnah",
        "We are against dowry, not a single rupee",
        "Hum dahej ke khilaaf hain, ek paisa bhi nahi",
        "मेहर की रक़म बड़े तय करेंगे",
        "मेहर 50,000 रुपये",
        "हम दहेज के ख़िलाफ़ हैं",
        "حق مہر پچاس ہزار روپے طے ہوا",
        "ہم جہیز کے خلاف ہیں",
        "She works in a bank",
        "वह बैंक में काम करती है",
        "वह मांस नहीं खाता",
        "وہ بینک میں کام کرتی ہے",
        "Abbu ka transfer Lucknow ho gaya",
        "उनका ट्रांसफर दिल्ली हो गया",
        "ان کا ٹرانسفر لکھنؤ ہو گیا",
        "Idhar udhar ghoomne chalein?",
        "Do you like biryani?",
        "My e-mail is imran.qureshi@gmail.com",
      ]),
    ).toEqual([]);
  });

  it("does not let the mehr hide a request: asking is shown whatever else the message says", () => {
    expect(
      flagged([
        "Mehr ke liye paise bhejo",
        "Send 5,000 rupees for the mehr",
        "مہربانی کر کے روپے بھیج دیں",
        "Mehr ke baad UPI pe bhej dena: ayesha@ybl",
      ]),
    ).toEqual([]);
    // "Mehrbani" (kindness) is not the mehr: an amount beside it still shows the warning.
    expect(mentionsMoney("مہربانی، پانچ ہزار روپے")).toBe(true);
  });
});
