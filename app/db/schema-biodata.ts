import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, members } from "./schema";
import { guardians } from "./schema-family";

// The links a member makes to share their biodata (issue 42, docs/product-rules.md §40), one of the schema
// files beside schema.ts: drizzle-kit reads it (drizzle.config.ts), and the connection knows it (client.server.ts).

/**
 * One share link. Only the SHA-256 of its secret is kept (the link carries `<id>.<secret>`); each open of the
 * page is counted in `views`, and the link answers 410 once revoked, past `expiresAt` or past `maxViews`.
 * `showPhoto` is the member's tick for this link; `madeByGuardianId` the guardian who made it, if one did.
 */
export const biodataLinks = sqliteTable(
  "biodata_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    label: text("label").notNull(),
    showPhoto: integer("show_photo", { mode: "boolean" }).notNull().default(false),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    maxViews: integer("max_views"),
    views: integer("views").notNull().default(0),
    lastViewedAt: integer("last_viewed_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    madeByGuardianId: integer("made_by_guardian_id").references(() => guardians.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("biodata_links_member_idx").on(t.memberUnqId, t.createdAt)],
);
