import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { startEmailVerification } from "~/domain/accounts.server";
import { forgotEmailSchema } from "~/forms/login";
import { handleApi, readJsonObject, validationError } from "~/web/api.server";
import { ensureSession } from "~/web/session.server";

// POST {email}: sends the signup code. The session cookie set here binds the code to this browser.
export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const parsed = forgotEmailSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationError(parsed.error.issues);
    const { setCookie } = await ensureSession(request);
    await startEmailVerification(parsed.data.email, context.clientIp);
    const message = "OTP sent successfully";
    return json(
      { success: true, message, msg: message },
      { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
    );
  });
}
