import { seededDataDir as seedDataDir } from "../../scripts/bench/data-dirs";
import { benchPasswordOf } from "../../scripts/demo-login";
import { ApiClient } from "./client";
import { queryDb } from "./db";
import { logIn } from "./members";
import type { RunningServer } from "./server";

export type SeededMember = {
  unqId: number;
  publicId: string;
  email: string;
  password: string;
  gender: "Male" | "Female";
};

/** A fresh DATA_DIR filled by the demo seed as the bench fills it (the fast path: one bcrypt hash for everyone). */
export async function seededDataDir(count: number): Promise<{ dataDir: string; members: SeededMember[] }> {
  const { dir: dataDir } = await seedDataDir(count);
  const members = queryDb<Omit<SeededMember, "password">>(
    dataDir,
    "select unq_id as unqId, public_id as publicId, email, gender from members order by unq_id",
  ).map((member) => ({ ...member, password: benchPasswordOf(dataDir, member.email) }));
  return { dataDir, members };
}

/** Logs seeded members in, each in a cookie jar of their own. */
export async function logInAll(baseUrl: string, members: SeededMember[]): Promise<Map<number, ApiClient>> {
  const sessions = await Promise.all(
    members.map(
      async (member) =>
        [member.unqId, await logIn(baseUrl, { email: member.email, password: member.password })] as const,
    ),
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

export const integrityCheck = (dataDir: string) =>
  queryDb<{ integrity_check: string }>(dataDir, "pragma integrity_check")[0].integrity_check;
