// Messages between connected members (docs/product-rules.md §33): what a message may be, and the gentle
// warning shown beside one that asks for money or bank details. Shared by the page and the server; the form's
// schema is in message-form.ts, so that the page's script does not carry zod (decision 006).

export const MESSAGE_MAX = 2000;
/** Messages a member may send in any 24 hours: plenty for real conversations, not for a flood. */
export const MESSAGES_PER_DAY = 200;

// What scammers ask for, in English, in Hindi and Urdu as typed in Latin letters, and in their own scripts.
// A match only shows a reminder; it never stops a message (a family may well talk about the mehr).
const MONEY_PATTERNS: RegExp[] = [
  /\b(send|transfer|lend|borrow|need|give|pay)\b[^.?!\n]{0,40}\b(money|rupees?|rs\.?|inr|cash|amount|fees?)\b/i,
  /\b(bank|account)\s*(details?|number|no\.?|info)\b/i,
  /\b(ifsc|upi|paytm|phonepe|gpay|google pay|western union|gift cards?|bitcoin|crypto)\b/i,
  /(₹|\brs\.?|\binr)\s*\d/i,
  /\b(paise|paisa|rupaye|rupay)\b/i,
  /पैसे|पैसा|रुपये|रुपए|बैंक|खाता/,
  /پیسے|پیسہ|روپے|بینک|اکاؤنٹ/,
];

/** Whether a message seems to ask for money or bank details (the page then warns beside it: thread.moneyWarning). */
export function mentionsMoney(text: string): boolean {
  return MONEY_PATTERNS.some((pattern) => pattern.test(text));
}
