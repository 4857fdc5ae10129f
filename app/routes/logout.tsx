import { redirect } from "react-router";
import { redirectWithFlash } from "~/web/flash.server";
import { getSession, logOut } from "~/web/session.server";
import type { Route } from "./+types/logout";

// Logging out changes state, so only POST does it; a GET just goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request);
  return redirectWithFlash(
    "/",
    { type: "success", message: "Logout Successful!" },
    { headers: { "Set-Cookie": await logOut(session) } },
  );
}
