import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { PHOTO_VISIBILITIES, type PhotoVisibility } from "~/forms/privacy-options";
import { now } from "~/services/clock.server";
import { normalisePhoto, PHOTO_MIME } from "~/services/images.server";
import { UserError } from "~/services/user-error.server";
import type { Viewer } from "../accounts/member";
import { newPhotoApproval } from "../safety/approvals.server";
import { flagSamePhoto } from "../safety/fake-profile-signals.server";
import { photoBadgeAfter, storePhoto } from "./photos.server";

// What a member chooses about their own photo: the picture (docs/product-rules.md §11) and who may see it
// (§27), on /settings, in Edit Profile and wherever a photo is chosen. Who may see a photo is
// photo-access.server.ts's rule; this module only writes what it reads.

/** The visibility a form sent, or a refusal at its field (`field`, the form's name for it). */
export function photoVisibilityFrom(value: unknown, field = "visibility"): PhotoVisibility {
  if (!PHOTO_VISIBILITIES.includes(value as PhotoVisibility)) {
    throw new UserError("Please choose who can see your photo.", { field });
  }
  return value as PhotoVisibility;
}

/** Saves who may see the member's photo. */
export function setPhotoVisibility(viewer: Pick<Viewer, "unqId">, visibility: unknown): void {
  getDb()
    .update(members)
    .set({ photoVisibility: photoVisibilityFrom(visibility), updatedAt: now() })
    .where(eq(members.unqId, viewer.unqId))
    .run();
}

/** The member's own photo setting. */
export function photoVisibilityOf(unqId: number): PhotoVisibility {
  return getDb().select({ visibility: members.photoVisibility }).from(members).where(eq(members.unqId, unqId)).get()!
    .visibility;
}

/**
 * Makes `photo` (normalisePhoto's output) the member's profile photo. Call inside the transaction that saves
 * the rest of the change. A changed photo may wait for an administrator (§30), and is no longer the one a person
 * matched to a selfie (§39): the photo badge goes until checked again. Another member's photo is flagged (§39;
 * the same photo sent again is no news).
 */
export function putOwnPhoto(unqId: number, photo: Buffer): void {
  const db = getDb();
  const before = db.select({ photoId: members.photoId }).from(members).where(eq(members.unqId, unqId)).get()!;
  const photoId = storePhoto(photo, PHOTO_MIME);
  db.update(members)
    .set({ photoId, photoAwaitingApproval: newPhotoApproval(photoId), ...photoBadgeAfter(photoId), updatedAt: now() })
    .where(eq(members.unqId, unqId))
    .run();
  if (photoId !== before.photoId) flagSamePhoto(unqId);
}

/**
 * A photo chosen with who may see it (a page's photo field, issue 39): both saved together, or, when either is
 * refused, neither. Without a photo only the visibility is saved. `visibility` is what the form sent, under
 * `visibilityField`, where a refusal of it is shown; a refused photo is a PhotoRefusal.
 */
export async function saveOwnPhoto(
  unqId: number,
  choice: { photo?: Uint8Array; visibility: unknown },
  visibilityField = "photoVisibility",
): Promise<void> {
  const visibility = photoVisibilityFrom(choice.visibility, visibilityField);
  const photo = choice.photo ? await normalisePhoto(choice.photo) : undefined;
  getDb().transaction(() => {
    if (photo) putOwnPhoto(unqId, photo);
    setPhotoVisibility({ unqId }, visibility);
  }, WRITE);
}
