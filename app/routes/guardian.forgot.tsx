import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import { Field } from "~/components/Field";
import { matchesT, useT } from "~/components/translate";
import {
  completeGuardianReset,
  confirmGuardianReset,
  requestGuardianReset,
} from "~/domain/family/guardian-accounts.server";
import { forgotEmailSchema, newPasswordSchema, otpSchema, parseForm } from "~/forms/submissions.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { commitSession, getSession, sessionBinding } from "~/web/session.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/guardian.forgot";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("guardianForgot.title") }];

// A guardian's password reset (docs/product-rules.md §32), as a member's (§12): an e-mail code, then a new
// password. The answer is the same whether or not the address has a guardian account. The address stays in
// this browser's session between the steps; ?step= picks the step.
const STEPS = ["email", "otp", "password"] as const;
type Step = (typeof STEPS)[number];
type Result = { step: Step; reply: SubmissionResult<string[]> };

const hide = { hideFields: ["password"] };

export async function loader({ request }: Route.LoaderArgs) {
  const asked = pageUrl(request).searchParams.get("step");
  const email = (await getSession(request)).get("guardianResetEmail");
  // The later steps make sense only after an address was given in this browser.
  const step: Step = email && (asked === "otp" || asked === "password") ? asked : "email";
  return data({ step, i18n: await pageI18n(request, "family") }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const step = STEPS.find((s) => s === form.get("intent"));
  const session = await getSession(request);
  const email = session.get("guardianResetEmail");
  if (!step) return redirect("/guardian/forgot");
  if (step !== "email" && !email) return redirect("/guardian/forgot");
  const language = await requestLanguage(request);
  const refused = (error: Parameters<typeof refusalReply>[1]): Result => ({
    step,
    reply: translateReply(refusalReply(form, error, hide), language),
  });
  if (step === "email") {
    const submission = parseForm(form, forgotEmailSchema);
    if (submission.status !== "success")
      return data<Result>({ step, reply: translateReply(submission.reply(), language) }, { status: 400 });
    return answerRefusals(async () => {
      requestGuardianReset(submission.value.email, requestFactsOf(context).clientIp, language);
      session.set("guardianResetEmail", submission.value.email);
      return redirectWithFlash(
        "/guardian/forgot?step=otp",
        { type: "success", message: "If this address has a guardian account, we have e-mailed it a code." },
        { headers: { "Set-Cookie": await commitSession(session) } },
      );
    }, refused);
  }
  if (step === "otp") {
    const submission = parseForm(form, otpSchema);
    if (submission.status !== "success")
      return data<Result>({ step, reply: translateReply(submission.reply(), language) }, { status: 400 });
    return answerRefusals(async () => {
      confirmGuardianReset(email!, submission.value.otp, sessionBinding(session)!, requestFactsOf(context).clientIp);
      return redirectWithFlash("/guardian/forgot?step=password", { type: "success", message: "Code verified." });
    }, refused);
  }
  const submission = parseForm(form, newPasswordSchema);
  if (submission.status !== "success")
    return data<Result>({ step, reply: translateReply(submission.reply(hide), language) }, { status: 400 });
  return answerRefusals(async () => {
    await completeGuardianReset(email!, submission.value.password, sessionBinding(session));
    session.unset("guardianResetEmail");
    return redirectWithFlash(
      "/guardian/login",
      { type: "success", message: "Password updated. You can now sign in with your new password." },
      { headers: { "Set-Cookie": await commitSession(session) } },
    );
  }, refused);
}

export default function GuardianForgot() {
  const { step } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const mine = result?.step === step ? result : undefined;
  const errors = (name: string) => mine?.reply.error?.[name] ?? undefined;
  const formError = errors("")?.[0];
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("guardianForgot.title")}</h1>
      <Form method="post" className="card stack" noValidate>
        <input type="hidden" name="intent" value={step} />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {step === "email" && (
          <Field id="reset-email" label={t("guardianForgot.email")} errors={errors("email")}>
            <input
              id="reset-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={errors("email") ? true : undefined}
              aria-describedby="reset-email-error"
            />
          </Field>
        )}
        {step === "otp" && (
          <Field
            id="reset-otp"
            label={t("guardianForgot.code")}
            hint={t("guardianForgot.codeHint")}
            errors={errors("otp")}
          >
            <input
              id="reset-otp"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={6}
              aria-invalid={errors("otp") ? true : undefined}
              aria-describedby="reset-otp-hint reset-otp-error"
            />
          </Field>
        )}
        {step === "password" && (
          <Field
            id="reset-password"
            label={t("guardianForgot.newPassword")}
            hint={t("guardianForgot.passwordHint")}
            errors={errors("password")}
          >
            <input
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={errors("password") ? true : undefined}
              aria-describedby="reset-password-hint reset-password-error"
            />
          </Field>
        )}
        <button type="submit" className="button" disabled={busy}>
          {step === "email"
            ? t("guardianForgot.sendCode")
            : step === "otp"
              ? t("guardianForgot.verifyCode")
              : t("guardianForgot.updatePassword")}
        </button>
        <p className="login-links">
          {step !== "email" && <Link to="/guardian/forgot">{t("guardianForgot.newCode")}</Link>}
          <Link to="/guardian/login">{t("guardianForgot.back")}</Link>
        </p>
      </Form>
    </div>
  );
}
