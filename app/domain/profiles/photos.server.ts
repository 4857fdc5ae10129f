import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members, photoRenditions, photos } from "~/db/schema";
import { memberPhotos } from "~/db/schema-photos";
import { successStories } from "~/db/schema-stories";
import { now } from "~/services/clock.server";
import { renderRendition, type RenditionWidth } from "~/services/images.server";

/** Stores image bytes under a hash of their content and returns the id; the same bytes are stored once. */
export function storePhoto(data: Buffer, mime: string): string {
  const id = createHash("sha256").update(data).digest("hex").slice(0, 32);
  getDb().insert(photos).values({ id, mime, data, createdAt: now() }).onConflictDoNothing().run();
  return id;
}

/**
 * Deletes a photo's bytes once no member (as main or extra photo, §27a) and no success story shows it (a
 * leaver's, a rejected one, a removed story's); a shared picture stays: a couple's story may show the very photo
 * one of them has on their profile.
 */
export function deletePhotoIfUnused(id: string): void {
  getDb()
    .delete(photos)
    .where(
      and(
        eq(photos.id, id),
        sql`not exists (select 1 from ${members} where ${members.photoId} = ${photos.id})`,
        sql`not exists (select 1 from ${memberPhotos} where ${memberPhotos.photoId} = ${photos.id})`,
        sql`not exists (select 1 from ${successStories} where ${successStories.photoId} = ${photos.id})`,
      ),
    )
    .run();
}

export type Photo = { mime: string; data: Buffer };

const PHOTO_ID = /^[0-9a-f]{32}$/;

/** The stored photo with this id; who may see it is photo-access.server.ts's question, asked first. */
export function readPhoto(id: string): Photo | undefined {
  if (!PHOTO_ID.test(id)) return undefined;
  return getDb().select({ mime: photos.mime, data: photos.data }).from(photos).where(eq(photos.id, id)).get();
}

/** Whether a photo with this id is stored, without reading its bytes. */
export function hasPhoto(id: string): boolean {
  return (
    PHOTO_ID.test(id) && getDb().select({ id: photos.id }).from(photos).where(eq(photos.id, id)).get() !== undefined
  );
}

/**
 * The photo at `width` pixels (docs/product-rules.md §11): made with sharp on the first request and kept in
 * photo_renditions, which the photo's deletion empties (the foreign key cascades). A photo no wider than
 * `width` is answered as itself. Who may see it is the photo id's question, asked first, as for readPhoto.
 */
export async function readRendition(id: string, width: RenditionWidth): Promise<Photo | undefined> {
  if (!PHOTO_ID.test(id)) return undefined;
  const db = getDb();
  const stored = db
    .select({ mime: photoRenditions.mime, data: photoRenditions.data })
    .from(photoRenditions)
    .where(and(eq(photoRenditions.photoId, id), eq(photoRenditions.width, width)))
    .get();
  if (stored) return stored;
  const photo = readPhoto(id);
  if (!photo) return undefined;
  const data = await renderRendition(photo.data, width);
  if (!data) return photo;
  // Two first requests at once both render; the second insert is a no-op. The photo may have been deleted
  // while sharp worked: then nothing is kept (the foreign key would refuse it).
  const rendition = { photoId: id, width, mime: "image/webp", data, createdAt: now() };
  db.transaction((tx) => {
    if (tx.select({ id: photos.id }).from(photos).where(eq(photos.id, id)).get())
      tx.insert(photoRenditions).values(rendition).onConflictDoNothing().run();
  });
  return { mime: rendition.mime, data };
}

// A photo has two addresses (docs/decisions/029-photo-urls-retired-on-narrowing.md). `/images/{id}`, the public
// one, is the only one ever cached publicly, and only while everyone may see the photo; `/images/{id}-private`
// is asked again each time, viewer by viewer. Pages link the public one only while the photo is everyone's, so
// once it is not, no page links an address a cache may hold and serve to anyone.
const PRIVATE = "-private";

/** Whether an address is one a cache may keep for everyone (while it stays public): the pages say which. */
export type PhotoReach = "public" | "private";

export function photoUrl(photoId: string | null, reach: PhotoReach): string | null {
  if (!photoId) return null;
  return reach === "public" ? `/images/${photoId}` : `/images/${photoId}${PRIVATE}`;
}

/** The photo id an address names, and which of its two addresses it is. */
export function photoAddress(address: string): { id: string; reach: PhotoReach } {
  return address.endsWith(PRIVATE)
    ? { id: address.slice(0, -PRIVATE.length), reach: "private" }
    : { id: address, reach: "public" };
}

/**
 * The photo badge once `photoId` becomes the profile photo (§39): kept when it is the photo a person already
 * matched to a selfie, dropped for any other. An update's expression: SQLite reads the row as it was.
 */
export const photoBadgeAfter = (photoId: string) => ({
  photoVerifiedAt: sql<Date | null>`case when ${members.photoId} = ${photoId} then ${members.photoVerifiedAt} end`,
});
