import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { photos } from "~/db/schema";
import { now } from "~/services/clock.server";

/** Stores image bytes under a hash of their content and returns the id; the same bytes are stored once. */
export function storePhoto(data: Buffer, mime: string): string {
  const id = createHash("sha256").update(data).digest("hex").slice(0, 32);
  getDb().insert(photos).values({ id, mime, data, createdAt: now() }).onConflictDoNothing().run();
  return id;
}

export function getPhoto(id: string): { mime: string; data: Buffer } | undefined {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  return getDb().select({ mime: photos.mime, data: photos.data }).from(photos).where(eq(photos.id, id)).get();
}

export function photoUrl(photoId: string | null): string | null {
  return photoId ? `/images/${photoId}` : null;
}
