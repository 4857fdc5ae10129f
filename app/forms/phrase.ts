import type { Translate } from "~/components/translate";

// What a page's script needs to show words worked out on the server (issue 18): the shapes and `say`. The row
// builders stay in profile-rows.server.ts, with the option labels they read, out of every page's script.

/**
 * Words worked out on the server and shown in the reader's language (issue 18): a catalogue key ("area.name",
 * or an option's English label, which the options namespace is keyed by) with its {{values}}, which may be
 * words of their own. A plain string or number is shown as it is (what the member typed, a number); a list is
 * shown joined.
 */
export type Phrase = { key: string; values?: { [name: string]: Shown } };
export type Shown = string | number | Phrase | Shown[];

/** An option's label, shown in the reader's language (app/locales/<language>/options.json). */
export const option = (label: string | null | undefined): Phrase | null => (label ? { key: label } : null);

/** A Shown in the reader's language, with `t` of a page that has the "profiles" and "options" namespaces. */
export function say(t: Translate, shown: Shown): string {
  if (typeof shown !== "object") return String(shown);
  if (Array.isArray(shown)) return shown.map((part) => say(t, part)).join(t("profileRows.separator"));
  if (!shown.values) return t(shown.key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(shown.values))
    values[name] = typeof value === "number" ? value : say(t, value);
  return t(shown.key, values);
}

export type Row = [label: string, value: Shown | null | undefined];

/** A row with something to show. */
export type FilledRow = [label: string, value: Shown];

/** The sections of a profile page, in the order they are read (issue 19: a profile in sections). */
export type SectionKey = "about" | "family" | "career" | "lifestyle" | "preferences" | "contact";

/** Each section's heading, in reading order (the profile page's and the biodata's). */
export const SECTION_TITLES: Record<SectionKey, string> = {
  about: "profileSections.about",
  family: "profileSections.family",
  career: "profileSections.career",
  lifestyle: "profileSections.lifestyle",
  preferences: "profileSections.preferences",
  contact: "profileSections.contact",
};

const CM_PER_INCH = 2.54;

/** Feet and inches of a height in centimetres, to the nearest inch. */
export function feetAndInches(cm: number) {
  const inches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(inches / 12), inches: inches % 12 };
}

/** "5 ft 4 in (163 cm)", as formatHeightCm says it in English, in the reader's language. */
export const heightPhrase = (cm: number): Phrase => ({
  key: "profileHeight.full",
  values: { ...feetAndInches(cm), cm },
});
