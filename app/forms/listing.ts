import * as z from "zod/mini";
import { toNumber } from "./fields";
import { AGE_RANGE, BUDGET_RANGE } from "./listing-options";
import { parseMemberNumber } from "./member-id";

// The profile list's filters (docs/product-rules.md §2, §9), read from the URL or a JSON body.

const optionalNumber = (min: number, max: number) =>
  z.optional(z.pipe(toNumber, z.optional(z.int().check(z.minimum(min), z.maximum(max)))));
// Blank text means "no filter"; anything that is not text is left to fail.
const blankToUndefined = z.transform((value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : value.trim()) : (value ?? undefined),
);

export const listingFilterSchema = z.object({
  gender: z.optional(
    z.pipe(blankToUndefined, z.optional(z.enum(["Male", "Female"], { error: "Gender must be Male or Female" }))),
  ),
  city: z.optional(
    z.pipe(blankToUndefined, z.optional(z.string({ error: "City must be text" }).check(z.maxLength(60)))),
  ),
  age: optionalNumber(AGE_RANGE.min, AGE_RANGE.max),
  budget: optionalNumber(BUDGET_RANGE.min, BUDGET_RANGE.max),
  unqId: z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        value === undefined || value === null || value === "" ? undefined : (parseMemberNumber(value) ?? Number.NaN),
      ),
      z.optional(z.int({ error: "Enter a member ID like MMR0042" })),
    ),
  ),
  page: z.optional(z.pipe(toNumber, z.optional(z.int().check(z.minimum(1), z.maximum(100_000))))),
});

export type ListingFilter = z.infer<typeof listingFilterSchema>;
