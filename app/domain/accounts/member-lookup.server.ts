import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { members } from "~/db/schema";
import { isPublicId } from "~/forms/member-id";
import { consentedNoticeColumn } from "./consents.server";
import type { Viewer } from "./member";

/**
 * The member a form or call names by public id, with what a permission check needs (their role, gender,
 * whether the administrators blocked them or have yet to approve them, or the person a relative's profile is for
 * has yet to confirm it, §31a); undefined for an unknown or
 * malformed id. The caller decides whom to treat as "not found".
 */
export function memberByPublicId(publicId: string) {
  if (!isPublicId(publicId)) return undefined;
  return getDb()
    .select({
      unqId: members.unqId,
      publicId: members.publicId,
      fullName: members.fullName,
      gender: members.gender,
      role: members.role,
      blocked: members.blockByAdmin,
      awaitingApproval: members.awaitingApproval,
      awaitingCandidate: members.awaitingCandidate,
    })
    .from(members)
    .where(eq(members.publicId, publicId))
    .get();
}

/** Every member page reads its viewer: built once (preparedOnce). */
const activeMemberRead = preparedOnce((db) =>
  db
    .select({
      unqId: members.unqId,
      publicId: members.publicId,
      fullName: members.fullName,
      role: members.role,
      gender: members.gender,
      language: members.language,
      mobileVerified: sql<boolean>`${members.mobileVerifiedAt} is not null`.mapWith(Boolean),
      // Whether they must consent to the notice again (§41) is asked of every member page: read here, at once.
      consentedNotice: consentedNoticeColumn(),
      lastActiveOn: members.lastActiveOn,
    })
    .from(members)
    .where(and(eq(members.unqId, sql.placeholder("unqId")), eq(members.blockByAdmin, false)))
    .prepare(),
);

export function findActiveMember(unqId: number): Viewer | null {
  return activeMemberRead().get({ unqId }) ?? null;
}
