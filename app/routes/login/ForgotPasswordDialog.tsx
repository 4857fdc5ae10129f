import { Form, Link } from "react-router";
import { Dialog } from "~/components/Dialog";
import { Field } from "~/components/Field";
import { useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { CodeField, NewPasswordField } from "./CodeDialogFields";
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
          <CodeField
            label={t("forgot.otpLabel")}
            hint={t("forgot.otpHint")}
            askNewTo="/login?forgot=email"
            errors={otpErrors}
            formErrorId={error ? "forgot-form-error" : undefined}
          />
        )}
        {step === "password" && <NewPasswordField errors={passwordErrors} />}
        <button type="submit" className="button" disabled={busy}>
          {step === "email" ? t("forgot.sendOtp") : step === "otp" ? t("forgot.verifyOtp") : t("forgot.update")}
        </button>
      </Form>
    </Dialog>
  );
}
