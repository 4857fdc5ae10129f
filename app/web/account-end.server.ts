import { redirectWithFlash } from "./flash.server";
import { destroySession, getSession } from "./session.server";

/**
 * Where a member lands once their account is erased (deleting it, §15; withdrawing consent, §41): the home page,
 * signed out, with `message`. The erasure ended their sessions with the account; this clears the browser's cookie.
 */
export async function homeAfterErasure(request: Request, message: string) {
  const session = await getSession(request);
  return redirectWithFlash(
    "/",
    { type: "success", message },
    { headers: { "Set-Cookie": await destroySession(session) } },
  );
}
