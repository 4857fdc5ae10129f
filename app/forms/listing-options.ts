// The profile list's ranges and page sizes, apart from the zod schema in
// listing.ts: the listing page's sliders need these, not zod.
export const AGE_RANGE = { min: 18, max: 60, default: 25, oldest: 120 } as const;
export const BUDGET_RANGE = { min: 20_000, max: 1_000_000, step: 10_000, default: 100_000 } as const;
/** The original client's budget filter goes this high (docs/api-contract.md §8). */
export const API_BUDGET_MAX = 10_000_000;
export const PAGE_SIZE = 12;
export const API_PAGE_SIZE = 50;
