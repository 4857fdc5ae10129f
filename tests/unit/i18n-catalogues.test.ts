import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createT } from "~/components/translate";
import { LANGUAGES } from "~/forms/languages";
import { CATALOGUES, fixedT } from "~/domain/site/translations.server";

// The catalogues (app/locales/<language>/<namespace>.json, decision 020): every language has every key with the
// same {{values}}; every key is used in the code and every key the code names exists; and the browser's small
// `t` says exactly what i18next says for every key, language and count.

const APP = path.resolve(import.meta.dirname, "../../app");
const namespaces = Object.keys(CATALOGUES.en) as (keyof typeof CATALOGUES.en)[];
const PLURAL = /_(zero|one|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

function appSources(): string {
  return fs
    .readdirSync(APP, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}

/**
 * A key is used when the code has it as a literal; a message pattern ("{{label}} is required", decision 021)
 * when the code builds that English in a template literal (`${label} is required`).
 */
function usedIn(sources: string, key: string): boolean {
  if (!key.includes("{{")) return sources.includes(JSON.stringify(key));
  const template = key
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("\\$\\{[^}]+\\}");
  return new RegExp("`" + template + "`").test(sources);
}

describe("translation catalogues", () => {
  it.each(namespaces)("%s: the same keys and values in English, Hindi and Urdu", (namespace) => {
    const english = CATALOGUES.en[namespace] as Record<string, string>;
    for (const language of LANGUAGES) {
      const strings = CATALOGUES[language][namespace] as Record<string, string>;
      expect(Object.keys(strings).sort(), `${language}/${namespace}.json`).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${language}/${namespace}.json: ${key}`).not.toBe("");
        expect(placeholders(text), `${language}/${namespace}.json: ${key}`).toEqual(placeholders(english[key]));
      }
    }
  });

  it("uses only what the browser's t understands: keys, {{values}} and _zero/_one/_other", () => {
    for (const language of LANGUAGES) {
      for (const strings of Object.values(CATALOGUES[language]) as Record<string, string>[]) {
        for (const text of Object.values(strings)) {
          expect(text).not.toMatch(/\$t\(|\{\{[^}]*[,-][^}]*\}\}|<\d+>/);
        }
      }
    }
  });

  it("has no key the code does not name, and the code names no key it lacks", () => {
    const sources = appSources();
    for (const namespace of namespaces) {
      for (const key of Object.keys(CATALOGUES.en[namespace]).map((name) => name.replace(PLURAL, ""))) {
        expect(usedIn(sources, key), `${namespace}: ${key} is not used in app/`).toBe(true);
      }
    }
    const named = [...sources.matchAll(/\bt\(\s*"([\w.]+)"/g)].map((match) => match[1]);
    const known = new Set(
      namespaces.flatMap((namespace) => Object.keys(CATALOGUES.en[namespace]).map((key) => key.replace(PLURAL, ""))),
    );
    expect(named.filter((key) => !known.has(key))).toEqual([]);
  });

  it("renders every key as i18next does, in every language and for counts 0 to 120", () => {
    for (const language of LANGUAGES) {
      for (const namespace of namespaces) {
        const strings = { ...CATALOGUES.en[namespace], ...CATALOGUES[language][namespace] } as Record<string, string>;
        const ours = createT(language, strings);
        const theirs = fixedT(language, namespace);
        for (const key of new Set(Object.keys(strings).map((name) => name.replace(PLURAL, "")))) {
          const values = { label: "Ayesha", link: "{{link}}" };
          expect(ours(key, values), `${language} ${key}`).toBe(theirs(key, values));
          // Counts matter only to a key with plural forms.
          if (!(`${key}_other` in strings)) continue;
          for (let count = 0; count <= 120; count++) {
            expect(ours(key, { ...values, count }), `${language} ${key} ${count}`).toBe(
              theirs(key, { ...values, count }),
            );
          }
        }
      }
    }
  }, 60_000); // every key of every catalogue, three languages and 121 counts each: seconds on a busy machine
});
