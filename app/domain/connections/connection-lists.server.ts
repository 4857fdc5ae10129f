import { and, count, desc, eq, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias, type SelectedFields, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { photoFor, photoOwnerColumns, photoViewerOf, type PhotoViewer } from "../profiles/photo-access.server";
import { readPage } from "../listing/paging";

// The lists of a member's requests and connections, and the counts the pages show (docs/product-rules.md §10):
// read-only queries over connection_requests joined to the other member, a page at a time, apart from the
// rules that change a request (connections.server.ts).

const PAGE_SIZE = 20;

// The other member of a request or connection, whichever side they are on.
const person = alias(members, "person");

/** What a list shows of the other member of a request or connection, and what their photo's rule reads. */
const personColumns = {
  ...photoOwnerColumns(person),
  publicId: person.publicId,
  fullName: person.fullName,
  gender: person.gender,
  age: person.age,
  city: person.city,
  working: person.working,
};

type PersonRow = { [Key in keyof typeof personColumns]: (typeof person.$inferSelect)[Key] };

/**
 * The other member as a list shows them: the photo only when the viewer may see it (docs/product-rules.md
 * §27); `seen` is read once per page.
 */
function listedPerson(seen: PhotoViewer, row: PersonRow) {
  return {
    publicId: row.publicId,
    fullName: row.fullName,
    gender: row.gender,
    age: row.age,
    city: row.city,
    working: row.working,
    image: photoFor(seen, row).image,
  };
}

/**
 * One page of connection requests joined to the other member (`person`, whose unqId is `personId`),
 * newest first by `newest`, with that member's list columns plus `extra`; the total counts the same join.
 */
function pageOfRequests<Extra>(
  page: number,
  personId: SQL | SQLiteColumn,
  where: SQL | undefined,
  newest: SQLiteColumn,
  extra: SelectedFields,
) {
  const db = getDb();
  const joined = (fields: SelectedFields) =>
    db.select(fields).from(connectionRequests).innerJoin(person, eq(person.unqId, personId)).where(where);
  return readPage(
    page,
    PAGE_SIZE,
    () => (joined({ n: count() }).get() as { n: number }).n,
    (limit, offset) =>
      joined({ ...personColumns, ...extra })
        .orderBy(desc(newest))
        .limit(limit)
        .offset(offset)
        .all() as (PersonRow & Extra)[],
  );
}

/** The other member of a request, as the request lists show them: never their contact details. */
export type RequestPerson = {
  publicId: string;
  fullName: string;
  gender: string;
  age: number;
  /** Null until given on "Complete your profile" (docs/product-rules.md §3). */
  city: string | null;
  working: string | null;
  image: string | null;
};

export type IncomingRequest = {
  id: string;
  createdAt: Date;
  sender: RequestPerson;
};

/** Pending requests addressed to the member from a sender who is not blocked (`person` is the sender). */
const pendingFor = (recipientUnqId: number | Placeholder) =>
  and(
    eq(connectionRequests.recipientUnqId, recipientUnqId),
    eq(connectionRequests.status, "pending"),
    eq(person.blockByAdmin, false),
  );

/** Pending requests addressed to the member, newest first, a page at a time. */
export function listIncomingRequests(
  recipientUnqId: number,
  page = 1,
): { requests: IncomingRequest[]; total: number; pages: number } {
  const seen = photoViewerOf({ unqId: recipientUnqId });
  const { rows, total, pages } = pageOfRequests<{ id: string; createdAt: Date }>(
    page,
    connectionRequests.senderUnqId,
    pendingFor(recipientUnqId),
    connectionRequests.createdAt,
    {
      id: connectionRequests.id,
      createdAt: connectionRequests.createdAt,
    },
  );
  return {
    total,
    pages,
    requests: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      sender: listedPerson(seen, row),
    })),
  };
}

export type Connection = {
  /** The connection's id, which is also its conversation's (docs/product-rules.md §33). */
  connectionId: string;
  publicId: string;
  unqId: number;
  fullName: string;
  email: string;
  phone: string;
  gender: string;
  age: number;
  /** Null until given on "Complete your profile" (docs/product-rules.md §3). */
  city: string | null;
  working: string | null;
  image: string | null;
  /** The recipient's guardian accepted on their behalf (docs/product-rules.md §32). */
  acceptedByGuardian: boolean;
  /** The viewer asked: a guardian who accepted was the other member's, else the viewer's own. */
  sentByViewer: boolean;
};

/**
 * The member's accepted connections, whichever side asked, with their contact details (they may see them),
 * and whether a guardian accepted, shown to both sides (§32). `only` narrows them to one connection.
 */
export function listConnections(
  unqId: number,
  page = 1,
  only?: string,
): { connections: Connection[]; total: number; pages: number } {
  const { senderUnqId: sender, recipientUnqId: recipient } = connectionRequests;
  const otherId = sql`case when ${sender} = ${unqId} then ${recipient} else ${sender} end`;
  const where = and(
    eq(connectionRequests.status, "accepted"),
    or(eq(connectionRequests.senderUnqId, unqId), eq(connectionRequests.recipientUnqId, unqId)),
    eq(person.blockByAdmin, false),
    only === undefined ? undefined : eq(connectionRequests.id, only),
  );
  const { rows, total, pages } = pageOfRequests<{
    connectionId: string;
    email: string;
    phone: string;
    answeredByGuardian: boolean;
    senderUnqId: number;
  }>(page, otherId, where, connectionRequests.respondedAt, {
    connectionId: connectionRequests.id,
    email: person.email,
    phone: person.phone,
    answeredByGuardian: connectionRequests.answeredByGuardian,
    senderUnqId: connectionRequests.senderUnqId,
  });
  const seen = photoViewerOf({ unqId });
  const connections = rows.map((row) => ({
    ...listedPerson(seen, row),
    connectionId: row.connectionId,
    unqId: row.unqId,
    email: row.email,
    phone: row.phone,
    acceptedByGuardian: row.answeredByGuardian,
    sentByViewer: row.senderUnqId === unqId,
  }));
  return { total, pages, connections };
}

/**
 * One of the member's connections as their list shows it, contact details included (the request just accepted,
 * docs/product-rules.md §4); null when the id names none of theirs.
 */
export const connectionOf = (unqId: number, connectionId: string): Connection | null =>
  listConnections(unqId, 1, connectionId).connections[0] ?? null;

/** A request's status as the sent-requests page names it. */
export type RequestStatus = (typeof connectionRequests.$inferSelect)["status"];

export type SentRequest = {
  id: string;
  status: RequestStatus;
  createdAt: Date;
  /** The recipient's guardian answered on their behalf (docs/product-rules.md §32). */
  answeredByGuardian: boolean;
  recipient: RequestPerson;
};

/** The recipient is someone the sender may still see: not blocked since. */
const sentBy = (senderUnqId: number) =>
  and(eq(connectionRequests.senderUnqId, senderUnqId), eq(person.blockByAdmin, false));

/** Requests the member sent with this status, newest first, a page at a time; marked when a guardian answered. */
export function listSentRequests(
  senderUnqId: number,
  status: RequestStatus,
  page = 1,
): { requests: SentRequest[]; total: number; pages: number } {
  const seen = photoViewerOf({ unqId: senderUnqId });
  const { rows, total, pages } = pageOfRequests<{
    id: string;
    status: RequestStatus;
    createdAt: Date;
    answeredByGuardian: boolean;
  }>(
    page,
    connectionRequests.recipientUnqId,
    and(sentBy(senderUnqId), eq(connectionRequests.status, status)),
    connectionRequests.createdAt,
    {
      id: connectionRequests.id,
      status: connectionRequests.status,
      createdAt: connectionRequests.createdAt,
      answeredByGuardian: connectionRequests.answeredByGuardian,
    },
  );
  return {
    total,
    pages,
    requests: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.createdAt,
      answeredByGuardian: row.answeredByGuardian,
      recipient: listedPerson(seen, row),
    })),
  };
}

/** How many requests the member sent stand at each status (for the sent-requests page's tabs). */
export function countSentRequests(senderUnqId: number): Record<RequestStatus, number> {
  const rows = getDb()
    .select({ status: connectionRequests.status, n: count() })
    .from(connectionRequests)
    .innerJoin(person, eq(person.unqId, connectionRequests.recipientUnqId))
    .where(sentBy(senderUnqId))
    .groupBy(connectionRequests.status)
    .all();
  const counts: Record<RequestStatus, number> = { pending: 0, accepted: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * Pending requests addressed to the member, as their requests page counts them (blocked senders left out):
 * the header's number on every page, read through connection_requests_recipient_idx.
 */
/** Every member page's header counts them: built once (preparedOnce). */
const incomingCount = preparedOnce((db) =>
  db
    .select({ n: count() })
    .from(connectionRequests)
    .innerJoin(person, eq(person.unqId, connectionRequests.senderUnqId))
    .where(pendingFor(sql.placeholder("unqId")))
    .prepare(),
);

export function countIncomingRequests(recipientUnqId: number): number {
  return incomingCount().get({ unqId: recipientUnqId })!.n;
}
