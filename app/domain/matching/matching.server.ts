import { and, eq, inArray, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import type { MatchFit } from "~/forms/match-fit";
import { timeSpent } from "~/services/request-timing.server";
import { blockedEitherWayOf } from "../connections/blocks.server";
import { cardsByIds, type ListingViewer, type ProfileCard } from "../listing/listing.server";
import { MATCHED_FACTS } from "./fit-reasons.server";
import { bitOf, bitsOf, levelsFrom, matchIndex, placeId, PREF } from "./match-index.server";
import { oppositeGender, type Viewer } from "../accounts/member";
import { pageCount, pageOffset } from "../listing/paging";
import { preferenceCount, readPreferences } from "../profiles/preferences.server";

// Mutual fit (docs/product-rules.md §25): the share of my preferences a candidate meets plus the share of
// theirs I meet (nothing set counts as all met), best first, newest first among equals. Both shares are
// multiples of 1/n for n ≤ 7 preferences, so score × 420 (divisible by 1 to 7) is a whole number: a
// page is found by counting candidates per score, without sorting them all.

const SCALE = 420;
const TOP = 2 * SCALE;

const popcount = (n: number): number => {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

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

/**
 * The viewer's candidates of the opposite gender, ranked; one page of them and how many there are. Never a
 * member either of them blocked (docs/product-rules.md §28): matches, best-match search and match e-mails
 * all rank here. (Hidden members are not in the index at all.) Its time is the request's `ranking` in the
 * Server-Timing header (docs/decisions/048-server-timing.md).
 */
export function rankCandidates(viewer: Pick<Viewer, "unqId" | "gender">, options: RankOptions): Ranking {
  return timeSpent("ranking", () => rank(viewer, options));
}

function rank(viewer: Pick<Viewer, "unqId" | "gender">, options: RankOptions): Ranking {
  const me = getDb().select(MATCHED_FACTS).from(members).where(eq(members.unqId, viewer.unqId)).get();
  if (!me) return { total: 0, rows: [], mineSet: 0 };
  const p = matchIndex().partitions[oppositeGender(viewer.gender)]; // first: it names the places
  const mine = readPreferences(viewer.unqId);
  const blocked = blockedEitherWayOf(viewer.unqId);
  const mineSet = preferenceCount(mine);
  const ageSet = mine.ageFrom !== undefined || mine.ageTo !== undefined;
  const [ageFrom, ageTo] = [mine.ageFrom ?? 0, mine.ageTo ?? 255];
  const heightSet = mine.heightFromCm !== undefined || mine.heightToCm !== undefined;
  const [heightFrom, heightTo] = [mine.heightFromCm ?? 0, mine.heightToCm ?? 255];
  const accepted =
    bitsOf("marital", mine.maritalStatuses) |
    bitsOf("maslak", mine.maslaks) |
    bitsOf("education", mine.educationLevelFrom ? levelsFrom(mine.educationLevelFrom) : []) |
    bitsOf("tongue", mine.motherTongues);
  // Listed viewers' places are named by their own slot; an unlisted viewer's (an administrator's) may have no
  // id, and 0 is "no place": left out, it must not match members without one.
  const wantedPlaces = new Set(mine.places.map((place) => placeId(place)).filter((id) => id !== 0));
  const myAttrs =
    bitOf("marital", me.maritalStatus) |
    bitOf("maslak", me.maslak) |
    bitOf("education", me.educationLevel) |
    bitOf("tongue", me.motherTongue);
  const [myCity, myState, myHeight] = [placeId(me.city), placeId(me.state), me.heightCm ?? 0];

  const keys = new Int16Array(p.size).fill(-1);
  const met = new Uint8Array(p.size);
  const metOfTheirs = new Uint8Array(p.size);
  const perKey = new Int32Array(TOP + 1);
  let total = 0;
  for (let i = 0; i < p.size; i++) {
    const id = p.unqId[i];
    if (!p.active[i] || options.exclude.has(id) || blocked.has(id) || (options.among && !options.among.has(id)))
      continue;
    const mineMet =
      popcount(p.attrs[i] & accepted) +
      Number(ageSet && p.age[i] >= ageFrom && p.age[i] <= ageTo) +
      Number(heightSet && p.heightCm[i] > 0 && p.heightCm[i] >= heightFrom && p.heightCm[i] <= heightTo) +
      Number(wantedPlaces.size > 0 && (wantedPlaces.has(p.city[i]) || wantedPlaces.has(p.state[i])));
    const flags = p.prefFlags[i];
    const places = flags & PREF.place ? p.prefPlaces.get(i) : undefined;
    const theirsMet =
      p.prefCount[i] === 0
        ? 0
        : popcount(p.prefMask[i] & myAttrs) +
          Number((flags & PREF.age) !== 0 && me.age >= p.prefAgeFrom[i] && me.age <= p.prefAgeTo[i]) +
          Number(
            (flags & PREF.height) !== 0 &&
              myHeight > 0 &&
              myHeight >= p.prefHeightFrom[i] &&
              myHeight <= p.prefHeightTo[i],
          ) +
          Number(places !== undefined && (places.has(myCity) || places.has(myState)));
    met[i] = mineMet;
    metOfTheirs[i] = theirsMet;
    const key =
      (mineSet === 0 ? SCALE : (mineMet * SCALE) / mineSet) +
      (p.prefCount[i] === 0 ? SCALE : (theirsMet * SCALE) / p.prefCount[i]);
    keys[i] = key;
    perKey[key]++;
    total++;
  }

  // The page: walk scores from the best, skipping whole scores before the offset; within a score, newest
  // (the highest slot) first.
  const rows: RankedRow[] = [];
  let skip = options.offset;
  for (let key = TOP; key >= 0 && rows.length < options.limit; key--) {
    if (perKey[key] <= skip) {
      skip -= perKey[key];
      continue;
    }
    for (let i = p.size - 1; i >= 0 && rows.length < options.limit; i--) {
      if (keys[i] !== key) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      const fit = { mine: met[i], mineSet, theirs: metOfTheirs[i], theirsSet: p.prefCount[i] };
      rows.push({ unqId: p.unqId[i], fit });
    }
  }
  return { total, rows, mineSet };
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
