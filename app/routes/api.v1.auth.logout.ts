import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { handleApi } from "~/web/api.server";
import { getSession, logOut } from "~/web/session.server";

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const session = await getSession(request);
    return json(
      { success: true, message: "Logged out successfully", msg: "Logged out successfully" },
      { headers: { "Set-Cookie": await logOut(session) } },
    );
  });
}
