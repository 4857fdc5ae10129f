import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { GUARDIAN_ACTIONS, GUARDIAN_SCOPES, GUARDIAN_STATUSES, RELATIONS } from "../forms/family-options";
import { createdAt, guardianAccounts, members } from "./schema";

// Guardians (docs/product-rules.md §32): their access to a member, and the log of their actions.
// Beside schema.ts, which keeps the member and their account: drizzle-kit reads each schema file
// (drizzle.config.ts), and the connection knows them all (client.server.ts).

/**
 * A member's guardian (§32): invited by the member to an address, active once the guardian accepts with an
 * account, revoked by the member at any time (the row stays, so the activity log still names them; it goes
 * with the member's account). inviteTokenHash is the SHA-256 of the secret in the invitation link.
 */
export const guardians = sqliteTable(
  "guardians",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    accountId: integer("account_id").references(() => guardianAccounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(), // the invited address, normalised
    relation: text("relation", { enum: RELATIONS }).notNull(),
    status: text("status", { enum: GUARDIAN_STATUSES }).notNull().default("invited"),
    canAnswer: integer("can_answer", { mode: "boolean" }).notNull().default(false),
    scope: text("scope", { enum: GUARDIAN_SCOPES }).notNull().default("conversations"), // §32: as before it existed
    // The member allowed this guardian to make and revoke share links to their biodata (§40).
    canShareBiodata: integer("can_share_biodata", { mode: "boolean" }).notNull().default(false),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: integer("invite_expires_at", { mode: "timestamp_ms" }),
    invitedAt: integer("invited_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    // When a view was last written to the log: views within an hour of it are one entry.
    lastViewLoggedAt: integer("last_view_logged_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("guardians_member_idx").on(t.memberUnqId, t.status),
    index("guardians_account_idx").on(t.accountId, t.status),
    // One open invitation or access per address and member.
    uniqueIndex("guardians_member_email_idx")
      .on(t.memberUnqId, t.email)
      .where(sql`${t.status} <> 'revoked'`),
  ],
);

/** Every guardian action and every change the member made to a guardian's access, shown to the member (§32). */
export const guardianActions = sqliteTable(
  "guardian_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    guardianId: integer("guardian_id")
      .notNull()
      .references(() => guardians.id, { onDelete: "cascade" }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    action: text("action", { enum: GUARDIAN_ACTIONS }).notNull(),
    // The other member of an answered request; their name is kept, as the member saw it.
    aboutUnqId: integer("about_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    aboutName: text("about_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("guardian_actions_member_idx").on(t.memberUnqId, t.createdAt),
    index("guardian_actions_guardian_idx").on(t.guardianId),
    index("guardian_actions_about_idx").on(t.aboutUnqId),
  ],
);
