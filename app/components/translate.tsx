// The browser's side of translation (decision 020): each page's strings arrive in its loader data, already in
// the reader's language with English under any missing key, and this small `t` renders them the same way on
// the server and in the browser. It knows exactly the i18next JSON v4 features the catalogues may use
// (tests/unit/i18n-catalogues.test.ts pins its output to i18next's): a key, `{{name}}` values, and plural
// forms `_zero`, `_one`, `_other` chosen by `count`.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { DATE_LOCALES, valueIn, type Language } from "~/forms/languages";

export type Strings = Record<string, string>;
export type Values = Record<string, string | number> & { count?: number };
export type Translate = (key: string, values?: Values) => string;

/** CLDR's "one": exactly 1 in English and Urdu; 0 and 1 in Hindi. */
const isOne = (language: Language, count: number) => count === 1 || (language === "hi" && count === 0);

/** Where a `t` finds a key's text: one catalogue, or several searched in turn (matchesT). */
type Lookup = (key: string) => string | undefined;

export function createT(language: Language, strings: Strings | Lookup): Translate {
  const find: Lookup = typeof strings === "function" ? strings : (key) => strings[key];
  return (key, values) => {
    let text: string | undefined;
    if (values?.count !== undefined) {
      const count = values.count;
      text =
        (count === 0 ? find(`${key}_zero`) : undefined) ?? find(`${key}_${isOne(language, count) ? "one" : "other"}`);
    }
    text ??= find(key) ?? key;
    return values
      ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
          values[name] === undefined ? whole : String(valueIn(language, values[name])),
        )
      : text;
  };
}

/** What the root loader sends for every page: the reader's language and the layout's strings. */
export type RootLanguage = { language: Language; strings: Strings };

/** The layout's `t` (header, footer, phone bar, 404), from the root loader's data. */
export function useCommonT(): Translate {
  const data = useRouteLoaderData<{ i18n?: RootLanguage }>("root");
  return createT(data?.i18n?.language ?? "en", data?.i18n?.strings ?? {});
}

/** The reader's language, as the root loader chose it. */
export function useLanguage(): Language {
  return useRouteLoaderData<{ i18n?: RootLanguage }>("root")?.i18n?.language ?? "en";
}

// A page's `t` merges every matched route's strings: built once per render by PageTranslation at the root and
// read by each component from context. Merging per component was a third of the member listing's CPU (issue 33).
const PageT = createContext<Translate | null>(null);

/**
 * Gives the page below it its `t`: the strings every matched route's loader sent as `i18n.strings` (the page's
 * namespaces, pageI18n in app/web/language.server.ts) over the layout's, the deepest route first.
 */
export function PageTranslation({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const t = useMemo(() => matchesT(matches), [matches]);
  return <PageT.Provider value={t}>{children}</PageT.Provider>;
}

/** A page's `t`, from PageTranslation (English keys as they are, outside it). */
export function useT(): Translate {
  return useContext(PageT) ?? untranslated;
}

const untranslated: Translate = createT("en", {});

type Match = { id: string; loaderData: unknown };
type I18nData = { i18n?: { language?: Language; strings?: Strings } } | undefined;

/**
 * The `t` of a route's `meta` function (its `matches`), as useT gives its component. A key is looked up in each
 * route's strings, the deepest route first, rather than merged into one object: merging a page's hundreds of
 * keys twice per answer (its meta and PageTranslation) to read a few was 3% of /matches' CPU (issue 43).
 */
export function matchesT(matches: readonly (Match | undefined)[]): Translate {
  const tables: Strings[] = [];
  for (const match of matches) {
    const strings = (match?.loaderData as I18nData)?.i18n?.strings;
    if (strings) tables.unshift(strings);
  }
  const language = (matches.find((match) => match?.id === "root")?.loaderData as I18nData)?.i18n?.language ?? "en";
  return createT(language, (key) => {
    for (const table of tables) if (table[key] !== undefined) return table[key];
    return undefined;
  });
}

/** The reader's locale for `toLocaleDateString` and `toLocaleString`. */
export function useDateLocale(): string {
  return DATE_LOCALES[useLanguage()];
}
