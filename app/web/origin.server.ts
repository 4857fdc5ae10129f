/**
 * Cross-site request forgery and CORS rules (docs/product-rules.md §19).
 * A state-changing request must come from the site itself or from an origin
 * in CORS_ORIGINS: we read Origin, or Sec-Fetch-Site when Origin is absent.
 */

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// The original client accepts and rejects requests with GET; those change state too.
const STATE_CHANGING_GET = /^\/api\/v1\/connectionRequest\/sendrq\/(accept|reject)\//i;

export function isStateChanging(method: string, path: string): boolean {
  return STATE_CHANGING_METHODS.has(method) || (method === "GET" && STATE_CHANGING_GET.test(path));
}

export type OriginPolicy = {
  /** PUBLIC_URL's origin when configured; otherwise the request's own Host is the site. */
  publicOrigin?: string;
  corsOrigins: readonly string[];
};

export type RequestFacts = {
  method: string;
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
    return isSiteOrigin(request.origin, request.host, policy) || isAllowedCorsOrigin(request.origin, policy);
  }
  // No Origin: a browser still tells us where the request came from.
  if (request.secFetchSite !== undefined) {
    return request.secFetchSite === "same-origin" || request.secFetchSite === "none";
  }
  // Neither header: not a browser (curl, server-to-server), so no ambient cookies to abuse.
  return true;
}
