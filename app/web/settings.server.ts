import {
  answerPhotoRequest,
  photoRequestsOf,
  photoVisibilityOf,
  setPhotoVisibility,
} from "~/domain/photo-requests.server";
import type { Viewer } from "./auth.server";

// What /settings does (docs/product-rules.md §27): each section of the page is an intent of its one form
// action, and a section's loader data. A new section adds its intents here and its data to settingsOf.

/** Each intent: the change, then the message the page shows. Refusals are UserErrors. */
export const SETTINGS_INTENTS: Record<string, (viewer: Viewer, form: FormData) => string> = {
  "photo-visibility": (viewer, form) => {
    setPhotoVisibility(viewer, form.get("visibility"));
    return "Photo visibility saved.";
  },
  "photo-grant": (viewer, form) => {
    answerPhotoRequest(viewer, String(form.get("memberId") ?? ""), "grant");
    return "They can now see your photo.";
  },
  "photo-decline": (viewer, form) => {
    answerPhotoRequest(viewer, String(form.get("memberId") ?? ""), "decline");
    return "Photo request declined.";
  },
  "photo-revoke": (viewer, form) => {
    answerPhotoRequest(viewer, String(form.get("memberId") ?? ""), "revoke");
    return "They can no longer see your photo.";
  },
};

/** The page's data, one entry per section. */
export function settingsOf(viewer: Viewer) {
  return { photo: { visibility: photoVisibilityOf(viewer.unqId), ...photoRequestsOf(viewer) } };
}
