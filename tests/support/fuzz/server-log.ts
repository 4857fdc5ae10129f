import type { RunningServer } from "../server";
import { requestLinesIn } from "./verdict";

/** Where the server's output stands now; pass it to `logSince`. */
export const logMark = (server: RunningServer) => server.output().length;

/**
 * The server's output since `mark`, once it has logged `requests` request lines: whatever it
 * printed while handling them (a stack trace comes before the request's own line) is in by then.
 */
export async function logSince(server: RunningServer, mark: number, requests: number): Promise<string> {
  for (let tries = 0; requestLinesIn(server.output().slice(mark)) < requests; tries++) {
    if (tries > 2_000 || server.process.exitCode !== null)
      throw new Error(`the server stopped logging:\n${server.output().slice(mark)}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return server.output().slice(mark);
}
