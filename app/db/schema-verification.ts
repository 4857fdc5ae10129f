import { blob, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DOCUMENT_TYPES, GESTURES, VERIFICATION_KINDS, VERIFICATION_STATUSES } from "../forms/verification-options";
import { createdAt, members } from "./schema";

// The tables of checks made by people and of signals of a fake profile (issue 37, docs/product-rules.md §39),
// beside schema.ts, one schema file per area: drizzle-kit reads both (drizzle.config.ts), and the connection
// knows both (client.server.ts).

/**
 * A member's request to have an identity document or a selfie checked by a person (issue 37, §39). What is kept
 * after the decision: the kind, the document type or the gesture, the decision with its reason, the reviewer and
 * the time. The picture itself is in verification_images, deleted at the decision or after 30 days undecided.
 */
export const verificationRequests = sqliteTable(
  "verification_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    kind: text("kind", { enum: VERIFICATION_KINDS }).notNull(),
    documentType: text("document_type", { enum: DOCUMENT_TYPES }),
    gesture: text("gesture", { enum: GESTURES }),
    // A woman's: reviewed only by reviewers marked for women's documents when one exists.
    forWomen: integer("for_women", { mode: "boolean" }).notNull(),
    status: text("status", { enum: VERIFICATION_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    reviewerUnqId: integer("reviewer_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    createdAt: createdAt(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("verification_requests_queue_idx").on(t.status, t.createdAt),
    index("verification_requests_member_idx").on(t.memberUnqId),
    index("verification_requests_reviewer_idx").on(t.reviewerUnqId),
  ],
);

/** The picture of a verification request, apart so that deleting it leaves the request's record whole. */
export const verificationImages = sqliteTable("verification_images", {
  requestId: integer("request_id")
    .primaryKey()
    .references(() => verificationRequests.id, { onDelete: "cascade" }),
  mime: text("mime").notNull(),
  data: blob("data", { mode: "buffer" }).notNull(),
});

/**
 * Keyed hashes of the phone number and e-mail address of an account an administrator blocked (issue 37; PRODUCT.md,
 * "Kept after deletion"), so that a new account with either is flagged. Kept when the account is erased
 * (memberUnqId then null); dropped when the administrator unblocks it.
 */
export const blockedMemberContacts = sqliteTable(
  "blocked_member_contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    phoneHash: text("phone_hash").notNull(),
    emailHash: text("email_hash").notNull(),
    blockedAt: integer("blocked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("blocked_member_contacts_phone_idx").on(t.phoneHash),
    index("blocked_member_contacts_email_idx").on(t.emailHash),
    index("blocked_member_contacts_member_idx").on(t.memberUnqId),
  ],
);
