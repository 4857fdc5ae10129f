import { expect } from "vitest";

// Reading a page's HTML for words (tests/api/i18n-*.test.ts): text as React writes it, and whether a
// catalogue's words show in the reader's language and not in English.

/** A text as React escapes it in text and attributes. */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The text of an entry up to its first {{value}}: the part a page shows whatever the value. */
export const fixedPart = (text: string) => text.split("{{")[0];

/**
 * The page shows each entry's text (up to any {{value}}) as the language's catalogue has it, and not the
 * English one as a whole element's text.
 */
export function expectTranslated<K extends string>(
  page: string,
  catalogues: { translated: Record<K, string>; english: Record<K, string> },
  keys: K[],
  where: string,
) {
  for (const key of keys) {
    expect(page, `${where}: ${key}`).toContain(asHtml(fixedPart(catalogues.translated[key])));
    expect(page, `${where}: ${key} in English`).not.toContain(`>${asHtml(fixedPart(catalogues.english[key]))}<`);
  }
}
