import { and, eq, inArray, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import type { MatchFit } from "~/forms/match-fit";
import { timeSpent } from "~/services/request-timing.server";
import { blockedEitherWayOf } from "../connections/blocks.server";
import { cardsByIds, type ListingViewer, type ProfileCard } from "../listing/listing.server";
import { MATCHED_FACTS } from "./fit-reasons.server";
import {
  bitOf,
  bitsOf,
  homeCities,
  homeStates,
  levelsFrom,
  matchIndex,
  placeCount,
  placeId,
} from "./match-index.server";
import type { Partition } from "./match-partition.server";
import { keptWindow, rankWindow, WINDOW, type RankedWindow } from "./ranked-windows.server";
import { pairSums, rangesHolding, rangeTable, unpackFit, type Scorer } from "./ranking-scores.server";
import { oppositeGender, type Viewer } from "../accounts/member";
import { pageCount, pageOffset } from "../listing/paging";
import { preferenceCount, readPreferences, type PartnerPreferences } from "../profiles/preferences.server";

// Mutual fit (docs/product-rules.md §25), best first, newest first among equals: scored in
// ranking-scores.server.ts, a page taken from a window of the ranking kept in ranked-windows.server.ts.

export type RankedRow = { unqId: number; fit: MatchFit };
/** One page of candidates, how many there are in all, and how many preferences the viewer set. */
export type Ranking = { total: number; rows: RankedRow[]; mineSet: number };
export type RankOptions = {
  /** Only these members (a search's results); null: every candidate. */
  among: ReadonlySet<number> | null;
  /** Never these members. */
  exclude: ReadonlySet<number>;
  limit: number;
  offset: number;
};

type Facts = NonNullable<ReturnType<typeof readFacts>>;
const readFacts = (unqId: number) => getDb().select(MATCHED_FACTS).from(members).where(eq(members.unqId, unqId)).get();

/** What the viewer (their facts `me`, their preferences `mine`) is compared with in partition `p`. */
function scorerFor(p: Partition, me: Facts, mine: PartnerPreferences): Scorer {
  const accepted =
    bitsOf("marital", mine.maritalStatuses) |
    bitsOf("maslak", mine.maslaks) |
    bitsOf("education", mine.educationLevelFrom ? levelsFrom(mine.educationLevelFrom) : []) |
    bitsOf("tongue", mine.motherTongues);
  const heightFits = rangeTable(
    mine.heightFromCm !== undefined || mine.heightToCm !== undefined,
    mine.heightFromCm ?? 0,
    mine.heightToCm ?? 255,
  );
  heightFits[0] = 0; // not known: fits no height preference
  const ageFits = rangeTable(
    mine.ageFrom !== undefined || mine.ageTo !== undefined,
    mine.ageFrom ?? 0,
    mine.ageTo ?? 255,
  );
  // Listed viewers' places are named by their own slot; an unlisted viewer's (an administrator's) may have no
  // id, and 0 is "no place": left out, it must not match members without one.
  const placeFits = new Uint8Array(placeCount() + 1);
  for (const place of mine.places) placeFits[placeId(place)] = 1;
  placeFits[0] = 0;
  const homeFits = Uint8Array.from(homeCities, (city, home) => placeFits[city] | placeFits[homeStates[home]]);
  const myPlaces = [placeId(me.city), placeId(me.state)].filter((id) => id !== 0);
  return {
    p,
    mineSet: preferenceCount(mine),
    accepted,
    ageHeightFits: pairSums(ageFits, heightFits),
    homeFits,
    myAttrs:
      bitOf("marital", me.maritalStatus) |
      bitOf("maslak", me.maslak) |
      bitOf("education", me.educationLevel) |
      bitOf("tongue", me.motherTongue),
    myAgeFits: rangesHolding(Math.max(0, Math.min(255, me.age))),
    myHeightFits: rangesHolding(me.heightCm ? Math.min(255, me.heightCm) : null),
    wantMyPlace: p.wanting(myPlaces),
  };
}

/**
 * The viewer's candidates of the opposite gender, ranked; one page of them and how many there are. Never a
 * member either of them blocked (docs/product-rules.md §28): matches, best-match search and match e-mails
 * all rank here. (Hidden members are not in the index at all.) Without `among`, the page comes from a kept
 * window of the viewer's ranking when one is current (ranked-windows.server.ts). Its time is the request's
 * `ranking` in the Server-Timing header (docs/decisions/048-server-timing.md).
 */
export function rankCandidates(viewer: Pick<Viewer, "unqId" | "gender">, options: RankOptions): Ranking {
  return timeSpent("ranking", () => rank(viewer, options));
}

function rank(viewer: Pick<Viewer, "unqId" | "gender">, options: RankOptions): Ranking {
  const me = readFacts(viewer.unqId);
  if (!me) return { total: 0, rows: [], mineSet: 0 };
  const index = matchIndex(); // first: it names the places, and moves the version kept windows follow
  const gender = oppositeGender(viewer.gender);
  const p = index.partitions[gender];
  const slotsOf = (unqIds: Iterable<number>) =>
    [...unqIds].flatMap((unqId) => {
      const at = index.slots.get(unqId);
      return at?.gender === gender ? [at.slot] : [];
    });
  const mine = readPreferences(viewer.unqId);
  const mineSet = preferenceCount(mine);
  const leftOutIds = [...new Set([...blockedEitherWayOf(viewer.unqId), ...options.exclude])].sort((a, b) => a - b);
  const leftOut = slotsOf(leftOutIds);
  const { offset, limit } = options;
  let window: RankedWindow;
  const start = offset - (offset % WINDOW);
  if (options.among === null && limit <= start + WINDOW - offset) {
    const key = [viewer.unqId, start, JSON.stringify(me), JSON.stringify(mine), leftOutIds.join()].join("|");
    window = keptWindow(key, () => rankWindow(scorerFor(p, me, mine), null, leftOut, start, start + WINDOW));
  } else {
    const among = options.among && slotsOf(options.among);
    window = rankWindow(scorerFor(p, me, mine), among, leftOut, offset, offset + limit);
  }
  const rows: RankedRow[] = [];
  const end = Math.min(offset + limit - window.start, window.unqIds.length);
  for (let i = offset - window.start; i < end; i++) {
    rows.push({ unqId: window.unqIds[i], fit: unpackFit(window.fits[i], mineSet) });
  }
  return { total: window.total, rows, mineSet };
}

/** Members the viewer has a settled request with, either way: connected, or one of them said no. */
export function settledWith(unqId: number): Set<number> {
  const cr = connectionRequests;
  const rows = getDb()
    .select({ sender: cr.senderUnqId, recipient: cr.recipientUnqId })
    .from(cr)
    .where(
      and(or(eq(cr.senderUnqId, unqId), eq(cr.recipientUnqId, unqId)), inArray(cr.status, ["accepted", "rejected"])),
    )
    .all();
  return new Set(rows.map((row) => (row.sender === unqId ? row.recipient : row.sender)));
}

export type MatchCard = ProfileCard & { fit: MatchFit };
export type MatchesPage = {
  matches: MatchCard[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  /** How many partner preferences the viewer set: none, and the page asks for them. */
  preferencesSet: number;
};

/** The viewer's matches (docs/product-rules.md §25): the opposite gender, minus settled requests. */
export function listMatches(viewer: ListingViewer, page = 1, pageSize = 20): MatchesPage {
  const exclude = settledWith(viewer.unqId);
  const rank = (at: number) =>
    rankCandidates(viewer, { among: null, exclude, limit: pageSize, offset: pageOffset(at, pageSize) });
  let ranking = rank(page);
  const pages = pageCount(ranking.total, pageSize);
  if (page > pages) ranking = rank((page = pages)); // past the end (the list shrank): the last page
  const cards = cardsByIds(
    viewer,
    ranking.rows.map((row) => row.unqId),
  );
  const fits = new Map(ranking.rows.map((row) => [row.unqId, row.fit]));
  const matches = cards.map((card) => ({ ...card, fit: fits.get(card.unqId)! }));
  return { matches, total: ranking.total, page: Math.max(1, page), pages, pageSize, preferencesSet: ranking.mineSet };
}
