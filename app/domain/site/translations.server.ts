// Translations on the server (decision 020): i18next with every catalogue loaded at start-up, one instance
// for the whole process. Pages get a namespace's strings in their loader data (`stringsFor`); e-mails,
// flash messages and titles use `fixedT`. The browser never loads i18next (page weight, issue 7).
import i18next, { type TFunction } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, textDirection, valueIn, type Language } from "~/forms/languages";
import { messageTranslator, type MessageCatalogues, type MessageTranslator } from "~/forms/message-translator";
import enCommon from "~/locales/en/common.json";
import enMessages from "~/locales/en/messages.json";
import enAccount from "~/locales/en/account.json";
import enProfiles from "~/locales/en/profiles.json";
import enConnections from "~/locales/en/connections.json";
import enPages from "~/locales/en/pages.json";
import enMember from "~/locales/en/member.json";
import enOptions from "~/locales/en/options.json";
import enFamily from "~/locales/en/family.json";
import enAdmin from "~/locales/en/admin.json";
import enEmails from "~/locales/en/emails.json";
import hiCommon from "~/locales/hi/common.json";
import hiMessages from "~/locales/hi/messages.json";
import hiAccount from "~/locales/hi/account.json";
import hiProfiles from "~/locales/hi/profiles.json";
import hiConnections from "~/locales/hi/connections.json";
import hiPages from "~/locales/hi/pages.json";
import hiMember from "~/locales/hi/member.json";
import hiOptions from "~/locales/hi/options.json";
import hiFamily from "~/locales/hi/family.json";
import hiAdmin from "~/locales/hi/admin.json";
import hiEmails from "~/locales/hi/emails.json";
import urCommon from "~/locales/ur/common.json";
import urMessages from "~/locales/ur/messages.json";
import urAccount from "~/locales/ur/account.json";
import urProfiles from "~/locales/ur/profiles.json";
import urConnections from "~/locales/ur/connections.json";
import urPages from "~/locales/ur/pages.json";
import urMember from "~/locales/ur/member.json";
import urOptions from "~/locales/ur/options.json";
import urFamily from "~/locales/ur/family.json";
import urAdmin from "~/locales/ur/admin.json";
import urEmails from "~/locales/ur/emails.json";

/**
 * One file per language and namespace (app/locales/<language>/<namespace>.json). `common` is the layout, sent
 * with every page; `messages` is keyed by the English text itself (validation errors, refusals, flash
 * messages), since the /api/v1 answers must keep that text (decision 021), and so is `options` (the labels
 * of the profile's choices, app/forms/*-options.ts, which the API sends as they are); the others are pages'
 * own words, keyed "area.name".
 */
export const CATALOGUES = {
  en: {
    common: enCommon,
    messages: enMessages,
    account: enAccount,
    profiles: enProfiles,
    connections: enConnections,
    pages: enPages,
    member: enMember,
    options: enOptions,
    family: enFamily,
    admin: enAdmin,
    emails: enEmails,
  },
  hi: {
    common: hiCommon,
    messages: hiMessages,
    account: hiAccount,
    profiles: hiProfiles,
    connections: hiConnections,
    pages: hiPages,
    member: hiMember,
    options: hiOptions,
    family: hiFamily,
    admin: hiAdmin,
    emails: hiEmails,
  },
  ur: {
    common: urCommon,
    messages: urMessages,
    account: urAccount,
    profiles: urProfiles,
    connections: urConnections,
    pages: urPages,
    member: urMember,
    options: urOptions,
    family: urFamily,
    admin: urAdmin,
    emails: urEmails,
  },
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
  // Keys are flat: a page's keys are "area.name", and `messages` keys are English sentences with dots and colons.
  keySeparator: false,
  nsSeparator: false,
});

/**
 * A `t` in one language; given several namespaces, a key is looked for in each in turn. In a right-to-left language
 * its {{values}} are isolated as the pages' `t` isolates them (valueIn): i18next interpolates `replace` when given.
 */
export function fixedT(language: Language, namespace: Namespace | Namespace[]): TFunction {
  const t = translator.getFixedT(language, namespace);
  if (textDirection(language) === "ltr") return t;
  const isolating = (key: string | string[], options?: Record<string, unknown>) =>
    t(key, {
      ...options,
      replace: Object.fromEntries(
        Object.entries(options ?? {}).map(([name, value]) => [name, valueIn(language, value)]),
      ),
    });
  return isolating as TFunction;
}

const merged = new Map<string, Readonly<Record<string, string>>>();

/** The namespaces keyed by their English: a `t` shows the key itself where they have nothing. */
const KEYED_BY_ENGLISH: ReadonlySet<Namespace> = new Set(["messages", "options"]);

/**
 * A whole namespace, or the part of one a page needs: "pages/home" is the keys starting with "home.", and
 * "profiles/profileRows.separator" that one key.
 */
export type NamespacePart = Namespace | `${Namespace}/${string}`;

function layersOf(language: Language, part: NamespacePart): Record<string, string>[] {
  const [namespace, area] = part.split("/") as [Namespace, string | undefined];
  // A namespace keyed by its English adds nothing in English, nor under another language: the key is its English.
  const layers: Record<string, string>[] = KEYED_BY_ENGLISH.has(namespace)
    ? language === "en"
      ? []
      : [CATALOGUES[language][namespace]]
    : [CATALOGUES.en[namespace], CATALOGUES[language][namespace]];
  if (!area) return layers;
  const prefix = `${area}.`;
  const wanted = area.includes(".") ? (key: string) => key === area : (key: string) => key.startsWith(prefix);
  return layers.map((strings) => Object.fromEntries(Object.entries(strings).filter(([key]) => wanted(key))));
}

/**
 * Namespaces' strings (or their parts) in a language, with English under any key it lacks, as a page sends them:
 * only what the page shows, since they travel in its HTML twice (text and hydration data).
 */
export function stringsFor(language: Language, ...parts: NamespacePart[]): Readonly<Record<string, string>> {
  const id = `${language}/${parts.join("+")}`;
  let strings = merged.get(id);
  if (!strings) {
    const layers = parts.flatMap((part) => layersOf(language, part));
    strings = Object.freeze(Object.assign({}, ...layers) as Record<string, string>);
    merged.set(id, strings);
  }
  return strings;
}

const translators = new Map<Language, MessageTranslator>();

/**
 * A message the server made in English (a validation error, a refusal, a flash message) in the reader's
 * language (decision 021, app/forms/message-translator.ts); the English itself when the catalogues lack it.
 */
export function translateMessage(language: Language, english: string): string {
  if (language === "en") return english;
  let translate = translators.get(language);
  if (!translate) translators.set(language, (translate = messageTranslator(messageCatalogues(language))));
  return translate(english);
}

/** What a Hindi or Urdu form's code fetches to check fields in the browser (routes/translations.$language). */
export const messageCatalogues = (language: Language): MessageCatalogues => ({
  messages: CATALOGUES[language].messages as Record<string, string>,
  options: CATALOGUES[language].options as Record<string, string>,
});
