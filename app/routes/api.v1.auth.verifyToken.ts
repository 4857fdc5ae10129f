import { UserError } from "~/services/user-error.server";
import { confirmPasswordReset } from "~/domain/accounts/accounts.server";
import { emailField } from "~/forms/fields";
import { otpField } from "~/forms/login";
import { handleApi, readJsonObject } from "~/web/api.server";
import { ensureSession, sessionBinding } from "~/web/session.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.auth.verifyToken";

// POST {email, myToken}: checks the reset code; only this browser session may then set the password.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const email = emailField.safeParse(body.email);
    const code = otpField.safeParse(body.myToken ?? body.otp);
    if (!code.success) throw new UserError("Please enter a valid 6-digit OTP.");
    if (!email.success) throw new UserError("Invalid email address");
    const { session, setCookie } = await ensureSession(request);
    confirmPasswordReset(email.data, code.data, sessionBinding(session)!, requestFactsOf(context).clientIp);
    const message = "OTP Verified! You can reset your password now.";
    return Response.json(
      { success: true, message, msg: message },
      { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
    );
  });
}
