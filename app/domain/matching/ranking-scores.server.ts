import type { MatchFit } from "~/forms/match-fit";
import type { Partition } from "./match-partition.server";

// Mutual fit (docs/product-rules.md §25) of every candidate in one partition, as a whole-number key: the share of
// the viewer's preferences a candidate meets plus the share of theirs the viewer meets (nothing set counts as all
// met). Both shares are multiples of 1/n for n ≤ 7 preferences, so score × 420 (divisible by 1 to 7) is a whole
// number, at most TOP. The loop over candidates reads typed arrays and small lookup tables only: no Set or Map
// per candidate, no division (decision 049).

const SCALE = 420;
export const TOP = 2 * SCALE;

/** SHARE[set * 8 + met]: met of set preferences, × SCALE; nothing set counts as all met. */
const SHARE = Int16Array.from({ length: 64 }, (_, i) => {
  const [set, met] = [i >> 3, i & 7];
  return set === 0 ? SCALE : (met * SCALE) / set;
});

const popcount = (n: number): number => {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** What the viewer is compared with, read once per ranking. Each table is indexed by a candidate's value. */
export type Scorer = {
  p: Partition;
  mineSet: number;
  /** The category bits the viewer accepts. */
  accepted: number;
  /** By a candidate's bytePair(age, height): how many of the viewer's age and height preferences they meet. */
  ageHeightFits: Uint8Array;
  /** By home (a city and a state): 1 where the viewer wants its city or state. */
  homeFits: Uint8Array;
  /** The viewer's category bits, as the candidates' preferences see them. */
  myAttrs: number;
  /** By a candidate's bytePair(from, to) range preference: 1 where the viewer's age or height is in it. */
  myAgeFits: Uint8Array;
  myHeightFits: Uint8Array;
  /** The slots whose place preference names the viewer's city or state. */
  wantMyPlace: readonly number[];
};

/** By a byte: 1 from `from` to `to` when the preference is set, else 0. */
export function rangeTable(set: boolean, from: number, to: number): Uint8Array {
  const table = new Uint8Array(256);
  if (set) table.fill(1, Math.max(0, from), Math.min(255, to) + 1);
  return table;
}

/** By bytePair(age, height): ages[age] + heights[height]. */
export function pairSums(ages: Uint8Array, heights: Uint8Array): Uint8Array {
  const table = new Uint8Array(1 << 16);
  for (let height = 0; height < 256; height++) {
    table.set(ages, height << 8);
    if (heights[height] === 0) continue;
    for (let age = 0; age < 256; age++) table[age | (height << 8)]++;
  }
  return table;
}

/** By bytePair(from, to): 1 where from ≤ `value` ≤ to; all 0 when the value is not known (null). */
export function rangesHolding(value: number | null): Uint8Array {
  const table = new Uint8Array(1 << 16);
  if (value === null) return table;
  for (let to = value; to < 256; to++) table.fill(1, to << 8, (to << 8) + value + 1);
  return table;
}

// Reused between rankings (one at a time: JavaScript runs one): a key per slot, -1 for no candidate, and a mark
// per slot. Grown with the partition, never shrunk: 3 bytes a candidate.
let keys = new Int16Array(0);
let marks = new Uint8Array(0);

/** How many candidates have each key, and the keys, by slot, in a buffer the next ranking reuses. */
export type Scored = { keys: Int16Array; perKey: Int32Array; total: number };

/**
 * Scores the partition's active candidates, or only `amongSlots` (slots of the partition) when given. A slot
 * in `leftOut` is no candidate.
 */
export function scoreAll(s: Scorer, amongSlots: readonly number[] | null, leftOut: readonly number[]): Scored {
  const p = s.p;
  if (keys.length < p.size) [keys, marks] = [new Int16Array(p.size), new Uint8Array(p.size)];
  for (const slot of s.wantMyPlace) marks[slot] = 1;
  const perKey = new Int32Array(TOP + 1);
  if (amongSlots === null) scoreEvery(s, perKey);
  else scoreOnly(s, amongSlots, perKey);
  for (const slot of s.wantMyPlace) marks[slot] = 0;
  for (const slot of leftOut) {
    const key = keys[slot];
    if (key < 0) continue;
    keys[slot] = -1;
    perKey[key]--;
  }
  let total = 0;
  for (let key = 0; key <= TOP; key++) total += perKey[key];
  return { keys, perKey, total };
}

// The loops alone in their functions: a function whose loop runs long is optimised while in it (on-stack
// replacement), and code after the loop that had not run yet threw that away on each ranking.

function scoreEvery(s: Scorer, perKey: Int32Array): void {
  const size = s.p.size;
  for (let i = 0; i < size; i++) {
    if (s.p.active[i] === 0) {
      keys[i] = -1;
      continue;
    }
    const key = keyOf(s, i);
    keys[i] = key;
    perKey[key]++;
  }
}

function scoreOnly(s: Scorer, slots: readonly number[], perKey: Int32Array): void {
  keys.fill(-1, 0, s.p.size);
  for (const i of slots) {
    if (s.p.active[i] === 0 || keys[i] >= 0) continue;
    const key = keyOf(s, i);
    keys[i] = key;
    perKey[key]++;
  }
}

/**
 * How many of the viewer's preferences candidate `i` meets (low 3 bits) and of theirs the viewer meets (× 8): table
 * reads only (each typed array read costs; the candidate's values are packed in as few arrays as the index can).
 */
function metOf(s: Scorer, i: number): number {
  const p = s.p;
  const mine = popcount(p.attrs[i] & s.accepted) + s.ageHeightFits[p.ageHeight[i]] + s.homeFits[p.home[i]];
  if (p.prefCount[i] === 0) return mine; // two in three candidates: skipping theirs cost less than the branch
  const theirs =
    popcount(p.prefMask[i] & s.myAttrs) + s.myAgeFits[p.prefAges[i]] + s.myHeightFits[p.prefHeights[i]] + marks[i];
  return mine | (theirs << 3);
}

function keyOf(s: Scorer, i: number): number {
  const met = metOf(s, i);
  return SHARE[(s.mineSet << 3) | (met & 7)] + SHARE[(s.p.prefCount[i] << 3) | (met >> 3)];
}

/** The fit of each slot, packed: met of the viewer's (bits 0-2), of theirs (3-5), and how many they set (6-8). */
export function fitsOf(s: Scorer, slots: Int32Array): Uint16Array {
  const fits = new Uint16Array(slots.length);
  for (const slot of s.wantMyPlace) marks[slot] = 1;
  for (let i = 0; i < slots.length; i++) fits[i] = metOf(s, slots[i]) | (s.p.prefCount[slots[i]] << 6);
  for (const slot of s.wantMyPlace) marks[slot] = 0;
  return fits;
}

export const unpackFit = (packed: number, mineSet: number): MatchFit => ({
  mine: packed & 7,
  mineSet,
  theirs: (packed >> 3) & 7,
  theirsSet: packed >> 6,
});
