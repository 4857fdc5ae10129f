import { PassThrough } from "node:stream";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { addTime } from "~/services/request-timing.server";
import { requestFactsOf } from "~/web/request-context.server";

// server.js reaches these through the build's entry module.
export { createHttpApp } from "~/web/http-app.server";
export { closeDatabase } from "~/db/client.server";
export { closeEventStreams } from "~/web/event-stream.server";
export { EnvError, getEnv } from "~/services/env.server";
export { removeServerLock, writeServerLock } from "~/services/server-lock.server";
export { JOBS_ENV, runClusterPrimary } from "~/web/cluster.server";

const RENDER_TIMEOUT_MS = 5_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

/**
 * React Router builds a page's headers from route `headers` exports only, not from its loaders. Our loaders
 * say how their page may be cached ("private, no-store" for anything personal): the deepest one that
 * says so decides for the page, so a personal page never lands in a shared or back-button cache.
 */
function loaderCacheControl(context: EntryContext): string | null {
  const { matches, loaderHeaders } = context.staticHandlerContext;
  for (const match of [...matches].reverse()) {
    const value = loaderHeaders[match.route.id]?.get("Cache-Control");
    if (value) return value;
  }
  return null;
}

/**
 * Renders the whole page before sending it (no streaming): pages are small,
 * and a complete document is what a slow phone without JavaScript needs.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
) {
  const renderStarted = performance.now();
  const nonce = requestFactsOf(loadContext).cspNonce;
  const cacheControl = loaderCacheControl(routerContext);
  if (cacheControl) responseHeaders.set("Cache-Control", cacheControl);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is done: a pending timer would keep the whole
    // render (its tree and buffers) in memory for seconds after the answer.
    const timeout = setTimeout(() => abort(), RENDER_TIMEOUT_MS + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React 19 moves a finished Suspense boundary to the end of the page, behind a script that puts it in
        // place, once the page so far passes this many bytes (12,800 by default): without JavaScript that part of
        // the page never shows. The page is sent whole and in order (onAllReady), so nothing is ever moved.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeout);
          // The page's `render` in its Server-Timing header (docs/decisions/048-server-timing.md), which the HTTP app
          // writes with the headers; a POST's page is not timed, and this adds to nothing.
          addTime("render", performance.now() - renderStarted);
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged; before it, onShellError rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A 4xx React Router raises itself (405: a POST to a page that takes none) is the sender's mistake, not a crash.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error instanceof Error ? error.stack : error);
}
