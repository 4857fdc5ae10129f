import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STORY_STATUSES } from "../forms/stories";
import { createdAt, members, photos } from "./schema";

/**
 * A couple's success story (docs/product-rules.md §34), written and published by an administrator: a draft
 * is seen by administrators only; a published one on the home page and /stories, its photo by everyone. A
 * photo is shown only with both members' consent, recorded with when and by which administrator.
 */
export const successStories = sqliteTable(
  "success_stories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    names: text("names").notNull(), // the couple's first names, "Ayesha & Imran"
    city: text("city"),
    year: integer("year").notNull(),
    text: text("text").notNull(),
    photoId: text("photo_id").references(() => photos.id, { onDelete: "set null" }),
    photoConsentAt: integer("photo_consent_at", { mode: "timestamp_ms" }),
    photoConsentBy: integer("photo_consent_by").references(() => members.unqId, { onDelete: "set null" }),
    status: text("status", { enum: STORY_STATUSES }).notNull().default("draft"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdBy: integer("created_by").references(() => members.unqId, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    // /stories and the home page: published stories, newest first.
    index("success_stories_published_idx").on(t.status, t.publishedAt),
    // Whether a photo is a story's (/images/{id}, and deleting a photo nobody uses).
    index("success_stories_photo_idx").on(t.photoId),
    index("success_stories_consent_by_idx").on(t.photoConsentBy),
    index("success_stories_created_by_idx").on(t.createdBy),
  ],
);
