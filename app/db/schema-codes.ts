import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./schema";

// One-time codes and the throttles' counters (docs/product-rules.md §12–13).
// Beside schema.ts, which keeps the member and their account: drizzle-kit reads each schema file
// (drizzle.config.ts), and the connection knows them all (client.server.ts).

/**
 * One-time codes, bound to where they were sent and a purpose: an e-mail address, or for the mobile purposes a
 * mobile number's ten digits (the column keeps its first name, "email").
 */
export const emailCodes = sqliteTable(
  "email_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    address: text("email").notNull(),
    purpose: text("purpose", {
      enum: [
        "signup",
        "reset",
        "guardian-reset",
        "mobile-verify",
        "mobile-sign-in",
        "mobile-reset",
        "candidate-confirm",
      ],
    }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    // The browser session that verified the code; only it may use the result.
    verifiedBySession: text("verified_by_session"),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_codes_lookup_idx").on(t.address, t.purpose, t.createdAt)],
);

/** Fixed-window counters for throttling, kept here so a restart keeps them. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(), // ms
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
