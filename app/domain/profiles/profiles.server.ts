import { UserError } from "~/services/user-error.server";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import type { EditProfileInput } from "~/forms/profile";
import type { PhotoVisibility } from "~/forms/privacy-options";
import { now } from "~/services/clock.server";
import { normalisePhoto } from "~/services/images.server";
import { consumeWithinLimits, limitKey } from "~/domain/accounts/rate-limits.server";
import { ageOn } from "../accounts/ages.server";
import { isBlockedEitherWay } from "../connections/blocks.server";
import { pairState } from "../connections/connections.server";
import { consumeVerifiedCode } from "../accounts/one-time-codes.server";
import { noticeEmailChanged, verifyNewEmail } from "../accounts/email-change.server";
import { assertPhoneMayBeUsed, noticeMobileRemoved } from "../accounts/mobile-numbers.server";
import { photoFor, photoUrlOf, photoViewerOf } from "./photo-access.server";
import { photoVisibilityFrom, putOwnPhoto, setPhotoVisibility } from "./photo-choice.server";
import { badgesOf } from "./badges.server";
import { isPublicId } from "~/forms/member-id";
import type { Viewer } from "../accounts/member";
import { paidPlanOf } from "../plans/plans.server";
import { flagContactChange } from "../safety/fake-profile-signals.server";
import { profileFieldsOf } from "~/forms/profile-columns";
import { createdByChoiceOf, pickProfileColumns, profileColumns } from "./profile-columns.server";

type MemberRow = typeof members.$inferSelect;

const DAY = 24 * 3600_000;

/** publicIds of the member's accepted connections, whichever side asked. */
export function connectionIdsOf(unqId: number): string[] {
  const rows = getDb()
    .select({ sender: connectionRequests.senderUnqId, recipient: connectionRequests.recipientUnqId })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.status, "accepted"),
        or(eq(connectionRequests.senderUnqId, unqId), eq(connectionRequests.recipientUnqId, unqId)),
      ),
    )
    .all();
  const otherIds = rows.map((r) => (r.sender === unqId ? r.recipient : r.sender));
  if (otherIds.length === 0) return [];
  return getDb()
    .select({ publicId: members.publicId })
    .from(members)
    .where(inArray(members.unqId, otherIds))
    .all()
    .map((m) => m.publicId);
}

/** A member's own profile: every column but the password hash, the photo's address, their connections' ids. */
export function ownProfileOf(member: MemberRow, withConnections = true) {
  const { passwordHash: _hash, ...profile } = member;
  return {
    ...profile,
    image: photoUrlOf(member),
    connections: withConnections ? connectionIdsOf(member.unqId) : [],
  };
}

export type OwnProfile = ReturnType<typeof ownProfileOf>;

export function getOwnProfile(unqId: number): OwnProfile | null {
  const member = getDb().select().from(members).where(eq(members.unqId, unqId)).get();
  return member ? ownProfileOf(member) : null;
}

/** Stands for a phone number or e-mail address the viewer may not see; its length tells nothing. */
export const MASK = "**********";

/**
 * Another member's profile as a member sees it (docs/product-rules.md §6): only an active member of the
 * opposite gender, approved (§30), neither blocking the other, not hidden from a stranger (§28); phone,
 * e-mail, street address, PIN code, birth date (docs/api-contract.md §8) and the contact person's name (§31)
 * only for an accepted connection, masked or left out on the server otherwise; the photo as
 * photo-access.server.ts allows (§27); never the account's state or dates, but the badges' (§39).
 * `connections` holds the viewer's own id when connected, never anyone else's.
 */
export function getMemberProfile(viewer: Viewer, publicId: string) {
  if (!isPublicId(publicId)) return null;
  const member = getDb().select().from(members).where(eq(members.publicId, publicId)).get();
  if (
    !member ||
    member.blockByAdmin ||
    member.awaitingApproval ||
    member.awaitingCandidate ||
    member.role !== "member" ||
    member.unqId === viewer.unqId ||
    member.gender === viewer.gender ||
    isBlockedEitherWay(viewer.unqId, member.unqId)
  ) {
    return null;
  }
  const state = pairState(viewer.unqId, member.unqId);
  // A hidden profile (docs/product-rules.md §28) stays open to those it already has a request with.
  if (member.hidden && state.kind === "none") return null;
  const connected = state.kind === "connected";
  const { phone, email, area, pin, dob, ...shared } = pickProfileColumns(member);
  // The photo only when the viewer may see it (§27); else whether connecting would show it.
  const photo = photoFor(photoViewerOf(viewer), member);
  return {
    publicId: member.publicId,
    unqId: member.unqId,
    ...shared,
    heightCm: member.heightCm,
    image: photo.image,
    photoAfterConnecting: photo.afterConnecting,
    // What was checked and when (§39): never the number or address checked, so for everyone who sees the profile.
    badges: badgesOf(member),
    // The paid plan's badge (docs/product-rules.md §35); null is Basic.
    plan: paidPlanOf(member.unqId),
    // Who manages the profile is for everyone who sees it; the contact person's name is a contact detail,
    // for a connection only (docs/product-rules.md §31).
    contactRelation: member.contactRelation,
    contactName: connected ? member.contactName : null,
    phone: connected ? phone : MASK,
    email: connected ? email : MASK,
    area: connected ? area : null,
    pin: connected ? pin : null,
    dob: connected ? dob : null,
    connected,
    pairState: state,
    connections: connected ? [viewer.publicId] : [],
  };
}

export type MemberProfile = NonNullable<ReturnType<typeof getMemberProfile>>;

// Each change of phone or e-mail may answer "already registered": a few a day is plenty for a
// member, and keeps anyone from testing whose number is on the site.
const CONTACT_CHANGES_PER_DAY = 10;

const FIXED_LABELS = { gender: "Gender", dob: "Date of birth" } as const;

/**
 * Gender and date of birth are fixed after signup (docs/product-rules.md §3): the opposite-gender rule and
 * the age limit rest on them. An edit may send them back unchanged (the original client's form does,
 * docs/api-contract.md §8); a different value is refused on its field, so the member learns whom to ask.
 */
function refuseFixedFieldChanges(stored: { gender: string; dob: string }, input: EditProfileInput): void {
  for (const field of ["gender", "dob"] as const) {
    if (input[field] !== undefined && input[field] !== stored[field]) {
      const message = `${FIXED_LABELS[field]} cannot be changed after signup.`;
      throw new UserError(`${message} Only our team can correct it: please contact us.`, { field });
    }
  }
}

function storedFieldsOf(unqId: number) {
  const stored = getDb()
    .select({
      email: members.email,
      phone: members.phone,
      mobileVerifiedAt: members.mobileVerifiedAt,
      gender: members.gender,
      dob: members.dob,
    })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  if (!stored) throw new UserError("Account not found", { status: 404 });
  return stored;
}

/**
 * Saves the member's own profile. Only profile fields can change here: role,
 * verification, blocking and unqId are not in EditProfileInput at all; gender and date of birth
 * must be the stored ones, and age is worked out from the stored date of birth, whatever was sent
 * (it changes every birthday, so a client that sends back the age it loaded is not refused for it).
 * A new e-mail address must have been verified in this browser session (`binding`,
 * see verifyNewEmail); the old address is told of the change. A new photo and who may see it (when the form
 * asked) are saved with the rest, in the same transaction (photo-choice.server.ts).
 */
export async function updateOwnProfile(
  unqId: number,
  input: EditProfileInput,
  photo: Uint8Array | undefined,
  binding: string | undefined,
  photoVisibility?: PhotoVisibility,
) {
  const before = storedFieldsOf(unqId);
  refuseFixedFieldChanges(before, input);
  const photoData = photo ? await normalisePhoto(photo) : undefined;
  const db = getDb();
  const emailChanged = before.email !== input.email;
  const phoneChanged = before.phone !== input.phone;
  const contactChanged = emailChanged || phoneChanged;
  if (contactChanged) {
    consumeWithinLimits({
      key: limitKey("contact-change", String(unqId)),
      max: CONTACT_CHANGES_PER_DAY,
      windowMs: DAY,
    });
  }
  db.transaction(() => {
    if (emailChanged) consumeVerifiedCode(input.email, "signup", binding);
    const emailClash = db
      .select({ unqId: members.unqId })
      .from(members)
      .where(and(ne(members.unqId, unqId), eq(members.email, input.email)))
      .get();
    if (emailClash) throw new UserError("This email is already registered.", { status: 409, field: "email" });
    // A number typed here is not proven: it may not be another account's (a relative's shared, proven number
    // stays on the profiles that have it, docs/product-rules.md §38), and it is unverified until proven.
    if (phoneChanged) assertPhoneMayBeUsed(input.phone, { unqId, createdBy: "self", proven: false });
    // Never gender or dob: only an administrator's correction writes them (correctGenderAndDob). The age
    // comes from the date of birth read under this transaction's write lock, so it matches even a
    // correction saved a moment ago.
    const { gender: _gender, dob: _dob, age: _age, ...columns } = profileColumns(input);
    const { dob } = db.select({ dob: members.dob }).from(members).where(eq(members.unqId, unqId)).get()!;
    db.update(members)
      .set({
        ...columns,
        age: ageOn(dob, now()),
        ...(phoneChanged && { mobileVerifiedAt: null }),
        // The e-mail badge dates from the code just used up (§39).
        ...(emailChanged && { emailVerifiedAt: now() }),
        updatedAt: now(),
      })
      .where(eq(members.unqId, unqId))
      .run();
    if (photoData) putOwnPhoto(unqId, photoData);
    if (photoVisibility) setPhotoVisibility({ unqId }, photoVisibility);
    if (emailChanged) noticeEmailChanged(unqId, before.email);
    if (phoneChanged && before.mobileVerifiedAt) noticeMobileRemoved(unqId, before.phone);
    // A deleted, reported account's number or address, or a blocked one's, taken on later is flagged as at
    // signup (another member's photo is putOwnPhoto's to flag).
    if (contactChanged) flagContactChange(unqId, input);
  }, WRITE);
  return getOwnProfile(unqId)!;
}

/**
 * A member's edit of their own profile, for the profile page and the API alike: a new e-mail address is
 * proven by a code first (the first save sends it, a save with the code completes), then the edit is saved.
 * Refusals are UserErrors; a wrong code names the field `emailCode`.
 */
export async function editOwnProfile(
  unqId: number,
  input: EditProfileInput,
  proof: { code?: string; binding?: string; clientIp: string; photo?: Uint8Array; photoVisibility?: unknown },
): Promise<{ codeSentTo: string } | { profile: OwnProfile }> {
  // Before any code is mailed: an edit that cannot be saved should not ask for one.
  refuseFixedFieldChanges(storedFieldsOf(unqId), input);
  // Who may see the photo, when the form asks it beside the photo (issue 39); the API's edit leaves it be.
  const visibility =
    proof.photoVisibility === undefined ? undefined : photoVisibilityFrom(proof.photoVisibility, "photoVisibility");
  const step = await verifyNewEmail(unqId, input.email, proof.code, proof.binding, proof.clientIp);
  if (step === "code-sent") return { codeSentTo: input.email };
  return { profile: await updateOwnProfile(unqId, input, proof.photo, proof.binding, visibility) };
}

/** The own profile's values as the edit form's fields (strings, under the form's names). */
export function editFormValues(profile: OwnProfile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(profileFieldsOf(profile))) {
    if (value !== null && value !== undefined) values[field] = String(value);
  }
  values.createdBy = createdByChoiceOf(profile);
  if (profile.contactName !== null) values.contactName = profile.contactName;
  return values;
}
