import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Dialog } from "~/components/Dialog";
import { Field, hintIdFor } from "~/components/Field";
import { useHydrated } from "~/components/useHydrated";
import { OtpInput } from "~/components/OtpInput";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import {
  AccountError,
  completePasswordReset,
  confirmPasswordReset,
  requestPasswordReset,
} from "~/domain/accounts.server";
import { CodeError } from "~/domain/email-codes.server";
import { forgotEmailSchema, newPasswordSchema, otpSchema } from "~/forms/login";
import { authenticateLogin, getViewer, LoginFormError, safeRedirect } from "~/services/auth.server";
import { redirectWithFlash } from "~/services/flash.server";
import { RateLimitError } from "~/services/rate-limit.server";
import { readForm } from "~/services/request-body.server";
import { commitSession, getSession, sessionBinding, startMemberSession } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: "Login" }];

const FORGOT_STEPS = ["email", "otp", "password"] as const;
type ForgotStep = (typeof FORGOT_STEPS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getViewer(request)) throw redirect("/");
  const url = new URL(request.url);
  const step = url.searchParams.get("forgot");
  const session = await getSession(request);
  const resetEmail = session.get("resetEmail");
  // The later steps make sense only after an address was given in this browser.
  const forgot: ForgotStep | null =
    step === "email" || ((step === "otp" || step === "password") && resetEmail) ? (step as ForgotStep) : null;
  return json({ forgot, redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "") });
}

type ActionResult = { intent: string; fieldErrors?: Record<string, string[]>; formError?: string; email?: string };

const fail = (result: ActionResult, status = 400) => json<ActionResult>(result, { status });

function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request.clone());
  const intent = String(form.get("intent") ?? "login");
  const session = await getSession(request);
  try {
    switch (intent) {
      case "login": {
        const { unqId, remember } = await authenticateLogin(request, context.clientIp);
        const cookie = await startMemberSession(session, unqId, remember);
        return redirectWithFlash(
          safeRedirect(form.get("redirectTo"), "/"),
          { type: "success", message: "Login Successful! Welcome back!" },
          { headers: { "Set-Cookie": cookie } },
        );
      }
      case "forgot-email": {
        const parsed = forgotEmailSchema.safeParse({ email: form.get("email") ?? undefined });
        if (!parsed.success) return fail({ intent, fieldErrors: firstErrors(parsed.error.issues) });
        requestPasswordReset(parsed.data.email, context.clientIp);
        session.set("resetEmail", parsed.data.email);
        return redirectWithFlash(
          "/login?forgot=otp",
          { type: "success", message: "OTP Sent! Check your email for OTP." },
          { headers: { "Set-Cookie": await commitSession(session) } },
        );
      }
      case "forgot-otp": {
        const email = session.get("resetEmail");
        if (!email) return redirect("/login?forgot=email");
        const parsed = otpSchema.safeParse({ otp: form.get("otp") ?? undefined });
        if (!parsed.success) return fail({ intent, fieldErrors: firstErrors(parsed.error.issues) });
        confirmPasswordReset(email, parsed.data.otp, sessionBinding(session)!, context.clientIp);
        return redirectWithFlash("/login?forgot=password", {
          type: "success",
          message: "OTP Verified! You can reset your password now.",
        });
      }
      case "forgot-password": {
        const email = session.get("resetEmail");
        if (!email) return redirect("/login?forgot=email");
        const parsed = newPasswordSchema.safeParse({ password: form.get("password") ?? undefined });
        if (!parsed.success) return fail({ intent, fieldErrors: firstErrors(parsed.error.issues) });
        await completePasswordReset(email, parsed.data.password, sessionBinding(session));
        session.unset("resetEmail");
        return redirectWithFlash(
          "/login",
          { type: "success", message: "Password Updated! You can now log in with your new password." },
          { headers: { "Set-Cookie": await commitSession(session) } },
        );
      }
      default:
        return fail({ intent, formError: "Unknown action." });
    }
  } catch (error) {
    if (error instanceof LoginFormError) return fail({ intent, fieldErrors: error.fieldErrors, email: String(form.get("email") ?? "") });
    if (error instanceof RateLimitError) return fail({ intent, formError: error.message, email: String(form.get("email") ?? "") }, 429);
    if (error instanceof CodeError) return fail({ intent, formError: error.message });
    if (error instanceof AccountError) {
      const message = intent === "forgot-password" ? "Error updating password. Try again." : error.message;
      return fail({ intent, formError: message, email: String(form.get("email") ?? "") }, error.status);
    }
    throw error;
  }
}

export default function Login() {
  const { forgot, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [showPassword, setShowPassword] = useState(false);
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting";
  // The login form shows every result but the forgot-password dialog's (an unknown action's too).
  const loginResult = result && !FORGOT_STEPS.some((step) => result.intent === `forgot-${step}`) ? result : undefined;
  // A missing or malformed e-mail is corrected first; any other refusal (wrong credentials, too many
  // tries) sends the member back to the password, which then reads out the form's error.
  const focusId = loginResult ? (loginResult.fieldErrors?.email ? "login-email" : "login-password") : undefined;
  useFocusAfterFailure(focusId, loginResult);

  return (
    <div className="page page--narrow">
      <h1>Login</h1>
      <Form method="post" className="card stack" noValidate>
        <input type="hidden" name="intent" value="login" />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {loginResult?.formError && (
          <p className="form-error" role="alert" id="login-form-error">
            {loginResult.formError}
          </p>
        )}
        <Field id="login-email" label="Email" errors={loginResult?.fieldErrors?.email}>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={loginResult?.email}
            autoFocus={focusId === "login-email"}
            aria-invalid={loginResult?.fieldErrors?.email ? true : undefined}
            aria-describedby="login-email-error"
          />
        </Field>
        <Field id="login-password" label="Password" errors={loginResult?.fieldErrors?.password}>
          <div className="password-field">
            <input
              id="login-password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              autoFocus={focusId === "login-password"}
              aria-invalid={loginResult?.fieldErrors?.password ? true : undefined}
              aria-describedby={loginResult?.formError ? "login-password-error login-form-error" : "login-password-error"}
            />
            {/* Without JavaScript the toggle cannot work: it keeps its place (no jump) but is not shown. */}
            <button
              type="button"
              className={`button button--small button--outline${hydrated ? "" : " needs-js"}`}
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              aria-controls="login-password"
            >
              {showPassword ? "Hide" : "Show"}
            </button>
          </div>
        </Field>
        <div className="checkbox">
          <input id="remember" name="remember" type="checkbox" />
          <label htmlFor="remember">Remember me</label>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy && navigation.formData?.get("intent") === "login" ? "Logging in…" : "Login"}
        </button>
        <p className="login-links">
          <Link to="/login?forgot=email">Forgot password?</Link>
          <Link to="/signup">Create Profile</Link>
        </p>
      </Form>
      {forgot && <ForgotPasswordDialog step={forgot} result={result} busy={busy} />}
    </div>
  );
}

function ForgotPasswordDialog({ step, result, busy }: { step: ForgotStep; result?: ActionResult; busy: boolean }) {
  const mine = result?.intent === `forgot-${step}` ? result : undefined;
  const error = mine?.formError;
  useFocusAfterFailure({ email: "forgot-email", otp: "otp-input", password: "new-password" }[step], mine);
  const titles: Record<ForgotStep, string> = {
    email: "Forgot password",
    otp: "Enter the code",
    password: "Set a new password",
  };
  return (
    <Dialog title={titles[step]} closeTo="/login">
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="intent" value={`forgot-${step}`} />
        {error && (
          <p className="form-error" role="alert" id="forgot-form-error">
            {error}
          </p>
        )}
        {step === "email" && (
          <Field id="forgot-email" label="Email" errors={mine?.fieldErrors?.email}>
            <input id="forgot-email" name="email" type="email" autoComplete="email" required autoFocus data-autofocus
              aria-invalid={mine?.fieldErrors?.email ? true : undefined} aria-describedby="forgot-email-error" />
          </Field>
        )}
        {step === "otp" && (
          <div className="field">
            <label id="otp-label" htmlFor="otp-input">
              6-digit code from your email
            </label>
            <OtpInput errorId={error ? "otp-error forgot-form-error" : "otp-error"} invalid={Boolean(mine?.fieldErrors?.otp || error)} />
            <p className="field__error" id="otp-error" aria-live="polite">
              {mine?.fieldErrors?.otp?.[0]}
            </p>
            <p className="field__hint">Codes work once, for 10 minutes. No code? <Link to="/login?forgot=email">Ask for a new one</Link>.</p>
          </div>
        )}
        {step === "password" && (
          <Field id="new-password" label="New password" hint="At least 8 characters." errors={mine?.fieldErrors?.password}>
            <input id="new-password" name="password" type="password" autoComplete="new-password" required autoFocus data-autofocus
              aria-invalid={mine?.fieldErrors?.password ? true : undefined} aria-describedby={`${hintIdFor("new-password")} new-password-error`} />
          </Field>
        )}
        <button type="submit" className="button" disabled={busy}>
          {step === "email" ? "Send OTP" : step === "otp" ? "Verify OTP" : "Update password"}
        </button>
      </Form>
    </Dialog>
  );
}
