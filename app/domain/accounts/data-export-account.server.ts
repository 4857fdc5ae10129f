import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members, planActivations } from "~/db/schema";
import { matchAlerts } from "~/db/schema-matching";
import { profileCorrections } from "~/db/schema-safety";
import { candidateConsents } from "~/db/schema-candidate";
import { signIns } from "~/db/schema-law";
import { consentsOf as consentsGiven } from "./consents.server";
import { verificationRequests } from "~/db/schema-verification";
import { memberCode } from "~/forms/member-id";
import { extraPhotoRows } from "../profiles/member-photos.server";
import { readPhoto, photoUrl } from "../profiles/photos.server";
import { readPreferences } from "../profiles/preferences.server";
import { accountCreationOf } from "./access-log.server";

// "Download my data" (docs/product-rules.md §41, decision 040): what the site holds of the member's account and
// profile, and the records about it that are the member's own. Secrets never go out: the password hash, sessions,
// one-time codes and the candidate's link token are left out by naming, column by column, what is read.

/** A time as the export states it: ISO 8601 in UTC, or null. */
export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** The account, the profile's every column and the settings: the members row, less what is secret. */
export function accountAndProfileOf(unqId: number) {
  const { passwordHash: _secret, ...row } = getDb().select().from(members).where(eq(members.unqId, unqId)).get()!;
  return {
    account: {
      memberId: memberCode(row.unqId),
      publicId: row.publicId,
      email: row.email,
      emailVerifiedAt: iso(row.emailVerifiedAt),
      phone: row.phone,
      mobileVerifiedAt: iso(row.mobileVerifiedAt),
      language: row.language,
      role: row.role,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      // The last day a page was served to them signed in (§27a): a day, never a time.
      lastActiveOn: row.lastActiveOn,
      acceptedTermsAt: iso(row.acceptedTermsAt),
      blockedByAdministrator: row.blockByAdmin,
      awaitingApproval: row.awaitingApproval,
      awaitingCandidate: row.awaitingCandidate,
      profileCreatedBy: row.profileCreatedBy,
      contactRelation: row.contactRelation,
      contactName: row.contactName,
      checks: {
        idVerifiedAt: iso(row.idVerifiedAt),
        idDocumentType: row.idDocumentType,
        photoVerifiedAt: iso(row.photoVerifiedAt),
      },
    },
    profile: {
      fullName: row.fullName,
      gender: row.gender,
      dob: row.dob,
      age: row.age,
      height: row.height,
      heightCm: row.heightCm,
      maritalStatus: row.maritalStatus,
      fatherName: row.fatherName,
      motherName: row.motherName,
      grandFatherName: row.grandFatherName,
      familyHead: row.familyHead,
      familyHeadOccupation: row.familyHeadOccupation,
      brothers: row.siblings,
      sisters: row.sisterSiblings,
      marriedBrothers: row.marriedBrother,
      marriedSisters: row.marriedSister,
      pehchan: row.pehchan,
      education: row.education,
      educationLevel: row.educationLevel,
      working: row.working,
      annualIncome: row.annualIncome,
      house: row.house,
      area: row.area,
      city: row.city,
      state: row.state,
      pin: row.pin,
      country: row.country,
      weddingBudget: row.weddingBudget,
      weddingStyle: row.weddingStyle,
      about: row.about,
      lookingFor: row.lookingFor,
      maslak: row.maslak,
      prayer: row.prayer,
      motherTongue: row.motherTongue,
    },
    settings: {
      photoVisibility: row.photoVisibility,
      hidden: row.hidden,
      readReceipts: row.readReceipts,
      language: row.language,
    },
    photo: photoOf(row.photoId, row.photoAwaitingApproval),
    // The photos after the main one (§27a), in their order.
    otherPhotos: extraPhotoRows(row.unqId).map((extra) => photoOf(extra.photoId, extra.awaitingApproval)),
  };
}

/**
 * The member's photo: its own bytes (base64), so that the file keeps it after the account is gone, with its
 * address on the site (the private one, which only its owner and whoever they allow may open).
 */
function photoOf(photoId: string | null, awaitingApproval: boolean) {
  const stored = photoId ? readPhoto(photoId) : undefined;
  if (!photoId || !stored) return null;
  return {
    id: photoId,
    address: photoUrl(photoId, "private")!,
    mime: stored.mime,
    bytes: stored.data.length,
    awaitingApproval,
    base64: stored.data.toString("base64"),
  };
}

/** Partner preferences, each part null or empty for "any" (§24). */
export function preferencesOf(unqId: number) {
  const preferences = readPreferences(unqId);
  return {
    ageFrom: preferences.ageFrom ?? null,
    ageTo: preferences.ageTo ?? null,
    heightFromCm: preferences.heightFromCm ?? null,
    heightToCm: preferences.heightToCm ?? null,
    maritalStatuses: preferences.maritalStatuses,
    places: preferences.places,
    maslaks: preferences.maslaks,
    educationLevelFrom: preferences.educationLevelFrom ?? null,
    motherTongues: preferences.motherTongues,
  };
}

/** The weekly match e-mail the member follows (§26), if any: by their preferences or a saved search. */
export function matchAlertOf(unqId: number) {
  const row = getDb().select().from(matchAlerts).where(eq(matchAlerts.memberUnqId, unqId)).get();
  if (!row) return null;
  return {
    follows: row.searchQuery ?? "preferences",
    since: iso(row.createdAt),
    lastSentAt: iso(row.lastSentAt),
    nextDueAt: iso(row.nextDueAt),
  };
}

/** Paid plans, oldest first (§35), with the relationship manager the member was given (staff, not a member). */
export function plansOf(unqId: number) {
  return getDb()
    .select()
    .from(planActivations)
    .where(eq(planActivations.memberUnqId, unqId))
    .orderBy(asc(planActivations.startsAt))
    .all()
    .map((row) => ({
      plan: row.plan,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      managerName: row.managerName,
      managerPhone: row.managerPhone,
      managerEmail: row.managerEmail,
      recordedAt: iso(row.createdAt),
    }));
}

/** Each consent to the notice the member gave (DPDP Act s. 6; §41), oldest first: consents.server's rows. */
export const consentsOf = (unqId: number) =>
  consentsGiven(unqId)
    .reverse()
    .map((row) => ({
      noticeVersion: row.noticeVersion,
      source: row.source,
      declared: row.declared,
      language: row.language,
      givenAt: iso(row.createdAt),
    }));

/** Every sign-in kept (a year, §41) and the address the profile was created from. */
export function accessRecordsOf(unqId: number) {
  const creation = accountCreationOf(unqId);
  return {
    accountCreation: creation && { at: iso(creation.at), ip: creation.ip },
    signIns: getDb()
      .select({ at: signIns.createdAt, ip: signIns.ip })
      .from(signIns)
      .where(eq(signIns.memberUnqId, unqId))
      .orderBy(asc(signIns.createdAt), asc(signIns.id))
      .all()
      .map((row) => ({ at: iso(row.at), ip: row.ip })),
  };
}

/**
 * The checks the member asked of a person (§39), with the decision and its reason; not who reviewed them. The
 * pictures are not kept past the decision (decision 033), so none is here.
 */
export function checksOf(unqId: number) {
  const verifications = getDb()
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.memberUnqId, unqId))
    .orderBy(asc(verificationRequests.createdAt))
    .all()
    .map((row) => ({
      kind: row.kind,
      documentType: row.documentType,
      gesture: row.gesture,
      status: row.status,
      reason: row.reason,
      requestedAt: iso(row.createdAt),
      decidedAt: iso(row.decidedAt),
    }));
  // An administrator's correction of the gender or birth date the member cannot change themselves (§16).
  const corrections = getDb()
    .select()
    .from(profileCorrections)
    .where(eq(profileCorrections.memberUnqId, unqId))
    .orderBy(asc(profileCorrections.createdAt))
    .all()
    .map((row) => ({ field: row.field, from: row.oldValue, to: row.newValue, at: iso(row.createdAt) }));
  return { verifications, corrections };
}

/** The confirmation asked of the person a relative's profile is for (§31a): their own contact, not the link. */
export function candidateConfirmationOf(unqId: number) {
  const row = getDb().select().from(candidateConsents).where(eq(candidateConsents.memberUnqId, unqId)).get();
  if (!row) return null;
  return {
    channel: row.channel,
    address: row.address,
    invitedAt: iso(row.invitedAt),
    remindedAt: iso(row.remindedAt),
    confirmedAt: iso(row.confirmedAt),
  };
}
