import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, members } from "./schema";

// What one member asks of another: connection requests, shortlists, photo requests (§10, §26, §27).
// Beside schema.ts, which keeps the member and their account: drizzle-kit reads each schema file
// (drizzle.config.ts), and the connection knows them all (client.server.ts).

/**
 * Connection requests. A pair of members has at most one request, whichever
 * way it went: pairLow/pairHigh are the two unqIds in order, unique together.
 * An accepted request is the connection itself.
 */
export const connectionRequests = sqliteTable(
  "connection_requests",
  {
    id: text("id").primaryKey(), // opaque 24-hex
    senderUnqId: integer("sender_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    recipientUnqId: integer("recipient_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    pairLow: integer("pair_low").notNull(),
    pairHigh: integer("pair_high").notNull(),
    status: text("status", { enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    // Answered by the recipient's guardian on their behalf (docs/product-rules.md §32), shown to both sides.
    answeredByGuardian: integer("answered_by_guardian", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("connection_requests_pair_idx").on(t.pairLow, t.pairHigh),
    index("connection_requests_recipient_idx").on(t.recipientUnqId, t.status, t.createdAt),
    index("connection_requests_sender_idx").on(t.senderUnqId, t.status),
    check("connection_requests_pair_order", sql`${t.pairLow} < ${t.pairHigh}`),
  ],
);

/** A member's private shortlist ("Save"): nobody else ever reads it. */
export const shortlists = sqliteTable(
  "shortlists",
  {
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    savedUnqId: integer("saved_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberUnqId, t.savedUnqId] }),
    index("shortlists_member_idx").on(t.memberUnqId, t.createdAt),
    index("shortlists_saved_idx").on(t.savedUnqId),
  ],
);

/**
 * A member's request to see a connections-only photo, and the owner's answer (docs/product-rules.md §27):
 * "granted" lets that one member see it until the owner revokes it (the row is then deleted).
 */
export const photoRequests = sqliteTable(
  "photo_requests",
  {
    ownerUnqId: integer("owner_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    requesterUnqId: integer("requester_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    status: text("status", { enum: ["requested", "granted"] })
      .notNull()
      .default("requested"),
    createdAt: createdAt(),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.ownerUnqId, t.requesterUnqId] }),
    index("photo_requests_requester_idx").on(t.requesterUnqId, t.status),
  ],
);
