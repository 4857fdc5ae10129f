import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { completePasswordReset } from "~/domain/accounts.server";
import { CodeError } from "~/domain/email-codes.server";
import { emailField } from "~/forms/fields";
import { passwordField } from "~/forms/profile";
import { ApiError, handleApi, readJsonObject } from "~/services/api.server";
import { getSession, sessionBinding } from "~/services/session.server";

// POST {email, password}: only after verifyToken for this e-mail in this same session, within 10 minutes, once.
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const email = emailField.safeParse(body.email);
    const password = passwordField.safeParse(body.password);
    if (!email.success) throw new ApiError(400, "Invalid email address");
    if (!password.success) throw new ApiError(400, password.error.issues[0].message);
    try {
      await completePasswordReset(email.data, password.data, sessionBinding(await getSession(request)));
    } catch (error) {
      if (error instanceof CodeError) throw new ApiError(403, "Error updating password. Try again. Verify the code we sent you first.");
      throw error;
    }
    const message = "Password Updated! You can now log in with your new password.";
    return json({ success: true, message, msg: message });
  });
}
