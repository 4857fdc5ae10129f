import { and, eq, inArray, type SQL } from "drizzle-orm";
import { getDb, othersChangeMark } from "~/db/client.server";
import { takeMemberWrites } from "~/db/member-writes.server";
import { members } from "~/db/schema";
import { partnerPreferences } from "~/db/schema-matching";
import { EDUCATION_LEVELS, MARITAL_STATUSES, MASLAKS, MOTHER_TONGUES } from "~/forms/profile-options";
import { kept } from "~/services/kept.server";
import { listedMembers } from "../listing/listed.server";
import { bytePair, NO_RANGE, Partition } from "./match-partition.server";
import type { Gender } from "../accounts/member";

// The members matching compares, held in memory as small numbers (decision 010): ranking 50,000 candidates
// by mutual fit in SQL costs 40-50 ms of SQLite time a page, here about a millisecond. Each listed member
// is one slot of their gender's partition, in member-number order; this process's write to a member or their
// preferences refreshes their slot (SQLite tells which: app/db/member-writes.server.ts), and a write by another
// process rebuilds it all.

/** A member's categorical values as one bit each: a candidate has at most one bit per category. */
const CATEGORY_BITS = (() => {
  const bits = new Map<string, number>();
  let next = 0;
  for (const [category, values] of [
    ["marital", MARITAL_STATUSES],
    ["maslak", MASLAKS],
    ["education", EDUCATION_LEVELS],
    ["tongue", MOTHER_TONGUES],
  ] as const) {
    for (const value of values) bits.set(`${category}:${value}`, 1 << next++);
  }
  return bits;
})();
export const bitOf = (category: string, value: string | null | undefined): number =>
  value ? (CATEGORY_BITS.get(`${category}:${value}`) ?? 0) : 0;
export const bitsOf = (category: string, values: readonly string[]): number =>
  values.reduce((mask, value) => mask | bitOf(category, value), 0);
/** The education levels at or above `from` (EDUCATION_LEVELS is lowest first). */
export const levelsFrom = (from: (typeof EDUCATION_LEVELS)[number]) =>
  EDUCATION_LEVELS.slice(EDUCATION_LEVELS.indexOf(from));

/** Preference flags: which of the seven preferences a member set. */
export const PREF = { age: 1, height: 2, marital: 4, place: 8, maslak: 16, education: 32, tongue: 64 } as const;

/** Places are compared lower-cased and trimmed; "|" separates stored lists (preferences.server.ts). */
export const normalisePlace = (place: string): string => place.trim().replaceAll("|", " ").toLowerCase();

/** Cities and states as numbers (lower-cased), 1 to placeCount(); 0 is "none". */
const places = new Map<string, number>();
export const placeCount = (): number => places.size;
export function placeId(place: string | null | undefined, add = false): number {
  if (!place) return 0;
  const key = normalisePlace(place);
  let id = places.get(key);
  if (id === undefined && add) places.set(key, (id = places.size + 1));
  return id ?? 0;
}

/**
 * Where members live, a city and a state together, as numbers from 0: a ranking asks once per home whether the
 * viewer wants its city or its state, not once per candidate. homeCities[id] and homeStates[id] are its place ids.
 */
const homes = new Map<string, number>();
export const homeCities: number[] = [];
export const homeStates: number[] = [];
function homeId(city: number, state: number): number {
  const key = `${city}:${state}`;
  let id = homes.get(key);
  if (id === undefined) {
    homes.set(key, (id = homes.size));
    [homeCities[id], homeStates[id]] = [city, state];
  }
  return id;
}

/** What the index reads of a member and their preferences, in this order (one array per row: no objects). */
const ROW_COLUMNS = [
  members.unqId,
  members.gender,
  members.age,
  members.heightCm,
  members.maritalStatus,
  members.maslak,
  members.educationLevel,
  members.motherTongue,
  members.city,
  members.state,
  partnerPreferences.setCount,
  partnerPreferences.ageFrom,
  partnerPreferences.ageTo,
  partnerPreferences.heightFromCm,
  partnerPreferences.heightToCm,
  partnerPreferences.maritalStatuses,
  partnerPreferences.places,
  partnerPreferences.maslaks,
  partnerPreferences.educationLevelFrom,
  partnerPreferences.motherTongues,
] as const;
type Row = [
  unqId: number,
  gender: Gender,
  age: number,
  heightCm: number | null,
  maritalStatus: string | null,
  maslak: string | null,
  educationLevel: string | null,
  motherTongue: string | null,
  // Null until given after the short signup (docs/product-rules.md §3): 0, "none", in the index.
  city: string | null,
  state: string | null,
  setCount: number | null,
  ageFrom: number | null,
  ageTo: number | null,
  heightFromCm: number | null,
  heightToCm: number | null,
  maritalStatuses: string | null,
  places: string | null,
  maslaks: string | null,
  educationLevelFrom: (typeof EDUCATION_LEVELS)[number] | null,
  motherTongues: string | null,
];

const storedList = (stored: string | null) => (stored ? stored.split("|").filter(Boolean) : []);
const byte = (value: number | null, none: number) => (value === null ? none : Math.max(0, Math.min(255, value)));

function fill(partition: Partition, slot: number, row: Row): void {
  const [, , age, heightCm, maritalStatus, maslak, educationLevel, motherTongue, city, state, setCount] = row;
  const [ageFrom, ageTo, heightFromCm, heightToCm, maritalStatuses, placeList, maslaks, educationFrom, tongues] =
    row.slice(11) as [number | null, number | null, number | null, number | null, ...(string | null)[]];
  const p = partition;
  p.active[slot] = 1;
  p.ageHeight[slot] = bytePair(byte(age, 0), byte(heightCm, 0));
  p.attrs[slot] =
    bitOf("marital", maritalStatus) |
    bitOf("maslak", maslak) |
    bitOf("education", educationLevel) |
    bitOf("tongue", motherTongue);
  p.home[slot] = homeId(placeId(city, true), placeId(state, true));
  const placeIds = setCount ? storedList(placeList).map((place) => placeId(place, true)) : [];
  p.setPlacesWanted(slot, placeIds);
  p.prefCount[slot] = setCount ?? 0;
  // A bound alone limits one side; no bound: NO_RANGE, which the viewer never fits (nor counts: not set).
  const range = (from: number | null, to: number | null) =>
    setCount && (from ?? to) !== null ? bytePair(byte(from, 0), byte(to, 255)) : NO_RANGE;
  p.prefAges[slot] = range(ageFrom, ageTo);
  p.prefHeights[slot] = range(heightFromCm, heightToCm);
  p.prefMask[slot] = !setCount
    ? 0
    : bitsOf("marital", storedList(maritalStatuses)) |
      bitsOf("maslak", storedList(maslaks)) |
      bitsOf("education", educationFrom ? levelsFrom(educationFrom as (typeof EDUCATION_LEVELS)[number]) : []) |
      bitsOf("tongue", storedList(tongues));
}

/** The rows `where` selects, in member-number order, read one at a time as arrays. */
function readRows(where: SQL): IterableIterator<Row> {
  const query = getDb()
    .select(Object.fromEntries(ROW_COLUMNS.map((column, i) => [`c${i}`, column])))
    .from(members)
    .leftJoin(partnerPreferences, eq(partnerPreferences.memberUnqId, members.unqId))
    .where(where)
    .orderBy(members.unqId)
    .toSQL();
  return getDb()
    .$client.prepare(query.sql)
    .raw(true)
    .iterate(...query.params) as IterableIterator<Row>;
}

type Index = { partitions: Record<Gender, Partition>; slots: Map<number, { gender: Gender; slot: number }> };
/** The one index, built again after another process's write (othersChangeMark: this process's own do not move it). */
const indexes = kept<Index>({ max: 1, follows: othersChangeMark });

/**
 * Moves whenever what a ranking reads of the index may have changed: a build, or a refresh that changed a slot (a
 * member's write that changes nothing a ranking reads, such as their last visit, leaves it).
 */
let version = 0;
export const matchIndexVersion = (): number => version;

function build(): Index {
  version++;
  const built: Index = { partitions: { Male: new Partition(), Female: new Partition() }, slots: new Map() };
  for (const gender of ["Male", "Female"] as const) {
    for (const row of readRows(and(listedMembers, eq(members.gender, gender))!)) {
      const slot = built.partitions[gender].slotFor(row[0]);
      fill(built.partitions[gender], slot, row);
      built.slots.set(row[0], { gender, slot });
    }
  }
  return built;
}

/** Brings the changed members' slots up to date; false when only a rebuild can (a gender moved, an old id). */
function refresh(current: Index, unqIds: number[]): boolean {
  const rows = new Map<number, Row>();
  for (const row of readRows(and(listedMembers, inArray(members.unqId, unqIds))!)) rows.set(row[0], row);
  for (const unqId of unqIds) {
    const row = rows.get(unqId);
    const at = current.slots.get(unqId);
    const gender = row?.[1];
    if (at && (!row || gender !== at.gender)) {
      version++;
      current.partitions[at.gender].active[at.slot] = 0;
      current.slots.delete(unqId);
      if (row) return false;
      continue;
    }
    if (!row) continue;
    const partition = current.partitions[row[1]];
    if (at) {
      const before = partition.stateAt(at.slot);
      fill(partition, at.slot, row);
      if (partition.stateAt(at.slot) !== before) version++;
      continue;
    }
    // A new member: slots stay in member-number order, so only the newest may be appended.
    if (partition.size > 0 && partition.unqId[partition.size - 1] > unqId) return false;
    version++;
    const slot = partition.slotFor(unqId);
    fill(partition, slot, row);
    current.slots.set(unqId, { gender: row[1], slot });
  }
  return true;
}

/** The index, current with every write of this process (refreshed) and, through SQLite's data_version, of others. */
export function matchIndex(): Index {
  const written = takeMemberWrites(); // first: a build below reads them too
  let built = false;
  const index = indexes.get("index", () => {
    built = true;
    return build();
  });
  if (built || written?.length === 0 || (written && refresh(index, written))) return index;
  indexes.forget();
  return indexes.get("index", build);
}

/** Forgets the index: the next ranking builds it (the bench times the build). */
export const forgetMatchIndex = (): void => indexes.forget();

/** Builds the index soon after start, so that the first member to open their matches does not wait for it. */
export function warmMatchIndex(): void {
  setTimeout(() => matchIndex(), 0).unref();
}
