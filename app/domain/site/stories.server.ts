import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { successStories } from "~/db/schema-stories";
import { storySchema, type StoryInput } from "~/forms/story-form";
import { now } from "~/services/clock.server";
import { normalisePhoto, PHOTO_MIME } from "~/services/images.server";
import { UserError } from "~/services/user-error.server";
import type { Viewer } from "../accounts/member";
import { deletePhotoIfUnused, storePhoto } from "../profiles/photos.server";

// Success stories (docs/product-rules.md §34), managed by administrators: add, edit, publish, unpublish,
// remove. Each change is refused, writing nothing, to anyone but an administrator, and when the story is not
// in the state the administrator saw (another may have acted). What visitors read is in story-lists.server.ts.

type Admin = Pick<Viewer, "unqId" | "role">;

export function requireStoryAdmin(actor: Admin): void {
  if (actor.role !== "admin") throw new UserError("Only administrators can manage success stories.", { status: 403 });
}

/** The year it is now (the last a story may be about), as the form's schema takes it. */
export const thisYear = () => now().getFullYear();

/**
 * The story's fields checked again here (the page checked them to show every message at its field), so no
 * caller can store what the form would refuse; the first problem is the refusal, on its field.
 */
function checked(input: StoryInput, withPhoto: boolean): StoryInput {
  const result = storySchema({ thisYear: thisYear(), withPhoto }).safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new UserError(issue.message, { field: String(issue.path[0]) });
}

const columnsOf = (input: StoryInput) => ({
  names: input.names,
  city: input.city || null,
  year: input.year,
  text: input.text,
});

/** The new photo as stored (re-encoded, its metadata dropped), with the consent the administrator recorded. */
async function photoColumns(admin: Admin, photo: Uint8Array) {
  const data = await normalisePhoto(photo).catch((error: unknown) => {
    // Shown at the form's photo field.
    throw error instanceof UserError ? new UserError(error.message, { status: error.status, field: "photo" }) : error;
  });
  return () => ({ photoId: storePhoto(data, PHOTO_MIME), photoConsentAt: now(), photoConsentBy: admin.unqId });
}

/** Adds a story as a draft; returns its id. A photo needs the consent box ticked. */
export async function addStory(admin: Admin, input: StoryInput, photo?: Uint8Array): Promise<number> {
  requireStoryAdmin(admin);
  const fields = checked(input, photo !== undefined);
  const withPhoto = photo ? await photoColumns(admin, photo) : undefined;
  const db = getDb();
  return db.transaction(() => {
    const at = now();
    return db
      .insert(successStories)
      .values({ ...columnsOf(fields), ...withPhoto?.(), createdBy: admin.unqId, createdAt: at, updatedAt: at })
      .returning({ id: successStories.id })
      .get().id;
  }, WRITE);
}

function storyOrRefuse(id: number) {
  const story = Number.isSafeInteger(id)
    ? getDb().select().from(successStories).where(eq(successStories.id, id)).get()
    : undefined;
  if (!story)
    throw new UserError("This story no longer exists: another administrator may have removed it.", { status: 404 });
  return story;
}

/**
 * Saves an edited story. A new photo replaces the old one (with the consent box ticked again); "remove the
 * photo" takes it off and forgets its consent. The old picture's bytes go unless something else shows them.
 */
export async function editStory(admin: Admin, id: number, input: StoryInput, photo?: Uint8Array): Promise<void> {
  requireStoryAdmin(admin);
  storyOrRefuse(id); // before the photo's work
  const fields = checked(input, photo !== undefined);
  if (photo && fields.removePhoto !== undefined)
    throw new UserError("Choose a new photo or remove the photo, not both.", { field: "removePhoto" });
  const withPhoto = photo ? await photoColumns(admin, photo) : undefined;
  const db = getDb();
  db.transaction(() => {
    const before = storyOrRefuse(id);
    const noPhoto = { photoId: null, photoConsentAt: null, photoConsentBy: null };
    const photoChange = withPhoto?.() ?? (fields.removePhoto !== undefined ? noPhoto : {});
    db.update(successStories)
      .set({ ...columnsOf(fields), ...photoChange, updatedAt: now() })
      .where(eq(successStories.id, id))
      .run();
    if (before.photoId && "photoId" in photoChange && photoChange.photoId !== before.photoId)
      deletePhotoIfUnused(before.photoId);
  }, WRITE);
}

/** Publishes a draft: it shows on the home page and /stories from now, as the newest. */
export function publishStory(admin: Admin, id: number): void {
  setPublished(admin, id, true);
}

/** Takes a published story back to the drafts: it leaves the home page and /stories at once. */
export function unpublishStory(admin: Admin, id: number): void {
  setPublished(admin, id, false);
}

function setPublished(admin: Admin, id: number, published: boolean) {
  requireStoryAdmin(admin);
  const db = getDb();
  db.transaction(() => {
    const story = storyOrRefuse(id);
    if ((story.status === "published") === published)
      throw new UserError(published ? "This story is already published." : "This story is not published.", {
        status: 409,
      });
    const at = now();
    db.update(successStories)
      .set({ status: published ? "published" : "draft", publishedAt: published ? at : null, updatedAt: at })
      .where(eq(successStories.id, id))
      .run();
  }, WRITE);
}

/** Removes a story for good, with its photo unless something else shows the same picture. */
export function removeStory(admin: Admin, id: number): void {
  requireStoryAdmin(admin);
  const db = getDb();
  db.transaction(() => {
    const story = storyOrRefuse(id);
    db.delete(successStories).where(eq(successStories.id, id)).run();
    if (story.photoId) deletePhotoIfUnused(story.photoId);
  }, WRITE);
}
