import { and, eq, ne, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { connectionRequests } from "~/db/schema-connections";
import type { GuardianAccess } from "./guardian-access.server";
import { logGuardianReading } from "./guardian-log.server";

// Which profiles a guardian may open from the member's page (docs/product-rules.md §32), and the member's log of
// it. What the guardian sees of such a profile is composed in app/web/guardian-profile.server.ts (this area does
// not read profiles).

/**
 * Whether the other member is on the guardian's page: any request the member sent (waiting, accepted or not),
 * or a request to the member that is waiting or accepted. A request the member declined is not shown there, so
 * its sender's profile is not opened from there either.
 */
export function isOnGuardiansPage(access: GuardianAccess, otherUnqId: number): boolean {
  const { senderUnqId: sender, recipientUnqId: recipient, status } = connectionRequests;
  const memberUnqId = access.member.unqId;
  const row = getDb()
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(
      or(
        and(eq(sender, memberUnqId), eq(recipient, otherUnqId)),
        and(eq(sender, otherUnqId), eq(recipient, memberUnqId), ne(status, "rejected")),
      ),
    )
    .get();
  return row !== undefined;
}

/** The guardian opened this person's profile: in the member's log at most once an hour per guardian and person. */
export function logProfileViewed(access: GuardianAccess, other: { unqId: number; fullName: string }): void {
  logGuardianReading(access.guardianId, access.member.unqId, "viewed-profile", {
    unqId: other.unqId,
    name: other.fullName,
  });
}
