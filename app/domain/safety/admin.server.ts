import { UserError } from "~/services/user-error.server";
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { connectionRequests, enquiries, members, newsletterSubscriptions, profileCorrections } from "~/db/schema";
import { isPublicId, parseMemberNumber } from "~/forms/member-id";
import type { ProfileCorrection } from "~/forms/profile";
import { now } from "~/services/clock.server";
import { newPublicId } from "~/services/ids.server";
import { ageFromDob, MINIMUM_AGE } from "../accounts/accounts.server";
import { endMemberSessions } from "../accounts/sessions.server";
import { hashPassword } from "../accounts/passwords.server";
import { photoUrl } from "../profiles/photos.server";
import { ownProfileOf } from "../profiles/profiles.server";
import { readPage } from "../listing/paging";

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

/** Blocking ends the member's sessions at once; they vanish from listings, profiles and the API. */
export function setBlocked(publicId: string, blocked: boolean): void {
  const member = memberByPublicId(publicId);
  if (member.role === "admin" && blocked) throw new UserError("An administrator cannot be blocked here.");
  getDb().update(members).set({ blockByAdmin: blocked, updatedAt: now() }).where(eq(members.unqId, member.unqId)).run();
  if (blocked) endMemberSessions(member.unqId);
}

export function setVerified(publicId: string, verified: boolean): void {
  const member = memberByPublicId(publicId);
  getDb().update(members).set({ verified, updatedAt: now() }).where(eq(members.unqId, member.unqId)).run();
}

/**
 * An administrator's correction of a member's gender and date of birth, which members cannot change
 * themselves (docs/product-rules.md §3, §16). In one transaction: the member's gender, date of birth and
 * the age it gives, one log row per changed field (who, when, old and new value), and, when the gender
 * changes, the withdrawal of the member's pending requests that would now join two members of one gender
 * (nobody could have sent them under the rule; accepted connections stay, their details already shared).
 * The member's sessions go on: each request reads the member's row, so the listing and profiles follow
 * the new gender at once, and a correction is no sign of a stolen account.
 */
export function correctGenderAndDob(
  adminUnqId: number,
  publicId: string,
  correction: ProfileCorrection,
): { changed: ("gender" | "dob")[]; withdrawnRequests: number } {
  const age = ageFromDob(correction.dob);
  if (age < MINIMUM_AGE) throw new UserError("A member must be 18 or over.", { field: "dob" });
  const db = getDb();
  const result = db.transaction((tx) => {
    const member = isPublicId(publicId)
      ? tx
          .select({ unqId: members.unqId, gender: members.gender, dob: members.dob })
          .from(members)
          .where(eq(members.publicId, publicId))
          .get()
      : undefined;
    if (!member) throw new UserError("Member not found", { status: 404 });
    const changed = (["gender", "dob"] as const).filter((field) => member[field] !== correction[field]);
    if (changed.length === 0)
      throw new UserError("Nothing to correct: the gender and date of birth are already these.");
    const at = now();
    tx.insert(profileCorrections)
      .values(
        changed.map((field) => ({
          memberUnqId: member.unqId,
          adminUnqId,
          field,
          oldValue: member[field],
          newValue: correction[field],
          createdAt: at,
        })),
      )
      .run();
    tx.update(members)
      .set({ gender: correction.gender, dob: correction.dob, age, updatedAt: at })
      .where(eq(members.unqId, member.unqId))
      .run();
    let withdrawnRequests = 0;
    if (changed.includes("gender")) {
      const sameGender = tx.select({ unqId: members.unqId }).from(members).where(eq(members.gender, correction.gender));
      withdrawnRequests = tx
        .delete(connectionRequests)
        .where(
          and(
            eq(connectionRequests.status, "pending"),
            or(
              and(
                eq(connectionRequests.senderUnqId, member.unqId),
                inArray(connectionRequests.recipientUnqId, sameGender),
              ),
              and(
                eq(connectionRequests.recipientUnqId, member.unqId),
                inArray(connectionRequests.senderUnqId, sameGender),
              ),
            ),
          ),
        )
        .run().changes;
    }
    return { changed, withdrawnRequests };
  }, WRITE);
  return result;
}

const correctingAdmin = alias(members, "correcting_admin");

/** A member's correction history, oldest first, with the administrator who made each (null once deleted). */
export function profileCorrectionsOf(publicId: string) {
  if (!isPublicId(publicId)) return [];
  return getDb()
    .select({
      field: profileCorrections.field,
      oldValue: profileCorrections.oldValue,
      newValue: profileCorrections.newValue,
      createdAt: profileCorrections.createdAt,
      adminUnqId: correctingAdmin.unqId,
      adminName: correctingAdmin.fullName,
    })
    .from(profileCorrections)
    .innerJoin(members, eq(members.unqId, profileCorrections.memberUnqId))
    .leftJoin(correctingAdmin, eq(correctingAdmin.unqId, profileCorrections.adminUnqId))
    .where(eq(members.publicId, publicId))
    .orderBy(asc(profileCorrections.createdAt), asc(profileCorrections.id))
    .all()
    .map(({ adminUnqId, adminName, createdAt, ...entry }) => ({
      ...entry,
      createdAt: createdAt.toISOString(),
      admin: adminUnqId === null || adminName === null ? null : { unqId: adminUnqId, fullName: adminName },
    }));
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
    db.update(members)
      .set({ role: "admin", passwordHash, blockByAdmin: false, updatedAt: now() })
      .where(eq(members.unqId, existing.unqId))
      .run();
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
