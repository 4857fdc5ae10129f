// Messages between connected members (docs/product-rules.md §33): what a message may be, and the gentle
// warning shown beside one that asks for money or bank details. Shared by the page and the server; the form's
// schema is in message-form.ts, so that the page's script does not carry zod (decision 006).

export const MESSAGE_MAX = 2000;
/** Messages a member may send in any 24 hours: plenty for real conversations, not for a flood. */
export const MESSAGES_PER_DAY = 200;

// What scammers ask for, in English, in Hindi and Urdu as typed in Latin letters, and in their own scripts
// (docs/product-rules.md §33). A match only shows a reminder; it never stops a message.

// Asking for money, a transfer, a loan, a UPI payment or bank details: shown whatever else the message says.
const ASKING: RegExp[] = [
  /\b(send|transfer|lend|borrow|need|give|pay)\b[^.?!\n]{0,40}\b(money|rupees?|rs\.?|inr|cash|amount|fees?)\b/i,
  /\b(bank|account)\s*(details?|number|no\.?|info)\b/i,
  /\b(ifsc|upi|paytm|phonepe|gpay|google pay|bhim|western union|gift cards?|bitcoin|crypto)\b/i,
  // A UPI id (name@okicici, 9876543210@ybl): only the payment apps' and banks' handles, and never followed by
  // ".com" and the like, so that an ordinary e-mail address (name@gmail.com, name@sbi.co.in) is not one.
  /@(ok(icici|sbi|axis|hdfcbank)|ybl|ibl|axl|upi|paytm|pt(yes|axis|hdfc|sbi)|apl|yapl|rapl|jupiteraxis|freecharge|ikwik|wa(axis|hdfcbank|sbi|icici)|airtel|slc|naviaxis|superyes|sbi|icici|hdfcbank|axisbank|kotak|pnb|barodampay|unionbankofindia|indus|idfcbank|yesbank)\b(?!\.[a-z0-9])/i,
  // Latin letters: paise bhejo, paisa transfer karo, udhaar do, qarz chahiye, transfer kar do.
  /\b(paise|paisa|paison|rupaye|rupay|rupaiye|rupiya|raqam|rakam|amount)\b[^.?!\n]{0,20}\b(bhej\w*|chahiye|chahie|do|de\s*do|dedo|dijiye|transfer)\b/i,
  /\b(udhaar|udhaari|qarz|qarza|qarzah|karz|karza|karja)\b/i,
  /\budhar\s+(do|de|dedo|dijiye|chahiye|chahie|lena|mang\w*)\b/i, // alone, "udhar" is "over there"
  /\btransfer\s+(karo|kardo|kar\s+do|kar\s+dijiye|kar\s+dena|karein|karen|kijiye)\b/i,
  // Hindi in Devanagari; its nukta letters compared decomposed (mentionsMoney normalises to NFC, which splits them).
  /बैंक\s*(खाता|खाते|अकाउंट|डिटेल|विवरण)|(खाता|अकाउंट)\s*(नंबर|संख्या)|उधार|क\u093C?र्ज\u093C?|यूपीआई/,
  /(पैसे|पैसा|रुपये|रुपए|रक\u093C?म)\s*(भेज|चाहि|दे\s*दो|दो(?![\u0900-\u097F])|दीजिए|ट्रांसफ)/,
  /ट्रांसफ\u093C?र\s*(करो|कर\s*दो|कर\s*दें|कर\s*दीजिए|कीजिए|करें|कर\s*देना)/,
  // Urdu.
  /بینک\s*(اکاؤنٹ|کھات)|اکاؤنٹ\s*(نمبر|کی\s*تفصیل)|ادھار|قرض|یو\s*پی\s*آئی/,
  /(پیسے|پیسہ|روپے|رقم)\s*(بھیج|چاہی|دے\s*دو|دو(?![\u0600-\u06FF])|دیں|دیجی|ٹرانسفر)/,
  /ٹرانسفر\s*(کرو|کر\s*دو|کر\s*دیں|کر\s*دیجی|کریں|کیجی|کر\s*دینا)/,
];

// A sum of money or the word for it on its own: shown, unless the message is about the mehr or a dowry, which
// families discuss and which are not scams.
const AMOUNT: RegExp[] = [
  /(₹|\brs\.?|\binr)\s*\d/i,
  /\b(paise|paisa|paison|rupaye|rupay|rupaiye|rupiya)\b/i,
  /पैसे|पैसा|पैसों|रुपये|रुपए/,
  /پیسے|پیسہ|پیسوں|روپے/,
];
// Not the start of a longer word: Urdu's "mehrbani" (kindness) begins with the mehr's letters.
const MEHR_OR_DOWRY =
  /\b(mehr|mahr|meher|dowry|dahej|dahez|jahez|jahaiz|jahej)\b|मेहर(?![\u0900-\u097F])|दहेज|जहेज\u093C?|مہر(?![\u0600-\u06FF])|جہیز/i;

/**
 * Whether a message seems to ask for money or bank details (the page then warns beside it: thread.moneyWarning).
 * Read in NFC, so that a letter typed in two ways (Hindi's nukta, Urdu's hamza) is matched either way.
 */
export function mentionsMoney(text: string): boolean {
  const normalised = text.normalize("NFC");
  if (ASKING.some((pattern) => pattern.test(normalised))) return true;
  return !MEHR_OR_DOWRY.test(normalised) && AMOUNT.some((pattern) => pattern.test(normalised));
}
