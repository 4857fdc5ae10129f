import { useEffect, useState } from "react";
import type { Language } from "~/forms/languages";
import { messageTranslator, type MessageCatalogues, type MessageTranslator } from "~/forms/message-translator";
import { useLanguage } from "./translate";

const translators = new Map<Language, Promise<MessageTranslator | null>>();

/**
 * The language's messages and choices (GET /translations/<language>), fetched once per page load by the first
 * form that needs them; null when they could not be had (the form is then checked on submit, by the server).
 */
function loadTranslator(language: Language): Promise<MessageTranslator | null> {
  let loading = translators.get(language);
  if (!loading) {
    loading = fetch(`/translations/${language}`)
      .then((response) => (response.ok ? (response.json() as Promise<MessageCatalogues>) : Promise.reject()))
      .then(messageTranslator)
      .catch(() => {
        translators.delete(language); // the next form tries again
        return null;
      });
    translators.set(language, loading);
  }
  return loading;
}

const untranslated: MessageTranslator = (english) => english;

/** English as it is; Hindi and Urdu once their catalogues are in, null until then. */
function useMessageTranslator(language: Language): MessageTranslator | null {
  const [loaded, setLoaded] = useState<{ language: Language; translate: MessageTranslator } | null>(null);
  useEffect(() => {
    if (language === "en") return;
    let current = true;
    void loadTranslator(language).then((translate) => {
      if (current && translate) setLoaded({ language, translate });
    });
    return () => void (current = false);
  }, [language]);
  if (language === "en") return untranslated;
  return loaded?.language === language ? loaded.translate : null;
}

type Checked = { error?: Record<string, string[] | null> | null };

/**
 * How a form with a schema is checked before it is sent (decision 021): in the browser as each field is left,
 * with the schema's messages in the reader's language. The schemas speak English (the /api/v1 answers keep it),
 * so a Hindi or Urdu form first fetches its language's messages; until they arrive, and if they cannot, the
 * server checks the form on submit and answers in the language.
 */
export function useBrowserValidation<Validate>(onValidate: Validate) {
  const translate = useMessageTranslator(useLanguage());
  if (!translate) return { onValidate: undefined, shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" } as const;
  const translated = ((...args: unknown[]) => {
    const result = (onValidate as (...args: unknown[]) => Checked)(...args);
    // In place: Conform's reply reads the same lists.
    for (const messages of Object.values(result.error ?? {}))
      messages?.forEach((message, index) => (messages[index] = translate(message)));
    return result;
  }) as Validate;
  return {
    onValidate: translate === untranslated ? onValidate : translated,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  } as const;
}
