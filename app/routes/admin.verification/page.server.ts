import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { translateMessage } from "~/domain/site/translations.server";
import {
  decideVerification,
  recentVerificationDecisions,
  verificationQueue,
  womenReviewers,
} from "~/domain/safety/verification-review.server";
import { rejectReasonField } from "~/forms/verification";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";

// /admin/verification (docs/product-rules.md §39): identity documents and selfies waiting for a person, oldest first,
// as this reviewer may see them; approve, or reject with a reason the member reads. A reason refused (empty, too
// long) is shown beside its request with what was typed; any other outcome comes back as a flash message.

export type RejectionRefused = { requestId: number; reason: string; error: string };

export async function reviewLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return data(
    {
      ...verificationQueue(admin.unqId),
      recent: recentVerificationDecisions(),
      womenReviewers: womenReviewers(),
      // The documents' and gestures' names.
      i18n: await pageI18n(request, "account/checks"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const DONE = {
  approve: "Approved: the member has the badge. The picture is deleted.",
  reject: "Rejected: the member is told why. The picture is deleted.",
};

export async function reviewAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const requestId = Number(form.get("requestId"));
  if (intent === "reject") {
    const reason = rejectReasonField.safeParse(form.get("reason") ?? "");
    if (!reason.success) {
      const language = await requestLanguage(request, admin);
      const typed = String(form.get("reason") ?? "");
      return data<RejectionRefused>(
        { requestId, reason: typed, error: translateMessage(language, reason.error.issues[0].message) },
        400,
      );
    }
    const outcome = await outcomeOf(
      () => decideVerification(admin.unqId, requestId, { approve: false, reason: reason.data }),
      DONE.reject,
    );
    return redirectWithFlash("/admin/verification", outcome);
  }
  if (intent !== "approve")
    return redirectWithFlash("/admin/verification", { type: "error", message: "Unknown action." });
  const seenPhotoId = String(form.get("photoId") ?? "") || null;
  const outcome = await outcomeOf(
    () => decideVerification(admin.unqId, requestId, { approve: true, seenPhotoId }),
    DONE.approve,
  );
  return redirectWithFlash("/admin/verification", outcome);
}
