import { kept } from "~/services/kept.server";
import { fitsOf, scoreAll, TOP, type Scorer } from "./ranking-scores.server";
import { matchIndexVersion } from "./match-index.server";

// A viewer's ranking is kept a window at a time (decision 049): the candidates ranked `start` to `start +
// WINDOW`, in order, with their fits. A member paging forward reads the next page from it instead of scoring every
// candidate again. Everything the ranking reads is in the key or followed: the viewer's own facts, preferences
// and left-out slots (blocks, settled requests) are read afresh each time and named in the key; the candidates'
// slots move matchIndexVersion, which drops every kept window.

/** 50 pages of 20: 6 bytes a candidate, 6 kB a window. */
export const WINDOW = 1000;

export type RankedWindow = {
  start: number;
  /** How many candidates there are in all. */
  total: number;
  unqIds: Int32Array;
  /** Packed fits (ranking-scores.server.ts unpackFit). */
  fits: Uint16Array;
};

/** At most 500 windows (about 3 MB): a member's pages, for the members browsing now. */
const windows = kept<RankedWindow>({ max: 500, follows: matchIndexVersion });

/** Forgets every kept window: the next ranking of each viewer scores all candidates (the bench times that). */
export const forgetRankedWindows = (): void => windows.forget();

/** The window under `key`, kept, else ranked. Read the match index first: it moves the version this follows. */
export const keptWindow = (key: string, rank: () => RankedWindow): RankedWindow => windows.get(key, rank);

/**
 * The candidates ranked `start` to `end` (best first, newest first among equals), of `amongSlots` or all, less
 * `leftOut`: one pass over all of them for their keys, one over the keys for the window, by counting (no sort).
 */
export function rankWindow(
  s: Scorer,
  amongSlots: readonly number[] | null,
  leftOut: readonly number[],
  start: number,
  end: number,
): RankedWindow {
  const { keys, perKey, total } = scoreAll(s, amongSlots, leftOut);
  // Each key's first rank; only keys whose ranks meet the window are placed.
  const next = new Int32Array(TOP + 1);
  let [before, low, high] = [0, TOP + 1, -1];
  for (let key = TOP; key >= 0; key--) {
    next[key] = before;
    if (perKey[key] > 0 && before < end && before + perKey[key] > start) [low, high] = [key, Math.max(high, key)];
    before += perKey[key];
  }
  const slots = new Int32Array(Math.max(0, Math.min(end, total) - start));
  let placed = 0;
  for (let i = s.p.size - 1; i >= 0 && placed < slots.length; i--) {
    const key = keys[i];
    if (key < low || key > high) continue;
    const rank = next[key]++;
    if (rank >= start && rank < end) {
      slots[rank - start] = i;
      placed++;
    }
  }
  return { start, total, unqIds: slots.map((slot) => s.p.unqId[slot]), fits: fitsOf(s, slots) };
}
