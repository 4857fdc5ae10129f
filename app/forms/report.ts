import * as z from "zod/mini";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "./privacy-options";
import { groupIndian } from "./indian-number";

/** A member's report of another (docs/product-rules.md §29): one of the reasons, details optional. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: "Please choose a reason." }),
  details: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(REPORT_DETAILS_MAX, `Details must be at most ${groupIndian(REPORT_DETAILS_MAX)} characters.`),
      ),
  ),
});

export type ReportInput = z.infer<typeof reportSchema>;
