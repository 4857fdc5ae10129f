import { asOneLine } from "~/forms/fields";
import type { Language } from "~/forms/languages";
import { fixedT } from "../site/translations.server";

// The e-mails' own words in a language (issue 18, app/locales/<language>/emails.json). Each e-mail is written in
// its recipient's language: a member's saved choice (languageOf), a guardian's member's, or for a code the page
// the person was on. Links and the site's name go in as they are.

/** The values in emails.json that carry what a member (or a reviewer, §39) typed: names, a city, a reason. */
const MEMBER_TYPED: ReadonlySet<string> = new Set([
  "accepter",
  "city",
  "first",
  "member",
  "name",
  "other",
  "reason",
  "sender",
]);

/**
 * Member-typed text as an e-mail shows it (issue 35, items 2 and 7): on one line, whatever was saved before the
 * forms refused line breaks and controls, so a name cannot write paragraphs of its own into a message sent from
 * the site's address; and isolated (U+2068 … U+2069) so that it keeps its own direction in a sentence of another
 * script and cannot turn the words around it.
 */
export function memberTextInMail(text: string): string {
  return `\u2068${asOneLine(text).trim()}\u2069`;
}

export type EmailValues = Record<string, string | number>;
export type EmailT = (key: string, values?: EmailValues) => string;

export function emailT(language: Language): EmailT {
  const t = fixedT(language, "emails");
  return (key, values) => {
    if (!values) return t(key);
    const safe: EmailValues = {};
    for (const [name, value] of Object.entries(values)) {
      safe[name] = MEMBER_TYPED.has(name) && typeof value === "string" ? memberTextInMail(value) : value;
    }
    return t(key, safe);
  };
}
