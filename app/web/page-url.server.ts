/**
 * The address of the page a request is for, as the member's browser shows it. React Router 8 hands loaders and
 * actions the raw request: for a client navigation or a form sent with JavaScript its URL is the page's with
 * ".data" on the end and `_routes` (which routes to load) or `index` in its query. Built from that request the
 * way React Router builds its own `url` argument (server-runtime/urls.ts and single-fetch's stripIndexParam), so
 * that helpers given only the request (login redirects, "back to this page") never put those details in a link.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname;
  url.pathname = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) : url.pathname;
  if (url.pathname === "/_root") url.pathname = "/";
  // Taken out of the query as written (URLSearchParams would re-encode the rest: a space "%20" would come back
  // as "+"). `?index` says a form was sent to an index route; a valued `index` would be the page's own.
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !pair.startsWith("_routes=") && pair !== "index" && pair !== "index=");
  url.search = kept.length > 0 ? `?${kept.join("&")}` : "";
  return url;
}
