import { parseForm } from "~/forms/parse";
import { hashPassword, registerMember } from "~/domain/accounts/accounts.server";
import { SESSIONLESS } from "~/domain/accounts/one-time-codes.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { registerSchema } from "~/forms/profile";
import { handleApi, validationError } from "~/web/api.server";
import { getSession, sessionBinding } from "~/web/session.server";
import { requestLanguage } from "~/web/language.server";
import { photoBytes, readFormWithPhoto } from "~/web/uploads.server";
import { apiOrigin, wirePerson } from "~/web/api-wire.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.auth.register";

const DONE = "Success! Form submitted successfully!";

// Multipart: every signup field plus an optional `image`. The e-mail must have been verified (verifyEmail,
// verifyEmailOTP) in this same browser session; or, when the call carries no session at all (the original
// client sends these calls without cookies), verified in the last 10 minutes and not yet used (decision 009).
// A `createdBy` other than "Myself" makes a profile that waits for its candidate's confirmation (§31a); the
// optional `candidateContact` says where to ask them (docs/api-contract.md §7).
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const form = await readFormWithPhoto(request);
    const submission = parseForm(form, registerSchema);
    if (submission.status !== "success")
      return validationError(submission.error, "Error! Failed to submit the form. Please try again.");
    if (isHoneypotFilled(form)) return Response.json({ success: true, message: DONE, msg: DONE }, { status: 201 });
    const { password, ...input } = submission.value;
    const session = await getSession(request);
    const member = await registerMember(
      { ...input, passwordHash: await hashPassword(password) },
      await photoBytes(form),
      session.id ? sessionBinding(session) : SESSIONLESS,
      { language: await requestLanguage(request), clientIp: requestFactsOf(context).clientIp },
    );
    return Response.json(
      { success: true, message: DONE, msg: DONE, user: wirePerson(member, apiOrigin(request)) },
      { status: 201 },
    );
  });
}
