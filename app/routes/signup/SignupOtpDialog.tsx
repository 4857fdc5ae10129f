import { Form } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { OtpInput } from "~/components/OtpInput";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";

/** Step 2's dialog for the code e-mailed to the address being verified. */
export function SignupOtpDialog({ result }: { result?: ActionResult }) {
  const mine = result?.intent === "verify-code" ? result : undefined;
  useFocusAfterFailure("otp-input", mine);
  return (
    <Dialog title="OTP has been sent to your Email" closeTo="/signup?step=2">
      <Form method="post" className="stack" noValidate>
        {mine?.formError && (
          <p className="form-error" role="alert" id="signup-otp-form-error">
            {mine.formError}
          </p>
        )}
        <div className="field">
          <label id="otp-label" htmlFor="otp-input">
            6-digit code
          </label>
          <OtpInput
            errorId={mine?.formError ? "signup-otp-error signup-otp-form-error" : "signup-otp-error"}
            invalid={Boolean(mine?.formError)}
          />
          <p className="field__hint" id="signup-otp-error">
            Digits only. The code works for 10 minutes.
          </p>
        </div>
        <button type="submit" name="intent" value="verify-code" className="button">
          Verify
        </button>
      </Form>
    </Dialog>
  );
}
