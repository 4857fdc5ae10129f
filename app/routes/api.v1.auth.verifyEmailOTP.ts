import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { confirmEmailVerification } from "~/domain/accounts.server";
import { emailField } from "~/forms/fields";
import { otpField } from "~/forms/login";
import { ApiError, handleApi, readJsonObject, stringField } from "~/services/api.server";
import { ensureSession, sessionBinding } from "~/services/session.server";

const FAILED = "OTP Verification Failed! Please enter the correct OTP.";

// POST {email, otp} → {message: 'OTP verified successfully'}; the client shows `error` on failure.
export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const email = emailField.safeParse(body.email);
    const code = otpField.safeParse(stringField(body, "otp"));
    if (!email.success) throw new ApiError(400, "Invalid email address");
    if (!code.success) throw new ApiError(400, FAILED);
    const { session, setCookie } = await ensureSession(request);
    confirmEmailVerification(email.data, code.data, sessionBinding(session)!, context.clientIp);
    const message = "OTP verified successfully";
    return json({ success: true, message, msg: message }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  });
}
