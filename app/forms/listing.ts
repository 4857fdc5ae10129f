import * as z from "zod/mini";
import { toNumber } from "./fields";
import { AGE_RANGE, API_BUDGET_MAX, BUDGET_RANGE } from "./listing-options";
import { memberNumberFromDigits, parseMemberNumber } from "./member-id";

// The profile list's filters (docs/product-rules.md §2, §9), read from the URL or a JSON body.

/** What a listing asks of the domain (app/domain/listing.server.ts); every part is optional. */
export type ListingQuery = {
  /** Visitors only: members always see the opposite gender. */
  gender?: "Male" | "Female";
  /** The member's city, in any case. */
  city?: string;
  /** The member's city or state, in any case (the original client's drop-down sends states). */
  cityOrState?: string;
  ageFrom?: number;
  ageUpTo?: number;
  /** Members without a budget are left out of a lower bound and kept by an upper one. */
  budgetFrom?: number;
  budgetUpTo?: number;
  /** One member by number: the other filters do not hide them. */
  unqId?: number;
  page?: number;
};

const optionalNumber = (min: number, max: number) =>
  z.optional(z.pipe(toNumber, z.optional(z.int().check(z.minimum(min), z.maximum(max)))));
// Blank text means "no filter"; anything that is not text is left to fail.
const blankToUndefined = z.transform((value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : value.trim()) : (value ?? undefined),
);
const gender = z.optional(
  z.pipe(blankToUndefined, z.optional(z.enum(["Male", "Female"], { error: "Gender must be Male or Female" }))),
);
const city = z.optional(
  z.pipe(blankToUndefined, z.optional(z.string({ error: "City must be text" }).check(z.maxLength(60)))),
);
const page = z.optional(z.pipe(toNumber, z.optional(z.int().check(z.minimum(1), z.maximum(100_000)))));
const MEMBER_ID_HINT = "Enter a member ID like MMR0042";

/** The site's own filter form: "Age up to", "Budget up to", a city from the list, a member ID. */
export const listingFilterSchema = z.object({
  gender,
  city,
  age: optionalNumber(AGE_RANGE.min, AGE_RANGE.max),
  budget: optionalNumber(BUDGET_RANGE.min, BUDGET_RANGE.max),
  unqId: z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        value === undefined || value === null || value === "" ? undefined : (parseMemberNumber(value) ?? Number.NaN),
      ),
      z.optional(z.int({ error: MEMBER_ID_HINT })),
    ),
  ),
  page,
});

export type ListingFilter = z.infer<typeof listingFilterSchema>;

/** The site's form as a listing query: its age and budget are upper bounds. */
export const listingQueryOf = ({ age, budget, ...rest }: ListingFilter): ListingQuery => ({
  ...rest,
  ageUpTo: age,
  budgetUpTo: budget,
});

/** 0, "", null or absent: no bound (the original client sends 0 for "any"). */
const noBound = (value: unknown) =>
  value === null || value === 0 || (typeof value === "string" && /^\s*0?\s*$/.test(value));
const optionalBound = (max: number) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        noBound(value) ? undefined : typeof value === "string" ? Number(value.trim()) : value,
      ),
      z.optional(z.int().check(z.minimum(0), z.maximum(max))),
    ),
  );

/**
 * The original client's filter call (docs/api-contract.md §8), as its server had it: `city` is a city or a
 * state, `age` and `budget` are lower bounds, and `unqId`'s digits name the member (none: no id).
 */
export const apiFilterSchema = z.pipe(
  z.object({
    gender,
    city,
    age: optionalBound(AGE_RANGE.oldest),
    budget: optionalBound(API_BUDGET_MAX),
    unqId: z.optional(
      z.pipe(
        z.union([z.string(), z.number(), z.null()], { error: MEMBER_ID_HINT }),
        z.transform((value) => (value === null ? undefined : memberNumberFromDigits(value))),
      ),
    ),
    page,
  }),
  z.transform(({ city, age, budget, ...rest }): ListingQuery => ({
    ...rest,
    cityOrState: city,
    ageFrom: age,
    budgetFrom: budget,
  })),
);
