// The site's three languages (issue 18, docs/product-rules.md §21): shared by the server, which chooses one
// per request, and the browser, which only shows the choice.

export const LANGUAGES = ["en", "hi", "ur"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in its own script, as the switcher offers it to a reader of that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", ur: "اردو" };

/** Urdu is written right to left. */
export const textDirection = (language: Language): "ltr" | "rtl" => (language === "ur" ? "rtl" : "ltr");

/**
 * Left as they are: words of the sentence's own script (a relation's name in Urdu), digits alone (a code), which keep
 * their order anyway and stay what the person types; a value isolated already (a member's name in an e-mail, a mobile
 * number left to right); and a link, which a mail program would otherwise take with the isolate's marks.
 */
const NO_ISOLATE_NEEDED = /^(\d*|[\p{Script=Arabic}\s]*|[\u2066-\u2068].*\u2069|https?:\/\/\S*)$/su;

/**
 * A value put into a sentence of `language` (issue 40): in a right-to-left sentence a text value (an e-mail
 * address, a member id, a height as typed, a name) is wrapped in Unicode's first-strong isolate (FSI … PDI), so that
 * it keeps its own direction and its punctuation stays where it was typed ("ft 6 in 5" read "5 ft 6 in"). Numbers
 * stay as they are: digits keep their order in Urdu, and a count chooses a plural form.
 */
export function valueIn<Value>(language: Language, value: Value): Value | string {
  const isolated = typeof value === "string" && textDirection(language) === "rtl" && !NO_ISOLATE_NEEDED.test(value);
  return isolated ? `\u2068${value}\u2069` : value;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The Intl locale for a language's dates, on the pages and in the e-mails: India's, in its own script. Urdu
 * keeps the digits 0–9, as Urdu papers in India print dates; numbers and money keep Indian grouping in all
 * three (decision 015).
 */
export const DATE_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN", ur: "ur-IN-u-nu-latn" };
