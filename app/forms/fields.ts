import * as z from "zod/mini";

// Shared by the browser (Conform) and the server, so zod/mini keeps the bundle small.

/** A trimmed string that must not be empty; `message` covers missing and blank. */
export function requiredText(message: string, max: number, tooLong: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, tooLong));
}

/**
 * What a single-line field may not hold (issue 35, items 2 and 7): the controls (\p{Cc}: C0 with line breaks,
 * tabs and escape, DEL, C1), the line and paragraph separators, and the bidirectional embeddings, overrides
 * and isolates. A name with line breaks wrote paragraphs of its own into e-mails sent from the site's address;
 * an override makes a name, a member id or a message beside it read in another order.
 */
const NOT_ON_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export const isOneLine = (value: string): boolean => !NOT_ON_ONE_LINE.test(value);

/** Text saved before that rule, with each such character made a space (e-mails write member text so). */
export const asOneLine = (value: string): string => value.replace(new RegExp(NOT_ON_ONE_LINE.source, "gu"), " ");

/** The check every single-line field of the site's and the API's forms carries, with its label. */
export const oneLine = <T = string>(label: string, textOf: (value: T) => string = String) =>
  z.refine<T>((value) => isOneLine(textOf(value)), `${label} must be on one line, without hidden control characters`);

/** A trimmed single-line string that must not be empty. */
export function requiredLine(label: string, max: number) {
  return requiredText(`${label} is required`, max, `${label} must be at most ${max} characters`).check(oneLine(label));
}

// Deliberately simple, as docs/product-rules.md §5 says: something@something.something
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: "Email is required" })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: "Email is required", abort: true }),
    z.maxLength(254, "Invalid email address"),
    z.regex(EMAIL_PATTERN, "Invalid email address"),
    z.refine(isOneLine, "Invalid email address"),
  );

/** Form fields arrive as text, JSON fields as numbers: blank text is "not given", other text becomes a number. */
export const toNumber = z.transform((value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value,
);
