// The profile list's ranges, page sizes and filter names, apart from the zod schema in listing.ts: the
// search form in the browser needs these, not zod.
/** Members are 18 or over; the search's age fields accept any age a profile can hold. */
export const AGE_RANGE = { min: 18, oldest: 120 } as const;
/** The search's budget fields go as high as a profile's wedding budget (docs/product-rules.md §3). */
export const SEARCH_BUDGET_MAX = 100_000_000;
/** The original client's budget filter goes this high (docs/api-contract.md §8). */
export const API_BUDGET_MAX = 10_000_000;
export const PAGE_SIZE = 12;
export const API_PAGE_SIZE = 50;

/** The height choices of the search, every inch from 4 ft 6 in to 7 ft, in centimetres (as stored). */
export const SEARCH_HEIGHTS_CM: readonly number[] = Array.from({ length: 31 }, (_, i) => Math.round((54 + i) * 2.54));

/**
 * The filters a person chooses on the site, as the no-result hint names them: each with the parts of a
 * ListingQuery it sets (checked where they are used, app/domain/listing/listing.server.ts). A visitor's gender
 * is one of them; a member's is fixed.
 */
export const SEARCH_FILTERS = {
  gender: { label: "the gender", keys: ["gender"] },
  place: { label: "the city or state", keys: ["cityOrState"] },
  age: { label: "the age range", keys: ["ageFrom", "ageUpTo"] },
  budget: { label: "the budget range", keys: ["budgetFrom", "budgetUpTo"] },
  maritalStatus: { label: "the marital status", keys: ["maritalStatus"] },
  maslak: { label: "the maslak", keys: ["maslak"] },
  educationLevel: { label: "the education level", keys: ["educationAtLeast"] },
  height: { label: "the height range", keys: ["heightFrom", "heightUpTo"] },
  verified: { label: "Verified only", keys: ["verifiedOnly"] },
} as const satisfies Record<string, { label: string; keys: readonly string[] }>;
export type SearchFilterName = keyof typeof SEARCH_FILTERS;

/**
 * What a search form sends when JavaScript runs: only the fields that hold a value, so the URL holds exactly
 * the chosen filters (without JavaScript the browser sends every field, and blanks mean "any").
 */
export function chosenParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  return params;
}
