import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MODERATION_ACTIONS, REPORT_REASONS } from "../forms/privacy-options";
import { SITE_SIGNALS } from "../forms/verification-options";
import { createdAt, members } from "./schema";

// Blocks, reports, and the administrators' moderation and corrections (docs/product-rules.md §16, §28–30).
// Beside schema.ts, which keeps the member and their account: drizzle-kit reads each schema file
// (drizzle.config.ts), and the connection knows them all (client.server.ts).

/** One member's block of another (docs/product-rules.md §28): after it neither sees the other anywhere. */
export const memberBlocks = sqliteTable(
  "member_blocks",
  {
    blockerUnqId: integer("blocker_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    blockedUnqId: integer("blocked_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUnqId, t.blockedUnqId] }),
    index("member_blocks_blocked_idx").on(t.blockedUnqId),
  ],
);

/**
 * A member's report of another (docs/product-rules.md §29). One row per reporter and reported member: a
 * repeated report updates it, so it counts once. A reporter who deletes their account leaves the report; a
 * reported member who does leaves only an erased_member_reports row of it.
 */
export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reporterUnqId: integer("reporter_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    reportedUnqId: integer("reported_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    // A message the reporter attached (docs/product-rules.md §33): a copy, so that a block, which ends the
    // conversation, keeps it for the administrator, who sees this message and nothing else of the conversation.
    messageText: text("message_text"),
    messageSentAt: integer("message_sent_at", { mode: "timestamp_ms" }),
    // Set on a report the site itself raises (no reporter): the reported account has the phone number or the
    // e-mail address of a deleted account that members reported. The keyed hashes it matched in
    // erased_member_reports, so the administrator reads what those reports were (returning-members.server.ts).
    matchedPhoneHash: text("matched_phone_hash"),
    matchedEmailHash: text("matched_email_hash"),
    // What made the site raise it (issue 37): a returning reported member (the hashes above), the same photo as
    // another account (matchedUnqId), or the number or address of an account an administrator blocked.
    signal: text("signal", { enum: SITE_SIGNALS }),
    matchedUnqId: integer("matched_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "dismissed", "warned", "blocked"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("reports_pair_idx").on(t.reporterUnqId, t.reportedUnqId),
    index("reports_queue_idx").on(t.status, t.updatedAt),
    index("reports_reported_idx").on(t.reportedUnqId),
  ],
);

/**
 * What is kept of the reports about a member who deleted their account (issue 35; /work/shared/PRODUCT.md,
 * "Kept after deletion"): the reason, what the administrators made of it and when, with keyed hashes (HMAC
 * under SESSION_SECRET) of the member's phone number and e-mail address instead of either, so that a new account
 * with the same number or address is flagged to administrators. Not the reporter's details nor the quoted
 * message: both are about, or by, the erased member.
 */
export const erasedMemberReports = sqliteTable(
  "erased_member_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    status: text("status", { enum: ["open", "dismissed", "warned", "blocked"] }).notNull(),
    phoneHash: text("phone_hash").notNull(),
    emailHash: text("email_hash").notNull(),
    reportedAt: integer("reported_at", { mode: "timestamp_ms" }).notNull(),
    erasedAt: integer("erased_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    // A new account's phone number or address is looked up when it registers or changes them.
    index("erased_member_reports_phone_idx").on(t.phoneHash),
    index("erased_member_reports_email_idx").on(t.emailHash),
  ],
);

/** Every administrator's action on a report or a profile awaiting approval, with who and when (§29, §30). */
export const moderationActions = sqliteTable(
  "moderation_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminUnqId: integer("admin_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    reportId: integer("report_id").references(() => reports.id, { onDelete: "set null" }),
    action: text("action", { enum: MODERATION_ACTIONS }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_actions_member_idx").on(t.memberUnqId, t.createdAt),
    index("moderation_actions_admin_idx").on(t.adminUnqId),
    index("moderation_actions_report_idx").on(t.reportId),
  ],
);

/**
 * An administrator's correction of a member's gender or date of birth, which members cannot change
 * themselves (docs/product-rules.md §3, §16): one row per changed field, shown on the member's admin page.
 * It goes with the member's account; an administrator who is deleted leaves the row without a name.
 */
export const profileCorrections = sqliteTable(
  "profile_corrections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    adminUnqId: integer("admin_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    field: text("field", { enum: ["gender", "dob"] }).notNull(),
    oldValue: text("old_value").notNull(),
    newValue: text("new_value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("profile_corrections_member_idx").on(t.memberUnqId, t.createdAt),
    index("profile_corrections_admin_idx").on(t.adminUnqId),
  ],
);
