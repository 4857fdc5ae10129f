import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

// A value carried in a link that must not be readable from it (a visitor's card points to a member it may not
// name, docs/product-rules.md §6): encrypted and authenticated with AES-256-GCM under a key drawn from the
// session secret for one purpose, with a fresh nonce each time, so two links to the same value share nothing
// and a changed token opens nothing. Changing SESSION_SECRET voids every one of them.

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{1,400}$/;

const keyFor = (purpose: string) =>
  Buffer.from(hkdfSync("sha256", getEnv().SESSION_SECRET, "", `sealed-link\0${purpose}`, 32));

/** `value`, sealed for this purpose only: URL-safe text that reveals nothing of it. */
export function seal(purpose: string, value: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), nonce, { authTagLength: TAG_BYTES });
  const sealed = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The value a token seals, or null when it is malformed, altered, or sealed for another purpose or secret. */
export function unseal(purpose: string, token: unknown): string | null {
  if (typeof token !== "string" || !TOKEN.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  if (raw.length <= NONCE_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), raw.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    // The tag does not match: altered, or not sealed by this site for this purpose.
    return null;
  }
}
