import { Form, Link } from "react-router";
import { Dialog } from "~/components/Dialog";
import { Field, hintIdFor } from "~/components/Field";
import { OtpInput } from "~/components/OtpInput";
import { useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { fieldErrorsOf, formErrorOf, type ForgotStep, type LoginResult } from "./reply";

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
  const t = useT();
  const titles: Record<ForgotStep, string> = {
    email: t("forgot.titleEmail"),
    otp: t("forgot.titleOtp"),
    password: t("forgot.titlePassword"),
  };
  // The link sits where the language puts it in the sentence.
  const [askBefore, askAfter] = t("forgot.otpHint").split("{{link}}");
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
          <Field id="forgot-email" label={t("forgot.email")} errors={emailErrors}>
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
        {step === "email" && (
          <p>
            <Link to="/login?mobile=reset">{t("forgot.useMobile")}</Link>
          </p>
        )}
        {step === "otp" && (
          <div className="field">
            <label id="otp-label" htmlFor="otp-input">
              {t("forgot.otpLabel")}
            </label>
            <OtpInput
              errorId={error ? "otp-error forgot-form-error" : "otp-error"}
              invalid={Boolean(otpErrors || error)}
            />
            <p className="field__error" id="otp-error" aria-live="polite">
              {otpErrors?.[0]}
            </p>
            <p className="field__hint">
              {askBefore}
              <Link to="/login?forgot=email">{t("forgot.askNew")}</Link>
              {askAfter}
            </p>
          </div>
        )}
        {step === "password" && (
          <Field
            id="new-password"
            label={t("forgot.newPassword")}
            hint={t("forgot.passwordHint")}
            errors={passwordErrors}
          >
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
          {step === "email" ? t("forgot.sendOtp") : step === "otp" ? t("forgot.verifyOtp") : t("forgot.update")}
        </button>
      </Form>
    </Dialog>
  );
}
