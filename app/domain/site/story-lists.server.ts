import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { successStories } from "~/db/schema-stories";
import { STORIES_ON_HOME, STORIES_PER_PAGE } from "~/forms/stories";
import type { Viewer } from "../accounts/member";
import { readPage } from "../listing/paging";
import { photoUrl, type PhotoReach } from "../profiles/photos.server";
import { requireStoryAdmin } from "./stories.server";

// Success stories as they are read (docs/product-rules.md §34): published ones by everyone, newest first;
// drafts by administrators only.

const published = eq(successStories.status, "published");

const shownColumns = {
  id: successStories.id,
  names: successStories.names,
  city: successStories.city,
  year: successStories.year,
  text: successStories.text,
  photoId: successStories.photoId,
};

type Row = { photoId: string | null } & Record<string, unknown>;
/** A published story shows its photo to everyone: its public address; a draft's is for administrators. */
const withImage =
  (reach: PhotoReach) =>
  <T extends Row>({ photoId, ...story }: T) => ({ ...story, image: photoUrl(photoId, reach) });

function publishedRows(limit: number, offset: number) {
  return getDb()
    .select(shownColumns)
    .from(successStories)
    .where(published)
    .orderBy(desc(successStories.publishedAt), desc(successStories.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map(withImage("public"));
}

/** One page of /stories. */
export function publishedStories(page: number) {
  const { rows, total, pages } = readPage(
    page,
    STORIES_PER_PAGE,
    () => getDb().select({ n: count() }).from(successStories).where(published).get()!.n,
    publishedRows,
  );
  return { stories: rows, total, pages };
}

/** The newest few for the home page (none: the home page shows no stories section). */
export const latestStories = () => publishedRows(STORIES_ON_HOME, 0);

/** Whether a published story shows this photo: then everyone may see it (photo-access.server.ts). */
export function publishedStoryShows(photoId: string): boolean {
  return (
    getDb()
      .select({ id: successStories.id })
      .from(successStories)
      .where(and(eq(successStories.photoId, photoId), published))
      .get() !== undefined
  );
}

const consentBy = alias(members, "consent_by");

/** Every story for /admin/stories, drafts and published apart, each with its photo's consent record. */
export function storiesForAdmin(admin: Pick<Viewer, "unqId" | "role">) {
  requireStoryAdmin(admin);
  const rows = getDb()
    .select({
      ...shownColumns,
      status: successStories.status,
      publishedAt: successStories.publishedAt,
      updatedAt: successStories.updatedAt,
      photoConsentAt: successStories.photoConsentAt,
      photoConsentByName: consentBy.fullName,
    })
    .from(successStories)
    .leftJoin(consentBy, eq(consentBy.unqId, successStories.photoConsentBy))
    .orderBy(desc(successStories.publishedAt), desc(successStories.updatedAt), desc(successStories.id))
    .all()
    .map((story) => withImage(story.status === "published" ? "public" : "private")(story));
  return {
    drafts: rows.filter((story) => story.status === "draft"),
    published: rows.filter((story) => story.status === "published"),
  };
}
