import { Form, Link } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { Field, hintIdFor } from "~/components/Field";
import { OtpInput } from "~/components/OtpInput";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { fieldErrorsOf, formErrorOf, type ForgotStep, type LoginResult } from "./reply";

const TITLES: Record<ForgotStep, string> = {
  email: "Forgot password",
  otp: "Enter the code",
  password: "Set a new password",
};

/** The forgot-password steps, one dialog each: the address, the code it received, the new password. */
export function ForgotPasswordDialog({
  step,
  result,
  busy,
}: {
  step: ForgotStep;
  result?: LoginResult;
  busy: boolean;
}) {
  const mine = result?.intent === `forgot-${step}` ? result : undefined;
  const error = formErrorOf(mine);
  const emailErrors = fieldErrorsOf(mine, "email");
  const otpErrors = fieldErrorsOf(mine, "otp");
  const passwordErrors = fieldErrorsOf(mine, "password");
  useFocusAfterFailure({ email: "forgot-email", otp: "otp-input", password: "new-password" }[step], mine);
  return (
    <Dialog title={TITLES[step]} closeTo="/login">
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="intent" value={`forgot-${step}`} />
        {error && (
          <p className="form-error" role="alert" id="forgot-form-error">
            {error}
          </p>
        )}
        {step === "email" && (
          <Field id="forgot-email" label="Email" errors={emailErrors}>
            <input
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              autoFocus
              data-autofocus
              aria-invalid={emailErrors ? true : undefined}
              aria-describedby="forgot-email-error"
            />
          </Field>
        )}
        {step === "otp" && (
          <div className="field">
            <label id="otp-label" htmlFor="otp-input">
              6-digit code from your email
            </label>
            <OtpInput
              errorId={error ? "otp-error forgot-form-error" : "otp-error"}
              invalid={Boolean(otpErrors || error)}
            />
            <p className="field__error" id="otp-error" aria-live="polite">
              {otpErrors?.[0]}
            </p>
            <p className="field__hint">
              Codes work once, for 10 minutes. No code? <Link to="/login?forgot=email">Ask for a new one</Link>.
            </p>
          </div>
        )}
        {step === "password" && (
          <Field id="new-password" label="New password" hint="At least 8 characters." errors={passwordErrors}>
            <input
              id="new-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              autoFocus
              data-autofocus
              aria-invalid={passwordErrors ? true : undefined}
              aria-describedby={`${hintIdFor("new-password")} new-password-error`}
            />
          </Field>
        )}
        <button type="submit" className="button" disabled={busy}>
          {step === "email" ? "Send OTP" : step === "otp" ? "Verify OTP" : "Update password"}
        </button>
      </Form>
    </Dialog>
  );
}
