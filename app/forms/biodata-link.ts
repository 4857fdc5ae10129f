import * as z from "zod/mini";
import { requiredLine } from "./fields";

// The form that makes a share link to one's biodata (docs/product-rules.md §40), for the member's and the
// guardian's pages alike.

export const LINK_LABEL_MAX = 60;
export const MAX_VIEWS_LIMIT = 1000;

export const biodataLinkSchema = z.object({
  label: requiredLine("Label", LINK_LABEL_MAX),
  days: z.enum(["7", "30"], { error: "Please choose how long the link works." }),
  maxViews: z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_VIEWS_LIMIT),
        `The number of views must be a whole number from 1 to ${MAX_VIEWS_LIMIT}.`,
      ),
    ),
  ),
  showPhoto: z.optional(z.literal("on")),
});
