import { and, count, desc, eq, inArray, max, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { moderationActions, reports } from "~/db/schema-safety";
import { isPublicId } from "~/forms/member-id";
import { photoUrl } from "../profiles/photos.server";
import { REPORT_ACTIONS } from "./reports.server";
import { returningMatchOf } from "./returning-members.server";
import { blockedReturnOf } from "./fake-profile-signals.server";

// What the administrator reads about reports (docs/product-rules.md §29): the open queue, the log of
// actions taken on reports, and one member's history.

const reporter = alias(members, "reporter");
const actingAdmin = alias(members, "acting_admin");
const matchedAccount = alias(members, "matched_account");

/** A member named for the administrator, or null once their account is deleted. */
const person = (unqId: number | null, fullName: string | null) =>
  unqId === null || fullName === null ? null : { unqId, fullName };

// The queue is short by nature (handled reports leave it), as is one member's history; a cap keeps one bad
// day from making a huge page.
const QUEUE_LIMIT = 500;

/** Reports with their reporter and the reported member, the latest first. */
function reportRows(where: SQL) {
  return getDb()
    .select({
      id: reports.id,
      reason: reports.reason,
      details: reports.details,
      messageText: reports.messageText,
      messageSentAt: reports.messageSentAt,
      matchedPhoneHash: reports.matchedPhoneHash,
      matchedEmailHash: reports.matchedEmailHash,
      signal: reports.signal,
      matchedPublicId: matchedAccount.publicId,
      matchedUnqId: matchedAccount.unqId,
      matchedName: matchedAccount.fullName,
      status: reports.status,
      updatedAt: reports.updatedAt,
      reporterUnqId: reporter.unqId,
      reporterName: reporter.fullName,
      member: {
        publicId: members.publicId,
        unqId: members.unqId,
        fullName: members.fullName,
        gender: members.gender,
        age: members.age,
        maritalStatus: members.maritalStatus,
        city: members.city,
        state: members.state,
        working: members.working,
        blockByAdmin: members.blockByAdmin,
        photoId: members.photoId,
      },
    })
    .from(reports)
    .innerJoin(members, eq(members.unqId, reports.reportedUnqId))
    .leftJoin(reporter, eq(reporter.unqId, reports.reporterUnqId))
    .leftJoin(matchedAccount, eq(matchedAccount.unqId, reports.matchedUnqId))
    .where(where)
    .orderBy(desc(reports.updatedAt), desc(reports.id))
    .limit(QUEUE_LIMIT)
    .all();
}

type Row = ReturnType<typeof reportRows>[number];

const reportOf = (row: Row) => ({
  id: row.id,
  reason: row.reason,
  details: row.details,
  // The one message the reporter attached, and nothing else of their conversation (§33).
  message:
    row.messageText === null ? null : { text: row.messageText, sentAt: row.messageSentAt?.toISOString() ?? null },
  status: row.status,
  at: row.updatedAt.toISOString(),
  reporter: person(row.reporterUnqId, row.reporterName),
  // What made the site raise it (null for a member's report), and what it matched (§29, §39).
  signal: row.signal,
  // The account has a deleted, reported account's number or address.
  returning: row.signal === "returning" ? returningMatchOf(row) : null,
  // The other account with the same photo, or the blocked account with the same number or address, while it
  // exists (null once deleted).
  matchedAccount:
    row.matchedUnqId === null || row.matchedPublicId === null || row.matchedName === null
      ? null
      : { unqId: row.matchedUnqId, publicId: row.matchedPublicId, fullName: row.matchedName },
  // The account has the number or address of an account an administrator blocked: which, and when.
  blockedReturn: row.signal === "blocked-return" ? blockedReturnOf(row) : null,
});

/**
 * Open reports grouped by the reported member, the group with the latest report first. A group's
 * reports are its reporters: one row per reporter and member (§29).
 */
export function openReportQueue() {
  const groups = new Map<
    number,
    { member: Omit<Row["member"], "photoId"> & { image: string | null }; reports: ReturnType<typeof reportOf>[] }
  >();
  for (const row of reportRows(eq(reports.status, "open"))) {
    const { photoId, ...member } = row.member;
    const image = photoUrl(photoId, "private");
    const group = groups.get(member.unqId) ?? { member: { ...member, image }, reports: [] };
    groups.set(member.unqId, group);
    group.reports.push(reportOf(row));
  }
  return [...groups.values()];
}

export type ReportGroup = ReturnType<typeof openReportQueue>[number];

/**
 * The administrators' actions on reports, newest first. An action on several reports about one member is
 * one row per report (each report keeps its own trail); the log shows it once, with how many it covered.
 */
export function recentReportActions(limit = 20, memberUnqId?: number) {
  return getDb()
    .select({
      action: moderationActions.action,
      createdAt: moderationActions.createdAt,
      reports: count(),
      memberUnqId: moderationActions.memberUnqId,
      memberName: members.fullName,
      memberPublicId: members.publicId,
      adminUnqId: actingAdmin.unqId,
      adminName: actingAdmin.fullName,
    })
    .from(moderationActions)
    .innerJoin(members, eq(members.unqId, moderationActions.memberUnqId))
    .leftJoin(actingAdmin, eq(actingAdmin.unqId, moderationActions.adminUnqId))
    .where(
      and(
        inArray(moderationActions.action, [...REPORT_ACTIONS]),
        memberUnqId === undefined ? undefined : eq(moderationActions.memberUnqId, memberUnqId),
      ),
    )
    .groupBy(
      moderationActions.adminUnqId,
      moderationActions.memberUnqId,
      moderationActions.action,
      moderationActions.createdAt,
    )
    .orderBy(desc(max(moderationActions.id)))
    .limit(limit)
    .all()
    .map(({ adminUnqId, adminName, createdAt, ...entry }) => ({
      ...entry,
      at: createdAt.toISOString(),
      admin: person(adminUnqId, adminName),
    }));
}

/** One member's reports (every status) and the actions taken on them, for the admin member page. */
export function reportHistoryOf(publicId: string) {
  const member = isPublicId(publicId)
    ? getDb().select({ unqId: members.unqId }).from(members).where(eq(members.publicId, publicId)).get()
    : undefined;
  if (!member) return { reports: [], actions: [] };
  const about = reportRows(eq(reports.reportedUnqId, member.unqId)).map(reportOf);
  return { reports: about, actions: recentReportActions(50, member.unqId) };
}
