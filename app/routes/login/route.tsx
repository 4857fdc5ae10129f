import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { useState } from "react";
import { Field } from "~/components/Field";
import { matchesT, useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { useHydrated } from "~/components/useHydrated";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import { MobileCodeDialog } from "./MobileCodeDialog";
import { fieldErrorsOf, FORGOT_STEPS, formErrorOf, MOBILE_STEPS } from "./reply";
import { loginLoader, loginAction, loginHeaders } from "./page.server";
import type { Route } from "./+types/route";

// The loader and action live in one server module beside the route: the browser build turns each server module
// a route imports into an empty script of its own, one request each (page weight and first paint, issue 19).
export const loader = loginLoader;
export const action = loginAction;
export const headers = loginHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("login.title") }, { name: "description", content: t("login.description") }];
};

export default function Login() {
  const { forgot, mobile, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [showPassword, setShowPassword] = useState(false);
  const hydrated = useHydrated();
  const t = useT();
  const busy = navigation.state === "submitting";
  // The login form shows every result but the dialogs' (an unknown action's too).
  const dialogIntents = [...FORGOT_STEPS.map((s) => `forgot-${s}`), ...MOBILE_STEPS.map((s) => `mobile-${s}`)];
  const loginResult = result && !dialogIntents.includes(result.intent) ? result : undefined;
  // A missing or malformed e-mail is corrected first; any other refusal (wrong credentials, too many
  // tries) sends the member back to the password, which then reads out the form's error.
  const formError = formErrorOf(loginResult);
  const emailErrors = fieldErrorsOf(loginResult, "email");
  const passwordErrors = fieldErrorsOf(loginResult, "password");
  const focusId = loginResult ? (emailErrors ? "login-email" : "login-password") : undefined;
  useFocusAfterFailure(focusId, loginResult);

  return (
    <div className="page page--narrow">
      <h1>{t("login.title")}</h1>
      <Form method="post" className="card stack" noValidate>
        <input type="hidden" name="intent" value="login" />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {formError && (
          <p className="form-error" role="alert" id="login-form-error">
            {formError}
            {/* Only for a guardian's own address and password (docs/product-rules.md §32). */}
            {loginResult?.guardianPointer && (
              <>
                {" "}
                <span id="login-guardian-pointer">
                  {t("login.guardianPointer")} <Link to="/guardian/login">{t("login.guardianSignIn")}</Link>
                </span>
              </>
            )}
          </p>
        )}
        <Field id="login-email" label={t("login.email")} errors={emailErrors}>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={String(loginResult?.reply.initialValue?.email ?? "")}
            autoFocus={focusId === "login-email"}
            aria-invalid={emailErrors ? true : undefined}
            aria-describedby="login-email-error"
          />
        </Field>
        <Field id="login-password" label={t("login.password")} errors={passwordErrors}>
          <div className="password-field">
            <input
              id="login-password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              autoFocus={focusId === "login-password"}
              aria-invalid={passwordErrors ? true : undefined}
              aria-describedby={formError ? "login-password-error login-form-error" : "login-password-error"}
            />
            {/* Without JavaScript the toggle cannot work: it keeps its place (no jump) but is not shown. */}
            <button
              type="button"
              className={`button button--small button--outline${hydrated ? "" : " needs-js"}`}
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              aria-controls="login-password"
            >
              {showPassword ? t("login.hide") : t("login.show")}
            </button>
          </div>
        </Field>
        <div className="checkbox">
          <input id="remember" name="remember" type="checkbox" />
          <label htmlFor="remember">{t("login.remember")}</label>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy && navigation.formData?.get("intent") === "login" ? t("login.loggingIn") : t("login.submit")}
        </button>
        <p className="login-links">
          <Link to="/login?forgot=email">{t("login.forgot")}</Link>
          <Link to="/signup">{t("login.createProfile")}</Link>
        </p>
      </Form>
      <p className="card">
        <Link to={`/login?mobile=sign-in${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}>
          {t("login.withMobile")}
        </Link>
      </p>
      {/* Guardians have their own sign-in (docs/product-rules.md §32); this page is the one people find. */}
      <p>
        {t("login.guardianQuestion")} <Link to="/guardian/login">{t("login.guardianSignIn")}</Link>
      </p>
      {forgot && <ForgotPasswordDialog step={forgot} result={result} busy={busy} />}
      {mobile && (
        <MobileCodeDialog
          slug={mobile.slug}
          step={mobile.step}
          profiles={mobile.profiles}
          redirectTo={redirectTo}
          result={result}
          busy={busy}
        />
      )}
    </div>
  );
}
