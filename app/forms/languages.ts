// The site's three languages (issue 18, docs/product-rules.md §21): shared by the server, which chooses one
// per request, and the browser, which only shows the choice.

export const LANGUAGES = ["en", "hi", "ur"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in its own script, as the switcher offers it to a reader of that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", ur: "اردو" };

/** Urdu is written right to left. */
export const textDirection = (language: Language): "ltr" | "rtl" => (language === "ur" ? "rtl" : "ltr");

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The Intl locale for a language's dates, on the pages and in the e-mails: India's, in its own script. Urdu
 * keeps the digits 0–9, as Urdu papers in India print dates; numbers and money keep Indian grouping in all
 * three (decision 015).
 */
export const DATE_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN", ur: "ur-IN-u-nu-latn" };
