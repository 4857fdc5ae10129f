import type { ServerBuild } from "react-router";

// A request's path as React Router reads it, for what runs before the router: the cross-site check
// (origin.server.ts), the replica's write check and the request log. A data request (a client navigation or
// a form sent with JavaScript) is for the page whose path it holds before ".data" (page-url.server.ts). The
// router gets the path from a URL, which resolves dot segments ("/x/../", "/x/%2e%2e/") and reads "\" as "/";
// it then percent-decodes each segment and matches routes without regard to case. Deciding on the raw path let
// "/sendrq/%61ccept/{id}" past the cross-site check.

const SOME_SITE = "http://path.invalid";

function decodeSegment(segment: string): string {
  try {
    // As the router does: a "/" decoded inside a segment stays part of it.
    return decodeURIComponent(segment).replace(/\//g, "%2F");
  } catch {
    return segment; // Express answers an address it cannot decode with a 400 before any route
  }
}

/** The path as the router matches it: dot segments resolved, each segment decoded, repeated slashes as one. */
export function routedPath(rawPath: string): string {
  let pathname = rawPath;
  try {
    pathname = new URL(`${SOME_SITE}${rawPath.startsWith("/") ? "" : "/"}${rawPath}`).pathname;
  } catch {
    // not a path a URL can hold; read it as it came
  }
  const path = pathname
    .split("/")
    .map(decodeSegment)
    .join("/")
    .replace(/\/{2,}/g, "/");
  return path === "/_root.data" ? "/" : path.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
}

export type RoutePattern = { pattern: string; matches: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every route whose path has a parameter ("/InnerProfile/:id"), with a test that matches as the router does. */
export function routePatterns(routes: ServerBuild["routes"]): RoutePattern[] {
  const fullPath = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : routes[id];
    return route ? [...fullPath(route.parentId), ...(route.path ?? "").split("/")].filter(Boolean) : [];
  };
  return Object.keys(routes)
    .map(fullPath)
    .filter((segments) => segments.some((segment) => segment.startsWith(":")))
    .map((segments) => {
      const test = segments.map((s) => (s.startsWith(":") ? "[^/]+" : escapeRegExp(s))).join("/");
      return { pattern: `/${segments.join("/")}`, matches: new RegExp(`^/${test}/*$`, "i") };
    });
}

/**
 * What the request log shows for a path: the route's pattern when the path holds a parameter, so that no id
 * (a member's, a request's, a photo's) is written to the log; any other path as it came.
 */
export function loggedPath(rawPath: string, patterns: readonly RoutePattern[]): string {
  const path = routedPath(rawPath);
  return patterns.find(({ matches }) => matches.test(path))?.pattern ?? rawPath;
}
