import { data, type HeadersFunction, type LoaderFunctionArgs } from "react-router";
import { countIncomingRequests } from "~/domain/connections/connection-lists.server";
import { countUnreadMessages } from "~/domain/connections/conversations.server";
import { getSiteInfo } from "~/domain/site/site.server";
import { now } from "~/services/clock.server";
import { getViewer } from "./auth.server";
import { askConsentIfStale } from "./consent-gate.server";
import { getGuardian } from "./guardian-session.server";
import { readFlash } from "./flash.server";
import { requestLanguage, rootLanguage } from "./language.server";
import { translateMessage } from "~/domain/site/translations.server";
import { hasSessionCookie } from "./session.server";

/**
 * The root route's loader and headers, in a server module of their own: the browser build replaces each
 * `.server` module a route imports with an empty module of its own (a script file on every page, for the
 * root), so root.tsx imports this one alone (docs/decisions/008; page weight, issue 19).
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const [{ flash, setCookie }, viewer] = await Promise.all([readFlash(request), getViewer(request)]);
  // Any page a member opens, a visitor's page too (the home page): a changed notice is asked first (§41). A member
  // page's own loader asks too (requireViewer): moving between pages with JavaScript, the root loads only once.
  if (viewer) askConsentIfStale(request, viewer);
  // A session is a member's or a guardian's, never both (decision 012): a member's pages read it once.
  const guardian = viewer ? null : await getGuardian(request);
  const language = await requestLanguage(request, viewer);
  // A page shown with a session (a member, or a signup or reset in progress)
  // or a flash message is about one person: no cache may keep it.
  const personal = viewer !== null || flash !== null || hasSessionCookie(request);
  // The same address answers in the language the cookie or Accept-Language picks: a shared cache must know.
  const headers = new Headers({
    "Cache-Control": personal ? "private, no-store" : "no-cache",
    Vary: "Cookie, Accept-Language",
  });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return data(
    {
      site: getSiteInfo(language),
      i18n: rootLanguage(language),
      // Flash messages are made in English by the actions (decision 021).
      flash: flash && { ...flash, message: translateMessage(language, flash.message) },
      signedIn: viewer !== null,
      // A guardian (docs/product-rules.md §32) gets their own links instead of a member's.
      guardian: guardian !== null,
      isAdmin: viewer?.role === "admin",
      // A member whose mobile number is not proven is asked, never locked out (docs/product-rules.md §38).
      askMobile: viewer?.role === "member" && !viewer.mobileVerified,
      // The header's badge on every page: requests waiting for this member's answer.
      pendingRequests: viewer ? countIncomingRequests(viewer.unqId) : 0,
      // And unread messages (docs/product-rules.md §33).
      unreadMessages: viewer ? countUnreadMessages(viewer.unqId) : 0,
      // The later of these numbers and /messages/unread's wins (useLiveCounts); a visitor's page stays the same.
      countedAt: viewer ? now().getTime() : 0,
    },
    { headers },
  );
}

/**
 * Every page inherits the root's caching rule (Remix uses the parent's
 * headers for a route without a `headers` export, and no route has one).
 */
export const rootHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store",
  Vary: loaderHeaders.get("Vary") ?? "Cookie, Accept-Language",
});
