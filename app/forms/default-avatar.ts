/**
 * Stands in for a photo the member has not given, or the viewer may not see (docs/product-rules.md §27): on the
 * site's pages and, as an absolute URL, in every /api/v1 answer that carries `image` (docs/api-contract.md §11).
 */
export const DEFAULT_AVATAR = "/avatar-default.svg";
