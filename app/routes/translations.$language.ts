import { messageCatalogues } from "~/domain/site/translations.server";
import { isLanguage } from "~/forms/languages";
import type { Route } from "./+types/translations.$language";

// A Hindi or Urdu form's code fetches its language's messages and choices here, to check each field in the
// browser as it is left (decision 021). Not with the page: it is 10 kB gzip, and only a form that is touched needs
// it. English has nothing to fetch: the schemas speak it.
export function loader({ params }: Route.LoaderArgs) {
  const language = params.language;
  if (!isLanguage(language) || language === "en") throw new Response("Not Found", { status: 404 });
  // The same for everyone; an hour, so a new catalogue reaches browsers soon after a release.
  return Response.json(messageCatalogues(language), { headers: { "Cache-Control": "public, max-age=3600" } });
}
