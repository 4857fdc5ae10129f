import { UserError } from "~/services/user-error.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { confirmEmailVerification } from "~/domain/accounts.server";
import { emailField } from "~/forms/fields";
import { otpField, SIGNUP_CODE_FAILED } from "~/forms/login";
import { handleApi, readJsonObject, stringField } from "~/web/api.server";
import { ensureSession, sessionBinding } from "~/web/session.server";

// POST {email, otp} → {message: 'OTP verified successfully'}; the client shows `error` on failure.
export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const email = emailField.safeParse(body.email);
    const code = otpField.safeParse(stringField(body, "otp"));
    if (!email.success) throw new UserError("Invalid email address");
    if (!code.success) throw new UserError(SIGNUP_CODE_FAILED);
    const { session, setCookie } = await ensureSession(request);
    confirmEmailVerification(email.data, code.data, sessionBinding(session)!, context.clientIp);
    const message = "OTP verified successfully";
    return json(
      { success: true, message, msg: message },
      { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
    );
  });
}
