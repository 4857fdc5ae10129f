import { Form, useLocation, useRouteLoaderData } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, textDirection, type Language } from "~/forms/languages";
import { useCommonT } from "./translate";

/**
 * English, हिन्दी, اردو on every page (issue 18): one submit button per language, so it works without
 * JavaScript (POST /language, back to this page in that language); each name is written in its own script
 * and marked with its language, so a screen reader says it right. The current one is marked.
 */
export function LanguageSwitcher() {
  const t = useCommonT();
  const location = useLocation();
  const current = useRouteLoaderData<{ i18n?: { language: Language } }>("root")?.i18n?.language ?? "en";
  return (
    <Form method="post" action="/language" className="language-switcher" aria-label={t("language.label")}>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={language}
          dir={textDirection(language)}
          aria-current={language === current ? "true" : undefined}
          className="language-switcher__option"
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </Form>
  );
}
