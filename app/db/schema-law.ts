import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATUSES } from "../forms/grievance-options";
import { LANGUAGES } from "../forms/languages";
import { createdAt, members } from "./schema";

// What Indian law asks the site to keep (issue 38, docs/product-rules.md §41, decision 037): complaints to the
// grievance officer, the address a profile was created from, and the sign-in and administrators' logs. Beside
// schema.ts: drizzle-kit reads it (drizzle.config.ts), and the connection knows it.

/**
 * A complaint to the grievance officer (IT Rules 2021, rule 3(2)): from a visitor or a member. The ticket is
 * random, so that following one needs its number and the address it was filed with. Kept three years after it is
 * resolved (housekeeping); a complainant who deletes their account leaves the complaint, unlinked.
 */
export const grievances = sqliteTable(
  "grievances",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ticket: text("ticket").notNull().unique(),
    category: text("category", { enum: GRIEVANCE_CATEGORIES }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(), // normalised: trimmed, lower case
    language: text("language", { enum: LANGUAGES }).notNull(),
    // The signed-in member who filed it, and the member it is about (as typed, when it names one).
    memberUnqId: integer("member_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    concernedUnqId: integer("concerned_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    details: text("details").notNull(),
    status: text("status", { enum: GRIEVANCE_STATUSES }).notNull().default("received"),
    createdAt: createdAt(),
    acknowledgedAt: integer("acknowledged_at", { mode: "timestamp_ms" }),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("grievances_queue_idx").on(t.status, t.createdAt),
    index("grievances_member_idx").on(t.memberUnqId),
    index("grievances_concerned_idx").on(t.concernedUnqId),
  ],
);

/** Each answer sent to a complainant, with the administrator and the time (the complaint's log). */
export const grievanceAnswers = sqliteTable(
  "grievance_answers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    grievanceId: integer("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["acknowledge", "update", "resolve"] }).notNull(),
    adminUnqId: integer("admin_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("grievance_answers_grievance_idx").on(t.grievanceId, t.createdAt)],
);

/**
 * The address and time a profile was created from (MeitY's advisory for matrimonial sites, 2016): no foreign key,
 * so that the row outlives the account; the erasure sets deletedAt, and housekeeping deletes the row a year later.
 * Only the account's number is kept with it: nothing that names the member.
 */
export const accountCreations = sqliteTable(
  "account_creations",
  {
    memberUnqId: integer("member_unq_id").primaryKey(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("account_creations_deleted_idx").on(t.deletedAt)],
);

/**
 * Every sign-in of a member (administrators included) or a guardian: time, account, address (DPDP Rules 2025,
 * rule 6: access logs kept a year). No foreign keys: a year's log outlives a deleted account.
 */
export const signIns = sqliteTable(
  "sign_ins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id"),
    guardianAccountId: integer("guardian_account_id"),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sign_ins_created_idx").on(t.createdAt), index("sign_ins_member_idx").on(t.memberUnqId, t.createdAt)],
);

/**
 * Every change an administrator makes under /admin (a form sent): time, administrator, address, page and the
 * form's intent. What the change was is in the area's own log (moderation_actions, profile_corrections,
 * grievance_answers); this one answers who did something, when and from where, for a year.
 */
export const adminActionLog = sqliteTable(
  "admin_action_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminUnqId: integer("admin_unq_id").notNull(),
    ip: text("ip").notNull(),
    path: text("path").notNull(),
    intent: text("intent"),
    status: integer("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_action_log_created_idx").on(t.createdAt),
    index("admin_action_log_admin_idx").on(t.adminUnqId, t.createdAt),
  ],
);

/**
 * A member's consent to the itemised notice (DPDP Act 2023 s. 5–6; issue 38), one row each time it is given:
 * at signup on the site, at the API's register (marked with the original client's notice version), or again
 * after the notice changed. `declared` is the MeitY advisory's declaration (marriage, not dating; the information
 * is true), given with it. Rows from before the notice existed record the old terms box (`source` "terms").
 * Erased with the account: a withdrawal erases the account (docs/product-rules.md §41).
 */
export const consents = sqliteTable(
  "consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    noticeVersion: text("notice_version").notNull(),
    source: text("source", { enum: ["signup", "api", "renewal", "terms"] }).notNull(),
    declared: integer("declared", { mode: "boolean" }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consents_member_idx").on(t.memberUnqId, t.createdAt)],
);

/**
 * The yearly reminder of the site's rules and privacy policy (IT (Intermediary Guidelines) Rules 2021, rule 3(1):
 * at least once a year; docs/product-rules.md §41): when each member's next one falls due, and when they were last
 * reminded. The housekeeping adds a member's row, due a year after the account was created; each reminder moves it
 * a year on. Erased with the account.
 */
export const rulesReminders = sqliteTable(
  "rules_reminders",
  {
    memberUnqId: integer("member_unq_id")
      .primaryKey()
      .references(() => members.unqId, { onDelete: "cascade" }),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    remindedAt: integer("reminded_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("rules_reminders_due_idx").on(t.dueAt)],
);
