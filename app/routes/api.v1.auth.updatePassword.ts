import { UserError } from "~/services/user-error.server";
import { completePasswordReset } from "~/domain/accounts/accounts.server";
import { emailField } from "~/forms/fields";
import { passwordField } from "~/forms/profile";
import { handleApi, readJsonObject } from "~/web/api.server";
import { getSession, sessionBinding } from "~/web/session.server";
import type { Route } from "./+types/api.v1.auth.updatePassword";

// POST {email, password}: only after verifyToken for this e-mail in this same session, within 10 minutes, once.
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const email = emailField.safeParse(body.email);
    const password = passwordField.safeParse(body.password);
    if (!email.success) throw new UserError("Invalid email address");
    if (!password.success) throw new UserError(password.error.issues[0].message);
    await completePasswordReset(email.data, password.data, sessionBinding(await getSession(request)));
    const message = "Password Updated! You can now log in with your new password.";
    return Response.json({ success: true, message, msg: message });
  });
}
