import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { matchesT } from "~/components/translate";
import { pageI18n } from "~/web/language.server";

export const meta: MetaFunction = ({ matches }) => [{ title: matchesT(matches)("notFound.title") }];

// Any path no other route matches.
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ i18n: await pageI18n(request, "pages/notFound", "pages/errorPage") }, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
