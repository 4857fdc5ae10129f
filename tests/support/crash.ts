import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_LOGIN } from "../../scripts/demo-login";
import { ApiClient } from "./client";
import { queryDb } from "./db";
import type { RunningServer } from "./server";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

export type SeededMember = { unqId: number; publicId: string; email: string; gender: "Male" | "Female" };

/** A fresh DATA_DIR filled by the demo seed (the fast path: one bcrypt hash for everyone). */
export async function seededDataDir(count: number): Promise<{ dataDir: string; members: SeededMember[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-faults-"));
  await run("npx", ["tsx", "scripts/seed.ts", "--count", String(count)], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
  const members = queryDb<SeededMember>(dataDir, "select unq_id as unqId, public_id as publicId, email, gender from members order by unq_id");
  return { dataDir, members };
}

/** Logs seeded members in (they share the demo password); successful logins count against no limit. */
export async function logIn(baseUrl: string, members: SeededMember[]): Promise<Map<number, ApiClient>> {
  const sessions = await Promise.all(
    members.map(async (member) => {
      const client = new ApiClient(baseUrl);
      const response = await client.postJson("/api/v1/auth/login", { email: member.email, password: DEMO_LOGIN.password });
      if (response.status !== 200) throw new Error(`login of ${member.email}: ${response.status}`);
      return [member.unqId, client] as const;
    }),
  );
  return new Map(sessions);
}

/** The same browser sessions against a restarted server (sessions live in the database, so they survive). */
export function sameSessions(sessions: Map<number, ApiClient>, baseUrl: string): Map<number, ApiClient> {
  return new Map(
    [...sessions].map(([unqId, old]) => {
      const client = new ApiClient(baseUrl);
      client.setCookieHeader(old.cookieHeader());
      return [unqId, client];
    }),
  );
}

/** Answers 2xx this many times, then the server is killed with SIGKILL: no shutdown, no checkpoint. */
export function killAfterAcknowledged(server: RunningServer, count: number) {
  let acknowledged = 0;
  return (response: Response) => {
    if (response.ok && ++acknowledged === count) server.process.kill("SIGKILL");
    return response;
  };
}

export const waitForExit = (server: RunningServer) =>
  server.process.exitCode !== null || server.process.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => server.process.once("exit", () => resolve()));

export const integrityCheck = (dataDir: string) => queryDb<{ integrity_check: string }>(dataDir, "pragma integrity_check")[0].integrity_check;
