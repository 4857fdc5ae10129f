import { UserError } from "~/services/user-error.server";
import { getDb, WRITE } from "~/db/client.server";
import type { Language } from "~/forms/languages";
import { siteNameIn } from "~/services/env.server";
import { sendSms } from "~/services/sms.server";
import { clientLimitKey, consumeCooldown, consumeWithinLimits, limitKey } from "./rate-limits.server";
import { CODE_NOT_SENT, newCode, storeCode, verifyCode, type MobileCodePurpose } from "./one-time-codes.server";

// Codes by SMS (docs/product-rules.md §38, issue 36), with the e-mail codes' rules (§12): six digits, hashed,
// ten minutes, five wrong tries, a new one at most once a minute. An SMS costs money and a number is a person's
// phone, so the hourly limits per number are tighter than an address's.

const HOUR = 3600_000;
/** A new code for the same address and purpose only this long after the last (the signup shows the wait). */
export const SMS_RESEND_AFTER_MS = 60_000;

/** The limits for sending codes to one number (docs/product-rules.md §13), per number and per client. */
export const SMS_CODE_LIMITS = { perNumberHour: 5, perNumberDay: 10, perClientHour: 100 } as const;

/**
 * Counts one code sent to `mobile` against its limits, whether or not an SMS then goes (so a number with an
 * account and one without are throttled alike). Returns a function that takes the count back.
 */
function throttleSmsCode(mobile: string, purpose: MobileCodePurpose, clientIp: string): () => void {
  return getDb().transaction(() => {
    const giveBackCounts = consumeWithinLimits(
      { key: limitKey("sms-send:number", mobile), max: SMS_CODE_LIMITS.perNumberHour, windowMs: HOUR },
      { key: limitKey("sms-send:number-day", mobile), max: SMS_CODE_LIMITS.perNumberDay, windowMs: 24 * HOUR },
      { key: clientLimitKey("sms-send:client", clientIp), max: SMS_CODE_LIMITS.perClientHour, windowMs: HOUR },
    );
    const giveBackCooldown = consumeCooldown(limitKey(`sms-send:${purpose}`, mobile), SMS_RESEND_AFTER_MS);
    return () => {
      giveBackCounts();
      giveBackCooldown();
    };
  }, WRITE);
}

const codeSms = (mobile: string, code: string, language: Language) =>
  sendSms({ to: mobile, template: "code", language, values: { code, site: siteNameIn(language) } });

/**
 * Sends a code that proves `mobile` belongs to the person asking (a signup, or a member's settings), at once:
 * the person is waiting for it. Sent before it is stored, so that a code the provider did not take leaves the
 * code before it working; then that send is a 503 that says so and spends nothing of the limits.
 */
export async function sendVerificationCode(mobile: string, clientIp: string, language: Language): Promise<void> {
  const giveBack = throttleSmsCode(mobile, "mobile-verify", clientIp);
  const code = newCode();
  try {
    await codeSms(mobile, code, language);
  } catch (error) {
    giveBack();
    // The log names neither the number nor the code (product rules §38).
    console.error(`sms: a verification code was not sent: ${(error as Error).message}`);
    throw new UserError(CODE_NOT_SENT, { status: 503, retryAfterSeconds: 60 });
  }
  storeCode(mobile, "mobile-verify", code);
}

/**
 * Sends a code to sign in or to set a new password when `mobile` is verified on an active account
 * (`language`: the member's, else the page's; null when no active account proved the number); answers the same
 * either way, throttles included, so nobody learns whose number has an account here. As with the e-mailed reset
 * code (accounts.server.ts), a code is stored for every number, and the SMS goes after the answer: even its start
 * would make a member's number answer later. A provider failure gives the count back and is logged; the page
 * says a code may take a minute and can be asked for again.
 */
export function sendAccountCode(
  mobile: string,
  purpose: Exclude<MobileCodePurpose, "mobile-verify">,
  clientIp: string,
  language: Language | null,
): void {
  const giveBack = throttleSmsCode(mobile, purpose, clientIp);
  const code = storeCode(mobile, purpose, newCode());
  if (language === null) return;
  setImmediate(() =>
    codeSms(mobile, code, language).catch((error: Error) => {
      giveBack();
      console.error(`sms: a ${purpose} code was not sent: ${error.message}`);
    }),
  );
}

/** Checks a code sent to `mobile`; right, it is marked verified for this browser session only (`binding`). */
export function checkMobileCode(
  mobile: string,
  purpose: MobileCodePurpose,
  code: string,
  binding: string,
  clientIp: string,
): void {
  verifyCode(mobile, purpose, code, binding, clientIp);
}
