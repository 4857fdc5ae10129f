import fs from "node:fs";
import path from "node:path";
import { isLanguage, valueIn } from "../../app/forms/languages";

// A page's words in Hindi or Urdu, looked up by their English in the catalogues (app/locales), so that a
// journey in another language reads like the English one: tr("Next") is what the Hindi page's button says.

const LOCALES = path.resolve(import.meta.dirname, "../../app/locales");

type Catalogues = Record<string, Record<string, string>>;

function read(language: string): Catalogues {
  const dir = path.join(LOCALES, language);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [name.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))]),
  );
}

/**
 * A sentence with its {{values}} put in as the page puts them: in Urdu each text value isolated (valueIn), except in
 * the messages keyed by their English, which the server translates whole (app/forms/message-translator.ts).
 */
const fill = (language: string, namespace: string, text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values[name] === undefined
      ? whole
      : String(namespace === "messages" || !isLanguage(language) ? values[name] : valueIn(language, values[name])),
  );

/**
 * `tr(english, values?, namespace?)`: the text the catalogues give for this English in `language`, with
 * {{values}} put in; `namespace` picks one catalogue when the same English is said differently in two (a
 * field's label is "options"). `key(namespace, key, values?)` names the entry itself. Both throw when nothing
 * is found, so a journey cannot pass on a word nobody translated.
 */
export function translations(language: string) {
  const english = read("en");
  const translated = read(language);
  const tr = (text: string, values: Record<string, string | number> = {}, namespace?: string): string => {
    for (const [name, strings] of Object.entries(english)) {
      if (namespace && name !== namespace) continue;
      for (const [entry, value] of Object.entries(strings)) {
        const found = value === text ? translated[name]?.[entry] : undefined;
        if (found !== undefined) return fill(language, name, found, values);
      }
    }
    throw new Error(`no ${language} catalogue translates "${text}"`);
  };
  const key = (namespace: string, entry: string, values: Record<string, string | number> = {}): string => {
    const found = translated[namespace]?.[entry];
    if (found === undefined) throw new Error(`${language}/${namespace}.json has no ${entry}`);
    return fill(language, namespace, found, values);
  };
  return { tr, key };
}

/** The `lng` cookie the language switcher sets, as Remix writes it (base64 of the JSON value, URL-encoded). */
export const languageCookie = (language: string, url: string) => ({
  name: "lng",
  value: encodeURIComponent(Buffer.from(JSON.stringify(language)).toString("base64")),
  url,
});
