import { UserError } from "~/services/user-error.server";
import { confirmEmailVerification } from "~/domain/accounts/accounts.server";
import { emailField } from "~/forms/fields";
import { otpField, SIGNUP_CODE_FAILED } from "~/forms/login";
import { handleApi, readJsonObject, stringField } from "~/web/api.server";
import { ensureSession, sessionBinding } from "~/web/session.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.auth.verifyEmailOTP";

// POST {email, otp} → {message: 'OTP verified successfully'}; the client shows `error` on failure.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const email = emailField.safeParse(body.email);
    const code = otpField.safeParse(stringField(body, "otp"));
    if (!email.success) throw new UserError("Invalid email address");
    if (!code.success) throw new UserError(SIGNUP_CODE_FAILED);
    const { session, setCookie } = await ensureSession(request);
    confirmEmailVerification(email.data, code.data, sessionBinding(session)!, requestFactsOf(context).clientIp);
    const message = "OTP verified successfully";
    return Response.json(
      { success: true, message, msg: message },
      { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
    );
  });
}
