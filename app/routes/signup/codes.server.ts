import { redirect } from "react-router";
import { confirmEmailVerification, startEmailVerification } from "~/domain/accounts/accounts.server";
import { checkMobileCode, sendVerificationCode } from "~/domain/accounts/mobile-codes.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import * as z from "zod/mini";
import { indianMobileField } from "~/forms/indian-mobile";
import { SIGNUP_CODE_FAILED } from "~/forms/login";
import { forgotEmailSchema, otpSchema, parseForm } from "~/forms/submissions.server";
import { redirectWithFlash } from "~/web/flash.server";
import { commitSession, sessionBinding } from "~/web/session.server";
import { fail, otherDetailsOf, save, type Step } from "./draft.server";

// Other Details' two proofs (docs/product-rules.md §3, §38): a code e-mailed to the address, and a code sent by
// SMS to the mobile number, each checked in a dialog of its own and bound to this browser's session.

export async function sendEmailCode({ form, session, draft, clientIp, language }: Step) {
  const submission = parseForm(form, forgotEmailSchema);
  if (submission.status !== "success") return fail({ intent: "send-code", reply: submission.reply() }, language);
  if (isHoneypotFilled(form)) return save(session, draft, "/signup?step=2");
  session.set("signupDraft", { ...draft, ...otherDetailsOf(form), email: submission.value.email });
  // Commit first: the code is bound to this browser's session id.
  const cookie = await commitSession(session);
  await startEmailVerification(submission.value.email, clientIp, language);
  return redirect("/signup?step=2&otp=1", { headers: { "Set-Cookie": cookie } });
}

export async function checkEmailCode({ form, session, draft, clientIp, language }: Step) {
  const parsed = otpSchema.safeParse({ otp: form.get("otp") ?? undefined });
  if (!parsed.success || !draft.email) return fail({ intent: "verify-code", formError: SIGNUP_CODE_FAILED }, language);
  confirmEmailVerification(draft.email, parsed.data.otp, sessionBinding(session)!, clientIp, SIGNUP_CODE_FAILED);
  return redirectWithFlash("/signup?step=2", { type: "success", message: "OTP verified successfully" });
}

const phoneSchema = z.object({ phone: indianMobileField });

export async function sendSmsCode({ form, session, draft, clientIp, language }: Step) {
  // An SMS costs money: only a signup that reached this step sends one.
  if (!draft.step1Done) return redirect("/signup");
  const submission = parseForm(form, phoneSchema);
  if (submission.status !== "success") return fail({ intent: "send-sms-code", reply: submission.reply() }, language);
  if (isHoneypotFilled(form)) return save(session, draft, "/signup?step=2");
  // The number is kept as its ten digits: the one the code proves is the one saved.
  session.set("signupDraft", { ...draft, ...otherDetailsOf(form), phone: submission.value.phone });
  const cookie = await commitSession(session);
  await sendVerificationCode(submission.value.phone, clientIp, language);
  return redirect("/signup?step=2&sms=1", { headers: { "Set-Cookie": cookie } });
}

export async function checkSmsCode({ form, session, draft, clientIp, language }: Step) {
  const parsed = otpSchema.safeParse({ otp: form.get("otp") ?? undefined });
  if (!parsed.success || !draft.phone)
    return fail({ intent: "verify-sms-code", formError: "Please enter a valid 6-digit OTP." }, language);
  checkMobileCode(draft.phone, "mobile-verify", parsed.data.otp, sessionBinding(session)!, clientIp);
  return redirectWithFlash("/signup?step=2", { type: "success", message: "Mobile number verified." });
}
