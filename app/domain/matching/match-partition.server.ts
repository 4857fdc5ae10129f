// One gender's members in the match index (match-index.server.ts), as typed arrays with one slot per member: the
// ranking (ranking-scores.server.ts) reads them for every candidate, so each value is a small number in an array,
// never an object.

const grow = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array>(array: T, size: number): T => {
  if (array.length >= size) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 1024));
  bigger.set(array);
  return bigger;
};

const SLOT_ARRAYS = [
  "active",
  "ageHeight",
  "attrs",
  "home",
  "prefCount",
  "prefAges",
  "prefHeights",
  "prefMask",
] as const;

/**
 * Two bytes as one number, a range's bounds or an age and a height: a ranking looks the pair up in a table of
 * 65,536 made for the viewer, one read instead of two and their comparisons.
 */
export const bytePair = (low: number, high: number): number => low | (high << 8);
/** A range preference not set: from 255 to 0, which nothing fits. */
export const NO_RANGE = bytePair(255, 0);

/** One gender's members, slot by slot; a slot whose member left the listing is inactive. */
export class Partition {
  size = 0;
  unqId = new Int32Array(0);
  active = new Uint8Array(0);
  ageHeight = new Uint16Array(0); // bytePair(age, height in cm); a height 0 is not known
  attrs = new Uint32Array(0); // CATEGORY_BITS of their marital status, maslak, education level, mother tongue
  home = new Int32Array(0); // where they live: homeCities and homeStates in match-index.server.ts
  prefCount = new Uint8Array(0);
  prefAges = new Uint16Array(0); // bytePair(from, to), or NO_RANGE
  prefHeights = new Uint16Array(0); // bytePair(from, to) in cm, or NO_RANGE
  prefMask = new Uint32Array(0); // CATEGORY_BITS they accept, in the categories they set
  /** slot → the place ids they want, for those who set places. */
  private placesWanted = new Map<number, readonly number[]>();
  /**
   * place id → the slots that want it: a ranking asks who wants the viewer's city or state, once, instead of
   * asking each candidate (a lookup per candidate cost more than the rest of their score).
   */
  private wantedBy = new Map<number, Set<number>>();

  slotFor(unqId: number): number {
    const slot = this.size++;
    for (const key of ["unqId", ...SLOT_ARRAYS] as const) this[key] = grow(this[key] as Uint8Array, this.size) as never;
    this.unqId[slot] = unqId;
    return slot;
  }

  /** The places the member in `slot` wants (none: no place preference). */
  setPlacesWanted(slot: number, placeIds: readonly number[]): void {
    for (const place of this.placesWanted.get(slot) ?? []) this.wantedBy.get(place)?.delete(slot);
    this.placesWanted.delete(slot);
    if (placeIds.length === 0) return;
    this.placesWanted.set(slot, placeIds);
    for (const place of placeIds) {
      let slots = this.wantedBy.get(place);
      if (!slots) this.wantedBy.set(place, (slots = new Set()));
      slots.add(slot);
    }
  }

  /** Everything a ranking reads of `slot`, as one string: whether a refresh changed it. */
  stateAt(slot: number): string {
    const values = SLOT_ARRAYS.map((key) => this[key][slot]);
    return [...values, "|", ...(this.placesWanted.get(slot) ?? [])].join();
  }

  /** The slots (active or not) whose place preference names any of `placeIds`; one may come twice. */
  wanting(placeIds: readonly number[]): number[] {
    const slots: number[] = [];
    for (const place of placeIds) for (const slot of this.wantedBy.get(place) ?? []) slots.push(slot);
    return slots;
  }
}
