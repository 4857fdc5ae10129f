import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requestPasswordReset } from "~/domain/accounts.server";
import { forgotEmailSchema } from "~/forms/login";
import { handleApi, readJsonObject, validationError } from "~/web/api.server";
import { commitSession, getSession } from "~/web/session.server";

// The same answer for every address, registered or not.
export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const parsed = forgotEmailSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationError(parsed.error.issues);
    requestPasswordReset(parsed.data.email, context.clientIp);
    const session = await getSession(request);
    session.set("resetEmail", parsed.data.email);
    const message = "OTP Sent! Check your email for OTP.";
    return json({ success: true, message, msg: message }, { headers: { "Set-Cookie": await commitSession(session) } });
  });
}
