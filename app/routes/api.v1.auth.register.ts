import { parseForm } from "~/forms/parse";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { hashPassword, registerMember } from "~/domain/accounts.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { registerSchema } from "~/forms/profile";
import { handleApi, validationError } from "~/web/api.server";
import { getSession, sessionBinding } from "~/web/session.server";
import { photoBytes, readFormWithPhoto } from "~/web/uploads.server";
import { wirePerson } from "~/web/api-wire.server";

const DONE = "Success! Form submitted successfully!";

// Multipart: every signup field plus an optional `image`. The e-mail must have
// been verified (verifyEmail, verifyEmailOTP) in this same browser session.
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const form = await readFormWithPhoto(request);
    const submission = parseForm(form, registerSchema);
    if (submission.status !== "success")
      return validationError(submission.error, "Error! Failed to submit the form. Please try again.");
    if (isHoneypotFilled(form)) return json({ success: true, message: DONE, msg: DONE }, { status: 201 });
    const { password, ...input } = submission.value;
    const member = await registerMember(
      { ...input, passwordHash: await hashPassword(password) },
      await photoBytes(form),
      sessionBinding(await getSession(request)),
    );
    return json({ success: true, message: DONE, msg: DONE, user: wirePerson(member) }, { status: 201 });
  });
}
