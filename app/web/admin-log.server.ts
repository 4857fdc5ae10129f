import type { MiddlewareFunction } from "react-router";
import { recordAdminAction } from "~/domain/accounts/access-log.server";
import { getViewer } from "./auth.server";
import { pageUrl } from "./page-url.server";
import { requestFactsOf } from "./request-context.server";

/**
 * The /admin layout's middleware (docs/product-rules.md §41): every form an administrator sends under /admin is
 * logged with the time, the administrator, the address, the page and the form's intent, whichever page it is and
 * whatever it changes, so a page added later is logged too. A visitor's or a member's attempt is not: it is
 * refused (404, 403) and changes nothing.
 */
export const logAdminChanges: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const admin = await getViewer(request);
  if (admin?.role !== "admin") return next();
  const intent = await intentOf(request);
  const response = await next();
  recordAdminAction({
    adminUnqId: admin.unqId,
    clientIp: requestFactsOf(context).clientIp,
    path: pageUrl(request).pathname,
    intent,
    status: response.status,
  });
  return response;
};

/** The form's "intent" field, read from a copy of the body; none for an upload (a story's photo). */
async function intentOf(request: Request): Promise<string | null> {
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) return null;
  const intent = new URLSearchParams(await request.clone().text()).get("intent");
  return intent ? intent.slice(0, 40) : null;
}
