import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, members } from "./schema";

/**
 * The confirmation asked of the person a relative's profile is for (docs/product-rules.md §31a, issue 41): one
 * row per such profile. `address` is the candidate's own mobile (ten digits) or e-mail address, null until the
 * creator gives it (the original client's register may leave it out). The link's token is kept only as its
 * SHA-256; a new invitation replaces it. `confirmedAt` set: the profile is theirs, and `address` is the
 * contact they confirmed from, recorded as theirs. A refusal or 30 days unconfirmed erase the member, and this
 * row with it.
 */
export const candidateConsents = sqliteTable(
  "candidate_consents",
  {
    memberUnqId: integer("member_unq_id")
      .primaryKey()
      .references(() => members.unqId, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "sms"] }),
    address: text("address"),
    tokenHash: text("token_hash"),
    invitedAt: integer("invited_at", { mode: "timestamp_ms" }),
    remindedAt: integer("reminded_at", { mode: "timestamp_ms" }),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("candidate_consents_token_idx").on(t.tokenHash),
    index("candidate_consents_created_idx").on(t.createdAt),
  ],
);
