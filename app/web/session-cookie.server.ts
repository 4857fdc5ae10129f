import { createHmac, timingSafeEqual } from "node:crypto";

// Reading the session cookie without WebCrypto (issue 43). React Router's createCookie checks a signed cookie with
// crypto.subtle: a key imported and an HMAC verified as asynchronous jobs on every request, 4.5% of the member
// listing's CPU. The cookie it writes is `base64(JSON.stringify(value)) + "." + base64(HMAC-SHA256(secret, that))`
// without the padding; this reads exactly that format with node:crypto's synchronous HMAC, compared in constant
// time, so cookies React Router signs (commitSession) stay valid, and a forged or altered one is refused.

export const SESSION_COOKIE = "__session";
const SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

/** The session cookie's value as sent (still signed and URI-encoded), if the browser sent one. */
export const sentSessionCookie = (cookieHeader: string | null) =>
  cookieHeader ? SENT.exec(cookieHeader)?.[1] : undefined;

/** The session id a request's Cookie header carries under a valid signature by `secret`; null otherwise. */
export function signedSessionId(cookieHeader: string | null, secret: string): string | null {
  const sent = sentSessionCookie(cookieHeader);
  if (!sent) return null;
  let cookie: string;
  try {
    cookie = decodeURIComponent(sent);
  } catch {
    return null;
  }
  const dot = cookie.lastIndexOf(".");
  if (dot < 0) return null;
  const value = cookie.slice(0, dot);
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, ""));
  const given = Buffer.from(cookie.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const id: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    return typeof id === "string" && id !== "" ? id : null;
  } catch {
    return null;
  }
}
