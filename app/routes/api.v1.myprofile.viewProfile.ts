import { UserError } from "~/services/user-error.server";
import { editFormValues, editOwnProfile, getOwnProfile } from "~/domain/profiles/profiles.server";
import { parseForm } from "~/forms/parse";
import { EDIT_FORM_ALIASES, EDIT_PROFILE_FIELD_NAMES, editProfileSchema } from "~/forms/profile";
import { requireApiViewer } from "~/web/api-auth.server";
import { apiError, handleApi, validationError } from "~/web/api.server";
import { getSession, sessionBinding } from "~/web/session.server";
import { photoBytes, readFormWithPhoto } from "~/web/uploads.server";
import { apiOrigin, wireOwnProfile } from "~/web/api-wire.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.myprofile.viewProfile";

const NO_STORE = { "Cache-Control": "private, no-store" };
const NEW_EMAIL_CODE_SENT =
  "We sent a 6-digit code to the new email. Send the same changes again with the code as emailCode " +
  "(or verify the address with verifyEmail and verifyEmailOTP first).";

// GET → {message: profile}: the signed-in member's own profile.
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    return Response.json(
      { message: wireOwnProfile(getOwnProfile(viewer.unqId)!, apiOrigin(request)) },
      { headers: NO_STORE },
    );
  });
}

/**
 * PATCH, multipart: the edit form's names (or the signup names), and `image`
 * as a file or a data URL. Fields not sent keep their values. A new e-mail
 * address needs a code: the first PATCH sends it, the second carries it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PATCH") return apiError(405, "Method not allowed");
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const form = await readFormWithPhoto(request);
    const merged = new FormData();
    const current = editFormValues(getOwnProfile(viewer.unqId)!);
    const sent = (name: string) => {
      const value =
        form.get(name) ?? form.get(Object.keys(EDIT_FORM_ALIASES).find((a) => EDIT_FORM_ALIASES[a] === name) ?? "");
      return typeof value === "string" ? value : undefined;
    };
    for (const name of EDIT_PROFILE_FIELD_NAMES) {
      const value = sent(name) ?? current[name];
      if (value !== undefined) merged.set(name, value);
    }
    const submission = parseForm(merged, editProfileSchema);
    if (submission.status !== "success")
      return validationError(submission.error, "There was an error updating the profile. Please try again.");
    const edit = await editOwnProfile(viewer.unqId, submission.value, {
      code: (sent("emailCode") ?? sent("otp"))?.trim() || undefined,
      binding: sessionBinding(await getSession(request)),
      clientIp: requestFactsOf(context).clientIp,
      photo: await photoBytes(form),
    });
    if ("codeSentTo" in edit) throw new UserError(NEW_EMAIL_CODE_SENT);
    const message = "Profile updated successfully";
    return Response.json(
      { msg: message, message, data: wireOwnProfile(edit.profile, apiOrigin(request)) },
      { headers: NO_STORE },
    );
  });
}
