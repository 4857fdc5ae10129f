import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { translateMessage } from "~/domain/site/translations.server";
import { sendIdDocument, sendSelfie, startPhotoCheck, verificationStatusOf } from "~/domain/safety/verification.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { pageUrl } from "~/web/page-url.server";
import { photoBytes, readFormWithPhoto } from "~/web/uploads.server";

// /settings/verification (docs/product-rules.md §39): the member sends a photo of an identity document, or starts a
// photo check and sends a selfie holding up the gesture shown, and sees what became of each. Each form posts to
// `?intent=…`, so that even a body refused before it is read (too large) is answered beside the form it came from.

export type CheckIntent = "id" | "start-photo" | "selfie";
const INTENTS: readonly CheckIntent[] = ["id", "start-photo", "selfie"];
const PICTURE_FIELDS: Record<CheckIntent, string | undefined> = {
  id: "document",
  selfie: "selfie",
  "start-photo": undefined,
};

/** A refused form: which one, the message in the reader's language, and the field it is about (if any). */
export type CheckResult = { intent: CheckIntent; error: string; field?: string };

export async function verificationLoader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // An administrator's account is no profile (docs/product-rules.md §16): nothing to verify.
  if (viewer.role === "admin") throw redirect("/admin");
  return data(
    { ...verificationStatusOf(viewer.unqId), i18n: await pageI18n(request, "account/checks", "account/verification") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const THANKS = "Thank you: our team will check it, then delete the picture. We will e-mail you the decision.";

export async function verificationAction({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  if (viewer.role === "admin") throw redirect("/admin");
  const asked = pageUrl(request).searchParams.get("intent");
  const intent = INTENTS.find((known) => known === asked);
  const language = await requestLanguage(request, viewer);
  if (!intent) {
    return data<CheckResult>({ intent: "id", error: translateMessage(language, "Something went wrong!") }, 400);
  }
  return answerRefusals(
    async () => {
      const form = await readFormWithPhoto(request);
      if (intent === "id") await sendIdDocument(viewer, form.get("documentType"), await photoBytes(form, "document"));
      else if (intent === "selfie") await sendSelfie(viewer, await photoBytes(form, "selfie"));
      else {
        startPhotoCheck(viewer);
        return redirectWithFlash("/settings/verification#photo-check", {
          type: "success",
          message: "Now take a selfie holding up the gesture shown, and send it.",
        });
      }
      return redirectWithFlash("/settings/verification", { type: "success", message: THANKS });
    },
    // A refusal of the body itself (over 5 MB) names no field: it is the picture's.
    (error): CheckResult => ({
      intent,
      error: translateMessage(language, error.message),
      field: error.field ?? (error.status === 400 ? PICTURE_FIELDS[intent] : undefined),
    }),
  );
}
