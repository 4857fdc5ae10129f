/** How many pages `total` rows make (at least one, so an empty list is "page 1 of 1"). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The OFFSET of a 1-based page. */
export const pageOffset = (page: number, pageSize: number): number => (Math.max(1, page) - 1) * pageSize;

/** One page of a list, newest first or however `rowsAt` orders it: the rows, the total and the page count. */
export function readPage<Row>(
  page: number,
  pageSize: number,
  countAll: () => number,
  rowsAt: (limit: number, offset: number) => Row[],
): { rows: Row[]; total: number; pages: number } {
  const total = countAll();
  return { rows: rowsAt(pageSize, pageOffset(page, pageSize)), total, pages: pageCount(total, pageSize) };
}
