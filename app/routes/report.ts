import { redirect } from "react-router";
import { reportMember } from "~/domain/safety/reports.server";
import { isPublicId } from "~/forms/member-id";
import { parseForm, reportSchema } from "~/forms/submissions.server";
import { UserError } from "~/services/user-error.server";
import { requireViewer, safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/report";

// The report form on a profile (docs/product-rules.md §29) posts here and goes back to that profile with
// a message, with JavaScript or without. Only POST reports; a GET goes to the profiles.
export async function loader() {
  return redirect("/profilePage");
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const memberId = String(form.get("memberId") ?? "");
  // A report of a message (docs/product-rules.md §33) is sent from its conversation, and goes back there.
  const messageId = Number(form.get("messageId") ?? "");
  const attached = Number.isSafeInteger(messageId) && messageId > 0 ? messageId : undefined;
  const profile = safeRedirect(
    form.get("returnTo"),
    isPublicId(memberId) ? `/InnerProfile/${memberId}` : "/profilePage",
  );
  const submission = parseForm(form, reportSchema);
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
    return redirectWithFlash(profile, { type: "error", message: first ?? "Please choose a reason." });
  }
  try {
    reportMember(viewer, memberId, submission.value, { messageId: attached });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    // A profile the member may not see (or that is gone) has no page to go back to.
    return redirectWithFlash(error.status === 404 ? "/profilePage" : profile, {
      type: "error",
      message: error.message,
    });
  }
  return redirectWithFlash(profile, {
    type: "success",
    message: "Thank you. We have received your report and will look into it.",
  });
}
