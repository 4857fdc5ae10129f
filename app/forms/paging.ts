// Far past any real list; it keeps OFFSET a small whole number.
const MAX_PAGE = 100_000;

/**
 * A ?page= value as a page number: a whole number from 1 to 100,000, else page 1. SQLite refuses a
 * fractional OFFSET ("?page=1.01"), so a bare Number() would turn a typo into a server error.
 */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
