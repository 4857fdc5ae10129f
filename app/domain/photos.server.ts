import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members, photos, successStories } from "~/db/schema";
import { now } from "~/services/clock.server";

/** Stores image bytes under a hash of their content and returns the id; the same bytes are stored once. */
export function storePhoto(data: Buffer, mime: string): string {
  const id = createHash("sha256").update(data).digest("hex").slice(0, 32);
  getDb().insert(photos).values({ id, mime, data, createdAt: now() }).onConflictDoNothing().run();
  return id;
}

/**
 * Deletes a photo's bytes once no member and no success story shows it (a leaver's, a rejected one, a removed
 * story's); a shared picture stays: a couple's story may show the very photo one of them has on their profile.
 */
export function deletePhotoIfUnused(id: string): void {
  getDb()
    .delete(photos)
    .where(
      and(
        eq(photos.id, id),
        sql`not exists (select 1 from ${members} where ${members.photoId} = ${photos.id})`,
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

export function photoUrl(photoId: string | null): string | null {
  return photoId ? `/images/${photoId}` : null;
}
