import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { hasVerifiedCode } from "~/domain/accounts/one-time-codes.server";
import { fixedT, translateMessage } from "~/domain/site/translations.server";
import { getViewer } from "~/web/auth.server";
import { answerRefusals, withRetryAfter } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { getSession, sessionBinding } from "~/web/session.server";
import { readFormWithPhoto } from "~/web/uploads.server";
import { draftOf, SIGNUP_BOXES, SIGNUP_FIELD_NAMES, type Draft } from "./draft.server";
import { currentNotice } from "~/domain/accounts/notice";
import { SIGNUP_STEPS } from "./steps.server";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { requestFactsOf } from "~/web/request-context.server";
import { pageUrl } from "~/web/page-url.server";

// The signup wizard's loader and action (docs/product-rules.md §3).

export async function signupLoader({ request }: LoaderFunctionArgs) {
  if (await getViewer(request)) throw redirect("/userProfile");
  const url = pageUrl(request);
  const session = await getSession(request);
  const draft = draftOf(session);
  const requested = Number(url.searchParams.get("step") ?? 1);
  // A later step only once the earlier ones are done.
  const step = requested === 3 && draft.step2Done ? 3 : requested >= 2 && draft.step1Done ? 2 : 1;
  const binding = sessionBinding(session);
  const emailVerified = Boolean(draft.email) && hasVerifiedCode(draft.email, "signup", binding);
  // The number an SMS code proved in this browser (docs/product-rules.md §38).
  const mobileVerified = Boolean(draft.phone) && hasVerifiedCode(draft.phone, "mobile-verify", binding);
  // "Profile created by" starts at "Myself" (docs/product-rules.md §31): most members sign up themselves.
  const values: Draft = { createdBy: "self" };
  for (const name of [...SIGNUP_FIELD_NAMES, ...SIGNUP_BOXES]) {
    if (draft[name] !== undefined) values[name] = draft[name];
  }
  return data({
    step,
    values,
    hasPassword: Boolean(draft.passwordHash),
    emailVerified,
    mobileVerified,
    otpOpen: step === 2 && url.searchParams.get("otp") === "1" && Boolean(draft.email) && !emailVerified,
    smsOpen: step === 2 && url.searchParams.get("sms") === "1" && Boolean(draft.phone) && !mobileVerified,
    // The notice Other Details asks consent to (docs/product-rules.md §41).
    noticeVersion: currentNotice().version,
    // Its own words, the profile fields' (ProfileFields) and their labels and choices (options), and the notice's
    // summary and boxes.
    i18n: await pageI18n(request, "account", "profiles", "options", "pages/noticeSummary"),
  });
}

export async function signupAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const language = await requestLanguage(request);
  let intent = "submit"; // a photo too large to read can only come with Submit
  return answerRefusals(
    async () => {
      const form = await readFormWithPhoto(request);
      intent = String(form.get("intent") ?? "");
      // Own keys only: "hasOwnProperty" and its kind are the object's inherited methods, not steps.
      const run = Object.hasOwn(SIGNUP_STEPS, intent) ? SIGNUP_STEPS[intent] : undefined;
      if (!run)
        return data<ActionResult>(
          { intent, formError: translateMessage(language, "Unknown action.") },
          { status: 400 },
        );
      return run({ form, session, draft: draftOf(session), clientIp: requestFactsOf(context).clientIp, language });
    },
    // The Review step's refusals (a taken e-mail or phone, an unreadable photo) read as the original site's.
    (error): ActionResult => {
      const message = translateMessage(language, error.message);
      return {
        intent,
        formError: intent === "submit" ? fixedT(language, "account")("signup.submitFailed", { message }) : message,
      };
    },
  );
}

/** A refused code's Retry-After (the limits of §13) reaches the browser. */
export const signupHeaders = withRetryAfter;
