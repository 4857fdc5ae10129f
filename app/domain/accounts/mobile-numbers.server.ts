import { UserError } from "~/services/user-error.server";
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import type { ProfileCreatedBy } from "~/forms/family-options";
import type { Language } from "~/forms/languages";
import { now } from "~/services/clock.server";
import { queueSms } from "../mail/mail-queue.server";
import { languageOf } from "../mail/mail-wording.server";
import { flagContactChange } from "../safety/fake-profile-signals.server";
import { consumeWithinLimits, limitKey } from "./rate-limits.server";
import { consumeVerifiedCode } from "./one-time-codes.server";

// Whose mobile number is whose (docs/product-rules.md §38, issue 36). A number belongs to one account; the one
// exception is a parent, brother or sister or other relative who made profiles for brothers and sisters and
// proves the same number by code on each, up to three. Administrators see every number on more than one
// account (sharedMobileNumbers).

export const SHARED_NUMBER_LIMIT = 3;
/** Who may prove one number on several profiles they made: family, not a friend (§31's choices). */
const MAY_SHARE: readonly ProfileCreatedBy[] = ["parent", "sibling", "relative"];

export const NUMBER_TAKEN = "This phone number is already registered.";
export const SHARED_TOO_OFTEN =
  "This mobile number is already verified on 3 profiles, the most one relative may verify it on.";

type Holder = { unqId: number; createdBy: ProfileCreatedBy; verified: boolean };

function holdersOf(phone: string, except?: number): Holder[] {
  return getDb()
    .select({
      unqId: members.unqId,
      createdBy: members.profileCreatedBy,
      verified: sql<boolean>`${members.mobileVerifiedAt} is not null`.mapWith(Boolean),
    })
    .from(members)
    .where(and(eq(members.phone, phone), except === undefined ? undefined : ne(members.unqId, except)))
    .all();
}

/**
 * Throws when `phone` may not be this account's (`unqId`; none for a new one). `proven`: the person proved the
 * number by code just now. Only then may a relative's profile share it, with other profiles a relative made that
 * proved it too, up to SHARED_NUMBER_LIMIT. Call inside the transaction that saves the number.
 */
export function assertPhoneMayBeUsed(
  phone: string,
  { unqId, createdBy, proven }: { unqId?: number; createdBy: ProfileCreatedBy; proven: boolean },
): void {
  const holders = holdersOf(phone, unqId);
  if (holders.length === 0) return;
  const shareable = proven && MAY_SHARE.includes(createdBy);
  if (!shareable || holders.some((holder) => !holder.verified || !MAY_SHARE.includes(holder.createdBy)))
    throw new UserError(NUMBER_TAKEN, { status: 409, field: "phone" });
  if (holders.length >= SHARED_NUMBER_LIMIT) throw new UserError(SHARED_TOO_OFTEN, { status: 409, field: "phone" });
}

/**
 * Tells a proven number that an account no longer carries it (a new number was saved or proven in its place):
 * queued with the change, in the member's language. Call inside that change's transaction.
 */
export function noticeMobileRemoved(unqId: number, oldPhone: string): void {
  queueSms(
    "mobile-changed",
    { to: oldPhone, template: "mobileChanged", language: languageOf(unqId), values: {} },
    unqId,
  );
}

// Each change of number may answer "already registered": a few a day, as for a profile edit (§13).
const CONTACT_CHANGES_PER_DAY = 10;
const DAY = 24 * 3600_000;

/**
 * Records that the member proved `mobile` by the code this browser session verified (`binding`): it becomes the
 * profile's phone number, verified now. A number proven before and now replaced is told so by SMS.
 */
export function verifyMobileOnAccount(unqId: number, mobile: string, binding: string | undefined): void {
  const db = getDb();
  db.transaction(() => {
    consumeVerifiedCode(mobile, "mobile-verify", binding);
    const member = db
      .select({ phone: members.phone, verifiedAt: members.mobileVerifiedAt, createdBy: members.profileCreatedBy })
      .from(members)
      .where(eq(members.unqId, unqId))
      .get();
    if (!member) throw new UserError("Account not found", { status: 404 });
    const changed = member.phone !== mobile;
    if (changed)
      consumeWithinLimits({
        key: limitKey("contact-change", String(unqId)),
        max: CONTACT_CHANGES_PER_DAY,
        windowMs: DAY,
      });
    assertPhoneMayBeUsed(mobile, { unqId, createdBy: member.createdBy, proven: true });
    db.update(members)
      .set({ phone: mobile, mobileVerifiedAt: now(), ...(changed && { updatedAt: now() }) })
      .where(eq(members.unqId, unqId))
      .run();
    if (changed && member.verifiedAt) noticeMobileRemoved(unqId, member.phone);
    if (changed) flagContactChange(unqId, { phone: mobile, email: emailOf(unqId) });
  }, WRITE);
}

const emailOf = (unqId: number) =>
  getDb().select({ email: members.email }).from(members).where(eq(members.unqId, unqId)).get()!.email;

/** A member's number and whether (and when) it was proven, for their settings and the banner. */
export function mobileStatusOf(unqId: number): { phone: string; verifiedAt: Date | null } | undefined {
  return getDb()
    .select({ phone: members.phone, verifiedAt: members.mobileVerifiedAt })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
}

/** An account one may sign in to with a proven number: its public id and the name on the profile. */
export type MobileAccount = { unqId: number; publicId: string; fullName: string; blocked: boolean };

/** The accounts that proved `mobile`, oldest first: the ones its holder may sign in to or reset. */
export function accountsProvingMobile(mobile: string): MobileAccount[] {
  return getDb()
    .select({
      unqId: members.unqId,
      publicId: members.publicId,
      fullName: members.fullName,
      blocked: members.blockByAdmin,
    })
    .from(members)
    .where(and(eq(members.phone, mobile), isNotNull(members.mobileVerifiedAt)))
    .orderBy(asc(members.unqId))
    .all();
}

/** The language of an SMS to `mobile` about an account: its member's, or null when no active one proved it. */
export function accountLanguageOf(mobile: string, fallback: Language): Language | null {
  const active = accountsProvingMobile(mobile).filter((account) => !account.blocked);
  if (active.length === 0) return null;
  return (
    getDb().select({ language: members.language }).from(members).where(eq(members.unqId, active[0].unqId)).get()!
      .language ?? fallback
  );
}

/** For administrators: every number on more than one account, and those accounts (§38: each reuse is shown). */
export function sharedMobileNumbers(): { phone: string; accounts: (MobileAccount & { verified: boolean })[] }[] {
  const db = getDb();
  const phones = db
    .select({ phone: members.phone })
    .from(members)
    .groupBy(members.phone)
    .having(sql`count(*) > 1`)
    .all()
    .map((row) => row.phone);
  if (phones.length === 0) return [];
  const rows = db
    .select({
      phone: members.phone,
      unqId: members.unqId,
      publicId: members.publicId,
      fullName: members.fullName,
      blocked: members.blockByAdmin,
      verified: sql<boolean>`${members.mobileVerifiedAt} is not null`.mapWith(Boolean),
    })
    .from(members)
    .where(inArray(members.phone, phones))
    .orderBy(asc(members.phone), asc(members.unqId))
    .all();
  return phones.map((phone) => ({ phone, accounts: rows.filter((row) => row.phone === phone) }));
}

/** For administrators: a member's number, when it was proven, and the other accounts that have it too. */
export function mobileForAdmin(publicId: string) {
  const db = getDb();
  const member = db
    .select({ unqId: members.unqId, phone: members.phone, verifiedAt: members.mobileVerifiedAt })
    .from(members)
    .where(eq(members.publicId, publicId))
    .get();
  if (!member) return null;
  const others = db
    .select({ unqId: members.unqId, publicId: members.publicId, fullName: members.fullName })
    .from(members)
    .where(and(eq(members.phone, member.phone), ne(members.unqId, member.unqId)))
    .orderBy(asc(members.unqId))
    .all();
  return { verifiedAt: member.verifiedAt, others };
}
