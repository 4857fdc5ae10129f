import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { guardians } from "~/db/schema";
import type { Viewer } from "../accounts/member";
import type { GuardianAccess } from "./guardian-access.server";
import { logGuardianAction } from "./guardian-log.server";
import { ownGuardian } from "./guardians.server";

// A guardian's share links to the member's biodata (docs/product-rules.md §40): only while the member allows it,
// per guardian, set on /family beside answering on their behalf and logged like it; each link the guardian makes
// or revokes is in the member's activity log, under the link's label.

/** Allows or stops a guardian's sharing of the member's biodata; logged when it changes. */
export function setSharePermission(member: Viewer, guardianId: number, allowed: boolean): { name: string } {
  return getDb().transaction(() => {
    const row = ownGuardian(member, guardianId, ["invited", "active"]);
    if (row.canShareBiodata !== allowed) {
      getDb().update(guardians).set({ canShareBiodata: allowed }).where(eq(guardians.id, row.id)).run();
      logGuardianAction(row.id, member.unqId, allowed ? "allowed-sharing" : "stopped-sharing");
    }
    return { name: row.name };
  }, WRITE);
}

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
