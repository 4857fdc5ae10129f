import { and, asc, eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { memberPhotos } from "~/db/schema-photos";
import { now } from "~/services/clock.server";
import { normalisePhoto, PHOTO_MIME } from "~/services/images.server";
import { UserError } from "~/services/user-error.server";
import { moderationOn } from "../safety/approvals.server";
import { deletePhotoIfUnused, photoBadgeAfter, photoUrl, storePhoto } from "./photos.server";

// A member's photos after the main one (docs/product-rules.md §27a, decision 047): up to four more, five in all.
// Each passes the main photo's checks (size, type, pixels: normalisePhoto), waits for an administrator when the
// operator turns approval on (§30), and is seen by whoever may see the main photo (photo-access.server.ts).

/** Photos after the main one; with it, five in all. */
export const MAX_EXTRA_PHOTOS = 4;

/** One of the member's extra photos as their own page shows it (always the private address: theirs to see). */
export type OwnExtraPhoto = { photoId: string; image: string; awaitingApproval: boolean };

/** The member's photos for their own page: the main one (null without one) and the others in their order. */
export function ownPhotos(unqId: number): { main: OwnExtraPhoto | null; extras: OwnExtraPhoto[] } {
  const main = getDb()
    .select({ photoId: members.photoId, awaitingApproval: members.photoAwaitingApproval })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  const shown = (row: { photoId: string; awaitingApproval: boolean }) => ({
    ...row,
    image: photoUrl(row.photoId, "private")!,
  });
  return {
    main: main?.photoId ? shown({ photoId: main.photoId, awaitingApproval: main.awaitingApproval }) : null,
    extras: extraPhotoRows(unqId).map(shown),
  };
}

/** The member's extra photos in their order, each with whether it awaits approval. */
export function extraPhotoRows(unqId: number): { photoId: string; awaitingApproval: boolean }[] {
  return getDb()
    .select({ photoId: memberPhotos.photoId, awaitingApproval: memberPhotos.awaitingApproval })
    .from(memberPhotos)
    .where(eq(memberPhotos.memberUnqId, unqId))
    .orderBy(asc(memberPhotos.position))
    .all();
}

/**
 * Adds a photo after the member's others (a PhotoRefusal when the picture is refused). Refused without a main
 * photo (the first one is the main one, chosen where the profile's photo is) and past five in all; the same
 * picture twice is one photo.
 */
export async function addExtraPhoto(unqId: number, upload: Uint8Array): Promise<void> {
  const picture = await normalisePhoto(upload);
  getDb().transaction((tx) => {
    const member = tx.select({ photoId: members.photoId }).from(members).where(eq(members.unqId, unqId)).get();
    if (!member?.photoId) throw new UserError("Please add your main photo first.", { field: "photo" });
    const rows = extraPhotoRows(unqId);
    if (rows.length >= MAX_EXTRA_PHOTOS) {
      throw new UserError("You can have up to 5 photos. Please remove one first.", { field: "photo" });
    }
    const photoId = storePhoto(picture, PHOTO_MIME);
    if (photoId === member.photoId || rows.some((row) => row.photoId === photoId)) return;
    const position = 1 + Math.max(0, ...positionsOf(unqId));
    tx.insert(memberPhotos)
      .values({ memberUnqId: unqId, photoId, position, awaitingApproval: moderationOn(), createdAt: now() })
      .run();
  }, WRITE);
}

const positionsOf = (unqId: number): number[] =>
  getDb()
    .select({ position: memberPhotos.position })
    .from(memberPhotos)
    .where(eq(memberPhotos.memberUnqId, unqId))
    .all()
    .map((row) => row.position);

const NOT_YOURS = "This photo is no longer among yours.";

/** Removes one of the member's extra photos; its bytes go unless someone else shows the same picture. */
export function removeExtraPhoto(unqId: number, photoId: string): void {
  getDb().transaction((tx) => {
    const removed = tx
      .delete(memberPhotos)
      .where(and(eq(memberPhotos.memberUnqId, unqId), eq(memberPhotos.photoId, photoId)))
      .run();
    if (removed.changes === 0) throw new UserError(NOT_YOURS, { status: 404 });
    deletePhotoIfUnused(photoId);
  }, WRITE);
}

/**
 * Makes one of the member's extra photos the main one; the main one takes its place among the others. Each keeps
 * its approval (an approved photo is not asked about again); the photo badge stays only with the photo a person
 * matched to a selfie (§39).
 */
export function makeMainPhoto(unqId: number, photoId: string): void {
  getDb().transaction((tx) => {
    const chosen = tx
      .select()
      .from(memberPhotos)
      .where(and(eq(memberPhotos.memberUnqId, unqId), eq(memberPhotos.photoId, photoId)))
      .get();
    if (!chosen) throw new UserError(NOT_YOURS, { status: 404 });
    const main = tx
      .select({ photoId: members.photoId, awaitingApproval: members.photoAwaitingApproval })
      .from(members)
      .where(eq(members.unqId, unqId))
      .get()!;
    tx.delete(memberPhotos)
      .where(and(eq(memberPhotos.memberUnqId, unqId), eq(memberPhotos.photoId, photoId)))
      .run();
    if (main.photoId) {
      tx.insert(memberPhotos)
        .values({ ...chosen, photoId: main.photoId, awaitingApproval: main.awaitingApproval, createdAt: now() })
        .onConflictDoNothing()
        .run();
    }
    tx.update(members)
      .set({ photoId, photoAwaitingApproval: chosen.awaitingApproval, ...photoBadgeAfter(photoId), updatedAt: now() })
      .where(eq(members.unqId, unqId))
      .run();
  }, WRITE);
}
