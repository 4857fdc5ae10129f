import { Form } from "react-router";
import { Dialog } from "~/components/Dialog";
import { OtpInput } from "~/components/OtpInput";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";

/** Step 2's dialog for the code e-mailed to the address being verified. */
export function SignupOtpDialog({ result }: { result?: ActionResult }) {
  const mine = result?.intent === "verify-code" ? result : undefined;
  useFocusAfterFailure("otp-input", mine);
  const t = useT();
  return (
    <Dialog title={t("signupOtp.title")} closeTo="/signup?step=2">
      <Form method="post" className="stack" noValidate>
        {mine?.formError && (
          <p className="form-error" role="alert" id="signup-otp-form-error">
            {mine.formError}
          </p>
        )}
        <div className="field">
          <label id="otp-label" htmlFor="otp-input">
            {t("signupOtp.label")}
          </label>
          <OtpInput
            errorId={mine?.formError ? "signup-otp-error signup-otp-form-error" : "signup-otp-error"}
            invalid={Boolean(mine?.formError)}
          />
          <p className="field__hint" id="signup-otp-error">
            {t("signupOtp.hint")}
          </p>
        </div>
        <button type="submit" name="intent" value="verify-code" className="button">
          {t("signupOtp.verify")}
        </button>
      </Form>
    </Dialog>
  );
}
