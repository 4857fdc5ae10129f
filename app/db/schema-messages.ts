import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { GUARDIAN_CONSENTS } from "../forms/family-options";
import { createdAt, members } from "./schema";

// Conversations and their messages (docs/product-rules.md §33).
// Beside schema.ts, which keeps the member and their account: drizzle-kit reads each schema file
// (drizzle.config.ts), and the connection knows them all (client.server.ts).

/**
 * The conversation of two connected members (docs/product-rules.md §33), opened when a request is accepted;
 * its id is that connection's. A block deletes it (with its messages); a member who deletes their account
 * leaves their side empty (null) and their messages go, so the other side reads "Deleted member". Each side
 * keeps the last message id it read and when it was last e-mailed about unread messages.
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    lowUnqId: integer("low_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    highUnqId: integer("high_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    lowReadId: integer("low_read_id").notNull().default(0),
    highReadId: integer("high_read_id").notNull().default(0),
    lowMailedAt: integer("low_mailed_at", { mode: "timestamp_ms" }),
    highMailedAt: integer("high_mailed_at", { mode: "timestamp_ms" }),
    // Each side's choice about the OTHER member's guardians reading it (§33); null, not chosen, is private.
    lowConsent: text("low_consent", { enum: GUARDIAN_CONSENTS }),
    highConsent: text("high_consent", { enum: GUARDIAN_CONSENTS }),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_low_idx").on(t.lowUnqId, t.lastMessageAt),
    index("conversations_high_idx").on(t.highUnqId, t.lastMessageAt),
  ],
);

/** One message of a conversation: text only, as typed (escaped where shown, never made into links). */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderUnqId: integer("sender_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    index("messages_sender_idx").on(t.senderUnqId, t.createdAt),
  ],
);
