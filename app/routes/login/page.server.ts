import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { INVALID_CREDENTIALS } from "~/domain/accounts/accounts.server";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { isGuardianSignIn } from "~/domain/family/guardian-accounts.server";
import { UserError } from "~/services/user-error.server";
import { loginSchema, parseForm } from "~/forms/submissions.server";
import { authenticateLogin, getViewer, safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply, withRetryAfter } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { getSession, startMemberSession } from "~/web/session.server";
import { forgotPasswordStep } from "./forgot-password.server";
import { mobileCodeStep, mobileFlowOf } from "./mobile-code.server";
import { FORGOT_STEPS, MOBILE_STEPS, type ForgotStep, type LoginResult, type MobilePurposeSlug } from "./reply";
import { requestFactsOf } from "~/web/request-context.server";
import { pageUrl } from "~/web/page-url.server";

// The login page's loader and action (docs/product-rules.md §4).

/** Where a login without a destination lands: members on the home page (§4), administrators on /admin (§16). */
const landingOf = (unqId: number) => (findActiveMember(unqId)?.role === "admin" ? "/admin" : "/");

export async function loginLoader({ request }: LoaderFunctionArgs) {
  if (await getViewer(request)) throw redirect("/");
  const url = pageUrl(request);
  const step = url.searchParams.get("forgot");
  const session = await getSession(request);
  const resetEmail = session.get("resetEmail");
  // The later steps make sense only after an address was given in this browser.
  const forgot: ForgotStep | null =
    step === "email" || ((step === "otp" || step === "password") && resetEmail) ? (step as ForgotStep) : null;
  return data({
    forgot,
    mobile: mobileFlowOf(session, url.searchParams.get("mobile"), url.searchParams.get("step")),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    i18n: await pageI18n(request, "account"),
  });
}

export async function loginAction({ request, context }: ActionFunctionArgs) {
  // Read with the site's limits; remix-auth then reads the original body itself.
  const form = await readForm(request.clone());
  const intent = String(form.get("intent") ?? "login");
  const session = await getSession(request);
  const language = await requestLanguage(request);
  const step = FORGOT_STEPS.find((s) => intent === `forgot-${s}`);
  const clientIp = requestFactsOf(context).clientIp;
  if (step) return forgotPasswordStep(step, { form, session, clientIp, language });
  const mobileStep = MOBILE_STEPS.find((s) => intent === `mobile-${s}`);
  const slug = String(form.get("purpose") ?? "");
  if (mobileStep && (slug === "sign-in" || slug === "reset")) {
    const signIn = async (unqId: number, remember: boolean) =>
      redirectWithFlash(
        safeRedirect(form.get("redirectTo"), landingOf(unqId)),
        { type: "success", message: "Login Successful! Welcome back!" },
        { headers: { "Set-Cookie": await startMemberSession(session, unqId, remember, clientIp) } },
      );
    return mobileCodeStep(mobileStep, slug as MobilePurposeSlug, { form, session, clientIp, language, signIn });
  }
  if (intent !== "login")
    return data<LoginResult>(
      { intent, reply: translateReply({ status: "error", error: { "": ["Unknown action."] } }, language) },
      { status: 400 },
    );

  const submission = parseForm(form, loginSchema);
  if (submission.status !== "success") {
    return data<LoginResult>(
      { intent, reply: translateReply(submission.reply({ hideFields: ["password"] }), language) },
      { status: 400 },
    );
  }
  // A guardian's own address and password, typed here: the refusal stays the members' (§4), with a pointer to
  // the guardians' sign-in beside it (§32). Never on the API's login, which answers as before.
  let guardianPointer = false;
  return answerRefusals(
    async () => {
      try {
        const { unqId, remember } = await authenticateLogin(request, clientIp);
        return redirectWithFlash(
          safeRedirect(form.get("redirectTo"), landingOf(unqId)),
          { type: "success", message: "Login Successful! Welcome back!" },
          { headers: { "Set-Cookie": await startMemberSession(session, unqId, remember, clientIp) } },
        );
      } catch (error) {
        if (error instanceof UserError && error.message === INVALID_CREDENTIALS)
          guardianPointer = await isGuardianSignIn(submission.value.email, submission.value.password, clientIp);
        throw error;
      }
    },
    (error): LoginResult => ({
      intent,
      reply: translateReply(refusalReply(submission, error, { hideFields: ["password"] }), language),
      guardianPointer,
    }),
  );
}

/** A refused code or login's Retry-After (the limits of §13) reaches the browser. */
export const loginHeaders = withRetryAfter;
