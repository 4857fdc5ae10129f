import { and, desc, eq, isNull, ne, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { reports } from "~/db/schema-safety";
import { blockedMemberContacts } from "~/db/schema-verification";
import { now } from "~/services/clock.server";
import { contactHashes, flagReturningMember, type Contact } from "./returning-members.server";

// Signals of a fake profile (issue 37, docs/product-rules.md §39): the same picture on two accounts, and an account
// an administrator blocked coming back with its phone number or e-mail address. Each raises a report the site makes
// itself (no reporter), in the administrators' queue with the member's other reports; the member is told nothing.

// A stock picture on many accounts would otherwise put one report per account in the queue for each new upload;
// the most recent twenty say enough.
const SAME_PHOTO_MAX = 20;

type Flag = Pick<
  typeof reports.$inferInsert,
  "reportedUnqId" | "signal" | "matchedUnqId" | "matchedPhoneHash" | "matchedEmailHash"
>;

/** Inserts an open report the site raises; the caller checked that no such flag is open. */
function raise(flag: Flag) {
  const at = now();
  // "Fake profile": the reason a member would have chosen for either signal (§29).
  getDb()
    .insert(reports)
    .values({ reason: "fake", createdAt: at, updatedAt: at, ...flag })
    .run();
}

/** The open flag of this kind about a member (about the pair, with `matchedUnqId`), if any. */
function openFlag(reportedUnqId: number, signal: "same-photo" | "blocked-return", matchedUnqId?: number) {
  return getDb()
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reportedUnqId, reportedUnqId),
        eq(reports.status, "open"),
        eq(reports.signal, signal),
        matchedUnqId === undefined ? undefined : eq(reports.matchedUnqId, matchedUnqId),
      ),
    )
    .get();
}

/**
 * Flags both accounts when a member's profile photo (by content: photos.server.ts stores a picture under its hash)
 * is also another member's: one report about each, naming the other. Once per pair while that report is open, so
 * re-uploads add nothing. Only members' photos count: a success story may show a couple's photo with their
 * consent, and an operator's account is not a profile. Call inside the transaction that saved the photo.
 */
export function flagSamePhoto(unqId: number): void {
  const db = getDb();
  const member = db
    .select({ photoId: members.photoId, role: members.role })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  if (!member?.photoId || member.role !== "member") return;
  const others = db
    .select({ unqId: members.unqId })
    .from(members)
    .where(and(eq(members.photoId, member.photoId), ne(members.unqId, unqId), eq(members.role, "member")))
    .orderBy(desc(members.unqId))
    .limit(SAME_PHOTO_MAX)
    .all();
  for (const other of others) {
    for (const [reported, matched] of [
      [unqId, other.unqId],
      [other.unqId, unqId],
    ]) {
      if (!openFlag(reported, "same-photo", matched))
        raise({ reportedUnqId: reported, signal: "same-photo", matchedUnqId: matched });
    }
  }
}

/**
 * Keeps keyed hashes of the phone number and e-mail address of an account an administrator blocks (PRODUCT.md,
 * "Kept after deletion"), with the time, so that a new account with either is noticed. Kept when the account is
 * erased (the foreign key empties member_unq_id); a second block keeps the first one's date.
 */
export function keepBlockedContacts(unqId: number): void {
  const db = getDb();
  if (db.select().from(blockedMemberContacts).where(eq(blockedMemberContacts.memberUnqId, unqId)).get()) return;
  const member = db
    .select({ phone: members.phone, email: members.email })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  if (!member) return;
  db.insert(blockedMemberContacts)
    .values({ memberUnqId: unqId, ...contactHashes(member), blockedAt: now() })
    .run();
}

/** An unblocked account is no longer one to notice again: its hashes go. */
export function forgetBlockedContacts(unqId: number): void {
  getDb().delete(blockedMemberContacts).where(eq(blockedMemberContacts.memberUnqId, unqId)).run();
}

/** The blocked accounts (or what is kept of erased ones) with this number or address, the latest block first. */
function blockedMatching(hashes: { phoneHash: string | null; emailHash: string | null }, except?: number) {
  const matches = [
    hashes.phoneHash === null ? undefined : eq(blockedMemberContacts.phoneHash, hashes.phoneHash),
    hashes.emailHash === null ? undefined : eq(blockedMemberContacts.emailHash, hashes.emailHash),
  ];
  if (matches.every((match) => match === undefined)) return [];
  const notSelf =
    except === undefined
      ? undefined
      : or(isNull(blockedMemberContacts.memberUnqId), ne(blockedMemberContacts.memberUnqId, except));
  return getDb()
    .select({
      phoneHash: blockedMemberContacts.phoneHash,
      emailHash: blockedMemberContacts.emailHash,
      memberUnqId: blockedMemberContacts.memberUnqId,
      blockedAt: blockedMemberContacts.blockedAt,
    })
    .from(blockedMemberContacts)
    .where(and(or(...matches), notSelf))
    .orderBy(desc(blockedMemberContacts.blockedAt), desc(blockedMemberContacts.id))
    .all();
}

/**
 * Flags an account whose phone number or e-mail address is that of an account an administrator blocked: an open
 * report with no reporter, keeping the hashes it matched (never the number or the address) and the blocked account
 * while it exists. Nothing is said to the member. Once while one such flag about the member is open. Call inside
 * the transaction that registers the account or changes its number or address.
 */
export function flagBlockedReturn(unqId: number, contact: Contact): void {
  const { phoneHash, emailHash } = contactHashes(contact);
  const blocked = blockedMatching({ phoneHash, emailHash }, unqId);
  if (blocked.length === 0 || openFlag(unqId, "blocked-return")) return;
  raise({
    reportedUnqId: unqId,
    signal: "blocked-return",
    matchedPhoneHash: blocked.some((row) => row.phoneHash === phoneHash) ? phoneHash : null,
    matchedEmailHash: blocked.some((row) => row.emailHash === emailHash) ? emailHash : null,
    matchedUnqId: blocked[0].memberUnqId,
  });
}

export type BlockedReturnMatch = { matched: "phone" | "email" | "both"; blockedAt: string | null };

/**
 * For the administrator: what a blocked-return flag matched, and when that account was blocked (null once the
 * administrators unblocked it, which drops the hashes).
 */
export function blockedReturnOf(hashes: {
  matchedPhoneHash: string | null;
  matchedEmailHash: string | null;
}): BlockedReturnMatch {
  const { matchedPhoneHash: phone, matchedEmailHash: email } = hashes;
  const [latest] = blockedMatching({ phoneHash: phone, emailHash: email });
  return {
    matched: phone !== null && email !== null ? "both" : phone !== null ? "phone" : "email",
    blockedAt: latest?.blockedAt.toISOString() ?? null,
  };
}

/** The checks a new account goes through (site signup and the API's register), in its transaction. */
export function flagNewAccount(unqId: number, contact: Contact): void {
  flagContactChange(unqId, contact);
  flagSamePhoto(unqId);
}

/** The checks of a new phone number or e-mail address on an account, in the transaction that saves it. */
export function flagContactChange(unqId: number, contact: Contact): void {
  flagReturningMember(unqId, contact);
  flagBlockedReturn(unqId, contact);
}
