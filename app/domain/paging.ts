/** How many pages `total` rows make (at least one, so an empty list is "page 1 of 1"). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The OFFSET of a 1-based page. */
export const pageOffset = (page: number, pageSize: number): number => (Math.max(1, page) - 1) * pageSize;
