// Translations on the server (decision 020): i18next with every catalogue loaded at start-up, one instance
// for the whole process. Pages get a namespace's strings in their loader data (`stringsFor`); e-mails,
// flash messages and titles use `fixedT`. The browser never loads i18next (page weight, issue 7).
import i18next, { type TFunction } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/forms/languages";
import enCommon from "~/locales/en/common.json";
import hiCommon from "~/locales/hi/common.json";
import urCommon from "~/locales/ur/common.json";

/** One file per language and namespace (app/locales/<language>/<namespace>.json). */
export const CATALOGUES = {
  en: { common: enCommon },
  hi: { common: hiCommon },
  ur: { common: urCommon },
} as const satisfies Record<Language, Record<string, Record<string, string>>>;

export type Namespace = keyof (typeof CATALOGUES)["en"];

const translator = i18next.createInstance();
void translator.init({
  initAsync: false,
  resources: CATALOGUES,
  supportedLngs: LANGUAGES,
  fallbackLng: DEFAULT_LANGUAGE,
  // Values are put into React's text, which escapes them; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function fixedT(language: Language, namespace: Namespace): TFunction {
  return translator.getFixedT(language, namespace);
}

const merged = new Map<string, Readonly<Record<string, string>>>();

/** A namespace's strings in a language, with English under any key it lacks, as a page sends them. */
export function stringsFor(language: Language, namespace: Namespace): Readonly<Record<string, string>> {
  const id = `${language}/${namespace}`;
  let strings = merged.get(id);
  if (!strings) {
    strings = Object.freeze({ ...CATALOGUES.en[namespace], ...CATALOGUES[language][namespace] });
    merged.set(id, strings);
  }
  return strings;
}
