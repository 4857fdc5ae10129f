import { confirmEmailVerification, startEmailVerification } from "~/domain/accounts/accounts.server";
import { checkMobileCode, sendVerificationCode, SMS_RESEND_AFTER_MS } from "~/domain/accounts/mobile-codes.server";
import { hasVerifiedCode, RESEND_AFTER_MS, type CodeBinding } from "~/domain/accounts/one-time-codes.server";
import type { Language } from "~/forms/languages";
import { otpSchema, SIGNUP_CODE_FAILED } from "~/forms/login";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import type { Draft } from "./draft.server";

// The short signup's two proofs (docs/product-rules.md §3, §38): a code e-mailed to the address and a code sent by
// SMS to the mobile number, both bound to this browser's session. The draft notes when each was sent (for the
// wait before "Send again") or why it was not (a limit's message, shown beside its box).

export type Channel = "email" | "sms";

const CHANNEL = {
  email: { address: "email", purpose: "signup", sentAt: "emailSentAt", sentTo: "emailSentTo", waitMs: RESEND_AFTER_MS },
  sms: {
    address: "phone",
    purpose: "mobile-verify",
    sentAt: "smsSentAt",
    sentTo: "smsSentTo",
    waitMs: SMS_RESEND_AFTER_MS,
  },
} as const;
const refusedKey = (channel: Channel) => `${channel}Refused`;

/** Sends the channel's code to the draft's address; the draft as it then is. Only a limit's refusal is caught. */
export async function sendCode(channel: Channel, draft: Draft, clientIp: string, language: Language): Promise<Draft> {
  const { address, sentAt, sentTo } = CHANNEL[channel];
  try {
    if (channel === "email") await startEmailVerification(draft[address], clientIp, language);
    else await sendVerificationCode(draft[address], clientIp, language);
    return { ...draft, [sentAt]: String(now().getTime()), [sentTo]: draft[address], [refusedKey(channel)]: "" };
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return { ...draft, [refusedKey(channel)]: error.message };
  }
}

/** A code has gone to the draft's present address (a changed address needs a new one). */
export const codeSentToAddress = (channel: Channel, draft: Draft) =>
  Boolean(draft[CHANNEL[channel].sentTo]) && draft[CHANNEL[channel].sentTo] === draft[CHANNEL[channel].address];

/** The address was proven by its code in this browser. */
export const proven = (channel: Channel, draft: Draft, binding: CodeBinding) =>
  Boolean(draft[CHANNEL[channel].address]) &&
  hasVerifiedCode(draft[CHANNEL[channel].address], CHANNEL[channel].purpose, binding);

/** What the verify step shows of a channel: proven, the seconds before another code, why the last was not sent. */
export function codeState(channel: Channel, draft: Draft, binding: CodeBinding) {
  const { sentAt, waitMs } = CHANNEL[channel];
  const waitUntil = Number(draft[sentAt] ?? 0) + waitMs;
  return {
    proven: proven(channel, draft, binding),
    waitSeconds: Math.max(0, Math.ceil((waitUntil - now().getTime()) / 1000)),
    refused: draft[refusedKey(channel)] || undefined,
  };
}

/** Checks the code typed for a channel not proven yet: its refusal's message, or undefined once proven. */
export function checkCode(
  channel: Channel,
  typed: FormDataEntryValue | null,
  draft: Draft,
  binding: string,
  clientIp: string,
): string | undefined {
  if (proven(channel, draft, binding)) return undefined;
  const parsed = otpSchema.safeParse({ otp: typeof typed === "string" ? typed.trim() : undefined });
  if (!parsed.success) return "Please enter a valid 6-digit OTP.";
  try {
    if (channel === "email")
      confirmEmailVerification(draft.email, parsed.data.otp, binding, clientIp, SIGNUP_CODE_FAILED);
    else checkMobileCode(draft.phone, "mobile-verify", parsed.data.otp, binding, clientIp);
    return undefined;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return error.message;
  }
}
