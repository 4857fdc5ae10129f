import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { confirmPasswordReset } from "~/domain/accounts.server";
import { emailField } from "~/forms/fields";
import { otpField } from "~/forms/login";
import { ApiError, handleApi, readJsonObject } from "~/services/api.server";
import { ensureSession, sessionBinding } from "~/services/session.server";

// POST {email, myToken}: checks the reset code; only this browser session may then set the password.
export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const email = emailField.safeParse(body.email);
    const code = otpField.safeParse(body.myToken ?? body.otp);
    if (!code.success) throw new ApiError(400, "Please enter a valid 6-digit OTP.");
    if (!email.success) throw new ApiError(400, "Invalid email address");
    const { session, setCookie } = await ensureSession(request);
    confirmPasswordReset(email.data, code.data, sessionBinding(session)!, context.clientIp);
    const message = "OTP Verified! You can reset your password now.";
    return json({ success: true, message, msg: message }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  });
}
