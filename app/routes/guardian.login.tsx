import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import { Field } from "~/components/Field";
import { matchesT, useT } from "~/components/translate";
import { verifyGuardianLogin } from "~/domain/family/guardian-accounts.server";
import { loginSchema, parseForm } from "~/forms/submissions.server";
import { safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply } from "~/web/form-reply.server";
import { getGuardian, guardianHome, startGuardianSession } from "~/web/guardian-session.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { getSession } from "~/web/session.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/guardian.login";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("guardianLogin.title") }];

type Result = { reply: SubmissionResult<string[]> };

// A guardian's sign-in (docs/product-rules.md §32): their own e-mail and password, never a member's. It
// replaces any member's login in this browser (a new session id).
export async function loader({ request }: Route.LoaderArgs) {
  if (await getGuardian(request)) throw redirect("/guardian");
  const redirectTo = safeRedirect(pageUrl(request).searchParams.get("redirectTo"), "");
  return data(
    { redirectTo, i18n: await pageI18n(request, "family") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseForm(form, loginSchema);
  const hide = { hideFields: ["password"] };
  const language = await requestLanguage(request);
  if (submission.status !== "success")
    return data<Result>({ reply: translateReply(submission.reply(hide), language) }, { status: 400 });
  const session = await getSession(request);
  return answerRefusals(
    async () => {
      const accountId = await verifyGuardianLogin(
        submission.value.email,
        submission.value.password,
        requestFactsOf(context).clientIp,
      );
      // Only the guardian's own pages: a member page would send them to the members' login.
      const target = safeRedirect(form.get("redirectTo"), "/guardian");
      return redirectWithFlash(
        target.startsWith("/guardian/") ? target : guardianHome(accountId),
        { type: "success", message: "Signed in as a guardian." },
        { headers: { "Set-Cookie": await startGuardianSession(session, accountId, requestFactsOf(context).clientIp) } },
      );
    },
    (error): Result => ({ reply: translateReply(refusalReply(submission, error, hide), language) }),
  );
}

export default function GuardianLogin() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = (name: string) => result?.reply.error?.[name] ?? undefined;
  const formError = errors("")?.[0];
  const t = useT();
  const [before, after] = t("guardianLogin.intro", { link: "{{link}}" }).split("{{link}}");
  return (
    <div className="page page--narrow">
      <h1>{t("guardianLogin.title")}</h1>
      <p>
        {before}
        <Link to="/login">{t("guardianLogin.memberLogin")}</Link>
        {after}
      </p>
      <Form method="post" className="card stack" noValidate>
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {formError && (
          <p className="form-error" role="alert" id="guardian-login-error">
            {formError}
          </p>
        )}
        <Field id="guardian-login-email" label={t("guardianLogin.email")} errors={errors("email")}>
          <input
            id="guardian-login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={String(result?.reply.initialValue?.email ?? "")}
            aria-invalid={errors("email") ? true : undefined}
            aria-describedby="guardian-login-email-error"
          />
        </Field>
        <Field id="guardian-login-password" label={t("guardianLogin.password")} errors={errors("password")}>
          <input
            id="guardian-login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors("password") ? true : undefined}
            aria-describedby={
              formError ? "guardian-login-password-error guardian-login-error" : "guardian-login-password-error"
            }
          />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {t("guardianLogin.signIn")}
        </button>
        <p className="login-links">
          <Link to="/guardian/forgot">{t("guardianLogin.forgot")}</Link>
        </p>
      </Form>
    </div>
  );
}
