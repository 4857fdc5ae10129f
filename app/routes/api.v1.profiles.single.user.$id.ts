import { UserError } from "~/services/user-error.server";
import { getMemberProfile } from "~/domain/profiles/profiles.server";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi } from "~/web/api.server";
import { isPublicId } from "~/forms/member-id";
import { apiOrigin, wireMemberProfile } from "~/web/api-wire.server";
import type { Route } from "./+types/api.v1.profiles.single.user.$id";

// → {user}: another member's profile, contact details masked on the server
// unless the two are connected.
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const id = params.id ?? "";
    if (!isPublicId(id)) throw new UserError("Invalid member id");
    const user = getMemberProfile(viewer, id);
    if (!user) throw new UserError("Member not found", { status: 404 });
    return Response.json(
      { user: wireMemberProfile(user, apiOrigin(request)) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}
