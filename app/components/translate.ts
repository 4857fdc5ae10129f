// The browser's side of translation (decision 020): each page's strings arrive in its loader data, already in
// the reader's language with English under any missing key, and this small `t` renders them the same way on
// the server and in the browser. It knows exactly the i18next JSON v4 features the catalogues may use
// (tests/unit/i18n-catalogues.test.ts pins its output to i18next's): a key, `{{name}}` values, and plural
// forms `_zero`, `_one`, `_other` chosen by `count`.
import { useRouteLoaderData } from "@remix-run/react";
import type { Language } from "~/forms/languages";

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
    return values ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
  };
}

/** What the root loader sends for every page: the reader's language and the layout's strings. */
export type RootLanguage = { language: Language; strings: Strings };

/** The layout's `t` (header, footer, phone bar, 404), from the root loader's data. */
export function useCommonT(): Translate {
  const data = useRouteLoaderData<{ i18n?: RootLanguage }>("root");
  return createT(data?.i18n?.language ?? "en", data?.i18n?.strings ?? {});
}
