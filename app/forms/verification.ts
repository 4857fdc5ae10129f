import * as z from "zod/mini";
import { isOneLine } from "./fields";
import { REJECT_REASON_MAX } from "./verification-limits";
import { DOCUMENT_TYPES, type DocumentType } from "./verification-options";

// The fields of the checks by people (docs/product-rules.md §39): the member's choice of document, and the
// reviewer's reason for a rejection, which the member reads on their page and in an e-mail.

export const isDocumentType = (value: unknown): value is DocumentType =>
  typeof value === "string" && (DOCUMENT_TYPES as readonly string[]).includes(value);

const REASON_REQUIRED = "Please write the reason for the rejection: the member reads it.";

/** One line (it is put into an e-mail's sentence), never empty: a member must learn what to do differently. */
export const rejectReasonField = z
  .string({ error: REASON_REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, { error: REASON_REQUIRED, abort: true }),
    z.maxLength(REJECT_REASON_MAX, `The reason must be at most ${REJECT_REASON_MAX} characters.`),
    z.refine(isOneLine, "The reason must be on one line, without hidden control characters."),
  );
