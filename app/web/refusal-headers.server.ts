import type { UserError } from "~/services/user-error.server";

/**
 * The headers a refusal carries, for pages (form-reply.server.ts) and /api/v1 (api.server.ts) alike: Retry-After
 * for a 429, so a browser, the original client and a proxy know when to try again.
 */
export function refusalHeaders(error: UserError): HeadersInit | undefined {
  return error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
}
