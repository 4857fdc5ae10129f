import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, members, photos } from "./schema";

/**
 * A member's photos after the main one (docs/product-rules.md §27a, decision 047): up to four, in the order
 * the member set (`position`, 1 to 4). The main photo stays members.photo_id; these follow its visibility
 * (§27), its approval when the operator turns that on (§30), and go with the member. The bytes are the
 * photos table's, stored once by content, so a row goes when its photo does.
 */
export const memberPhotos = sqliteTable(
  "member_photos",
  {
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    photoId: text("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // Shown to its owner and administrators only until approved (§30), like the main photo.
    awaitingApproval: integer("awaiting_approval", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberUnqId, t.photoId] }),
    // Who shows a photo (/images/{id}, and deleting a photo nobody uses) without reading the whole table.
    index("member_photos_photo_idx").on(t.photoId),
  ],
);
