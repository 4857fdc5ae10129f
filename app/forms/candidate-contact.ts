import * as z from "zod/mini";
import { EMAIL_PATTERN } from "./fields";
import { normaliseIndianMobile } from "./indian-mobile";

// The mobile number or e-mail address of the person a relative's profile is for (docs/product-rules.md §31a):
// the code and link that ask them to confirm go there. One field takes either; what it holds decides how
// the invitation goes (SMS to a mobile, e-mail to an address).

export const CANDIDATE_CONTACT_INVALID =
  "Please enter their own Indian mobile number (10 digits) or their e-mail address";
export const CANDIDATE_CONTACT_REQUIRED =
  "Please enter the mobile number or e-mail address of the person the profile is for: they confirm it";

export type CandidateContact = { channel: "email" | "sms"; address: string };

/** The contact as stored: an e-mail address in lower case, or a mobile's ten digits; null when it is neither. */
export function parseCandidateContact(written: string): CandidateContact | null {
  const text = written.trim();
  if (text.includes("@")) {
    const address = text.toLowerCase();
    return EMAIL_PATTERN.test(address) && address.length <= 254 ? { channel: "email", address } : null;
  }
  const mobile = normaliseIndianMobile(text);
  return mobile ? { channel: "sms", address: mobile } : null;
}

/** Optional on its own; the profile schemas decide when it is required. Read as its stored form. */
export const candidateContactField = z.optional(
  z.string().check(
    z.trim(),
    z.overwrite((written) => (written === "" ? written : (parseCandidateContact(written)?.address ?? written))),
    z.refine((value) => value === "" || parseCandidateContact(value) !== null, CANDIDATE_CONTACT_INVALID),
  ),
);

/** Shows where a code went without giving the whole contact away: "98•••••210", "ai•••@example.com". */
export function maskedContact(address: string): string {
  if (!address.includes("@")) return `${address.slice(0, 2)}•••••${address.slice(-3)}`;
  const [name, domain] = address.split("@");
  return `${name.slice(0, 2)}•••@${domain}`;
}
