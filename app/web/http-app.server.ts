import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import compression from "compression";
import cors from "cors";
import express from "express";
import helmet from "helmet";
import { openDatabase } from "~/domain/site/health.server";
import { startHousekeeping } from "~/domain/site/housekeeping.server";
import { startMailWorker } from "~/domain/mail/mail-worker.server";
import { startMatchAlerts } from "~/domain/matching/match-alert-run.server";
import { warmMatchIndex } from "~/domain/matching/match-index.server";
import { getEnv } from "~/services/env.server";
import { isAllowedCorsOrigin, passesOriginCheck, type OriginPolicy } from "./origin.server";
import { replayWritesOnPrimary } from "./replica.server";
import { requestContext } from "./request-context.server";
import { sendServerTiming, timeReads, untimedFile } from "./server-timing.server";
import { loggedPath, routePatterns } from "./request-path.server";

/**
 * The HTTP server around React Router: checks that must hold for every response
 * (security headers, CORS, cross-site refusals, static caching, a log line)
 * live here once instead of in each route.
 */
export function createHttpApp(build: ServerBuild, clientDir: string, { inCluster = false, jobs = true } = {}) {
  const env = getEnv();
  openDatabase();
  // With several server processes (WEB_CONCURRENCY), one runs the timed jobs, and every one sends the mail it
  // queues at once; the cluster's primary took back half-sent mail before starting them (web/cluster.server.ts).
  if (jobs) {
    startHousekeeping();
    startMatchAlerts();
  }
  startMailWorker({ recoverStalled: !inCluster });
  warmMatchIndex();
  const policy: OriginPolicy = {
    publicOrigin: env.PUBLIC_URL,
    corsOrigins: env.CORS_ORIGINS,
  };

  const app = express();
  app.disable("x-powered-by");
  // One proxy hop: the client's address is the last one X-Forwarded-For holds, the one our proxy
  // appended. `true` would take the first, which the client writes itself (and so resets its throttles).
  app.set("trust proxy", env.TRUST_PROXY ? 1 : false);
  // Server-Timing on every read from here to its headers (docs/decisions/048-server-timing.md).
  sendServerTiming(app);
  app.use(timeReads);

  // Path only: query strings may hold personal data. A path with an id in it (a member's, a request's, a
  // photo's) is logged as its route's pattern, "/InnerProfile/:id".
  const patterns = routePatterns(build.routes);
  app.use((req, res, next) => {
    const started = performance.now();
    const rawPath = req.path;
    res.on("finish", () => {
      const ms = (performance.now() - started).toFixed(1);
      console.info(`${req.method} ${loggedPath(rawPath, patterns)} ${res.statusCode} ${ms}ms`);
    });
    next();
  });

  app.use(drainUnreadBody);
  app.use(replayWritesOnPrimary);

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          "style-src": ["'self'"],
          "img-src": ["'self'", "data:", "blob:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
        },
      },
      // The original client may be served from another site and shows our photos.
      crossOriginResourcePolicy: { policy: "cross-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // For answers whose CSP is replaced (Express's own error pages): no framing there either.
      frameguard: { action: "deny" },
      // Only over HTTPS, below.
      strictTransportSecurity: false,
    }),
  );
  // Browser features no page needs are off for every answer (security sweep, issue 35): a script that got into a
  // page could not reach the camera, microphone, location or payments. A page that comes to need one (a selfie
  // for photo verification) turns that one on for itself.
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  // HSTS over plain HTTP would be ignored at best, and a site still on http (a test, a LAN) is no place
  // for it: it is sent when the site is served over HTTPS, as PUBLIC_URL says, or, without PUBLIC_URL,
  // as a trusted proxy's X-Forwarded-Proto says (Express reads it only with TRUST_PROXY).
  const hsts = helmet.strictTransportSecurity();
  const overHttps = (req: express.Request) => (env.PUBLIC_URL ? env.PUBLIC_URL.startsWith("https:") : req.secure);
  app.use((req, res, next) => (overHttps(req) ? hsts(req, res, next) : next()));

  // Every /api/v1 answer depends on Origin (allowed ones get CORS headers), refused origins included,
  // so that no cache hands one origin's answer to another.
  app.use("/api/v1", (_req, res, next) => {
    res.vary("Origin");
    next();
  });
  app.use(
    "/api/v1",
    cors({
      origin: (origin, callback) => callback(null, isAllowedCorsOrigin(origin, policy)),
      credentials: true,
      methods: ["GET", "POST", "PATCH", "DELETE"],
      allowedHeaders: ["Content-Type"],
      maxAge: 600,
    }),
  );

  app.use(refuseUnknownMethod);

  app.use((req, res, next) => {
    const allowed = passesOriginCheck(
      {
        method: req.method,
        path: req.path,
        host: req.get("host"),
        origin: req.get("origin"),
        secFetchSite: req.get("sec-fetch-site"),
      },
      policy,
    );
    if (allowed) return next();
    res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
  });

  // From 200 bytes, not the package's 1 kB: a page's many small script chunks (0.2–1 kB each) shrink by a
  // third to a half gzipped; below 200 bytes gzip's own header makes a body larger (page weight, issue 19).
  app.use(compression({ threshold: 200 }));
  // Fingerprinted assets (the build's /assets) never change; everything else (public/, copied beside them
  // into build/client) may.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      setHeaders: untimedFile,
    }),
  );
  // Files have an extension and pages have none: a page request skips the file system look-up every request
  // used to pay for.
  const publicFiles = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    dotfiles: "deny",
    setHeaders: untimedFile,
  });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  // Remix checks a page form's Origin itself, against X-Forwarded-Host or Host, and answers a mismatch with
  // a 500: behind a proxy that passes its own Host, every form sent without JavaScript failed so. The check
  // above is the site's one cross-site check (the site is PUBLIC_URL when set; /api/v1 also takes
  // CORS_ORIGINS), so Remix gets the request as the site sees it: the site's host, and no Origin left over.
  const siteHost = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).host : undefined;
  app.use((req, _res, next) => {
    if (siteHost) req.headers.host = siteHost;
    delete req.headers["x-forwarded-host"];
    delete req.headers.origin;
    next();
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      getLoadContext: (req, res) =>
        requestContext({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? "unknown" }),
    }),
  );
  app.use(refuseMalformedAddress);
  return app;
}

const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * A route may answer before it has read the whole request body (too large, not logged in). Node
 * throws away a body nobody touched, but Remix has already begun to stream this one, so the rest
 * would stay paused on the connection and the next request there would wait behind it forever.
 * Throw the rest away as Node does (IncomingMessage._dump): the client finishes sending, reads
 * the answer, and can use the connection again.
 */
function drainUnreadBody(req: express.Request, res: express.Response, next: express.NextFunction) {
  res.on("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.resume();
  });
  next();
}

/** A refusal before any route: JSON for the API (docs/api-contract.md §3), plain text elsewhere. */
function refuse(req: express.Request, res: express.Response, status: number, message: string) {
  if (req.path.startsWith("/api/")) res.status(status).json({ success: false, msg: message, message, error: message });
  else res.status(status).type("text/plain").send(message);
}

// What the site answers. Anything else (TRACE, PROPFIND…) is the sender's mistake: the Fetch API Remix
// builds its Request with throws on TRACE, which was a 500 with a stack trace in the log.
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function refuseUnknownMethod(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (METHODS.includes(req.method)) return next();
  res.set("Allow", METHODS.join(", "));
  refuse(req, res, 405, "Method not allowed");
}

/**
 * An address Express cannot decode (a "%" without two hex digits after it) fails before any route:
 * the sender's mistake, answered as such rather than logged as a crash.
 */
function refuseMalformedAddress(
  error: unknown,
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
) {
  if (!(error instanceof URIError)) return next(error);
  refuse(req, res, 400, "This address is not valid.");
}
