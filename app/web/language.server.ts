// Which language a page is in (issue 18): the member's saved choice, else the `lng` cookie the switcher set,
// else the browser's Accept-Language, else English. The strings and direction go to every page through
// the root loader.
import { createCookie } from "react-router";
import Negotiator from "negotiator";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, textDirection, type Language } from "~/forms/languages";
import type { Viewer } from "~/domain/accounts/member";
import { getEnv } from "~/services/env.server";
import { stringsFor, type NamespacePart } from "~/domain/site/translations.server";
import { getViewer } from "./auth.server";

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;

// Not signed: it holds nothing but a language code, which is checked against the three on every read.
function languageCookie() {
  cookie ??= createCookie("lng", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    maxAge: YEAR_IN_SECONDS,
    secure: getEnv().PUBLIC_URL?.startsWith("https:") ?? false,
  });
  return cookie;
}

export async function chooseLanguage(request: Request, viewer: Pick<Viewer, "language"> | null): Promise<Language> {
  if (viewer?.language) return viewer.language;
  const chosen: unknown = await languageCookie().parse(request.headers.get("Cookie"));
  if (isLanguage(chosen)) return chosen;
  const acceptLanguage = request.headers.get("Accept-Language");
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const preferred = new Negotiator({ headers: { "accept-language": acceptLanguage } }).language([...LANGUAGES]);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/** The Set-Cookie header that keeps a visitor's choice. */
export function rememberLanguage(language: Language): Promise<string> {
  return languageCookie().serialize(language);
}

/**
 * What the root loader sends: the language, its direction, and the layout's strings, with the 404 and error
 * pages' (the root draws those when a page's loader fails, and the page's own strings are then missing).
 */
export function rootLanguage(language: Language) {
  return {
    language,
    dir: textDirection(language),
    strings: stringsFor(language, "common", "pages/notFound", "pages/errorPage"),
  };
}

const chosen = new WeakMap<Request, Promise<Language>>();

/**
 * The language of the page a request is for; chosen once per request, however many loaders ask (the root
 * passes the viewer it has already read).
 */
export function requestLanguage(request: Request, viewer?: Pick<Viewer, "language"> | null): Promise<Language> {
  let language = chosen.get(request);
  if (!language) {
    language = (viewer === undefined ? getViewer(request) : Promise.resolve(viewer)).then((reader) =>
      chooseLanguage(request, reader),
    );
    chosen.set(request, language);
  }
  return language;
}

/** What a page's loader sends for its own words (useT): its namespaces in the reader's language. */
export async function pageI18n(request: Request, ...parts: NamespacePart[]) {
  return { strings: stringsFor(await requestLanguage(request), ...parts) };
}
