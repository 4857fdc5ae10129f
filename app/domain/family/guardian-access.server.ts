import { and, eq, isNull, lte, or } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { guardians } from "~/db/schema-family";
import type { GuardianScope } from "~/forms/family-options";
import { isPublicId } from "~/forms/member-id";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { answerConnectionRequest } from "../connections/connections.server";
import { listConnections, listIncomingRequests, listSentRequests } from "../connections/connection-lists.server";
import { logGuardianAction } from "./guardian-log.server";
import type { Viewer } from "../accounts/member";

// What a signed-in guardian may see and do for a member they guard (docs/product-rules.md §32): the member's
// requests (incoming and sent) and connections with the contact details the member may see, read-only;
// answering requests only while the member allows it. Nothing else of the member's (no shortlist,
// preferences, settings, blocks or photo requests). Every access is checked against the database as it is
// now: a revoked link, or a member the administrators blocked, answers as if there were nothing there.

const HOUR = 3600_000;

/** A guardian's access to one member, while it lasts. */
/** `canShareBiodata`: the member allowed this guardian to make and revoke their biodata's share links (§40). */
export type GuardianAccess = {
  guardianId: number;
  member: Viewer;
  canAnswer: boolean;
  scope: GuardianScope;
  canShareBiodata: boolean;
};

const memberColumns = {
  unqId: members.unqId,
  publicId: members.publicId,
  fullName: members.fullName,
  role: members.role,
  gender: members.gender,
};

const activeLinksOf = (accountId: number) =>
  and(eq(guardians.accountId, accountId), eq(guardians.status, "active"), eq(members.blockByAdmin, false));

/** The members a guardian account guards now, for /guardian. */
export function guardedMembers(accountId: number): { publicId: string; fullName: string; canAnswer: boolean }[] {
  return getDb()
    .select({ publicId: members.publicId, fullName: members.fullName, canAnswer: guardians.canAnswer })
    .from(guardians)
    .innerJoin(members, eq(members.unqId, guardians.memberUnqId))
    .where(activeLinksOf(accountId))
    .all();
}

/** The guardian's access to the member with this public id, or null (never invited, revoked, member blocked). */
export function guardianAccess(accountId: number, memberPublicId: string): GuardianAccess | null {
  if (!isPublicId(memberPublicId)) return null;
  const row = getDb()
    .select({
      guardianId: guardians.id,
      canAnswer: guardians.canAnswer,
      scope: guardians.scope,
      canShareBiodata: guardians.canShareBiodata,
      ...memberColumns,
    })
    .from(guardians)
    .innerJoin(members, eq(members.unqId, guardians.memberUnqId))
    .where(and(activeLinksOf(accountId), eq(members.publicId, memberPublicId)))
    .get();
  if (!row) return null;
  const { guardianId, canAnswer, scope, canShareBiodata, ...member } = row;
  return { guardianId, canAnswer, scope, canShareBiodata, member };
}

/**
 * A member's lists as a guardian reads them: without photo URLs, since a guardian is not a member and photos
 * follow the members' rules (§27); the page shows none.
 */
const withoutPhoto = <Item extends { image: string | null }>({ image: _image, ...rest }: Item) => rest;

function sentWithoutPhotos(memberUnqId: number, status: "pending" | "accepted" | "rejected") {
  const list = listSentRequests(memberUnqId, status);
  return { ...list, requests: list.requests.map((r) => ({ ...r, recipient: withoutPhoto(r.recipient) })) };
}

/** The member's requests and connections as their guardian sees them; the member's preview shows the same. */
export function dashboardOf(memberUnqId: number) {
  const incoming = listIncomingRequests(memberUnqId);
  const connections = listConnections(memberUnqId);
  return {
    incoming: { ...incoming, requests: incoming.requests.map((r) => ({ ...r, sender: withoutPhoto(r.sender) })) },
    sent: {
      pending: sentWithoutPhotos(memberUnqId, "pending"),
      accepted: sentWithoutPhotos(memberUnqId, "accepted"),
      rejected: sentWithoutPhotos(memberUnqId, "rejected"),
    },
    connections: { ...connections, connections: connections.connections.map(withoutPhoto) },
  };
}

export type Dashboard = ReturnType<typeof dashboardOf>;

/**
 * The dashboard for the guardian, logged as "viewed" at most once an hour per guardian: the member learns
 * that their guardian looks, without a log entry for every page load.
 */
export function guardianDashboard(access: GuardianAccess): Dashboard {
  const at = now();
  getDb().transaction(() => {
    const due = getDb()
      .update(guardians)
      .set({ lastViewLoggedAt: at })
      .where(
        and(
          eq(guardians.id, access.guardianId),
          or(isNull(guardians.lastViewLoggedAt), lte(guardians.lastViewLoggedAt, new Date(at.getTime() - HOUR))),
        ),
      )
      .returning({ id: guardians.id })
      .get();
    if (due) logGuardianAction(access.guardianId, access.member.unqId, "viewed");
  }, WRITE);
  return dashboardOf(access.member.unqId);
}

export const NO_ANSWERING = "Your access does not include answering requests.";

/**
 * Answers a request addressed to the member on their behalf, marked as the guardian's answer to both sides.
 * The permission is read now, not from the page the guardian loaded: the member may have withdrawn it since.
 */
export async function answerOnBehalf(
  access: GuardianAccess,
  requestId: string,
  answer: "accept" | "reject",
): Promise<{ senderName: string }> {
  const db = getDb();
  const link = db
    .select({ status: guardians.status, canAnswer: guardians.canAnswer })
    .from(guardians)
    .where(eq(guardians.id, access.guardianId))
    .get();
  if (link?.status !== "active") throw new UserError("Not found", { status: 404 });
  if (!link.canAnswer) throw new UserError(NO_ANSWERING, { status: 403 });
  const request = isPublicId(requestId)
    ? db
        .select({ senderUnqId: members.unqId, senderName: members.fullName })
        .from(connectionRequests)
        .innerJoin(members, eq(members.unqId, connectionRequests.senderUnqId))
        .where(and(eq(connectionRequests.id, requestId), eq(connectionRequests.recipientUnqId, access.member.unqId)))
        .get()
    : undefined;
  if (!request) throw new UserError("Request not found", { status: 404 });
  await answerConnectionRequest(access.member, requestId, answer, { byGuardian: true });
  db.transaction(() => {
    logGuardianAction(
      access.guardianId,
      access.member.unqId,
      answer === "accept" ? "accepted-request" : "declined-request",
      {
        unqId: request.senderUnqId,
        name: request.senderName,
      },
    );
  }, WRITE);
  return { senderName: request.senderName };
}
