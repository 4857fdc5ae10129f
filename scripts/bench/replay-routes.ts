import fs from "node:fs";
import type { CapturedResponse } from "./http-client";

/** One captured answer for the replay server, written to a JSON file it reads at start. */
export type ReplayRoute = { method: string; path: string; status: number; contentType: string; bodyBase64: string };

export function replayRoute(method: string, path: string, captured: CapturedResponse): ReplayRoute {
  return {
    method,
    path,
    status: captured.status,
    contentType: captured.contentType,
    bodyBase64: captured.body.toString("base64"),
  };
}

export function writeReplayRoutes(file: string, routes: ReplayRoute[]): void {
  fs.writeFileSync(file, JSON.stringify(routes));
}
