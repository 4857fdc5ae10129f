import * as z from "zod/mini";
import { toNumber } from "./fields";
import { HEIGHT_CM_RANGE } from "./height";
import { AGE_RANGE, API_BUDGET_MAX, SEARCH_BUDGET_MAX } from "./listing-options";
import { memberNumberFromDigits, parseMemberNumber } from "./member-id";
import { EDUCATION_LEVELS, MARITAL_STATUSES, MASLAKS } from "./profile-options";

// The profile list's filters (docs/product-rules.md §2, §26), read from the URL or a JSON body.

/** What a listing asks of the domain (app/domain/listing/listing.server.ts); every part is optional. */
export type ListingQuery = {
  /** Visitors only: members always see the opposite gender. */
  gender?: "Male" | "Female";
  /** The member's city or state, in any case. */
  cityOrState?: string;
  ageFrom?: number;
  ageUpTo?: number;
  /** Members without a budget are left out of a lower bound and kept by an upper one. */
  budgetFrom?: number;
  budgetUpTo?: number;
  maritalStatus?: (typeof MARITAL_STATUSES)[number];
  maslak?: (typeof MASLAKS)[number];
  /** The lowest education level accepted: members who stated none are left out. */
  educationAtLeast?: (typeof EDUCATION_LEVELS)[number];
  /** In centimetres: members whose height could not be read are left out of a height range. */
  heightFrom?: number;
  heightUpTo?: number;
  /** Only members a person checked: an ID, a selfie, or the team's old mark (docs/product-rules.md §39). */
  verifiedOnly?: true;
  /** One member by number: the other filters do not hide them. */
  unqId?: number;
  page?: number;
};

const optionalNumber = (min: number, max: number, label: string) =>
  z.optional(
    z.pipe(
      toNumber,
      z.optional(
        z
          .int({ error: `${label} must be a whole number` })
          .check(
            z.minimum(min, { error: `${label} must be at least ${min}` }),
            z.maximum(max, { error: `${label} must be at most ${max}` }),
          ),
      ),
    ),
  );
// Blank text means "no filter" (a form sent without JavaScript carries every field, most of them empty);
// anything that is not text is left to fail.
const blankToUndefined = z.transform((value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : value.trim()) : (value ?? undefined),
);
const optionalChoice = <const Options extends readonly [string, ...string[]]>(options: Options, error: string) =>
  z.optional(z.pipe(blankToUndefined, z.optional(z.enum(options, { error }))));
const gender = optionalChoice(["Male", "Female"], "Gender must be Male or Female");
const city = z.optional(
  z.pipe(blankToUndefined, z.optional(z.string({ error: "City must be text" }).check(z.maxLength(60)))),
);
/**
 * A tick box: "1" as the form sends it, "true" as a saved search stores it (normaliseSearch), "on" as a browser
 * sends a box without a value; blank, "0", "false" or "off" is no filter. Anything else is refused.
 */
const tickBox = (error: string) =>
  z.optional(
    z.pipe(
      blankToUndefined,
      z.optional(
        z.pipe(
          z.enum(["1", "true", "on", "0", "false", "off"], { error }),
          z.transform((value) => (["1", "true", "on"].includes(value) ? (true as const) : undefined)),
        ),
      ),
    ),
  );
const page = z.optional(z.pipe(toNumber, z.optional(z.int().check(z.minimum(1), z.maximum(100_000)))));
const MEMBER_ID_HINT = "Enter a member ID like MMR0042";

/** A from–to pair whose from is above its to is a mistake to point out, not an empty list. */
const reversed = (from: number | undefined, to: number | undefined) =>
  from !== undefined && to !== undefined && from > to;

/** The site's own search form (docs/product-rules.md §2): every field may be absent or blank ("any"). */
export const listingFilterSchema = z
  .object({
    gender,
    place: city,
    ageFrom: optionalNumber(AGE_RANGE.min, AGE_RANGE.oldest, "Age from"),
    ageTo: optionalNumber(AGE_RANGE.min, AGE_RANGE.oldest, "Age to"),
    budgetFrom: optionalNumber(0, SEARCH_BUDGET_MAX, "Budget from"),
    budgetTo: optionalNumber(0, SEARCH_BUDGET_MAX, "Budget to"),
    maritalStatus: optionalChoice(MARITAL_STATUSES, "Please choose a marital status from the list"),
    maslak: optionalChoice(MASLAKS, "Please choose a maslak from the list"),
    educationLevel: optionalChoice(EDUCATION_LEVELS, "Please choose an education level from the list"),
    heightFrom: optionalNumber(HEIGHT_CM_RANGE.min, HEIGHT_CM_RANGE.max, "Height from"),
    heightTo: optionalNumber(HEIGHT_CM_RANGE.min, HEIGHT_CM_RANGE.max, "Height to"),
    verified: tickBox("Verified only is a tick box: on or off"),
    unqId: z.optional(
      z.pipe(
        z.transform((value: unknown) =>
          value === undefined || value === null || (typeof value === "string" && value.trim() === "")
            ? undefined
            : (parseMemberNumber(value) ?? Number.NaN),
        ),
        z.optional(z.int({ error: MEMBER_ID_HINT })),
      ),
    ),
    sort: optionalChoice(["newest", "match"], "Sort by newest or best match"),
    page,
  })
  .check(
    z.refine((filter) => !reversed(filter.ageFrom, filter.ageTo), {
      error: "Age from must not be more than age to",
      path: ["ageFrom"],
    }),
    z.refine((filter) => !reversed(filter.budgetFrom, filter.budgetTo), {
      error: "Budget from must not be more than budget to",
      path: ["budgetFrom"],
    }),
    z.refine((filter) => !reversed(filter.heightFrom, filter.heightTo), {
      error: "Height from must not be more than height to",
      path: ["heightFrom"],
    }),
  );

export type ListingFilter = z.infer<typeof listingFilterSchema>;

/** The site's form as a listing query (the sort is the page's business, not the query's). */
export const listingQueryOf = (filter: ListingFilter): ListingQuery => ({
  gender: filter.gender,
  cityOrState: filter.place,
  ageFrom: filter.ageFrom,
  ageUpTo: filter.ageTo,
  budgetFrom: filter.budgetFrom,
  budgetUpTo: filter.budgetTo,
  maritalStatus: filter.maritalStatus,
  maslak: filter.maslak,
  educationAtLeast: filter.educationLevel,
  heightFrom: filter.heightFrom,
  heightUpTo: filter.heightTo,
  verifiedOnly: filter.verified,
  unqId: filter.unqId,
  page: filter.page,
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
