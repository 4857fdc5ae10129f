import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyLogin, type Viewer } from "~/domain/accounts/accounts.server";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { noteActiveToday } from "~/domain/accounts/last-active.server";
import { UserError } from "~/services/user-error.server";
import { loginSchema } from "~/forms/login";
import { askConsentIfStale } from "./consent-gate.server";
import { loginRedirect } from "./login-redirect.server";
import { getSession } from "./session.server";
import { pageUrl } from "./page-url.server";

export type { Viewer };
type LoginResult = { unqId: number; remember: boolean };

// remix-auth hands the strategy only the Request; the client's address (for the login throttles) comes
// from the load context, so it is handed over beside the request for the length of one call.
const clientIps = new WeakMap<Request, string>();

/** The site's one Authenticator: the login form's e-mail and password (remix-auth-form's FormStrategy). */
const authenticator = new Authenticator<LoginResult>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    // The page validates the form before it authenticates (it shows each field's message); this is the guard.
    if (!parsed.success)
      throw new UserError(parsed.error.issues[0].message, { field: String(parsed.error.issues[0].path[0]) });
    const unqId = await verifyLogin(parsed.data.email, parsed.data.password, clientIps.get(request) ?? "unknown");
    return { unqId, remember: parsed.data.remember !== undefined };
  }),
  "form",
);

/** Logs in with the login form. Throws UserError (wrong credentials, blocked, too many tries). */
export async function authenticateLogin(request: Request, clientIp: string): Promise<LoginResult> {
  clientIps.set(request, clientIp);
  return authenticator.authenticate("form", request);
}

/**
 * The signed-in member, or null. A blocked or deleted member's session counts as none.
 * The root loader and the page's loader each ask (Remix hands each loader its own Request, so
 * there is nothing per request to share): two primary-key lookups, cheaper than a cache.
 */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const session = await getSession(request);
  const unqId = session.get("memberUnqId");
  const viewer = unqId ? findActiveMember(unqId) : null;
  // "Active today" on their profile (docs/product-rules.md §27a): one write on the member's first request of a day.
  if (viewer) noteActiveToday(viewer);
  return viewer;
}

/**
 * For member pages: the viewer, or a redirect to the login page that comes back here afterwards; a member who must
 * consent to a changed notice is sent to /consent first (consent-gate.server.ts).
 */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw loginRedirect("/login", pageUrl(request));
  askConsentIfStale(request, viewer);
  return viewer;
}

const THIS_SITE = "http://this.site";

/**
 * Only local paths: never send someone to another site after logging in. The target is read the way a
 * browser reads a Location (it drops tabs and line breaks and takes \\ for /, so "/\t/evil.example" is
 * "//evil.example"), and what goes out is that reading's path, percent-encoded.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, THIS_SITE);
  } catch {
    return fallback;
  }
  // "/..//evil.example" resolves to the path "//evil.example", which would itself leave the site.
  if (url.origin !== THIS_SITE || url.pathname.startsWith("//")) return fallback;
  // "/%rofile" is a path no page can read (the site answers 400): the member would land on an error
  // instead of the page they asked for and lose the flash message.
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** For /admin: administrators only. Members get 403; visitors a 404, so the pages' existence is not advertised. */
export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new Response("Not Found", { status: 404 });
  if (viewer.role !== "admin") throw new Response("Forbidden", { status: 403 });
  return viewer;
}
