import { UserError } from "~/services/user-error.server";
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { enquiries, newsletterSubscriptions } from "~/db/schema-mail";
import { moderationActions } from "~/db/schema-safety";
import { isPublicId, parseMemberNumber } from "~/forms/member-id";
import { now } from "~/services/clock.server";
import { newPublicId } from "~/services/ids.server";
import { endMemberSessions } from "../accounts/sessions.server";
import { hashPassword } from "../accounts/passwords.server";
import { photoUrl } from "../profiles/photos.server";
import { ownProfileOf } from "../profiles/profiles.server";
import { readPage } from "../listing/paging";
import { forgetBlockedContacts, keepBlockedContacts } from "./fake-profile-signals.server";

// The administrators' tools: finding a member, blocking and verifying, the enquiries inbox, the newsletter's
// export and the command line's admin:create. Correcting a member's gender and date of birth is
// profile-corrections.server.ts.

const PAGE_SIZE = 25;

/** Members matching a name, e-mail, phone or MMR00 id, newest first. */
export function searchMembers(query: string, page = 1) {
  const q = query.trim().slice(0, 100);
  let where: SQL | undefined;
  if (q) {
    const number = parseMemberNumber(q);
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(
      sql`${members.fullName} like ${pattern} escape '\\'`,
      eq(members.email, q.toLowerCase()),
      eq(members.phone, q.replace(/\D/g, "") || q),
      number !== undefined ? eq(members.unqId, number) : undefined,
    );
  }
  const db = getDb();
  const { rows, total, pages } = readPage(
    page,
    PAGE_SIZE,
    () => db.select({ n: count() }).from(members).where(where).get()!.n,
    (limit, offset) =>
      db
        .select({
          publicId: members.publicId,
          unqId: members.unqId,
          fullName: members.fullName,
          email: members.email,
          phone: members.phone,
          gender: members.gender,
          city: members.city,
          role: members.role,
          blockByAdmin: members.blockByAdmin,
          verified: members.verified,
          photoId: members.photoId,
        })
        .from(members)
        .where(where)
        .orderBy(desc(members.unqId))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  const withImage = ({ photoId, ...row }: (typeof rows)[number]) => ({ ...row, image: photoUrl(photoId, "private") });
  return { total, pages, members: rows.map(withImage) };
}

export function getMemberForAdmin(publicId: string) {
  if (!isPublicId(publicId)) return null;
  const member = getDb().select().from(members).where(eq(members.publicId, publicId)).get();
  return member ? ownProfileOf(member) : null;
}

function memberByPublicId(publicId: string) {
  const member = getDb()
    .select({ unqId: members.unqId, role: members.role })
    .from(members)
    .where(eq(members.publicId, publicId))
    .get();
  if (!member) throw new UserError("Member not found");
  return member;
}

/**
 * Blocking ends the member's sessions at once; they vanish from listings, profiles and the API. The keyed hashes
 * of a blocked account's number and address are kept, so that its return is noticed (§39); unblocking drops them.
 */
export function setBlocked(publicId: string, blocked: boolean): void {
  const member = memberByPublicId(publicId);
  if (member.role === "admin" && blocked) throw new UserError("An administrator cannot be blocked here.");
  const db = getDb();
  db.transaction(() => {
    db.update(members).set({ blockByAdmin: blocked, updatedAt: now() }).where(eq(members.unqId, member.unqId)).run();
    if (blocked) keepBlockedContacts(member.unqId);
    else forgetBlockedContacts(member.unqId);
  }, WRITE);
  if (blocked) endMemberSessions(member.unqId);
}

/** How long a block's reason may be, once trimmed. */
export const BLOCK_REASON_MAX = 500;

/**
 * An administrator's block from the member pages (docs/product-rules.md §16): never without a reason, which is kept
 * in the moderation log with the administrator and the time, and shown on the member's admin page.
 */
export function blockWithReason(adminUnqId: number, publicId: string, reason: string): void {
  const why = reason.trim();
  if (!why) throw new UserError("Please say why this member is blocked.", { field: "reason" });
  if (why.length > BLOCK_REASON_MAX)
    throw new UserError("Please keep the reason under 500 characters.", { field: "reason" });
  const db = getDb();
  db.transaction(() => {
    setBlocked(publicId, true);
    const { unqId } = memberByPublicId(publicId);
    db.insert(moderationActions)
      .values({ adminUnqId, memberUnqId: unqId, action: "block", note: why, createdAt: now() })
      .run();
  }, WRITE);
}

/** The reason of the member's latest block with a reason, who gave it and when; null if none was given. */
export function blockReasonOf(unqId: number) {
  const row = getDb()
    .select({ note: moderationActions.note, createdAt: moderationActions.createdAt, adminName: blockingAdmin.fullName })
    .from(moderationActions)
    .leftJoin(blockingAdmin, eq(blockingAdmin.unqId, moderationActions.adminUnqId))
    .where(
      and(
        eq(moderationActions.memberUnqId, unqId),
        eq(moderationActions.action, "block"),
        isNotNull(moderationActions.note),
      ),
    )
    .orderBy(desc(moderationActions.id))
    .get();
  return row ? { reason: row.note!, at: row.createdAt.toISOString(), adminName: row.adminName } : null;
}

const blockingAdmin = alias(members, "blocking_admin");

export function setVerified(publicId: string, verified: boolean): void {
  const member = memberByPublicId(publicId);
  getDb().update(members).set({ verified, updatedAt: now() }).where(eq(members.unqId, member.unqId)).run();
}

/** The enquiries inbox, newest first; open ones only unless `all`. */
export function listEnquiries(page = 1, all = false) {
  const db = getDb();
  const where = all ? undefined : isNull(enquiries.handledAt);
  const { rows, total, pages } = readPage(
    page,
    PAGE_SIZE,
    () => db.select({ n: count() }).from(enquiries).where(where).get()!.n,
    (limit, offset) =>
      db
        .select()
        .from(enquiries)
        .where(where)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return {
    total,
    pages,
    enquiries: rows.map((e) => ({
      ...e,
      createdAt: e.createdAt.toISOString(),
      handledAt: e.handledAt?.toISOString() ?? null,
    })),
  };
}

export function markEnquiryHandled(id: number): void {
  const result = getDb()
    .update(enquiries)
    .set({ handledAt: now() })
    .where(and(eq(enquiries.id, id), isNull(enquiries.handledAt)))
    .run();
  if (result.changes === 0) throw new UserError("Enquiry not found or already handled");
}

/** Newsletter subscribers as CSV (RFC 4180), oldest first. */
export function newsletterCsv(): string {
  const rows = getDb().select().from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id).all();
  // A leading = + - @ would run as a formula in a spreadsheet: quote it away.
  const cell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
  return (
    ["email,subscribed_at", ...rows.map((r) => `${cell(r.email)},${r.createdAt.toISOString()}`)].join("\r\n") + "\r\n"
  );
}

/**
 * The command line's admin:create: promotes the member with this e-mail, or
 * creates an operator account (never listed, never shown as a profile).
 */
export async function createOrPromoteAdmin(
  email: string,
  password: string,
  name = "Site administrator",
): Promise<"created" | "promoted"> {
  const passwordHash = await hashPassword(password);
  const db = getDb();
  const existing = db.select({ unqId: members.unqId }).from(members).where(eq(members.email, email)).get();
  if (existing) {
    db.transaction(() => {
      db.update(members)
        .set({ role: "admin", passwordHash, blockByAdmin: false, updatedAt: now() })
        .where(eq(members.unqId, existing.unqId))
        .run();
      // Unblocked by the promotion, as by the Unblock button.
      forgetBlockedContacts(existing.unqId);
    }, WRITE);
    endMemberSessions(existing.unqId);
    return "promoted";
  }
  const at = now();
  const none = "-";
  db.insert(members)
    .values({
      publicId: newPublicId(),
      email,
      phone: `admin-${newPublicId()}`, // unique, and not a phone number anyone could match
      passwordHash,
      role: "admin",
      fullName: name,
      age: 18,
      gender: "Male",
      fatherName: none,
      grandFatherName: none,
      height: none,
      dob: "1970-01-01",
      maritalStatus: "UnMarried",
      familyHead: "Father",
      familyHeadOccupation: none,
      siblings: 0,
      sisterSiblings: 0,
      pehchan: none,
      education: none,
      working: "Administrator",
      house: "Owned",
      area: none,
      city: none,
      state: none,
      pin: none,
      country: none,
      weddingStyle: "Traditional",
      acceptedTermsAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .run();
  return "created";
}
