import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { memberPhotos } from "~/db/schema-photos";
import { moderationActions } from "~/db/schema-safety";
import type { ModerationAction } from "~/forms/privacy-options";
import { now } from "~/services/clock.server";
import { getEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { deletePhotoIfUnused, photoUrl } from "../profiles/photos.server";

// Approval of new profiles and changed photos by an administrator (docs/product-rules.md §30).

/** MODERATION=on. Read at each call, not at import: the setting is the operator's, and tests switch it. */
export function moderationOn(): boolean {
  return getEnv().MODERATION;
}

/** A new member's columns: with moderation on, nobody else sees the profile until it is approved (§30). */
export const newMemberApproval = () => ({ awaitingApproval: moderationOn() });

/**
 * The photo flag for a member's newly saved photo `photoId` (§30): with moderation off nothing waits. The
 * same picture sent again with a later edit keeps its flag (a client may resend it); a profile still
 * awaiting approval needs no separate photo approval, since the administrator sees the photo with it.
 */
export function newPhotoApproval(photoId: string): SQL | false {
  if (!moderationOn()) return false;
  return sql`case when ${members.photoId} = ${photoId} then ${members.photoAwaitingApproval}
    else not ${members.awaitingApproval} end`;
}

/**
 * A request (to connect, or to see a photo) would show the profile to its recipient: a member awaiting approval
 * (§30), or whose profile waits for the person it is for to confirm it (§31a), sends none yet.
 */
export function refuseWhileAwaitingApproval(unqId: number): void {
  const member = getDb()
    .select({ awaitingApproval: members.awaitingApproval, awaitingCandidate: members.awaitingCandidate })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  if (member?.awaitingCandidate) {
    throw new UserError(
      "This profile is waiting for the person it is for to confirm it: you can send requests once they have.",
      { status: 403 },
    );
  }
  if (member?.awaitingApproval) {
    throw new UserError("Your profile is awaiting approval: you can send requests once our team has approved it.", {
      status: 403,
    });
  }
}

const QUEUE_LIMIT = 50;

/** What waits for an administrator, oldest first: new profiles, and new photos of approved profiles. */
export function waitingForApproval() {
  const db = getDb();
  const profiles = db
    .select({
      publicId: members.publicId,
      unqId: members.unqId,
      fullName: members.fullName,
      gender: members.gender,
      age: members.age,
      city: members.city,
      state: members.state,
      working: members.working,
      education: members.education,
      maritalStatus: members.maritalStatus,
      photoId: members.photoId,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(and(eq(members.awaitingApproval, true), eq(members.role, "member")))
    .orderBy(asc(members.unqId))
    .limit(QUEUE_LIMIT)
    .all();
  // No column keeps when the photo changed: the last save is the closest to it.
  const photos = db
    .select({
      publicId: members.publicId,
      unqId: members.unqId,
      fullName: members.fullName,
      photoId: members.photoId,
      updatedAt: members.updatedAt,
    })
    .from(members)
    .where(
      and(eq(members.photoAwaitingApproval, true), eq(members.awaitingApproval, false), isNotNull(members.photoId)),
    )
    .orderBy(asc(members.updatedAt), asc(members.unqId))
    .limit(QUEUE_LIMIT)
    .all();
  // A member's other photos (§27a) wait the same way, each on its own, since it was added.
  const otherPhotos = db
    .select({
      publicId: members.publicId,
      unqId: members.unqId,
      fullName: members.fullName,
      photoId: memberPhotos.photoId,
      updatedAt: memberPhotos.createdAt,
    })
    .from(memberPhotos)
    .innerJoin(members, eq(members.unqId, memberPhotos.memberUnqId))
    .where(and(eq(memberPhotos.awaitingApproval, true), eq(members.awaitingApproval, false)))
    .orderBy(asc(memberPhotos.createdAt))
    .limit(QUEUE_LIMIT)
    .all();
  const waitingPhotos = [...photos, ...otherPhotos]
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.unqId - b.unqId)
    .slice(0, QUEUE_LIMIT);
  const withImage = <T extends { photoId: string | null }>({ photoId, ...row }: T) => ({
    ...row,
    photoId,
    image: photoUrl(photoId, "private"),
  });
  return { profiles: profiles.map(withImage), photos: waitingPhotos.map(withImage), limit: QUEUE_LIMIT };
}

const APPROVAL_ACTIONS: ModerationAction[] = ["approve-profile", "approve-photo", "reject-photo"];
const actingAdmin = alias(members, "acting_admin");

/** The latest approvals and rejections, newest first, with the administrator and the member. */
export function recentApprovals(limit = 20) {
  return getDb()
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      createdAt: moderationActions.createdAt,
      memberPublicId: members.publicId,
      memberName: members.fullName,
      memberUnqId: members.unqId,
      adminName: actingAdmin.fullName,
    })
    .from(moderationActions)
    .innerJoin(members, eq(members.unqId, moderationActions.memberUnqId))
    .leftJoin(actingAdmin, eq(actingAdmin.unqId, moderationActions.adminUnqId))
    .where(inArray(moderationActions.action, APPROVAL_ACTIONS))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit)
    .all();
}

/** Whether the member's photo was last removed by an administrator (their own page tells them, §30). */
export function photoRemovedByTeam(unqId: number): boolean {
  const last = getDb()
    .select({ action: moderationActions.action })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.memberUnqId, unqId),
        inArray(moderationActions.action, ["approve-photo", "reject-photo"]),
      ),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .get();
  return last?.action === "reject-photo";
}

/** The member as stored now; the page may be older than the decision (deleted or changed meanwhile). */
function memberToDecide(publicId: string) {
  const member = getDb()
    .select({
      unqId: members.unqId,
      role: members.role,
      awaitingApproval: members.awaitingApproval,
      photoAwaitingApproval: members.photoAwaitingApproval,
      photoId: members.photoId,
    })
    .from(members)
    .where(eq(members.publicId, publicId))
    .get();
  if (!member || member.role !== "member") {
    throw new UserError("This member is no longer here: the account may have been deleted meanwhile.", {
      status: 404,
    });
  }
  return member;
}

/** Runs one decision in a transaction that also records it (administrator, action, member, time). */
function decide(adminUnqId: number, action: ModerationAction, change: () => number): void {
  getDb().transaction(() => {
    const memberUnqId = change();
    getDb().insert(moderationActions).values({ adminUnqId, memberUnqId, action, createdAt: now() }).run();
  }, WRITE);
}

const setFlags = (unqId: number, columns: Partial<typeof members.$inferInsert>) =>
  getDb().update(members).set(columns).where(eq(members.unqId, unqId)).run();

/**
 * Approves a new profile, and with it the photo the administrator saw (`seenPhotoId`); a photo changed
 * since the page was opened waits in the photo queue instead.
 */
export function approveProfile(adminUnqId: number, publicId: string, seenPhotoId: string | null): void {
  decide(adminUnqId, "approve-profile", () => {
    const member = memberToDecide(publicId);
    if (!member.awaitingApproval) throw new UserError("This profile was already approved.", { status: 409 });
    const photoChanged = member.photoId !== null && member.photoId !== seenPhotoId;
    setFlags(member.unqId, { awaitingApproval: false, photoAwaitingApproval: photoChanged && moderationOn() });
    return member.unqId;
  });
}

/**
 * The waiting photo, exactly the one the administrator saw: the main one, or one of the others (`other`, §27a);
 * anything else was dealt with or changed.
 */
function waitingPhoto(publicId: string, seenPhotoId: string | null) {
  const member = memberToDecide(publicId);
  if (member.photoAwaitingApproval && member.photoId !== null && member.photoId === seenPhotoId) {
    return { unqId: member.unqId, photoId: member.photoId, other: undefined };
  }
  const other = and(
    eq(memberPhotos.memberUnqId, member.unqId),
    eq(memberPhotos.photoId, seenPhotoId ?? ""),
    eq(memberPhotos.awaitingApproval, true),
  );
  if (seenPhotoId && getDb().select({ at: memberPhotos.createdAt }).from(memberPhotos).where(other).get()) {
    return { unqId: member.unqId, photoId: seenPhotoId, other };
  }
  throw new UserError("This photo is no longer waiting: it was dealt with or changed meanwhile.", { status: 409 });
}

export function approvePhoto(adminUnqId: number, publicId: string, seenPhotoId: string | null): void {
  decide(adminUnqId, "approve-photo", () => {
    const member = waitingPhoto(publicId, seenPhotoId);
    if (member.other) getDb().update(memberPhotos).set({ awaitingApproval: false }).where(member.other).run();
    else setFlags(member.unqId, { photoAwaitingApproval: false });
    return member.unqId;
  });
}

/**
 * Removes a rejected photo from the profile: the member is back to the default avatar and may upload
 * another (their own page says why); a rejected other photo (§27a) leaves their others. The picture's bytes go
 * too, unless another member shows the same one.
 */
export function rejectPhoto(adminUnqId: number, publicId: string, seenPhotoId: string | null): void {
  decide(adminUnqId, "reject-photo", () => {
    const member = waitingPhoto(publicId, seenPhotoId);
    if (member.other) getDb().delete(memberPhotos).where(member.other).run();
    else setFlags(member.unqId, { photoId: null, photoAwaitingApproval: false, photoVerifiedAt: null });
    deletePhotoIfUnused(member.photoId);
    return member.unqId;
  });
}
