import * as z from "zod/mini";

// The two boxes of the notice's consent (docs/product-rules.md §41, "Notice and consent"), at signup's Other
// Details and on /consent: separate, unticked, each required with its own message, so that neither is bundled
// with the other nor with the terms.

export const NOTICE_CONSENT_REFUSED = "Please agree to the notice: we cannot keep a profile without your consent.";
export const DECLARATION_REFUSED =
  "Please confirm that you are looking for marriage and that the details you give are true.";

export const consentFields = {
  noticeConsent: z.literal("on", { error: NOTICE_CONSENT_REFUSED }),
  declaration: z.literal("on", { error: DECLARATION_REFUSED }),
};

/** The two boxes' names, in the order the page shows them (the focus after a refusal). */
export type ConsentBoxName = keyof typeof consentFields;
export const CONSENT_BOX_NAMES = Object.keys(consentFields) as ConsentBoxName[];

/** /consent's form: the two boxes alone. */
export const consentSchema = z.object(consentFields);
