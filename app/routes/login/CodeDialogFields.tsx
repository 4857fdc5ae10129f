import { Link } from "react-router";
import { Field, hintIdFor } from "~/components/Field";
import { OtpInput } from "~/components/OtpInput";
import { useT } from "~/components/translate";

// The fields the login page's code dialogs share: the e-mailed reset (ForgotPasswordDialog) and the SMS sign-in
// and reset (MobileCodeDialog).

/** The code's field, its error, and the sentence with the link that asks for a new code. */
export function CodeField({
  label,
  hint,
  askNewTo,
  errors,
  formErrorId,
}: {
  label: string;
  /** The sentence around the link, with {{link}} where it goes. */
  hint: string;
  askNewTo: string;
  errors?: string[];
  /** The form's error, when there is one: read with the field. */
  formErrorId?: string;
}) {
  const t = useT();
  const [askBefore, askAfter] = hint.split("{{link}}");
  return (
    <div className="field">
      <label id="otp-label" htmlFor="otp-input">
        {label}
      </label>
      <OtpInput
        errorId={formErrorId ? `otp-error ${formErrorId}` : "otp-error"}
        invalid={Boolean(errors || formErrorId)}
      />
      <p className="field__error" id="otp-error" aria-live="polite">
        {errors?.[0]}
      </p>
      <p className="field__hint">
        {askBefore}
        <Link to={askNewTo}>{t("forgot.askNew")}</Link>
        {askAfter}
      </p>
    </div>
  );
}

/** The new password, at a reset's last step. */
export function NewPasswordField({ errors }: { errors?: string[] }) {
  const t = useT();
  return (
    <Field id="new-password" label={t("forgot.newPassword")} hint={t("forgot.passwordHint")} errors={errors}>
      <input
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        data-autofocus
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${hintIdFor("new-password")} new-password-error`}
      />
    </Field>
  );
}
