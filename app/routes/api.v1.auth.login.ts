import { verifyLogin } from "~/domain/accounts/accounts.server";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { loginSchema } from "~/forms/login";
import { handleApi, readJsonObject, stringField, validationError } from "~/web/api.server";
import { getSession, startMemberSession } from "~/web/session.server";
import { apiOrigin, wirePerson } from "~/web/api-wire.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.auth.login";

// POST {email, password, remember?} → the same check as the login page (verifyLogin), without a form.
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const remember = body.remember === true || body.remember === "true";
    const parsed = loginSchema.safeParse({
      email: stringField(body, "email"),
      password: stringField(body, "password"),
    });
    if (!parsed.success) return validationError(parsed.error.issues);
    const { clientIp } = requestFactsOf(context);
    const unqId = await verifyLogin(parsed.data.email, parsed.data.password, clientIp);
    const cookie = await startMemberSession(await getSession(request), unqId, remember, clientIp);
    const member = findActiveMember(unqId)!;
    const message = "Login Successful! Welcome back!";
    return Response.json(
      {
        success: true,
        msg: message,
        message,
        user: wirePerson(
          { publicId: member.publicId, fullName: member.fullName, role: member.role },
          apiOrigin(request),
        ),
      },
      // The member's id and name: for this browser only.
      { headers: { "Set-Cookie": cookie, "Cache-Control": "private, no-store" } },
    );
  });
}
