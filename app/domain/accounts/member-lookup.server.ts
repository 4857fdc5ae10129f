import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { isPublicId } from "~/forms/member-id";

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
