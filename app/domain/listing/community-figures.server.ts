import { count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { connectionRequests, members } from "~/db/schema";
import { listedMembers } from "./listing.server";

/**
 * The home page's live figures (issue 19): members anyone may find (active, approved, not hidden: the listing's
 * own condition) and connections made (accepted requests; a deleted member's go with them).
 */
export type CommunityFigures = { members: number; connections: number };

let cached: { figures: CommunityFigures; version: string } | undefined;

/**
 * What has been written to the database so far: SQLite's data_version moves with other processes' commits
 * (a seed, admin:create, a second server), total_changes() with this connection's own writes.
 */
function writeVersion(): string {
  const client = getDb().$client;
  const others = client.pragma("data_version", { simple: true }) as number;
  const ours = client.prepare("select total_changes() as n").pluck().get() as number;
  return `${others}:${ours}`;
}

function countFigures(): CommunityFigures {
  const db = getDb();
  // Counted on members_listed_idx, a partial index on exactly this condition: the table itself is not read.
  const listed = db.select({ n: count() }).from(members).where(listedMembers).get()!.n;
  const accepted = db
    .select({ n: count() })
    .from(connectionRequests)
    .where(eq(connectionRequests.status, "accepted"))
    .get()!.n;
  return { members: listed, connections: accepted };
}

/**
 * The figures, counted again only after a write: every visit to the home page asks, and most visits come
 * between two writes. Never older than the last commit, so a new member shows at once.
 */
export function communityFigures(): CommunityFigures {
  const version = writeVersion();
  if (cached?.version !== version) cached = { figures: countFigures(), version };
  return cached.figures;
}
