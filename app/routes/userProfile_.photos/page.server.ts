import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import {
  addExtraPhoto,
  makeMainPhoto,
  MAX_EXTRA_PHOTOS,
  ownPhotos,
  removeExtraPhoto,
} from "~/domain/profiles/member-photos.server";
import { photoVisibilityOf } from "~/domain/profiles/photo-choice.server";
import { translateMessage } from "~/domain/site/translations.server";
import { UserError } from "~/services/user-error.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { pageUrl } from "~/web/page-url.server";
import { atPhotoField, photoBytes, readFormWithPhoto } from "~/web/uploads.server";

// /userProfile/photos, "My photos" (docs/product-rules.md §27a): the member's main photo and up to four more, each
// added, removed or made the main one with a plain form (a multipart POST for a new one), then back here with a
// flash message; a refusal is shown beside the form it came from.

export async function myPhotosLoader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // An administrator's account is no profile (docs/product-rules.md §16).
  if (viewer.role === "admin") throw redirect("/admin");
  return data(
    {
      ...ownPhotos(viewer.unqId),
      visibility: photoVisibilityOf(viewer.unqId),
      maxExtra: MAX_EXTRA_PHOTOS,
      i18n: await pageI18n(request, "profiles", "member"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const INTENTS = ["add", "remove", "main"] as const;
type Intent = (typeof INTENTS)[number];
const DONE: Record<Intent, string> = {
  add: "Photo added.",
  remove: "Photo removed.",
  main: "This is now your main photo.",
};

/** A refused form: which one (the photo it was about, for Remove and Make main), the message and its field. */
export type PhotosRefusal = { intent: Intent; photoId?: string; error: string; field?: string };

export async function myPhotosAction({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  if (viewer.role === "admin") throw redirect("/admin");
  const language = await requestLanguage(request, viewer);
  // Named in the address, so that a body refused before it is read (over 5 MB) is answered at the add form.
  const intent = INTENTS.find((known) => known === pageUrl(request).searchParams.get("intent")) ?? "add";
  let photoId: string | undefined;
  return answerRefusals(
    async () => {
      const form = await readFormWithPhoto(request);
      photoId = String(form.get("photoId") ?? "") || undefined;
      if (intent === "add") {
        const bytes = await photoBytes(form, "photo");
        if (!bytes) throw new UserError("Please choose a photo to send.", { field: "photo" });
        await addExtraPhoto(viewer.unqId, bytes);
      } else if (intent === "remove") removeExtraPhoto(viewer.unqId, photoId ?? "");
      else makeMainPhoto(viewer.unqId, photoId ?? "");
      return redirectWithFlash("/userProfile/photos", { type: "success", message: DONE[intent] });
    },
    (error): PhotosRefusal => {
      const refusal = intent === "add" ? atPhotoField(error, "photo") : error;
      return { intent, photoId, error: translateMessage(language, refusal.message), field: refusal.field };
    },
  );
}
