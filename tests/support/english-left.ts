import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

// What of a Hindi or Urdu page is still English (issue 18): the page's text is compared with the English of
// every catalogue (app/locales/en/*.json). A text that is exactly a catalogue's English, or holds one of its
// longer sentences, was not translated; a catalogue entry that reads the same in the language (a name, "OTP")
// is not looked for. What members typed is marked translate="no" on the page and not read.

const LOCALES = path.resolve(import.meta.dirname, "../../app/locales");

type Catalogue = Record<string, string>;

function catalogues(language: string): Record<string, Catalogue> {
  const dir = path.join(LOCALES, language);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [name.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))]),
  );
}

/** A sentence this long found inside a longer text is English left, not a coincidence. */
const LONG = 24;

/** The English to look for on a page in `language`: whole texts, and sentences found inside a text. */
function englishOf(language: string) {
  const english = catalogues("en");
  const translated = catalogues(language);
  const whole = new Set<string>();
  const inside = new Set<string>();
  for (const [namespace, strings] of Object.entries(english)) {
    for (const [key, text] of Object.entries(strings)) {
      if (translated[namespace]?.[key] === text) continue;
      // Each literal part of a text with {{values}}, and the whole of one without.
      for (const part of text.split(/\{\{\w+\}\}/).map((piece) => piece.trim())) {
        if (part.length >= LONG) inside.add(part);
        else if (part === text.trim() && /[A-Za-z]{2}/.test(part)) whole.add(part);
      }
    }
  }
  return { whole, inside: [...inside] };
}

const cache = new Map<string, ReturnType<typeof englishOf>>();

export type Reading = { english: string[] };

/** The English texts on the page now (text, title, meta description, aria-label, alt, placeholder, title). */
export async function englishLeftOn(page: Page, language: string): Promise<Reading> {
  let english = cache.get(language);
  if (!english) {
    english = englishOf(language);
    cache.set(language, english);
  }
  const texts: string[] = await page.evaluate(() => {
    const found: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) found.push(description);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      // What members and e-mails wrote is shown as written, marked translate="no".
      if (node.parentElement?.closest('script, style, template, [translate="no"]')) continue;
      found.push(node.textContent ?? "");
    }
    for (const element of Array.from(document.body.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))) {
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
  const left = texts.filter(
    (text) => english.whole.has(text) || english.inside.some((sentence) => text.includes(sentence)),
  );
  return { english: [...new Set(left)] };
}
