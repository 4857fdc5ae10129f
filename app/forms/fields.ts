import * as z from "zod/mini";

// Shared by the browser (Conform) and the server, so zod/mini keeps the bundle small.

/** A trimmed string that must not be empty; `message` covers missing and blank. */
export function requiredText(message: string, max: number, tooLong: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, tooLong));
}

// Deliberately simple, as docs/product-rules.md §5 says: something@something.something
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: "Email is required" })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: "Email is required", abort: true }),
    z.maxLength(254, "Invalid email address"),
    z.regex(EMAIL_PATTERN, "Invalid email address"),
  );

/** Form fields arrive as text, JSON fields as numbers: blank text is "not given", other text becomes a number. */
export const toNumber = z.transform((value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value,
);
