import { data, redirect, type Session } from "react-router";
import type { SignupResult } from "~/components/SignupSteps";
import {
  checkAge,
  confirmEmailVerification,
  hashPassword,
  isEmailRegistered,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { hasVerifiedCode } from "~/domain/accounts/email-codes.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { SIGNUP_CODE_FAILED } from "~/forms/login";
import { STEP1_FIELDS, STEP2_FIELDS, type FieldSpec } from "~/forms/profile-fields";
import { ABOUT_MAX, LOOKING_FOR_MAX } from "~/forms/profile-options";
import {
  forgotEmailSchema,
  otpSchema,
  parseForm,
  step1KeepPasswordSchema,
  step1Schema,
  step2Schema,
} from "~/forms/submissions.server";
import { translateMessage } from "~/domain/site/translations.server";
import type { Language } from "~/forms/languages";
import { UserError } from "~/services/user-error.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusalReply, translateReply, type PageReply } from "~/web/form-reply.server";
import { commitSession, sessionBinding, startMemberSession, type SessionData } from "~/web/session.server";
import { photoBytes } from "~/web/uploads.server";

// The signup wizard's steps, one function per intent of its forms. What a step accepted is kept as a
// draft (strings, as typed; the password only as a hash) in the server-side session until Submit.

export type Draft = Record<string, string>;

/** The profile fields a draft keeps, for the loader to hand back to the forms. */
export const SIGNUP_FIELD_NAMES = [...STEP1_FIELDS, ...STEP2_FIELDS].map((f) => f.name);
type Step = { form: FormData; session: Session<SessionData>; draft: Draft; clientIp: string; language: Language };

/** A step's refusal, its messages in the reader's language (decision 021; flash messages are the root's). */
function fail({ intent, reply, formError }: SignupResult, language: Language, status = 400) {
  return data<SignupResult>(
    {
      intent,
      ...(reply && { reply: translateReply(reply, language) }),
      ...(formError !== undefined && { formError: translateMessage(language, formError) }),
    },
    { status },
  );
}

export function draftOf(session: Session<SessionData>): Draft {
  return session.get("signupDraft") ?? {};
}

// A draft keeps at most one character more than the longest field allows: bounded, and an answer too
// long is still refused when its step is checked, never silently cut.
const DRAFT_VALUE_MAX = Math.max(ABOUT_MAX, LOOKING_FOR_MAX) + 1;

function pickFields(form: FormData, specs: FieldSpec[]): Draft {
  const values: Draft = {};
  for (const spec of specs) {
    const value = form.get(spec.name);
    if (typeof value === "string") values[spec.name] = value.slice(0, DRAFT_VALUE_MAX);
  }
  return values;
}

/** Other Details as typed, the terms box included, so Back and Verify Email lose nothing. */
const otherDetailsOf = (form: FormData): Draft => ({
  ...pickFields(form, STEP2_FIELDS),
  acceptTerms: form.get("acceptTerms") ? "on" : "",
});

function toFormData(values: Draft): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
}

async function save(session: Session<SessionData>, next: Draft, to: string, flash?: string) {
  session.set("signupDraft", next);
  const headers = { "Set-Cookie": await commitSession(session) };
  return flash ? redirectWithFlash(to, { type: "success", message: flash }, { headers }) : redirect(to, { headers });
}

async function personalDetails({ form, session, draft, language }: Step) {
  // The password is kept only as a hash; coming back, an empty field keeps it.
  const submission = parseForm(form, draft.passwordHash ? step1KeepPasswordSchema : step1Schema);
  if (submission.status !== "success")
    return fail({ intent: "step1", reply: submission.reply({ hideFields: ["password"] }) }, language);
  try {
    checkAge(submission.value.dob, submission.value.age);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return fail({ intent: "step1", reply: refusalReply(submission, error, { hideFields: ["password"] }) }, language);
  }
  const password = submission.value.password;
  const passwordHash = password ? await hashPassword(password) : draft.passwordHash;
  return save(session, { ...draft, ...pickFields(form, STEP1_FIELDS), passwordHash, step1Done: "1" }, "/signup?step=2");
}

function back({ form, session, draft }: Step) {
  const step = Number(form.get("step"));
  const kept = step === 2 ? { ...draft, ...otherDetailsOf(form) } : draft;
  return save(session, kept, `/signup?step=${Math.max(1, step - 1)}`);
}

async function sendCode({ form, session, draft, clientIp, language }: Step) {
  const submission = parseForm(form, forgotEmailSchema);
  if (submission.status !== "success") return fail({ intent: "send-code", reply: submission.reply() }, language);
  if (isHoneypotFilled(form)) return save(session, draft, "/signup?step=2");
  session.set("signupDraft", { ...draft, ...otherDetailsOf(form), email: submission.value.email });
  // Commit first: the code is bound to this browser's session id.
  const cookie = await commitSession(session);
  await startEmailVerification(submission.value.email, clientIp, language);
  return redirect("/signup?step=2&otp=1", { headers: { "Set-Cookie": cookie } });
}

async function verifyCode({ form, session, draft, clientIp, language }: Step) {
  const parsed = otpSchema.safeParse({ otp: form.get("otp") ?? undefined });
  if (!parsed.success || !draft.email) return fail({ intent: "verify-code", formError: SIGNUP_CODE_FAILED }, language);
  confirmEmailVerification(draft.email, parsed.data.otp, sessionBinding(session)!, clientIp, SIGNUP_CODE_FAILED);
  return redirectWithFlash("/signup?step=2", { type: "success", message: "OTP verified successfully" });
}

async function otherDetails({ form, session, draft, language }: Step) {
  const submission = parseForm(form, step2Schema);
  if (submission.status !== "success") return fail({ intent: "step2", reply: submission.reply() }, language);
  const email = submission.value.email;
  const refusal = !hasVerifiedCode(email, "signup", sessionBinding(session))
    ? "Please verify your email with the code we sent you."
    : isEmailRegistered(email)
      ? "This email is already registered. Please log in or reset your password."
      : undefined;
  if (refusal)
    return fail({ intent: "step2", reply: submission.reply({ fieldErrors: { email: [refusal] } }) }, language);
  return save(
    session,
    { ...draft, ...pickFields(form, STEP2_FIELDS), email, acceptTerms: "on", step2Done: "1" },
    "/signup?step=3",
  );
}

/**
 * Signed in, on "Complete your profile" (issue 19): the e-mail was proven in this browser and the password chosen
 * here, so asking for both again at /login only loses people. A honeypot catch is sent there too, signed out,
 * and /welcome sends it on to /login: it learns nothing either way.
 */
const AFTER_SIGNUP = "/welcome";

async function submit({ form, session, draft }: Step) {
  if (!draft.step2Done || !draft.passwordHash) return redirect("/signup");
  const step1 = parseForm(toFormData({ ...draft, password: "x".repeat(8) }), step1Schema);
  const step2 = parseForm(toFormData(draft), step2Schema);
  if (step1.status !== "success" || step2.status !== "success") return redirect("/signup");
  const done = { type: "success", message: "Success! Form submitted successfully!" } as const;
  if (isHoneypotFilled(form)) return redirectWithFlash(AFTER_SIGNUP, done);
  const { password: _unused, ...personal } = step1.value;
  const photo = await photoBytes(form);
  const { unqId } = await registerMember(
    { ...personal, ...step2.value, passwordHash: draft.passwordHash },
    photo,
    sessionBinding(session),
  );
  // A new session id holding only the member: the draft (with the password's hash) goes with the old one.
  const signedIn = await startMemberSession(session, unqId, false);
  return redirectWithFlash(AFTER_SIGNUP, done, { headers: { "Set-Cookie": signedIn } });
}

export const SIGNUP_STEPS: Record<string, (step: Step) => Promise<Response | PageReply<SignupResult>>> = {
  step1: personalDetails,
  back,
  "send-code": sendCode,
  "verify-code": verifyCode,
  step2: otherDetails,
  submit,
};
