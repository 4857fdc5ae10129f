import { startEmailVerification } from "~/domain/accounts/accounts.server";
import { forgotEmailSchema } from "~/forms/login";
import { handleApi, readJsonObject, validationError } from "~/web/api.server";
import { ensureSession } from "~/web/session.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.auth.verifyEmail";

// POST {email}: sends the signup code. The session cookie set here binds the code to this browser.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const parsed = forgotEmailSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationError(parsed.error.issues);
    const { setCookie } = await ensureSession(request);
    await startEmailVerification(parsed.data.email, requestFactsOf(context).clientIp);
    const message = "OTP sent successfully";
    return Response.json(
      { success: true, message, msg: message },
      { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
    );
  });
}
