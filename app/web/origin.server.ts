import { routedPath } from "./request-path.server";

/**
 * Cross-site request forgery and CORS rules (docs/product-rules.md §19).
 * A state-changing request must come from the site itself or, for /api/v1, from an origin
 * in CORS_ORIGINS: we read Origin, or Sec-Fetch-Site when Origin is absent.
 * Paths are read as the router reads them (routedPath): "/sendrq/%61ccept/{id}" is an accept.
 */

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// The original client accepts and rejects requests with GET; those change state too, whatever the method
// (a HEAD reaches the same loader, which refuses it; docs/api-contract.md §2).
const ANSWERS_A_REQUEST = /^\/api\/v1\/connectionRequest\/sendrq\/(accept|reject)\//i;

// CORS_ORIGINS are the original client's origins: it calls /api/v1 only, never the pages' forms.
const API = /^\/api\/v1(\/|$)/i;

export function isStateChanging(method: string, path: string): boolean {
  return STATE_CHANGING_METHODS.has(method) || ANSWERS_A_REQUEST.test(routedPath(path));
}

export type OriginPolicy = {
  /** PUBLIC_URL's origin when configured; otherwise the request's own Host is the site. */
  publicOrigin?: string;
  corsOrigins: readonly string[];
};

export type RequestFacts = {
  method: string;
  /** As the request gave it (not decoded). */
  path: string;
  host?: string;
  origin?: string;
  secFetchSite?: string;
};

function isSiteOrigin(origin: string, host: string | undefined, policy: OriginPolicy): boolean {
  if (policy.publicOrigin) return origin === policy.publicOrigin;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // "null" and other opaque origins
  }
}

export function isAllowedCorsOrigin(origin: string | undefined, policy: OriginPolicy): boolean {
  return origin !== undefined && policy.corsOrigins.includes(origin);
}

/** True when the request may go on; false means answer 403. */
export function passesOriginCheck(request: RequestFacts, policy: OriginPolicy): boolean {
  if (!isStateChanging(request.method, request.path)) return true;
  if (request.origin !== undefined) {
    if (isSiteOrigin(request.origin, request.host, policy)) return true;
    return API.test(routedPath(request.path)) && isAllowedCorsOrigin(request.origin, policy);
  }
  // No Origin: a browser still tells us where the request came from.
  if (request.secFetchSite !== undefined) {
    return request.secFetchSite === "same-origin" || request.secFetchSite === "none";
  }
  // Neither header: not a browser (curl, server-to-server), so no ambient cookies to abuse.
  return true;
}
