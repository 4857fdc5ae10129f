import type express from "express";
import { writerElsewhere } from "~/domain/site/health.server";
import { isStateChanging } from "./origin.server";
import { routedPath } from "./request-path.server";

// On a LiteFS replica (decision 017) a request that writes goes to the primary; what only reads is
// answered here. Nothing of the request has been read yet.

/**
 * Pages that write on GET: opening a conversation marks it read, a guardian's pages log the visit, the
 * link in a match-alert e-mail stops the alert. (The original client's GET accept and reject are state
 * changing already.) tests/api/litefs-replica.test.ts opens every other page on a replica that refuses writes.
 */
const WRITING_GETS = [
  /^\/messages\/(?!unread$)[^/]+$/i,
  /^\/guardian\/(?!login$|forgot$|logout$)[^/]+(\/messages\/[^/]+)?$/i,
  /^\/alerts\/stop$/i,
];

export function writesData(method: string, rawPath: string): boolean {
  if (method === "OPTIONS") return false;
  const path = routedPath(rawPath);
  return isStateChanging(method, rawPath) || WRITING_GETS.some((pattern) => pattern.test(path));
}

/**
 * Fly's proxy replays a request answered with `fly-replay` on the named machine; elsewhere the reverse proxy
 * routes writing requests to the primary itself (README, Past one machine), and this is the safety net. A
 * replica that cannot tell where the primary is answers 503: the member tries again in a moment.
 */
export function replayWritesOnPrimary(req: express.Request, res: express.Response, next: express.NextFunction) {
  const primary = writerElsewhere();
  if (primary === null || !writesData(req.method, req.path)) return next();
  const message = "This server is a read-only copy; send this request to the primary.";
  if (primary) res.set("fly-replay", `instance=${primary}`);
  else res.set("Retry-After", "5");
  const status = primary ? 409 : 503;
  if (req.path.startsWith("/api/")) res.status(status).json({ success: false, msg: message, message, error: message });
  else res.status(status).type("text/plain").send(message);
}
