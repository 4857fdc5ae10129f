import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { currentNotice } from "~/domain/accounts/notice";
import { fixedT, translateMessage } from "~/domain/site/translations.server";
import { getViewer } from "~/web/auth.server";
import { answerRefusals, withRetryAfter } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { pageUrl } from "~/web/page-url.server";
import { requestFactsOf } from "~/web/request-context.server";
import { readForm } from "~/web/request-body.server";
import { getSession, sessionBinding } from "~/web/session.server";
import { codeState } from "./codes.server";
import { draftOf, SIGNUP_BOXES, SIGNUP_FIELD_NAMES, type Draft } from "./draft.server";
import { SIGNUP_STEPS } from "./steps.server";

// The short signup's loader and action (docs/product-rules.md §3): step 1 the form, step 2 the two codes.

export async function signupLoader({ request }: LoaderFunctionArgs) {
  if (await getViewer(request)) throw redirect("/userProfile");
  const url = pageUrl(request);
  const session = await getSession(request);
  const draft = draftOf(session);
  const language = await requestLanguage(request);
  // The codes' step only once the form passed.
  const step = url.searchParams.get("step") === "2" && draft.step1Done ? 2 : 1;
  const binding = sessionBinding(session);
  const values: Draft = {};
  for (const name of [...SIGNUP_FIELD_NAMES, ...SIGNUP_BOXES])
    if (draft[name] !== undefined) values[name] = draft[name];
  const codes = (channel: "email" | "sms") => {
    const state = codeState(channel, draft, binding);
    return { ...state, refused: state.refused && translateMessage(language, state.refused) };
  };
  return data({
    step,
    values,
    hasPassword: Boolean(draft.passwordHash),
    email: step === 2 ? draft.email : undefined,
    phone: step === 2 ? draft.phone : undefined,
    emailCode: step === 2 ? codes("email") : undefined,
    smsCode: step === 2 ? codes("sms") : undefined,
    // The notice the form asks consent to (docs/product-rules.md §41).
    noticeVersion: currentNotice().version,
    // Its own words, the profile fields' (ProfileFields) and their labels and choices (options), and the notice's
    // summary and boxes.
    i18n: await pageI18n(request, "account", "profiles", "options", "pages/noticeSummary"),
  });
}

export async function signupAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const language = await requestLanguage(request);
  let intent = "";
  return answerRefusals(
    async () => {
      const form = await readForm(request);
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
    // Create's refusals (a taken e-mail or phone) read as the original site's.
    (error): ActionResult => {
      const message = translateMessage(language, error.message);
      return {
        intent,
        formError: intent === "create" ? fixedT(language, "account")("signup.submitFailed", { message }) : message,
      };
    },
  );
}

/** A refused code's Retry-After (the limits of §13) reaches the browser. */
export const signupHeaders = withRetryAfter;
