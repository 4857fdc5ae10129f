import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { guardians } from "~/db/schema-family";
import type { Viewer } from "../accounts/member";
import type { GuardianAccess } from "./guardian-access.server";
import { logGuardianAction } from "./guardian-log.server";
import { ownGuardian } from "./guardians.server";

// What the member allows each guardian, set on /family and logged (docs/product-rules.md §32, §40): answering
// requests on their behalf, and sharing their biodata by links; each link a guardian makes or revokes is in the
// member's activity log, under the link's label.

/** What the member allows a guardian, each with the log's entries for allowing and stopping it. */
const PERMISSIONS = {
  canAnswer: ["allowed-answering", "stopped-answering"],
  canShareBiodata: ["allowed-sharing", "stopped-sharing"],
} as const;

/**
 * Allows or stops one of a guardian's permissions: answering requests on the member's behalf (§32), sharing the
 * member's biodata (§40). Logged when it changes.
 */
export function setGuardianPermission(
  member: Viewer,
  guardianId: number,
  permission: keyof typeof PERMISSIONS,
  allowed: boolean,
): { name: string } {
  return getDb().transaction(() => {
    const row = ownGuardian(member, guardianId, ["invited", "active"]);
    if (row[permission] !== allowed) {
      getDb()
        .update(guardians)
        .set({ [permission]: allowed })
        .where(eq(guardians.id, row.id))
        .run();
      logGuardianAction(row.id, member.unqId, PERMISSIONS[permission][allowed ? 0 : 1]);
    }
    return { name: row.name };
  }, WRITE);
}

/** Allows or stops a guardian's answering of requests on the member's behalf. */
export const setAnswerPermission = (member: Viewer, guardianId: number, allowed: boolean) =>
  setGuardianPermission(member, guardianId, "canAnswer", allowed);

/** Allows or stops a guardian's sharing of the member's biodata; logged when it changes. */
export const setSharePermission = (member: Viewer, guardianId: number, allowed: boolean) =>
  setGuardianPermission(member, guardianId, "canShareBiodata", allowed);

/**
 * Records a link the guardian made or revoked in the member's activity log, with its label where an entry names
 * the other member (the entry is about the member's own biodata, so it names the member).
 */
export function logBiodataLink(
  access: GuardianAccess,
  action: "made-biodata-link" | "revoked-biodata-link",
  label: string,
) {
  logGuardianAction(access.guardianId, access.member.unqId, action, { unqId: access.member.unqId, name: label });
}
