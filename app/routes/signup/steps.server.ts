import { redirect } from "react-router";
import type { SignupResult } from "~/components/SignupSteps";
import { hashPassword, registerMember } from "~/domain/accounts/accounts.server";
import { ageFromDob, checkAge } from "~/domain/accounts/ages.server";
import { assertNotCreators } from "~/domain/accounts/candidate-consent.server";
import { parseCandidateContact } from "~/forms/candidate-contact";
import { profileForParts } from "~/forms/family-options";
import { isHoneypotFilled } from "~/forms/honeypot";
import { passwordField } from "~/forms/profile";
import { shortSignupKeepPasswordSchema, shortSignupSchema, type ShortSignup } from "~/forms/signup";
import { parseForm } from "~/forms/submissions.server";
import { UserError } from "~/services/user-error.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusalReply, type PageReply } from "~/web/form-reply.server";
import { commitSession, sessionBinding, startMemberSession } from "~/web/session.server";
import { checkCode, codeSentToAddress, sendCode, type Channel } from "./codes.server";
import { fail, save, typedFields, type Draft, type Step } from "./draft.server";

// The short signup's steps (docs/product-rules.md §3, decision 045), one function per intent: the form, "Send
// again" for either code, and Create, which checks both codes and makes the account.

/**
 * Checks the creator's answers the schema cannot: 18 or over from the date of birth (the age is worked out, never
 * typed), and a relative's "their own contact" that is not the creator's own (§31a). Refusals name their field.
 */
type Answers = Pick<ShortSignup, "dob" | "profileFor" | "candidateContact" | "email" | "phone">;
function checkAnswers({ dob, profileFor, candidateContact, email, phone }: Answers): void {
  checkAge(dob, ageFromDob(dob));
  const contact = profileFor === "self" ? null : parseCandidateContact(candidateContact ?? "");
  if (contact) assertNotCreators(contact, { email, phone });
}

async function theForm({ form, session, draft, language, clientIp }: Step) {
  const submission = parseForm(form, draft.passwordHash ? shortSignupKeepPasswordSchema : shortSignupSchema);
  const typed = typedFields(form);
  // A refusal keeps every answer; a valid password too, as its hash, so that it is never asked twice (the page
  // says so). Nothing else is written, and the codes wait for a form that passes.
  const refuse = async (reply: SignupResult["reply"]) => {
    const password = form.get("password");
    const keepNew = typeof password === "string" && passwordField.safeParse(password).success;
    const passwordHash = keepNew ? await hashPassword(password) : draft.passwordHash;
    session.set("signupDraft", { ...draft, ...typed, passwordHash: passwordHash ?? "", step1Done: "" });
    // The page of a first visit without JavaScript reads the session before this one is saved: it is told here.
    return fail({ intent: "step1", reply, passwordKept: Boolean(passwordHash) }, language, {
      "Set-Cookie": await commitSession(session),
    });
  };
  if (submission.status !== "success") return refuse(submission.reply({ hideFields: ["password"] }));
  try {
    checkAnswers(submission.value);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return refuse(refusalReply(submission, error, { hideFields: ["password"] }));
  }
  const { password, ...answers } = submission.value;
  let next: Draft = {
    ...draft,
    ...typed,
    // As read: the e-mail in lower case, the mobile as its ten digits (the codes go to what is saved).
    ...Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value ?? "")])),
    passwordHash: password ? await hashPassword(password) : draft.passwordHash,
    step1Done: "1",
  };
  // A robot that filled the hidden field is shown the next step and sent nothing.
  if (isHoneypotFilled(form)) return save(session, next, "/signup?step=2");
  // Committed first: each code is bound to this browser's session.
  session.set("signupDraft", next);
  await commitSession(session);
  for (const channel of ["email", "sms"] as const)
    if (!codeSentToAddress(channel, next)) next = await sendCode(channel, next, clientIp, language);
  return save(session, next, "/signup?step=2");
}

/** "Send again": a new code to the same address, or the limit's wait beside its box. */
const sendAgain =
  (channel: Channel) =>
  async ({ session, draft, clientIp, language }: Step) => {
    if (!draft.step1Done) return redirect("/signup");
    return save(session, await sendCode(channel, draft, clientIp, language), "/signup?step=2");
  };

/**
 * Signed in, on "Complete your profile" (issue 19): the e-mail and mobile were proven in this browser and the
 * password chosen here, so asking for them again at /login only loses people.
 */
const AFTER_SIGNUP = "/welcome";

async function create({ form, session, draft, language, clientIp }: Step) {
  const answers = parseForm(toFormData({ ...draft, password: "" }), shortSignupKeepPasswordSchema);
  if (!draft.step1Done || !draft.passwordHash || answers.status !== "success") return redirect("/signup");
  const binding = sessionBinding(session)!;
  const emailCode = checkCode("email", form.get("emailCode"), draft, binding, clientIp);
  const smsCode = checkCode("sms", form.get("smsCode"), draft, binding, clientIp);
  if (emailCode || smsCode)
    return fail(
      { intent: "create", codeErrors: { ...(emailCode && { emailCode }), ...(smsCode && { smsCode }) } },
      language,
    );
  const { profileFor, password: _none, acceptTerms: _terms, ...person } = answers.value;
  const { createdBy, gender } = profileForParts(profileFor);
  const { unqId } = await registerMember(
    {
      ...person,
      createdBy,
      gender: gender ?? person.gender!,
      age: ageFromDob(person.dob),
      passwordHash: draft.passwordHash,
    },
    undefined,
    binding,
    // The consent to the current notice and the declaration, given on the form (docs/product-rules.md §41).
    { mobileProven: true, language, clientIp, consent: "signup" },
  );
  // A new session id holding only the member: the draft (with the password's hash) goes with the old one.
  const signedIn = await startMemberSession(session, unqId, false, clientIp);
  const done = { type: "success", message: "Success! Form submitted successfully!" } as const;
  return redirectWithFlash(AFTER_SIGNUP, done, { headers: { "Set-Cookie": signedIn } });
}

function toFormData(values: Draft): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
}

export const SIGNUP_STEPS: Record<string, (step: Step) => Promise<Response | PageReply<SignupResult>>> = {
  step1: theForm,
  "send-code": sendAgain("email"),
  "send-sms-code": sendAgain("sms"),
  create,
};
