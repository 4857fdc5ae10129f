import { redirect } from "react-router";

/**
 * The longest return address a login redirect carries. The address someone asked for may be up to 16 KB
 * (Node's limit), and encoding it again triples its escapes: a Location header of 40 KB, which a proxy in
 * front (nginx keeps 4 or 8 KB for an answer's headers) turns into a 502, and Node's own client refuses.
 */
const RETURN_ADDRESS_MAX = 2_000;

/**
 * A redirect to a login page that comes back to `url` afterwards: its path and search, or its path alone when
 * they are too long to carry, or no way back when even the path is.
 */
export function loginRedirect(loginPath: string, url: URL): Response {
  const back = [url.pathname + url.search, url.pathname]
    .map(encodeURIComponent)
    .find((encoded) => encoded.length <= RETURN_ADDRESS_MAX);
  return redirect(back === undefined ? loginPath : `${loginPath}?redirectTo=${back}`);
}
