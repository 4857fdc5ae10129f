import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { messageCatalogues } from "~/domain/translations.server";
import { isLanguage } from "~/forms/languages";

// A Hindi or Urdu form's code fetches its language's messages and choices here, to check each field in the
// browser as it is left (decision 021). Not with the page: it is 10 kB gzip, and only a form that is touched needs
// it. English has nothing to fetch: the schemas speak it.
export function loader({ params }: LoaderFunctionArgs) {
  const language = params.language;
  if (!isLanguage(language) || language === "en") throw new Response("Not Found", { status: 404 });
  // The same for everyone; an hour, so a new catalogue reaches browsers soon after a release.
  return json(messageCatalogues(language), { headers: { "Cache-Control": "public, max-age=3600" } });
}
