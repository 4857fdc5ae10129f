import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getMemberProfile } from "~/domain/profiles.server";
import { requireApiViewer } from "~/services/api-auth.server";
import { ApiError, handleApi } from "~/services/api.server";

// → {user}: another member's profile, contact details masked on the server
// unless the two are connected.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const id = params.id ?? "";
    if (!/^[0-9a-f]{24}$/.test(id)) throw new ApiError(400, "Invalid member id");
    const user = getMemberProfile(viewer, id);
    if (!user) throw new ApiError(404, "Member not found");
    return json({ user }, { headers: { "Cache-Control": "private, no-store" } });
  });
}
