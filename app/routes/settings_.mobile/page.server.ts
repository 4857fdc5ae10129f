import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { checkMobileCode, sendVerificationCode } from "~/domain/accounts/mobile-codes.server";
import { mobileStatusOf, verifyMobileOnAccount } from "~/domain/accounts/mobile-numbers.server";
import { mobileSchema } from "~/forms/indian-mobile";
import { otpSchema, parseForm } from "~/forms/submissions.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply, withRetryAfter } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { requestFactsOf } from "~/web/request-context.server";
import { commitSession, getSession, sessionBinding } from "~/web/session.server";
import { pageUrl } from "~/web/page-url.server";
import type { SubmissionResult } from "@conform-to/dom";

// /settings/mobile (docs/product-rules.md §38): a member proves their mobile number by an SMS code, or proves a new
// one in its place. Two forms: the number (a code is sent), then the code (the number is saved as verified). The
// number waiting for its code stays in this browser's session between them.

export type MobileResult = { intent: "send" | "verify"; reply: SubmissionResult<string[]> };

export async function mobileLoader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const status = mobileStatusOf(viewer.unqId)!;
  const pending = (await getSession(request)).get("mobilePending");
  const askCode = pageUrl(request).searchParams.get("step") === "code" && pending !== undefined;
  return data(
    {
      phone: status.phone,
      verifiedAt: status.verifiedAt,
      pending: askCode ? pending : null,
      i18n: await pageI18n(request, "account"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function mobileAction({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const session = await getSession(request);
  const language = await requestLanguage(request, viewer);
  const clientIp = requestFactsOf(context).clientIp;
  const intent = form.get("intent") === "verify" ? "verify" : "send";
  const refused = (reply: SubmissionResult<string[]>, status = 400) =>
    data<MobileResult>({ intent, reply: translateReply(reply, language) }, { status });
  return answerRefusals(
    async () => {
      if (intent === "send") {
        const submission = parseForm(form, mobileSchema);
        if (submission.status !== "success") return refused(submission.reply());
        await sendVerificationCode(submission.value.mobile, clientIp, language);
        session.set("mobilePending", submission.value.mobile);
        return redirectWithFlash(
          "/settings/mobile?step=code",
          { type: "success", message: "We sent a 6-digit code by SMS. It works for 10 minutes." },
          { headers: { "Set-Cookie": await commitSession(session) } },
        );
      }
      const mobile = session.get("mobilePending");
      if (!mobile) return redirect("/settings/mobile");
      const submission = parseForm(form, otpSchema);
      if (submission.status !== "success") return refused(submission.reply());
      const binding = sessionBinding(session)!;
      checkMobileCode(mobile, "mobile-verify", submission.value.otp, binding, clientIp);
      verifyMobileOnAccount(viewer.unqId, mobile, binding);
      session.unset("mobilePending");
      return redirectWithFlash(
        "/settings/mobile",
        { type: "success", message: "Mobile number verified." },
        { headers: { "Set-Cookie": await commitSession(session) } },
      );
    },
    // "Already registered" names the profile's phone field: on this page it is about the number as a whole.
    (error): MobileResult => ({
      intent,
      reply: translateReply(
        error.field === "phone"
          ? parseForm(form, otpSchema).reply({ formErrors: [error.message] })
          : refusalReply(form, error),
        language,
      ),
    }),
  );
}

/** A refused send's Retry-After (the limits of §13) reaches the browser. */
export const mobileHeaders = withRetryAfter;
