// The active filters of a search at /profilePage as chips (docs/product-rules.md §2): one per filter, each
// leading to the same search without it. Pure, so the browser and the tests share it; the words are the page's.

/** The filters a chip can name, each with the URL parameters it sets (a range's two ends are one filter). */
export const CHIP_FILTERS = {
  gender: ["gender"],
  place: ["place"],
  memberId: ["unqId"],
  age: ["ageFrom", "ageTo"],
  budget: ["budgetFrom", "budgetTo"],
  height: ["heightFrom", "heightTo"],
  maritalStatus: ["maritalStatus"],
  maslak: ["maslak"],
  educationLevel: ["educationLevel"],
  verified: ["verified"],
} as const satisfies Record<string, readonly string[]>;
export type ChipFilter = keyof typeof CHIP_FILTERS;

/** "Verified only" unticked, as a saved search may store it: no filter. */
const UNTICKED = ["0", "false", "off"];

/**
 * A filter as searched: a choice's or a text's `value`, or a range's ends (`from`, `to`, either may be missing);
 * `href` is the search without it.
 */
export type SearchChip = { filter: ChipFilter; value?: string; from?: string; to?: string; href: string };

/**
 * The chips of a search (`search` is the URL's query) at `path`, in the form's order. Blank parameters (a form
 * sent without JavaScript sends every field) are no filter; `page` and `card` (a visitor's open offer) are not
 * kept in a chip's link, since the search it leads to is another; the order (`sort`) is kept. `skip` names
 * filters the page does not offer (a member's gender is fixed).
 */
export function searchChips(path: string, search: string, skip: readonly ChipFilter[] = []): SearchChip[] {
  const params = new URLSearchParams(search);
  const chips: SearchChip[] = [];
  for (const [filter, names] of Object.entries(CHIP_FILTERS) as [ChipFilter, readonly string[]][]) {
    if (skip.includes(filter)) continue;
    const [first, second] = names.map((name) => params.get(name)?.trim() || undefined);
    if (first === undefined && second === undefined) continue;
    if (filter === "verified" && UNTICKED.includes(first!)) continue;
    const href = searchWithout(path, params, [...names, "page", "card"]);
    chips.push(names.length === 2 ? { filter, from: first, to: second, href } : { filter, value: first, href });
  }
  return chips;
}

/** The search at `path` without the parameters `names`, blank ones dropped too (they say nothing). */
export function searchWithout(path: string, params: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!names.includes(name) && value.trim() !== "") kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
