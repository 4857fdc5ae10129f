import * as z from "zod/mini";
import { oneLine, requiredText, toNumber } from "./fields";
import { STORY_LIMITS } from "./stories";
import { groupIndian } from "./indian-number";

// The administrator's form for a success story (docs/product-rules.md §34), checked by the page and again by
// the domain. Built per submission: the last year allowed is the current one, and the consent is required
// only when a photo comes with the form.

const { namesMin, namesMax, cityMax, textMax, firstYear } = STORY_LIMITS;

export const PHOTO_CONSENT_MISSING = "Please confirm that both of them agreed to show this photo.";

/** A browser sends a textarea's line breaks as CRLF but counts each as one character: so do we. */
const oneCharacterLineBreaks = z.overwrite((text: string) => text.replace(/\r\n?/g, "\n"));

export function storySchema({ thisYear, withPhoto }: { thisYear: number; withPhoto: boolean }) {
  const yearRange = `The year must be a whole number from ${firstYear} to ${thisYear}.`;
  return z.object({
    names: requiredText(
      "Please enter the couple's first names.",
      namesMax,
      `The names can be at most ${namesMax} characters.`,
    ).check(z.minLength(namesMin, `The names must be at least ${namesMin} characters.`), oneLine("Names")),
    city: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(cityMax, `The city can be at most ${cityMax} characters.`), oneLine("City")),
    ),
    year: z.pipe(
      toNumber,
      z
        .int({ error: (issue) => (issue.input === undefined ? "Please enter the year of the wedding." : yearRange) })
        .check(z.minimum(firstYear, yearRange), z.maximum(thisYear, yearRange)),
    ),
    text: z
      .string({ error: "Please write the story." })
      .check(
        oneCharacterLineBreaks,
        z.trim(),
        z.minLength(1, { error: "Please write the story.", abort: true }),
        z.maxLength(textMax, `The story can be at most ${groupIndian(textMax)} characters.`),
      ),
    // Checkboxes: sent means ticked, whatever the value.
    photoConsent: withPhoto ? z.string({ error: PHOTO_CONSENT_MISSING }) : z.optional(z.string()),
    removePhoto: z.optional(z.string()),
  });
}

/** A story's fields as the schema gives them (the photo comes apart, as bytes). */
export type StoryInput = {
  names: string;
  city?: string;
  year: number;
  text: string;
  photoConsent?: string;
  removePhoto?: string;
};
