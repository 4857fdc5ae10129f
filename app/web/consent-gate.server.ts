import { mustConsentAgain } from "~/domain/accounts/consents.server";
import type { Viewer } from "~/domain/accounts/member";
import { loginRedirect } from "./login-redirect.server";
import { pageUrl } from "./page-url.server";

// Re-consent (docs/product-rules.md §41, "Notice and consent"; decision 038): a member whose newest consent is not
// to the current notice is taken to /consent at their next page visit, and back afterwards. The viewer read for
// the page already holds that consent's version (findActiveMember), so the check costs no query.

/** Pages a member may read or use without consenting again: the notice and the texts it points to, complaints,
 * the language switch, logging out, the consent page itself (which also deletes the account), and the rights the
 * notice names, which need no new consent: withdrawing it and downloading one's data. */
const OPEN_WITHOUT_CONSENT = new Set([
  "/consent",
  "/notice",
  "/termCondition",
  "/privacyPolicy",
  "/grievances",
  "/language",
  "/logout",
  "/settings/withdraw-consent",
  "/settings/data",
]);

/**
 * Throws the redirect to /consent (back to this page afterwards) for a member who must consent again. Only a page
 * read (GET): a form sent is never lost, and its answer's redirect is the next page read. Not an administrator
 * (not a member seeking marriage), nor a guardian (no viewer), nor the original client's /api/v1 (it cannot show
 * the page; its routes never ask).
 */
export function askConsentIfStale(request: Request, viewer: Viewer): void {
  if (viewer.role !== "member" || (request.method !== "GET" && request.method !== "HEAD")) return;
  if (!mustConsentAgain(viewer.consentedNotice)) return;
  const url = pageUrl(request);
  if (OPEN_WITHOUT_CONSENT.has(url.pathname)) return;
  throw loginRedirect("/consent", url);
}
