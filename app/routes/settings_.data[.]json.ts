import { redirect } from "react-router";
import { requireViewer } from "~/web/auth.server";
import { dataFileFor } from "~/web/data-download.server";
import type { Route } from "./+types/settings_.data[.]json";

// "Download my data" as a JSON file (docs/product-rules.md §41): sent by the form on /settings/data (a POST, so that
// no link or image elsewhere can spend the member's three a day); an address typed in goes to that page.

export const loader = () => redirect("/settings/data");

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  return dataFileFor(viewer.unqId);
}
