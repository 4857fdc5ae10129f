import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { guardians } from "~/db/schema-family";
import { biodataLinks } from "~/db/schema-biodata";
import { grievanceAnswers, grievances } from "~/db/schema-law";
import { memberCode } from "~/forms/member-id";
import { wholeGuardianActivity } from "../family/guardian-log.server";
import { iso } from "./data-export-account.server";

// "Download my data" (docs/product-rules.md §41, decision 040): the member's guardians and their log, the biodata's
// share links and the complaints the member filed. A guardian's name and address are those the member typed when
// inviting them, which the member sees on /family: the member's own record of whom they asked. Not the guardian's
// own account (the name they chose, their password): that is the guardian's. Share links go out without their
// secret (only its hash is kept, and it is left out too): a kept file must not open anyone's biodata.

/** The guardians the member invited (§32): whom, with which permissions, and when each step happened. */
export function guardiansOf(unqId: number) {
  return getDb()
    .select()
    .from(guardians)
    .where(eq(guardians.memberUnqId, unqId))
    .orderBy(asc(guardians.invitedAt), asc(guardians.id))
    .all()
    .map((row) => ({
      name: row.name,
      email: row.email,
      relation: row.relation,
      status: row.status,
      mayAnswerRequests: row.canAnswer,
      sees: row.scope,
      mayShareBiodata: row.canShareBiodata,
      invitedAt: iso(row.invitedAt),
      acceptedAt: iso(row.acceptedAt),
      revokedAt: iso(row.revokedAt),
    }));
}

/**
 * The member's log of their guardians' actions (§32), oldest first: the guardian as the member named them, and
 * the other member of an answered request or a read conversation by the name the member saw.
 */
export function guardianLogOf(unqId: number) {
  return wholeGuardianActivity(unqId).map((entry) => ({ ...entry, createdAt: iso(entry.createdAt) }));
}

/** The biodata's share links (§40): label, limits, views, and the guardian who made one. */
export function biodataLinksOf(unqId: number) {
  return getDb()
    .select({ link: biodataLinks, madeBy: guardians.name })
    .from(biodataLinks)
    .leftJoin(guardians, eq(guardians.id, biodataLinks.madeByGuardianId))
    .where(eq(biodataLinks.memberUnqId, unqId))
    .orderBy(asc(biodataLinks.createdAt))
    .all()
    .map(({ link, madeBy }) => ({
      label: link.label,
      showsPhoto: link.showPhoto,
      madeAt: iso(link.createdAt),
      madeByGuardian: madeBy,
      expiresAt: iso(link.expiresAt),
      maxViews: link.maxViews,
      views: link.views,
      lastViewedAt: iso(link.lastViewedAt),
      revokedAt: iso(link.revokedAt),
    }));
}

/**
 * The complaints the member filed (§41), with the answers they were sent. The member a complaint names is given by
 * the member number the member typed, with nothing else of them (none once that account is gone).
 */
export function grievancesOf(unqId: number) {
  const db = getDb();
  const filed = db
    .select()
    .from(grievances)
    .where(eq(grievances.memberUnqId, unqId))
    .orderBy(asc(grievances.createdAt))
    .all();
  const answers = filed.length
    ? db
        .select()
        .from(grievanceAnswers)
        .where(
          inArray(
            grievanceAnswers.grievanceId,
            filed.map((grievance) => grievance.id),
          ),
        )
        .orderBy(asc(grievanceAnswers.createdAt), asc(grievanceAnswers.id))
        .all()
    : [];
  return filed.map((grievance) => ({
    ticket: grievance.ticket,
    category: grievance.category,
    name: grievance.name,
    email: grievance.email,
    language: grievance.language,
    concernedMember: grievance.concernedUnqId === null ? null : memberCode(grievance.concernedUnqId),
    details: grievance.details,
    status: grievance.status,
    filedAt: iso(grievance.createdAt),
    acknowledgedAt: iso(grievance.acknowledgedAt),
    resolvedAt: iso(grievance.resolvedAt),
    answers: answers
      .filter((answer) => answer.grievanceId === grievance.id)
      .map((answer) => ({ action: answer.action, message: answer.message, at: iso(answer.createdAt) })),
  }));
}
