import { requestPasswordReset } from "~/domain/accounts/accounts.server";
import { forgotEmailSchema } from "~/forms/login";
import { handleApi, readJsonObject, validationError } from "~/web/api.server";
import { commitSession, getSession } from "~/web/session.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.auth.forgotPassword";

// The same answer for every address, registered or not.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const parsed = forgotEmailSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationError(parsed.error.issues);
    requestPasswordReset(parsed.data.email, requestFactsOf(context).clientIp);
    const session = await getSession(request);
    session.set("resetEmail", parsed.data.email);
    const message = "OTP Sent! Check your email for OTP.";
    return Response.json(
      { success: true, message, msg: message },
      { headers: { "Set-Cookie": await commitSession(session) } },
    );
  });
}
