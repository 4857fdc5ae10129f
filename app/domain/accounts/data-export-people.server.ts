import { and, asc, eq, or, sql } from "drizzle-orm";
import { alias, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests, photoRequests, shortlists } from "~/db/schema-connections";
import { conversations, messages } from "~/db/schema-messages";
import { memberBlocks, reports } from "~/db/schema-safety";
import { iso } from "./data-export-account.server";

// "Download my data" (docs/product-rules.md §41, decision 040): what the member did with or about other members.
// Another member appears only as the site already showed them to the member: their public id and name, never a
// phone number, an e-mail address or anything else of theirs, even a connection's (their contact details are
// their data, which they show on the site, not the member's to take away). Messages are the ones the member sent:
// a received message is its sender's. Reports about the member are not here: they are the reporters' and the
// site's safety records, and saying who reported whom could put a reporter at risk.

/** Another member as the export names them; null for a member whose account is gone. */
export type Person = { publicId: string; name: string } | null;

const other = alias(members, "other");
const person = { publicId: other.publicId, name: other.fullName };
const named = (row: { publicId: string | null; name: string | null }): Person =>
  row.publicId === null || row.name === null ? null : { publicId: row.publicId, name: row.name };

/** Connection requests the member sent and received, and the connections (accepted requests) among them. */
export function requestsOf(unqId: number) {
  const db = getDb();
  const read = (mine: AnySQLiteColumn, theirs: AnySQLiteColumn) =>
    db
      .select({
        id: connectionRequests.id,
        status: connectionRequests.status,
        createdAt: connectionRequests.createdAt,
        respondedAt: connectionRequests.respondedAt,
        answeredByGuardian: connectionRequests.answeredByGuardian,
        ...person,
      })
      .from(connectionRequests)
      .innerJoin(other, eq(other.unqId, theirs))
      .where(eq(mine, unqId))
      .orderBy(asc(connectionRequests.createdAt))
      .all()
      .map((row) => ({
        member: named(row),
        status: row.status,
        sentAt: iso(row.createdAt),
        answeredAt: iso(row.respondedAt),
        answeredByGuardian: row.answeredByGuardian,
      }));
  const sent = read(connectionRequests.senderUnqId, connectionRequests.recipientUnqId);
  const received = read(connectionRequests.recipientUnqId, connectionRequests.senderUnqId);
  const connections = [...sent, ...received]
    .filter((request) => request.status === "accepted")
    .map((request) => ({ member: request.member, since: request.answeredAt }))
    .sort((a, b) => String(a.since).localeCompare(String(b.since)));
  return { sent, received, connections };
}

/**
 * Each conversation: with whom, since when, the member's choice about the other's guardians reading it (§33), and
 * the messages the member sent in it, oldest first.
 */
export function conversationsOf(unqId: number) {
  const db = getDb();
  const theirSide = sql`case when ${conversations.lowUnqId} = ${unqId} then ${conversations.highUnqId}
    else ${conversations.lowUnqId} end`;
  return db
    .select({
      id: conversations.id,
      lowUnqId: conversations.lowUnqId,
      lowConsent: conversations.lowConsent,
      highConsent: conversations.highConsent,
      createdAt: conversations.createdAt,
      ...person,
    })
    .from(conversations)
    .leftJoin(other, eq(other.unqId, theirSide))
    .where(or(eq(conversations.lowUnqId, unqId), eq(conversations.highUnqId, unqId)))
    .orderBy(asc(conversations.createdAt))
    .all()
    .map((row) => ({
      member: named(row),
      startedAt: iso(row.createdAt),
      theirGuardiansMayRead: (row.lowUnqId === unqId ? row.lowConsent : row.highConsent) === "allowed",
      messagesSent: db
        .select({ body: messages.body, createdAt: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.conversationId, row.id), eq(messages.senderUnqId, unqId)))
        .orderBy(asc(messages.id))
        .all()
        .map((message) => ({ sentAt: iso(message.createdAt), text: message.body })),
    }));
}

/** The member's own shortlist (§26), oldest first; who shortlisted the member is the others' private list. */
export function shortlistOf(unqId: number) {
  return getDb()
    .select({ at: shortlists.createdAt, ...person })
    .from(shortlists)
    .innerJoin(other, eq(other.unqId, shortlists.savedUnqId))
    .where(eq(shortlists.memberUnqId, unqId))
    .orderBy(asc(shortlists.createdAt))
    .all()
    .map((row) => ({ member: named(row), savedAt: iso(row.at) }));
}

/** The members the member blocked (§28); who blocked the member is not theirs to know (the site hides it). */
export function blocksOf(unqId: number) {
  return getDb()
    .select({ at: memberBlocks.createdAt, ...person })
    .from(memberBlocks)
    .innerJoin(other, eq(other.unqId, memberBlocks.blockedUnqId))
    .where(eq(memberBlocks.blockerUnqId, unqId))
    .orderBy(asc(memberBlocks.createdAt))
    .all()
    .map((row) => ({ member: named(row), blockedAt: iso(row.at) }));
}

/** Requests to see a connections-only photo (§27): those the member made, and those made of the member's photo. */
export function photoRequestsOf(unqId: number) {
  const read = (mine: AnySQLiteColumn, theirs: AnySQLiteColumn) =>
    getDb()
      .select({
        status: photoRequests.status,
        at: photoRequests.createdAt,
        answeredAt: photoRequests.respondedAt,
        ...person,
      })
      .from(photoRequests)
      .innerJoin(other, eq(other.unqId, theirs))
      .where(eq(mine, unqId))
      .orderBy(asc(photoRequests.createdAt))
      .all()
      .map((row) => ({
        member: named(row),
        status: row.status,
        askedAt: iso(row.at),
        answeredAt: iso(row.answeredAt),
      }));
  return {
    made: read(photoRequests.requesterUnqId, photoRequests.ownerUnqId),
    received: read(photoRequests.ownerUnqId, photoRequests.requesterUnqId),
  };
}

/**
 * The reports the member filed (§29): whom, the reason and the details they typed. Not what the administrators
 * did about it (that is about the other member, and the reporter is not told it), nor the message attached (a copy
 * of the other member's message).
 */
export function reportsFiledBy(unqId: number) {
  return getDb()
    .select({
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      updatedAt: reports.updatedAt,
      ...person,
    })
    .from(reports)
    .innerJoin(other, eq(other.unqId, reports.reportedUnqId))
    .where(eq(reports.reporterUnqId, unqId))
    .orderBy(asc(reports.createdAt))
    .all()
    .map((row) => ({
      member: named(row),
      reason: row.reason,
      details: row.details,
      firstSentAt: iso(row.createdAt),
      lastSentAt: iso(row.updatedAt),
    }));
}
