import * as z from "zod/mini";
import { oneLine, toNumber } from "./fields";
import { formatHeightCm, HEIGHT_CM_RANGE } from "./height";
import { EDUCATION_LEVELS, MARITAL_STATUSES, MASLAKS, MOTHER_TONGUES } from "./profile-options";

// The partner preferences form (docs/product-rules.md §24), shared by /preferences in the browser and
// its action. Every part may be left empty, meaning "any".

export const PREFERENCE_AGE = { min: 18, max: 80 } as const;
export const PLACES_MAX = 10;
export const PLACE_MAX_LENGTH = 60;

const CM_PER_INCH = 2.54;
/** The height choices: one a inch, from the first whole inch of the range to the last, in centimetres. */
export const HEIGHT_CHOICES: { cm: number; label: string }[] = (() => {
  const choices = [];
  const [first, last] = [Math.ceil(HEIGHT_CM_RANGE.min / CM_PER_INCH), Math.floor(HEIGHT_CM_RANGE.max / CM_PER_INCH)];
  for (let inches = first; inches <= last; inches++) {
    const cm = Math.round(inches * CM_PER_INCH);
    choices.push({ cm, label: formatHeightCm(cm) });
  }
  return choices;
})();

const bound = (label: string, min: number, max: number) =>
  z.optional(
    z.pipe(
      toNumber,
      z
        .int({ error: `${label} must be a whole number from ${min} to ${max}` })
        .check(
          z.minimum(min, `${label} must be from ${min} to ${max}`),
          z.maximum(max, `${label} must be from ${min} to ${max}`),
        ),
    ),
  );

/** A checkbox group: nothing ticked arrives as nothing, one tick as a string, more as a list. */
const ticked = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    z.array(z.enum(options, { error: message })),
  );

/** "Lucknow, Uttar Pradesh, " → ["Lucknow", "Uttar Pradesh"]: commas separate, blanks are dropped. */
export const splitPlaces = (text: string): string[] =>
  text
    .split(",")
    .map((place) => place.trim().replace(/\s+/g, " "))
    .filter(Boolean);

const places = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((text) => splitPlaces(text ?? "")),
  ),
  z.array(z.string()).check(
    z.maxLength(PLACES_MAX, `Please name at most ${PLACES_MAX} cities or states`),
    z.refine(
      (list) => list.every((place) => place.length <= PLACE_MAX_LENGTH),
      `Each city or state must be at most ${PLACE_MAX_LENGTH} characters`,
    ),
    oneLine<string[]>("Cities or states", (list) => list.join(",")),
  ),
);

const inOrder = (from: number | undefined, to: number | undefined) =>
  from === undefined || to === undefined || from <= to;

export const preferencesSchema = z
  .object({
    ageFrom: bound("The lowest age", PREFERENCE_AGE.min, PREFERENCE_AGE.max),
    ageTo: bound("The highest age", PREFERENCE_AGE.min, PREFERENCE_AGE.max),
    heightFromCm: bound("The lowest height", HEIGHT_CM_RANGE.min, HEIGHT_CM_RANGE.max),
    heightToCm: bound("The highest height", HEIGHT_CM_RANGE.min, HEIGHT_CM_RANGE.max),
    maritalStatuses: ticked(MARITAL_STATUSES, "Please choose marital statuses from the list"),
    places,
    maslaks: ticked(MASLAKS, "Please choose maslaks from the list"),
    educationLevelFrom: z.optional(
      z.enum(EDUCATION_LEVELS, { error: "Please choose an education level from the list" }),
    ),
    motherTongues: ticked(MOTHER_TONGUES, "Please choose mother tongues from the list"),
  })
  .check(
    z.refine((p) => inOrder(p.ageFrom, p.ageTo), {
      message: "The highest age must not be below the lowest",
      path: ["ageTo"],
    }),
    z.refine((p) => inOrder(p.heightFromCm, p.heightToCm), {
      message: "The highest height must not be below the lowest",
      path: ["heightToCm"],
    }),
  );

export type PreferencesInput = z.output<typeof preferencesSchema>;

/** Saved preferences as the form's starting values: numbers as text, places as one comma-separated line. */
export function preferencesFormValues(p: PreferencesInput) {
  const text = (n: number | undefined) => (n === undefined ? "" : String(n));
  return {
    ageFrom: text(p.ageFrom),
    ageTo: text(p.ageTo),
    heightFromCm: text(p.heightFromCm),
    heightToCm: text(p.heightToCm),
    maritalStatuses: p.maritalStatuses,
    places: p.places.join(", "),
    maslaks: p.maslaks,
    educationLevelFrom: p.educationLevelFrom ?? "",
    motherTongues: p.motherTongues,
  };
}
