// The bare server: node:http answering every request with bytes captured from
// the real server (status, content type, body) and nothing else. Its speed is
// the ceiling for this machine, this load tool and these response sizes.
// Usage (the bench starts it): node --import tsx replay-server.ts ROUTES.json PORT
import fs from "node:fs";
import http from "node:http";
import type { ReplayRoute } from "./replay-routes";

const [routesFile, port] = process.argv.slice(2);
const routes = (JSON.parse(fs.readFileSync(routesFile, "utf8")) as ReplayRoute[]).map((route) => ({
  ...route,
  body: Buffer.from(route.bodyBase64, "base64"),
}));

/** A path ending in "/" also matches any path below it (ids in the URL). */
const matches = (route: ReplayRoute, method: string, url: string) =>
  route.method === method && (url === route.path || (route.path.endsWith("/") && url.startsWith(route.path)));

http
  .createServer((req, res) => {
    req.resume(); // read and drop any request body, as a real server must
    req.on("end", () => {
      if (req.url === "/__ready") return res.end("ready");
      const route = routes.find((r) => matches(r, req.method ?? "GET", req.url ?? "/"));
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(route.status, { "Content-Type": route.contentType, "Content-Length": route.body.length });
      res.end(route.body);
    });
  })
  .listen(Number(port), "127.0.0.1");
