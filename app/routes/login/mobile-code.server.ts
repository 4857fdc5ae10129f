import { data, redirect, type Session } from "react-router";
import {
  completeMobileReset,
  completeMobileSignIn,
  confirmMobileCode,
  profilesForMobile,
  requestMobileCode,
} from "~/domain/accounts/mobile-sign-in.server";
import type { Language } from "~/forms/languages";
import { mobileSchema } from "~/forms/indian-mobile";
import { newPasswordSchema, otpSchema, parseForm } from "~/forms/submissions.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply } from "~/web/form-reply.server";
import { commitSession, sessionBinding, type SessionData } from "~/web/session.server";
import { MOBILE_PURPOSES, type LoginResult, type MobilePurposeSlug, type MobileStep } from "./reply";

// The login page's sign-in and password reset by SMS code (docs/product-rules.md §38), each step an intent of its
// form. The number and what it is for stay in this browser's session between the steps.

type Input = {
  form: FormData;
  session: Session<SessionData>;
  clientIp: string;
  language: Language;
  /** Starts the member's session and answers with where they land (the login page's own rule). */
  signIn: (unqId: number, remember: boolean) => Promise<Response>;
};

const slugOf = (purpose: "mobile-sign-in" | "mobile-reset"): MobilePurposeSlug =>
  purpose === "mobile-sign-in" ? "sign-in" : "reset";

async function sendCode({ form, session, clientIp, language }: Input, slug: MobilePurposeSlug) {
  const submission = parseForm(form, mobileSchema);
  if (submission.status !== "success")
    return data<LoginResult>(
      { intent: "mobile-number", reply: translateReply(submission.reply(), language) },
      { status: 400 },
    );
  const purpose = MOBILE_PURPOSES[slug];
  requestMobileCode(submission.value.mobile, purpose, clientIp, language);
  session.set("loginMobile", { mobile: submission.value.mobile, purpose, remember: Boolean(form.get("remember")) });
  return redirectWithFlash(
    `/login?mobile=${slug}&step=code`,
    { type: "success", message: "If this number is verified on a profile, we sent a code by SMS." },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

async function checkCode(input: Input, flow: NonNullable<SessionData["loginMobile"]>) {
  const { form, session, clientIp, language } = input;
  const submission = parseForm(form, otpSchema);
  if (submission.status !== "success")
    return data<LoginResult>(
      { intent: "mobile-code", reply: translateReply(submission.reply(), language) },
      { status: 400 },
    );
  const binding = sessionBinding(session)!;
  confirmMobileCode(flow.mobile, flow.purpose, submission.value.otp, binding, clientIp);
  // One profile on the number: signed in at once. Several, or a reset: the next step asks.
  if (flow.purpose === "mobile-sign-in" && profilesForMobile(flow.mobile, flow.purpose, binding).length === 1)
    return finishSignIn(input, flow);
  return redirectWithFlash(`/login?mobile=${slugOf(flow.purpose)}&step=finish`, {
    type: "success",
    message:
      flow.purpose === "mobile-reset"
        ? "OTP Verified! You can reset your password now."
        : "Code verified. Choose the profile to open.",
  });
}

async function finishSignIn({ form, session, signIn }: Input, flow: NonNullable<SessionData["loginMobile"]>) {
  const chosen = form.get("profile");
  const unqId = completeMobileSignIn(
    flow.mobile,
    sessionBinding(session),
    typeof chosen === "string" ? chosen : undefined,
  );
  return signIn(unqId, flow.remember);
}

async function setPassword({ form, session, language }: Input, flow: NonNullable<SessionData["loginMobile"]>) {
  const submission = parseForm(form, newPasswordSchema);
  if (submission.status !== "success")
    return data<LoginResult>(
      { intent: "mobile-finish", reply: translateReply(submission.reply({ hideFields: ["password"] }), language) },
      { status: 400 },
    );
  const chosen = form.get("profile");
  await completeMobileReset(
    flow.mobile,
    sessionBinding(session),
    typeof chosen === "string" ? chosen : undefined,
    submission.value.password,
  );
  session.unset("loginMobile");
  return redirectWithFlash(
    "/login",
    { type: "success", message: "Password Updated! You can now log in with your new password." },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

/**
 * What the login page shows of a sign-in or reset by SMS: its step, once the earlier ones are done in this browser,
 * and at the last step the profiles the number may open (active ones; a choice only when there are several).
 */
export function mobileFlowOf(
  session: Session<SessionData>,
  asked: string | null,
  step: string | null,
): { slug: MobilePurposeSlug; step: MobileStep; profiles: { publicId: string; fullName: string }[] } | null {
  if (asked !== "sign-in" && asked !== "reset") return null;
  const slug: MobilePurposeSlug = asked;
  const flow = session.get("loginMobile");
  const started = flow?.purpose === MOBILE_PURPOSES[slug];
  if (!started || (step !== "code" && step !== "finish")) return { slug, step: "number", profiles: [] };
  if (step === "code") return { slug, step, profiles: [] };
  try {
    return { slug, step: "finish", profiles: profilesForMobile(flow.mobile, flow.purpose, sessionBinding(session)) };
  } catch {
    // No verified code in this browser (expired, or used): the code again.
    return { slug, step: "code", profiles: [] };
  }
}

/** Runs one step of signing in or resetting by SMS; refusals come back to its dialog as the form's error. */
export function mobileCodeStep(step: MobileStep, slug: MobilePurposeSlug, input: Input) {
  const flow = input.session.get("loginMobile");
  // The later steps make sense only after a number was given in this browser, for this purpose.
  if (step !== "number" && flow?.purpose !== MOBILE_PURPOSES[slug]) return redirect(`/login?mobile=${slug}`);
  const run = () =>
    step === "number"
      ? sendCode(input, slug)
      : step === "code"
        ? checkCode(input, flow!)
        : flow!.purpose === "mobile-sign-in"
          ? finishSignIn(input, flow!)
          : setPassword(input, flow!);
  return answerRefusals(run, (error): LoginResult => ({
    intent: `mobile-${step}`,
    reply: translateReply(refusalReply(input.form, error, { hideFields: ["password"] }), input.language),
  }));
}
