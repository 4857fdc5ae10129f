import { blockMember, listBlocked, unblockMember } from "~/domain/connections/blocks.server";
import { answerPhotoRequest, photoRequestsOf } from "~/domain/profiles/photo-requests.server";
import { photoVisibilityOf, setPhotoVisibility } from "~/domain/profiles/photo-choice.server";
import { readReceiptsOf, setReadReceipts } from "~/domain/connections/messages.server";
import { isHidden, setHidden } from "~/domain/profiles/profile-visibility.server";
import { mobileStatusOf } from "~/domain/accounts/mobile-numbers.server";
import { verificationStatusOf } from "~/domain/safety/verification.server";
import type { Viewer } from "./auth.server";

// What /settings does: each section of the page is an intent of its one form action, and a section's
// loader data. Photo visibility and requests: docs/product-rules.md §27; hiding and blocking: §28; read
// receipts: §33. A new section adds its intents here and its data to settingsOf.

const memberIdOf = (form: FormData) => String(form.get("memberId") ?? "");

/** Each intent: the change, then the message the page shows. Refusals are UserErrors. */
export const SETTINGS_INTENTS: Record<string, (viewer: Viewer, form: FormData) => string> = {
  "photo-visibility": (viewer, form) => {
    setPhotoVisibility(viewer, form.get("visibility"));
    return "Photo visibility saved.";
  },
  "photo-grant": (viewer, form) => {
    answerPhotoRequest(viewer, memberIdOf(form), "grant");
    return "They can now see your photo.";
  },
  "photo-decline": (viewer, form) => {
    answerPhotoRequest(viewer, memberIdOf(form), "decline");
    return "Photo request declined.";
  },
  "photo-revoke": (viewer, form) => {
    answerPhotoRequest(viewer, memberIdOf(form), "revoke");
    return "They can no longer see your photo.";
  },
  hide: (viewer) => {
    setHidden(viewer.unqId, true);
    return "Your profile is hidden.";
  },
  unhide: (viewer) => {
    setHidden(viewer.unqId, false);
    return "Your profile is visible again.";
  },
  "receipts-on": (viewer) => {
    setReadReceipts(viewer.unqId, true);
    return "Read receipts are on.";
  },
  "receipts-off": (viewer) => {
    setReadReceipts(viewer.unqId, false);
    return "Read receipts are off.";
  },
  block: (viewer, form) =>
    `${blockMember(viewer, memberIdOf(form)).fullName} is blocked. Neither of you will see the other.`,
  unblock: (viewer, form) => `${unblockMember(viewer, memberIdOf(form)).fullName} is unblocked.`,
};

/** The checks by people (§39) as the settings' section tells them: each one's badge date, or whether it waits. */
function checksOf(unqId: number) {
  const { id, photo } = verificationStatusOf(unqId);
  const waiting = (latest: typeof id.latest) => latest?.status === "pending" && latest.hasPicture;
  return {
    id: { verifiedAt: id.verifiedAt, waiting: waiting(id.latest) },
    photo: { verifiedAt: photo.verifiedAt, waiting: waiting(photo.latest) },
  };
}

/** The page's data, one entry per section. */
export function settingsOf(viewer: Viewer) {
  return {
    mobile: mobileStatusOf(viewer.unqId)!,
    checks: checksOf(viewer.unqId),
    photo: { visibility: photoVisibilityOf(viewer.unqId), ...photoRequestsOf(viewer) },
    hidden: isHidden(viewer.unqId),
    readReceipts: readReceiptsOf(viewer.unqId),
    blocked: listBlocked(viewer),
  };
}
