import type express from "express";
import { serverTimingValue, timeRequest, type RequestTiming } from "~/services/request-timing.server";

// Server-Timing on the site's reads (docs/decisions/048-server-timing.md): what a page or an API answer cost in
// the database, the ranking and the render, readable in the browser's Network panel and with `curl -sI`.

/**
 * First of the app's middleware: a GET or HEAD is timed from here, and everything after it runs in its record
 * (app/services/request-timing.server.ts). Other methods are not: a form's or the API's POST (a login, a code, a
 * password reset) would tell by its database time whether an account exists.
 */
export function timeReads(req: express.Request, res: express.Response, next: express.NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  timeRequest((timing) => {
    res.locals.serverTiming = timing;
    next();
  });
}

/** For express.static's setHeaders: a file answer carries no timing (it did no work worth reading). */
export function untimedFile(res: express.Response): void {
  res.locals.serverTiming = undefined;
}

/**
 * Writes the header as the answer's headers go out, whoever sends them (React Router, Express's own answers, a
 * stream's first write): total runs up to here. Set once on the app's response prototype, so a request costs no
 * wrapper of its own.
 */
export function sendServerTiming(app: express.Express): void {
  const response = app.response;
  const writeHead = response.writeHead;
  response.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    const timing = this.locals.serverTiming as RequestTiming | undefined;
    if (timing && !this.headersSent) this.setHeader("Server-Timing", serverTimingValue(timing));
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
