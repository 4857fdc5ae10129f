import { count, eq } from "drizzle-orm";
import { changeMark, getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { kept } from "~/services/kept.server";
import { listedMembers } from "./listed.server";

/**
 * The home page's live figures (issue 19): members anyone may find (active, approved, not hidden: the listing's
 * own condition) and connections made (accepted requests; a deleted member's go with them).
 */
export type CommunityFigures = { members: number; connections: number };

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
const figures = kept<CommunityFigures>({ max: 1, follows: changeMark });
export const communityFigures = (): CommunityFigures => figures.get("figures", countFigures);
