// What a member may send to be checked by a person (issue 37, docs/product-rules.md §39), shared by the pages and
// the schema. The documents are the ones MeitY's advisory and Indian sites accept; an Aadhaar card only with its
// number masked (UIDAI's "masked Aadhaar": the first eight digits hidden).

export const DOCUMENT_TYPES = ["aadhaar", "pan", "passport", "voter-id", "driving-licence"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a selfie shows beside the face, one chosen at random for each request: a photo taken for it, not found. */
export const GESTURES = ["thumbs-up", "peace-sign", "open-palm", "three-fingers", "hand-on-chin"] as const;
export type Gesture = (typeof GESTURES)[number];

export const VERIFICATION_KINDS = ["id", "photo"] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_STATUSES = ["pending", "approved", "rejected", "expired"] as const;

/** What made the site raise a report itself (no reporter), for the administrators' queue. */
export const SITE_SIGNALS = ["returning", "same-photo", "blocked-return"] as const;
export type SiteSignal = (typeof SITE_SIGNALS)[number];
