import { UserError } from "~/services/user-error.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getMemberProfile } from "~/domain/profiles.server";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi } from "~/web/api.server";
import { isPublicId } from "~/forms/member-id";
import { apiOrigin, wireMemberProfile } from "~/web/api-wire.server";

// → {user}: another member's profile, contact details masked on the server
// unless the two are connected.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const id = params.id ?? "";
    if (!isPublicId(id)) throw new UserError("Invalid member id");
    const user = getMemberProfile(viewer, id);
    if (!user) throw new UserError("Member not found", { status: 404 });
    return json(
      { user: wireMemberProfile(user, apiOrigin(request)) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}
