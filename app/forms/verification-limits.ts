/** The longest reason a reviewer may give for a rejection (docs/product-rules.md §39): a sentence or two. */
export const REJECT_REASON_MAX = 300;
