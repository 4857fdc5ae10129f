import { and, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { candidateConsents } from "~/db/schema-candidate";
import { CANDIDATE_CONTACT_INVALID, parseCandidateContact, type CandidateContact } from "~/forms/candidate-contact";
import type { ProfileCreatedBy } from "~/forms/family-options";
import type { Language } from "~/forms/languages";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { eraseAccount } from "./account-erasure.server";
import { queueReminder, sendInvitation, tokenHashOf } from "./candidate-invitations.server";
import { consumeVerifiedCode, verifyCode, type CodeBinding } from "./one-time-codes.server";
import { clientLimitKey, consumeCooldown, consumeWithinLimits, limitKey } from "./rate-limits.server";

// The adult a relative's profile is for confirms it (DPDP Act; docs/product-rules.md §31a, issue 41). Until they do,
// members.awaitingCandidate keeps the profile out of every listing, page and call but its creator's own (the same
// rule as a profile awaiting approval, listed.server.ts and photo-access.server.ts); a refusal, or 30 days without
// an answer, erase it through the ordinary erasure. The sign-in stays the creator's; the contact the candidate
// confirmed from is recorded as theirs (candidate_consents.address with confirmedAt).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const REMIND_AFTER_MS = 2 * DAY;
export const ERASE_AFTER_MS = 30 * DAY;

export const SAME_AS_CREATOR =
  "Please enter the mobile number or e-mail address of the person the profile is for, not your own: they confirm it";
export const ALREADY_CONFIRMED = "This profile is already confirmed.";
export const PROFILE_CHANGED =
  "The profile waiting for you has changed since this page was shown: please read it again before deciding.";
export const LINK_GONE = "This link no longer works. Please use the newest message we sent.";

type Creator = { email: string; phone: string };

/** The creator's own address or number cannot stand for the candidate's: the relative would confirm for them. */
export function assertNotCreators(contact: CandidateContact, creator: Creator): void {
  if (contact.address === creator.email.toLowerCase() || contact.address === creator.phone)
    throw new UserError(SAME_AS_CREATOR, { field: "candidateContact" });
}

/**
 * Inside a registration's transaction: a profile "created by" a relative or a friend (§31) waits for its candidate
 * from the start. Their contact may be missing (the original client's register): then the creator gives it on the
 * site before anything is sent. A profile created by its member ("self", or the register's default) is unchanged.
 */
export function openCandidateConsent(
  unqId: number,
  createdBy: ProfileCreatedBy | undefined,
  creator: Creator & { candidateContact?: string },
): void {
  if (createdBy === undefined || createdBy === "self") return;
  const contact = parseCandidateContact(creator.candidateContact ?? "");
  if (contact) assertNotCreators(contact, creator);
  getDb().update(members).set({ awaitingCandidate: true }).where(eq(members.unqId, unqId)).run();
  getDb()
    .insert(candidateConsents)
    .values({ memberUnqId: unqId, channel: contact?.channel, address: contact?.address, createdAt: now() })
    .run();
}

/** A waiting consent: the member's, while unconfirmed. */
function waitingConsent(unqId: number) {
  return getDb()
    .select()
    .from(candidateConsents)
    .where(and(eq(candidateConsents.memberUnqId, unqId), isNull(candidateConsents.confirmedAt)))
    .get();
}

const contactOf = (row: { channel: "email" | "sms" | null; address: string | null }): CandidateContact | null =>
  row.channel && row.address ? { channel: row.channel, address: row.address } : null;

/** What the creator's page shows while the profile waits: where the code went (or that nowhere yet). */
export function waitingFor(unqId: number): { contact: CandidateContact | null; invitedAt: Date | null } | null {
  const row = waitingConsent(unqId);
  return row ? { contact: contactOf(row), invitedAt: row.invitedAt } : null;
}

/** Sends the first invitation after the registration committed; a failure leaves "Send again" to the creator. */
export async function inviteAfterSignup(unqId: number, language: Language): Promise<void> {
  const contact = waitingConsent(unqId) && contactOf(waitingConsent(unqId)!);
  if (!contact) return;
  await sendInvitation(unqId, contact, language).catch(() => undefined);
}

/** "Send again", or a new contact: throttled as codes are (§13) per profile, per contact and per client. */
function throttleInvitation(unqId: number, address: string, clientIp: string): void {
  getDb().transaction(() => {
    consumeWithinLimits(
      { key: limitKey("candidate-invite:member", String(unqId)), max: 5, windowMs: HOUR },
      { key: limitKey("candidate-invite:address", address), max: 10, windowMs: DAY },
      { key: clientLimitKey("candidate-invite:client", clientIp), max: 100, windowMs: HOUR },
    );
    consumeCooldown(limitKey("candidate-invite", address), MINUTE);
  }, WRITE);
}

/**
 * The creator sends the code and link again, to the contact given or to `written` (a new or first contact). Only
 * while the profile waits; never to the creator's own address or number.
 */
export async function inviteCandidate(
  unqId: number,
  written: string | null,
  clientIp: string,
  language: Language,
): Promise<CandidateContact> {
  const row = waitingConsent(unqId);
  if (!row) throw new UserError(ALREADY_CONFIRMED, { status: 409 });
  const contact = written === null ? contactOf(row) : parseCandidateContact(written);
  if (!contact) throw new UserError(CANDIDATE_CONTACT_INVALID, { field: "candidateContact" });
  const creator = getDb()
    .select({ email: members.email, phone: members.phone })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get()!;
  assertNotCreators(contact, creator);
  throttleInvitation(unqId, contact.address, clientIp);
  getDb()
    .update(candidateConsents)
    .set({ ...contact, tokenHash: null, remindedAt: null, invitedAt: null })
    .where(eq(candidateConsents.memberUnqId, unqId))
    .run();
  await sendInvitation(unqId, contact, language);
  return contact;
}

/** The waiting profile a link opens, or a refusal: a link is 256 random bits, counted per client all the same. */
export function consentByLink(token: string, clientIp: string): number {
  consumeWithinLimits({ key: clientLimitKey("candidate-link:client", clientIp), max: 60, windowMs: HOUR });
  const row = getDb()
    .select({ unqId: candidateConsents.memberUnqId })
    .from(candidateConsents)
    .where(and(eq(candidateConsents.tokenHash, tokenHashOf(token)), isNull(candidateConsents.confirmedAt)))
    .get();
  if (!row) throw new UserError(LINK_GONE, { status: 404 });
  return row.unqId;
}

/** The waiting profile last invited at `address`: the one its code in force was sent for. */
export function consentByCode(address: string): number | undefined {
  return getDb()
    .select({ unqId: candidateConsents.memberUnqId })
    .from(candidateConsents)
    .where(and(eq(candidateConsents.address, address), isNull(candidateConsents.confirmedAt)))
    .orderBy(desc(candidateConsents.invitedAt))
    .get()?.unqId;
}

/** Checks a typed code (the codes' rules, §12); returns the address, as stored, it proved. */
export function checkCandidateCode(written: string, code: string, binding: string, clientIp: string): string {
  const contact = parseCandidateContact(written);
  if (!contact) throw new UserError(CANDIDATE_CONTACT_INVALID, { field: "contact" });
  verifyCode(contact.address, "candidate-confirm", code, binding, clientIp);
  return contact.address;
}

/** How the candidate proved they are the one asked: the link, or a code checked in this browser session. */
export type CandidateProof = { unqId: number } & (
  { by: "link" } | { by: "code"; address: string; binding: CodeBinding }
);

/** What the candidate is shown before deciding: who made the profile, and what is on it (their own data). */
export function candidateSummary(unqId: number) {
  const member = getDb().select().from(members).where(eq(members.unqId, unqId)).get()!;
  return {
    // Sent back with the decision: the profile decided on is the one read (assertDecidable).
    publicId: member.publicId,
    fullName: member.fullName,
    gender: member.gender,
    age: member.age,
    city: member.city,
    state: member.state,
    maritalStatus: member.maritalStatus,
    education: member.education,
    working: member.working,
    about: member.about,
    hasPhoto: member.photoId !== null,
    relation: member.contactRelation,
    contactName: member.contactName,
    createdAt: member.createdAt.getTime(),
  };
}

export type CandidateSummary = ReturnType<typeof candidateSummary>;

/**
 * Under the decision's write lock: the profile still waits, it is the one the candidate read (`shown`, its public
 * id: a newer invitation to the same contact may have come since the page was shown), and the code is used up.
 */
function assertDecidable(proof: CandidateProof, shown: string): void {
  if (!waitingConsent(proof.unqId)) throw new UserError(ALREADY_CONFIRMED, { status: 409 });
  const member = getDb().select({ publicId: members.publicId }).from(members).where(eq(members.unqId, proof.unqId));
  if (member.get()?.publicId !== shown) throw new UserError(PROFILE_CHANGED, { status: 409 });
  if (proof.by === "code") consumeVerifiedCode(proof.address, "candidate-confirm", proof.binding);
}

/** The candidate confirms: the profile joins the listings, and the contact is recorded as theirs. */
export function confirmCandidate(proof: CandidateProof, shown: string): void {
  getDb().transaction((tx) => {
    assertDecidable(proof, shown);
    tx.update(candidateConsents)
      .set({ confirmedAt: now(), tokenHash: null })
      .where(eq(candidateConsents.memberUnqId, proof.unqId))
      .run();
    tx.update(members).set({ awaitingCandidate: false, updatedAt: now() }).where(eq(members.unqId, proof.unqId)).run();
  }, WRITE);
}

/** The candidate refuses: the profile and its data are erased, and the creator is told why (§31a, §15). */
export function refuseCandidate(proof: CandidateProof, shown: string): void {
  eraseAccount(proof.unqId, "candidate-refused", () => assertDecidable(proof, shown));
}

/**
 * The hourly step (housekeeping.server.ts): one reminder two days after the last invitation, and the erasure of
 * profiles still unconfirmed 30 days after they were made. Returns how many of each.
 */
export function remindAndExpireCandidates(): { reminded: number; erased: number } {
  const at = now().getTime();
  const db = getDb();
  const due = db
    .select({ consent: candidateConsents, language: members.language })
    .from(candidateConsents)
    .innerJoin(members, eq(members.unqId, candidateConsents.memberUnqId))
    .where(
      and(
        isNull(candidateConsents.confirmedAt),
        isNull(candidateConsents.remindedAt),
        isNotNull(candidateConsents.address),
        lte(candidateConsents.invitedAt, new Date(at - REMIND_AFTER_MS)),
      ),
    )
    .all();
  for (const { consent, language } of due) queueReminder(consent.memberUnqId, contactOf(consent)!, language ?? "en");
  const expired = db
    .select({ unqId: candidateConsents.memberUnqId })
    .from(candidateConsents)
    .where(and(isNull(candidateConsents.confirmedAt), lte(candidateConsents.createdAt, new Date(at - ERASE_AFTER_MS))))
    .all();
  for (const { unqId } of expired) eraseAccount(unqId, "candidate-expired");
  return { reminded: due.length, erased: expired.length };
}
