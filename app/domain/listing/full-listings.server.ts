import { inArray } from "drizzle-orm";
import { changeMark, getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { allListedProfiles, allVisitorProfiles, cardColumns, toCard, type ListingViewer } from "./listing.server";
import type { Gender } from "../accounts/member";
import { photoViewerOf } from "../profiles/photo-access.server";
import type { ProfileCard } from "./listing.server";

// The original client's full lists (docs/api-contract.md §5: allUsers and opposite/users without ?page) hold every
// listed member: 5,000 to 10,000 cards, 80-140 ms of CPU each when built per request (issue 35, item 11). Nearly
// all of a full list is the same for everyone who asks: for visitors all of it, for members all of it but the
// few members they blocked or were blocked by, and the photos their connections and grants let them see. So the
// shared part is built once per change of the database (app/web/full-lists.server.ts keeps it), and each member
// gets theirs from it and their personal view.

/** Changes whenever the database may have, in any process: a kept full list is good while it stays the same. */
export const fullListingMark = (): string => changeMark();

/** Every member a visitor's full list shows, as visitors' cards. */
export const visitorsFullListing = () => allVisitorProfiles({});

/**
 * Every member listed to members of `gender`, as a member of that gender with no connection, grant or block sees
 * them: the part of each such member's full list they share with all the others.
 */
export function sharedMembersListing(gender: Gender) {
  return allListedProfiles({ unqId: 0, gender, role: "member" }, {});
}

/**
 * What sets one member's full list apart from the shared one: the members left out (a block either way, §28),
 * and the cards of those whose photo they may see beyond it (connections and granted photo requests, §27).
 */
export type PersonalView = { blocked: ReadonlySet<number>; cards: ReadonlyMap<number, ProfileCard> };

export function personalView(viewer: ListingViewer): PersonalView {
  const seen = photoViewerOf(viewer);
  const ids = [...new Set([...seen.connected, ...seen.granted])];
  const cards =
    ids.length === 0
      ? []
      : getDb().select(cardColumns).from(members).where(inArray(members.unqId, ids)).all().map(toCard(seen));
  return { blocked: seen.blocked, cards: new Map(cards.map((card) => [card.unqId, card])) };
}
