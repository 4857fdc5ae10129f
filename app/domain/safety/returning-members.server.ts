import { createHmac } from "node:crypto";
import { and, desc, eq, isNull, or, type Column } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { erasedMemberReports, reports } from "~/db/schema-safety";
import type { ReportReason } from "~/forms/privacy-options";
import { now } from "~/services/clock.server";
import { getEnv } from "~/services/env.server";

// A member whom others reported could delete their account, which erased the reports with everything else, and
// register again with the same phone number and e-mail address (issue 35, item 8). The deletion now keeps those
// reports with keyed hashes of both instead (PRODUCT.md, "Kept after deletion"), and an account that registers
// with, or changes to, a matching number or address is flagged to the administrators: a report the site raises,
// in the queue with the member's other reports.

export type Contact = { phone: string; email: string };
type MatchedHashes = { matchedPhoneHash: string | null; matchedEmailHash: string | null };

/** The last ten digits: a mobile written with +91, 91 or 0 in front is the same number. */
const normalisedPhone = (phone: string) => phone.replace(/\D/g, "").slice(-10);
const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * HMAC-SHA256 under the session secret, never a plain hash: every Indian mobile number can be hashed in an
 * afternoon, so a plain hash would be the number itself to anyone holding a backup. The NUL separators keep
 * these apart from anything else the secret signs. A new SESSION_SECRET stops old hashes from matching.
 */
const keyed = (kind: "phone" | "email", value: string) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(`erased-contact\0${kind}\0${value}`).digest("hex");

export function contactHashes(contact: Contact): { phoneHash: string; emailHash: string } {
  return {
    phoneHash: keyed("phone", normalisedPhone(contact.phone)),
    emailHash: keyed("email", normalisedEmail(contact.email)),
  };
}

/**
 * Keeps what members reported about a member who is deleting their account: reason, status and time, with the
 * keyed hashes of their number and address. Not the site's own flags (a report with a signal): what a returning
 * flag matched is kept already, and the other signals are about this account's photo or another's block.
 * Call inside the deletion's transaction, before the member's row goes (the reports go with it).
 */
export function keepReportsAbout(unqId: number, contact: Contact): void {
  const db = getDb();
  const about = db
    .select({ reason: reports.reason, status: reports.status, updatedAt: reports.updatedAt })
    .from(reports)
    .where(and(eq(reports.reportedUnqId, unqId), isNull(reports.signal)))
    .all();
  if (about.length === 0) return;
  const hashes = contactHashes(contact);
  const erasedAt = now();
  db.insert(erasedMemberReports)
    .values(
      about.map(({ reason, status, updatedAt }) => ({ reason, status, reportedAt: updatedAt, erasedAt, ...hashes })),
    )
    .run();
}

/** The kept reports about deleted accounts with this number or address, the latest first. */
function reportsMatching(hashes: MatchedHashes) {
  const matches = [
    hashes.matchedPhoneHash === null ? undefined : eq(erasedMemberReports.phoneHash, hashes.matchedPhoneHash),
    hashes.matchedEmailHash === null ? undefined : eq(erasedMemberReports.emailHash, hashes.matchedEmailHash),
  ];
  if (matches.every((match) => match === undefined)) return [];
  return getDb()
    .select({
      reason: erasedMemberReports.reason,
      reportedAt: erasedMemberReports.reportedAt,
      phoneHash: erasedMemberReports.phoneHash,
      emailHash: erasedMemberReports.emailHash,
    })
    .from(erasedMemberReports)
    .where(or(...matches))
    .orderBy(desc(erasedMemberReports.reportedAt), desc(erasedMemberReports.id))
    .all();
}

/**
 * Flags an account whose phone number or e-mail address is that of a deleted account members reported: an open
 * report with no reporter, which Dismiss, Warn and Block answer with the member's other reports. Nothing is
 * said to the member. Once while such a flag for the same match is open. Call inside the transaction that
 * registers the account or changes its number or address.
 */
export function flagReturningMember(unqId: number, contact: Contact): void {
  const { phoneHash, emailHash } = contactHashes(contact);
  const earlier = reportsMatching({ matchedPhoneHash: phoneHash, matchedEmailHash: emailHash });
  if (earlier.length === 0) return;
  const matched: MatchedHashes = {
    matchedPhoneHash: earlier.some((report) => report.phoneHash === phoneHash) ? phoneHash : null,
    matchedEmailHash: earlier.some((report) => report.emailHash === emailHash) ? emailHash : null,
  };
  const db = getDb();
  const same = (column: Column, hash: string | null) => (hash === null ? isNull(column) : eq(column, hash));
  const open = db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reportedUnqId, unqId),
        eq(reports.status, "open"),
        // A blocked account's return keeps the hashes it matched too (fake-profile-signals.server.ts).
        eq(reports.signal, "returning"),
        same(reports.matchedPhoneHash, matched.matchedPhoneHash),
        same(reports.matchedEmailHash, matched.matchedEmailHash),
      ),
    )
    .get();
  if (open) return;
  const at = now();
  db.insert(reports)
    .values({
      reportedUnqId: unqId,
      reason: earlier[0].reason,
      signal: "returning",
      ...matched,
      createdAt: at,
      updatedAt: at,
    })
    .run();
}

export type ReturningMatch = {
  matched: "phone" | "email" | "both";
  reports: number;
  reasons: ReportReason[];
  lastAt: string;
};

/**
 * For the administrator: what a site flag matched, and what members had reported about that deleted account
 * (null for a member's report).
 */
export function returningMatchOf(hashes: MatchedHashes): ReturningMatch | null {
  const earlier = reportsMatching(hashes);
  if (earlier.length === 0) return null;
  const { matchedPhoneHash: phone, matchedEmailHash: email } = hashes;
  return {
    matched: phone !== null && email !== null ? "both" : phone !== null ? "phone" : "email",
    reports: earlier.length,
    reasons: [...new Set(earlier.map((report) => report.reason))],
    lastAt: earlier[0].reportedAt.toISOString(),
  };
}
