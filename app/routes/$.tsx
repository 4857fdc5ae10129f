import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import { matchesT } from "~/components/translate";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/$";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("notFound.title") }];

// Any path no other route matches.
export async function loader({ request }: Route.LoaderArgs) {
  return data({ i18n: await pageI18n(request, "pages/notFound", "pages/errorPage") }, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
