import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getOwnProfile } from "~/domain/profiles.server";
import { requireApiViewer } from "~/services/api-auth.server";
import { handleApi } from "~/services/api.server";

// GET → {message: profile}: the signed-in member's own profile.
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    return json({ message: getOwnProfile(viewer.unqId) }, { headers: { "Cache-Control": "no-store" } });
  });
}
