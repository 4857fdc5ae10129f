import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { EDUCATION_LEVELS } from "../forms/profile-options";
import { createdAt, members } from "./schema";

// A member's partner preferences and new-match alerts (docs/product-rules.md §24–26).
// Beside schema.ts, which keeps the member and their account: drizzle-kit reads each schema file
// (drizzle.config.ts), and the connection knows them all (client.server.ts).

/**
 * A member's partner preferences (docs/product-rules.md §24): every part optional, null meaning "any".
 * Lists are stored as "|a|b|" so that one instr() tests membership inside the ranking query
 * (app/domain/matching/matching.server.ts) without a join per candidate; places are stored lower-cased.
 */
export const partnerPreferences = sqliteTable("partner_preferences", {
  memberUnqId: integer("member_unq_id")
    .primaryKey()
    .references(() => members.unqId, { onDelete: "cascade" }),
  ageFrom: integer("age_from"),
  ageTo: integer("age_to"),
  heightFromCm: integer("height_from_cm"),
  heightToCm: integer("height_to_cm"),
  maritalStatuses: text("marital_statuses"),
  places: text("places"),
  maslaks: text("maslaks"),
  /** The lowest education level accepted (EDUCATION_LEVELS is in order). */
  educationLevelFrom: text("education_level_from", { enum: EDUCATION_LEVELS }),
  motherTongues: text("mother_tongues"),
  /** How many of the above are set: the denominator of "fits 5 of your 6", kept with the row. */
  setCount: integer("set_count").notNull().default(0),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A weekly e-mail of new matches (docs/product-rules.md §26), opt-in: one per member. searchQuery null
 * means "my partner preferences"; otherwise the saved search's query string (/profilePage?...).
 */
export const matchAlerts = sqliteTable(
  "match_alerts",
  {
    memberUnqId: integer("member_unq_id")
      .primaryKey()
      .references(() => members.unqId, { onDelete: "cascade" }),
    searchQuery: text("search_query"),
    /** Members who joined after this were not yet in an e-mail. */
    lastSentAt: integer("last_sent_at", { mode: "timestamp_ms" }).notNull(),
    nextDueAt: integer("next_due_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("match_alerts_due_idx").on(t.nextDueAt)],
);
