import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { redirectWithFlash } from "~/web/flash.server";
import { getSession, logOut } from "~/web/session.server";

// Logging out changes state, so only POST does it; a GET just goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  return redirectWithFlash(
    "/",
    { type: "success", message: "Logout Successful!" },
    { headers: { "Set-Cookie": await logOut(session) } },
  );
}
