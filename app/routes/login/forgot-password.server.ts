import { data, redirect, type Session } from "react-router";
import { completePasswordReset, confirmPasswordReset, requestPasswordReset } from "~/domain/accounts/accounts.server";
import { forgotEmailSchema, newPasswordSchema, otpSchema, parseForm } from "~/forms/submissions.server";
import { redirectWithFlash } from "~/web/flash.server";
import type { Language } from "~/forms/languages";
import { answerRefusals, refusalReply, translateReply } from "~/web/form-reply.server";
import { commitSession, sessionBinding, type SessionData } from "~/web/session.server";
import type { ForgotStep, LoginResult } from "./reply";

// The forgot-password dialog's three steps (e-mail, code, new password), each its own intent of the
// login page's form. The address given at the first step stays in this browser's session.

type Step = { form: FormData; session: Session<SessionData>; clientIp: string; language: Language };

async function sendCode({ form, session, clientIp, language }: Step) {
  const submission = parseForm(form, forgotEmailSchema);
  if (submission.status !== "success")
    return data<LoginResult>(
      { intent: "forgot-email", reply: translateReply(submission.reply(), language) },
      { status: 400 },
    );
  requestPasswordReset(submission.value.email, clientIp, language);
  session.set("resetEmail", submission.value.email);
  return redirectWithFlash(
    "/login?forgot=otp",
    { type: "success", message: "OTP Sent! Check your email for OTP." },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

async function checkCode({ form, session, clientIp, language }: Step, email: string) {
  const submission = parseForm(form, otpSchema);
  if (submission.status !== "success")
    return data<LoginResult>(
      { intent: "forgot-otp", reply: translateReply(submission.reply(), language) },
      { status: 400 },
    );
  confirmPasswordReset(email, submission.value.otp, sessionBinding(session)!, clientIp);
  return redirectWithFlash("/login?forgot=password", {
    type: "success",
    message: "OTP Verified! You can reset your password now.",
  });
}

async function setPassword({ form, session, language }: Step, email: string) {
  const submission = parseForm(form, newPasswordSchema);
  if (submission.status !== "success") {
    return data<LoginResult>(
      { intent: "forgot-password", reply: translateReply(submission.reply({ hideFields: ["password"] }), language) },
      { status: 400 },
    );
  }
  await completePasswordReset(email, submission.value.password, sessionBinding(session));
  session.unset("resetEmail");
  return redirectWithFlash(
    "/login",
    { type: "success", message: "Password Updated! You can now log in with your new password." },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

/** Runs one step of the reset; refusals come back to the dialog as its form's error. */
export function forgotPasswordStep(step: ForgotStep, input: Step) {
  const email = input.session.get("resetEmail");
  // The later steps make sense only after an address was given in this browser.
  if (step !== "email" && !email) return redirect("/login?forgot=email");
  const intent = `forgot-${step}`;
  return answerRefusals(
    () => (step === "email" ? sendCode(input) : step === "otp" ? checkCode(input, email!) : setPassword(input, email!)),
    (error): LoginResult => ({
      intent,
      reply: translateReply(refusalReply(input.form, error, { hideFields: ["password"] }), input.language),
    }),
  );
}
