import fs from "node:fs";
import path from "node:path";

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
 * `tr(english, values?)`: the text the catalogues give for this English in `language`, with {{values}} put in.
 * `namespace` picks one catalogue when the same English is said differently in two. Throws when no catalogue
 * has the English, so a journey cannot pass on a word nobody translated.
 */
export function translator(language: string) {
  const english = read("en");
  const translated = read(language);
  return (text: string, values: Record<string, string | number> = {}, namespace?: string): string => {
    for (const [name, strings] of Object.entries(english)) {
      if (namespace && name !== namespace) continue;
      for (const [key, value] of Object.entries(strings)) {
        if (value !== text) continue;
        const found = translated[name]?.[key];
        if (found === undefined) break;
        return found.replace(/\{\{(\w+)\}\}/g, (whole, value: string) => String(values[value] ?? whole));
      }
    }
    throw new Error(`no ${language} catalogue translates "${text}"`);
  };
}
