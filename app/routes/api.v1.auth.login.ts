import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { findActiveMember } from "~/domain/accounts.server";
import { ApiError, handleApi, readJsonObject, stringField } from "~/services/api.server";
import { authenticateLogin, LoginFormError } from "~/services/auth.server";
import { getSession, startMemberSession } from "~/services/session.server";

// POST {email, password} → the same login as the page (remix-auth's form strategy).
export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const form = new URLSearchParams({ email: stringField(body, "email"), password: stringField(body, "password") });
    if (body.remember === true || body.remember === "true") form.set("remember", "true");
    let result;
    try {
      result = await authenticateLogin(new Request(request.url, { method: "POST", body: form }), context.clientIp);
    } catch (error) {
      if (error instanceof LoginFormError) throw new ApiError(400, Object.values(error.fieldErrors)[0][0], error.fieldErrors);
      throw error;
    }
    const cookie = await startMemberSession(await getSession(request), result.unqId, result.remember);
    const member = findActiveMember(result.unqId)!;
    const message = "Login Successful! Welcome back!";
    return json(
      { success: true, msg: message, message, user: { _id: member.publicId, fullName: member.fullName, role: member.role } },
      // The member's id and name: for this browser only.
      { headers: { "Set-Cookie": cookie, "Cache-Control": "private, no-store" } },
    );
  });
}
