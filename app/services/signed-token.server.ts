import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server";

// A token in a link that acts for one member without a login (the weekly alert's stop link): the member's
// number and an HMAC-SHA256 of it and the link's purpose under the session secret. It never expires, as an
// unsubscribe link must keep working in an old e-mail; changing SESSION_SECRET voids every one of them.

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

// The NUL separators keep this message apart from anything else the secret signs: cookie values are
// base64 text, which never holds a NUL.
function mac(purpose: string, unqId: number): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`signed-link\0${purpose}\0${unqId}`).digest("base64url");
}

/** A token naming this member for this purpose only. */
export function signMember(purpose: string, unqId: number): string {
  return `${unqId}.${mac(purpose, unqId)}`;
}

/** The member a token names, or null when it is malformed or not ours (compared in constant time). */
export function verifyMember(purpose: string, token: unknown): number | null {
  const match = typeof token === "string" ? TOKEN.exec(token) : null;
  if (!match) return null;
  const unqId = Number(match[1]);
  const expected = Buffer.from(mac(purpose, unqId));
  return timingSafeEqual(Buffer.from(match[2]), expected) ? unqId : null;
}
