import { redirect } from "react-router";
import type { SignupResult } from "~/components/SignupSteps";
import { hashPassword, isEmailRegistered, registerMember } from "~/domain/accounts/accounts.server";
import { checkAge } from "~/domain/accounts/ages.server";
import { hasVerifiedCode } from "~/domain/accounts/one-time-codes.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { STEP1_FIELDS, STEP2_FIELDS } from "~/forms/profile-fields";
import { parseForm, step1KeepPasswordSchema, step1Schema, step2Schema } from "~/forms/submissions.server";
import { UserError } from "~/services/user-error.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusalReply, type PageReply } from "~/web/form-reply.server";
import { sessionBinding, startMemberSession } from "~/web/session.server";
import { photoBytes } from "~/web/uploads.server";
import { checkEmailCode, checkSmsCode, sendEmailCode, sendSmsCode } from "./codes.server";
import { fail, otherDetailsOf, pickFields, save, SIGNUP_BOXES, type Draft, type Step } from "./draft.server";

// The signup wizard's steps, one function per intent of its forms (the draft: draft.server.ts; the e-mail and SMS
// codes of Other Details: codes.server.ts).

function toFormData(values: Draft): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
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

async function otherDetails({ form, session, draft, language }: Step) {
  const submission = parseForm(form, step2Schema);
  if (submission.status !== "success") return fail({ intent: "step2", reply: submission.reply() }, language);
  const { email, phone } = submission.value;
  const binding = sessionBinding(session);
  const emailRefusal = !hasVerifiedCode(email, "signup", binding)
    ? "Please verify your email with the code we sent you."
    : isEmailRegistered(email)
      ? "This email is already registered. Please log in or reset your password."
      : undefined;
  // The number the SMS code proved, in this browser (docs/product-rules.md §38).
  const phoneRefusal = hasVerifiedCode(phone, "mobile-verify", binding)
    ? undefined
    : "Please verify your mobile number with the code we sent you.";
  if (emailRefusal || phoneRefusal) {
    const fieldErrors = {
      ...(emailRefusal && { email: [emailRefusal] }),
      ...(phoneRefusal && { phone: [phoneRefusal] }),
    };
    return fail({ intent: "step2", reply: submission.reply({ fieldErrors }) }, language);
  }
  return save(
    session,
    {
      ...draft,
      ...pickFields(form, STEP2_FIELDS),
      email,
      phone,
      ...Object.fromEntries(SIGNUP_BOXES.map((name) => [name, "on"])),
      step2Done: "1",
    },
    "/signup?step=3",
  );
}

/**
 * Signed in, on "Complete your profile" (issue 19): the e-mail was proven in this browser and the password chosen
 * here, so asking for both again at /login only loses people. A honeypot catch is sent there too, signed out,
 * and /welcome sends it on to /login: it learns nothing either way.
 */
const AFTER_SIGNUP = "/welcome";

async function submit({ form, session, draft, language, clientIp }: Step) {
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
    // The consent to the current notice and the declaration, given on Other Details (docs/product-rules.md §41).
    { mobileProven: true, language, clientIp, consent: "signup" },
  );
  // A new session id holding only the member: the draft (with the password's hash) goes with the old one.
  const signedIn = await startMemberSession(session, unqId, false, clientIp);
  return redirectWithFlash(AFTER_SIGNUP, done, { headers: { "Set-Cookie": signedIn } });
}

export const SIGNUP_STEPS: Record<string, (step: Step) => Promise<Response | PageReply<SignupResult>>> = {
  step1: personalDetails,
  back,
  "send-code": sendEmailCode,
  "verify-code": checkEmailCode,
  "send-sms-code": sendSmsCode,
  "verify-sms-code": checkSmsCode,
  step2: otherDetails,
  submit,
};
