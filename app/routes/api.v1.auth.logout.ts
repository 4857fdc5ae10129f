import { handleApi } from "~/web/api.server";
import { getSession, logOut } from "~/web/session.server";
import type { Route } from "./+types/api.v1.auth.logout";

export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    const session = await getSession(request);
    return Response.json(
      { success: true, message: "Logged out successfully", msg: "Logged out successfully" },
      { headers: { "Set-Cookie": await logOut(session) } },
    );
  });
}
