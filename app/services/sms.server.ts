import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";
import { outboxDir } from "./email.server";

// Text messages (issue 36), one small interface over one provider that sends in India under TRAI's DLT rules:
// MSG91's Flow API over HTTPS (no SDK: MSG91 keeps none for Node). Every SMS is a template registered with DLT
// under the operator's sender id, and only its values change. Without MSG91_AUTH_KEY each SMS is written to
// DATA_DIR/outbox/sms/ instead, as e-mail goes to DATA_DIR/outbox, so the site works out of the box and the
// tests read codes from there.

/** The texts, as registered with DLT; `{{name}}` are the template's variables, sent by name. */
export const SMS_TEMPLATES = {
  code: {
    en: "{{code}} is your {{site}} code. It works once, for 10 minutes. Do not share it with anyone.",
    hi: "{{code}} आपका {{site}} कोड है। यह सिर्फ़ एक बार, 10 मिनट तक काम करेगा। इसे किसी को न बताएँ।",
    ur: "{{code}} آپ کا {{site}} کوڈ ہے۔ یہ صرف ایک بار، 10 منٹ تک کام کرے گا۔ اسے کسی کو نہ بتائیں۔",
  },
  // To a number a member's account no longer carries (it was proven there): the one way its holder hears of it.
  mobileChanged: {
    en:
      "{{site}}: this mobile number was removed from a profile. " +
      "If you did not ask for this, please tell us through the site's Contact Us page.",
    hi:
      "{{site}}: यह मोबाइल नंबर एक प्रोफ़ाइल से हटा दिया गया है। " +
      "अगर आपने ऐसा नहीं कहा था, तो साइट के 'संपर्क करें' पेज से हमें बताएँ।",
    ur:
      "{{site}}: یہ موبائل نمبر ایک پروفائل سے ہٹا دیا گیا ہے۔ " +
      "اگر آپ نے ایسا نہیں کہا تھا تو سائٹ کے 'رابطہ کریں' صفحے سے ہمیں بتائیں۔",
  },
  // To the person a relative's profile is for (docs/product-rules.md §31a): a code and a link to confirm or refuse.
  candidateInvite: {
    en:
      "{{site}}: a marriage profile was made for you. Nobody sees it until you confirm it. " +
      "Code {{code}} (10 minutes), or open {{link}} to confirm or refuse it.",
    hi:
      "{{site}}: आपके लिए एक रिश्ते की प्रोफ़ाइल बनाई गई है। आपकी पुष्टि तक इसे कोई नहीं देखेगा। " +
      "कोड {{code}} (10 मिनट), या पुष्टि करने या मना करने के लिए {{link}} खोलें।",
    ur:
      "{{site}}: آپ کے لیے رشتے کی ایک پروفائل بنائی گئی ہے۔ آپ کی تصدیق تک اسے کوئی نہیں دیکھے گا۔ " +
      "کوڈ {{code}} (10 منٹ)، یا تصدیق کرنے یا انکار کرنے کے لیے {{link}} کھولیں۔",
  },
  candidateReminder: {
    en:
      "{{site}}: a marriage profile made for you still waits for your answer. Open {{link}} to confirm or " +
      "refuse it. Without an answer it is erased after 30 days.",
    hi:
      "{{site}}: आपके लिए बनाई गई रिश्ते की प्रोफ़ाइल अब भी आपके जवाब का इंतज़ार कर रही है। पुष्टि करने या " +
      "मना करने के लिए {{link}} खोलें। जवाब न मिलने पर इसे 30 दिन बाद मिटा दिया जाएगा।",
    ur:
      "{{site}}: آپ کے لیے بنائی گئی رشتے کی پروفائل اب بھی آپ کے جواب کی منتظر ہے۔ تصدیق کرنے یا انکار " +
      "کرنے کے لیے {{link}} کھولیں۔ جواب نہ ملنے پر اسے 30 دن بعد مٹا دیا جائے گا۔",
  },
} as const;

export type SmsTemplate = keyof typeof SMS_TEMPLATES;
export type SmsLanguage = keyof (typeof SMS_TEMPLATES)[SmsTemplate];
/** One SMS: to an Indian mobile's ten digits, one template in one language, and its values. */
export type Sms = { to: string; template: SmsTemplate; language: SmsLanguage; values: Record<string, string> };

export const smsText = ({ template, language, values }: Sms): string =>
  SMS_TEMPLATES[template][language].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The provider did not take the SMS; `permanent` when sending it again cannot help (a refused number). */
export class SmsError extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = "SmsError";
    this.permanent = permanent;
  }
}

function writeToOutbox(sms: Sms): void {
  const dir = path.join(outboxDir(), "sms");
  fs.mkdirSync(dir, { recursive: true });
  const now = new Date();
  const name = `${now.getTime()}-${randomBytes(4).toString("hex")}.txt`;
  const lines = [`To: +91${sms.to}`, `Date: ${now.toISOString()}`, `Template: ${sms.template} (${sms.language})`];
  fs.writeFileSync(path.join(dir, name), `${lines.join("\n")}\n\n${smsText(sms)}\n`);
  // The log names the file, never the number or the text (codes live there).
  console.info(`sms: no MSG91_AUTH_KEY, wrote outbox/sms/${name}`);
}

/** What MSG91 needs (env.server.ts checks that they come together). */
export type Msg91Config = { url: string; authKey: string; senderId: string; templateIds: Record<string, string> };

// A provider that does not answer must not hold a request (a code) or the queue's worker for long.
const SEND_TIMEOUT_MS = 15_000;

/** Sends one SMS through MSG91's Flow API; throws SmsError when it is not taken. */
export async function sendThroughMsg91(config: Msg91Config, sms: Sms): Promise<void> {
  const templateId = config.templateIds[`${sms.template}:${sms.language}`];
  if (!templateId) throw new SmsError(`no MSG91 template id for ${sms.template}:${sms.language}`, true);
  let response: Response;
  try {
    response = await fetch(`${config.url}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: config.authKey, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        template_id: templateId,
        sender: config.senderId,
        short_url: "0",
        recipients: [{ mobiles: `91${sms.to}`, ...sms.values }],
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsError(`MSG91 could not be reached (${(error as Error).name})`, false);
  }
  const answer = (await response.json().catch(() => null)) as { type?: string } | null;
  if (response.ok && answer?.type === "success") return;
  // 4xx: this SMS is refused (a number, a template); anything else (5xx, a broken answer) may pass later.
  const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
  throw new SmsError(`MSG91 refused the SMS (${response.status}, ${answer?.type ?? "no answer"})`, permanent);
}

/** Sends one SMS through MSG91, or into DATA_DIR/outbox/sms when no provider key is configured. */
export async function sendSms(sms: Sms): Promise<void> {
  const env = getEnv();
  if (!env.MSG91_AUTH_KEY) return writeToOutbox(sms);
  await sendThroughMsg91(
    {
      url: env.MSG91_URL,
      authKey: env.MSG91_AUTH_KEY,
      senderId: env.MSG91_SENDER_ID!,
      templateIds: env.MSG91_TEMPLATE_IDS,
    },
    sms,
  );
}
