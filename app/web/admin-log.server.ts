import type { MiddlewareFunction } from "react-router";
import { recordAdminAction } from "~/domain/accounts/access-log.server";
import { getViewer } from "./auth.server";
import { pageUrl } from "./page-url.server";
import { bodyBytes, MAX_PAGE_FORM_BYTES } from "./request-body.server";
import { requestFactsOf } from "./request-context.server";

/**
 * The /admin layout's middleware (docs/product-rules.md §41): every form an administrator sends under /admin is
 * logged with the time, the administrator, the address, the page and the form's intent, whichever page it is and
 * whatever it changes, so a page added later is logged too; so is every export of addresses (a `.csv` under
 * /admin, read with GET). A visitor's or a member's attempt is not: it is refused (404, 403) and changes nothing.
 */
export const logAdminChanges: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const path = pageUrl(request).pathname;
  const reading = request.method === "GET" || request.method === "HEAD";
  if (reading && !path.endsWith(".csv")) return next();
  const admin = await getViewer(request);
  if (admin?.role !== "admin") return next();
  const intent = reading ? "export" : await intentOf(request);
  const response = await next();
  const action = { adminUnqId: admin.unqId, clientIp: requestFactsOf(context).clientIp, path, intent };
  try {
    recordAdminAction({ ...action, status: response.status });
  } catch (error) {
    // The change is made and answered: a log write that failed (a busy database) is reported, not turned into a 500.
    console.error("administrator's action not logged", { path, intent, error });
  }
  return response;
};

/** The form's "intent" field, read from a copy of the body within the forms' limit; none for an upload (a story's
 * photo) or a body the form's own reading refuses. */
async function intentOf(request: Request): Promise<string | null> {
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) return null;
  const body = await bodyBytes(request.clone(), MAX_PAGE_FORM_BYTES).catch(() => null);
  const intent = body && new URLSearchParams(body.toString("utf8")).get("intent");
  return intent ? intent.slice(0, 40) : null;
}
