import { Form } from "react-router";
import { Dialog } from "~/components/Dialog";
import { OtpInput } from "~/components/OtpInput";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";

/** Step 2's dialog for a code: e-mailed to the address, or sent by SMS to the mobile number being verified. */
export function SignupOtpDialog({ channel, result }: { channel: "email" | "sms"; result?: ActionResult }) {
  const intent = channel === "email" ? "verify-code" : "verify-sms-code";
  const mine = result?.intent === intent ? result : undefined;
  useFocusAfterFailure("otp-input", mine);
  const t = useT();
  return (
    <Dialog title={channel === "email" ? t("signupOtp.title") : t("signupOtp.titleSms")} closeTo="/signup?step=2">
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
        <button type="submit" name="intent" value={intent} className="button">
          {t("signupOtp.verify")}
        </button>
      </Form>
    </Dialog>
  );
}
