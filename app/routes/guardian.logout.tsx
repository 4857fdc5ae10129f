import { redirect } from "react-router";
import { redirectWithFlash } from "~/web/flash.server";
import { logOutGuardian } from "~/web/guardian-session.server";
import { getSession } from "~/web/session.server";
import type { Route } from "./+types/guardian.logout";

// A guardian's logout (docs/product-rules.md §32): POST only, as a member's; every session of the account ends.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request);
  return redirectWithFlash(
    "/guardian/login",
    { type: "success", message: "You are logged out." },
    { headers: { "Set-Cookie": await logOutGuardian(session) } },
  );
}
