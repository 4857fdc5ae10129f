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

export function createT(language: Language, strings: Strings): Translate {
  return (key, values) => {
    let text: string | undefined;
    if (values?.count !== undefined) {
      const count = values.count;
      text =
        (count === 0 ? strings[`${key}_zero`] : undefined) ??
        strings[`${key}_${isOne(language, count) ? "one" : "other"}`];
    }
    text ??= strings[key] ?? key;
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

/** The `t` of a route's `meta` function (its `matches`), as useT gives its component. */
export function matchesT(matches: readonly (Match | undefined)[]): Translate {
  const strings: Strings = {};
  for (const match of matches) Object.assign(strings, (match?.loaderData as I18nData)?.i18n?.strings);
  const language = (matches.find((match) => match?.id === "root")?.loaderData as I18nData)?.i18n?.language ?? "en";
  return createT(language, strings);
}

/** The reader's locale for `toLocaleDateString` and `toLocaleString`. */
export function useDateLocale(): string {
  return DATE_LOCALES[useLanguage()];
}
