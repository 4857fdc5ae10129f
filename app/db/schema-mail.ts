import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, members } from "./schema";
import { connectionRequests } from "./schema-connections";
import { conversations } from "./schema-messages";

// The contact form, the newsletter (docs/product-rules.md §17) and the durable mail queue.
// Beside schema.ts, which keeps the member and their account: drizzle-kit reads each schema file
// (drizzle.config.ts), and the connection knows them all (client.server.ts).

/** Messages from the contact form (and the API's contact call). */
export const enquiries = sqliteTable(
  "enquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    contact: text("contact").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    handledAt: integer("handled_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("enquiries_created_idx").on(t.createdAt)],
);

export const newsletterSubscriptions = sqliteTable("newsletter_subscriptions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(), // normalised: trimmed, lower case
  createdAt: createdAt(),
});

/**
 * Outgoing e-mail, written in the same transaction as the change it reports and sent by the worker in
 * app/domain/mail/mail-worker.server.ts (codes are not queued: they are sent at once). A row names whom it
 * is to and about through foreign keys, so deleting a member, a request or an enquiry erases its mail.
 */
export const mailQueue = sqliteTable(
  "mail_queue",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", {
      enum: [
        "new-requests",
        "request-accepted",
        "enquiry",
        "email-changed",
        "account-deleted",
        "match-alert",
        "warning",
        "photo-request",
        "guardian-invitation",
        "guardian-copy",
        "messages-waiting",
        "plan-ending",
        "candidate-reminder",
        "mobile-changed",
        "verification-decided",
        "grievance",
        "rules-reminder",
      ],
    }).notNull(),
    // The member it is to: their address is read when it is sent (null: a fixed address in toEmail).
    toUnqId: integer("to_unq_id").references(() => members.unqId, { onDelete: "cascade" }),
    toEmail: text("to_email"),
    // An SMS rather than an e-mail (issue 36): the mobile's ten digits; its template and values are in body.
    toMobile: text("to_mobile"),
    // The member or enquiry it tells of: erased with them.
    aboutUnqId: integer("about_unq_id").references(() => members.unqId, { onDelete: "cascade" }),
    enquiryId: integer("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    // The conversation an "unread messages" e-mail tells of: erased with it (a block, both members gone).
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body"), // null for a digest of requests (written when sent) and once sent
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("mail_queue_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_queue_to_idx").on(t.toUnqId, t.kind, t.status),
    index("mail_queue_about_idx").on(t.aboutUnqId),
    index("mail_queue_enquiry_idx").on(t.enquiryId),
    index("mail_queue_conversation_idx").on(t.conversationId),
  ],
);

/** The connection requests a "new requests" e-mail lists; a request that is deleted leaves the list. */
export const mailQueueRequests = sqliteTable(
  "mail_queue_requests",
  {
    mailId: integer("mail_id")
      .notNull()
      .references(() => mailQueue.id, { onDelete: "cascade" }),
    requestId: text("request_id")
      .notNull()
      .references(() => connectionRequests.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.requestId] }), index("mail_queue_requests_request_idx").on(t.requestId)],
);
