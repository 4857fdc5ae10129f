import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendEnquiry, stopAmidWrites } from "../support/drain";
import { signedInMember } from "../support/members";
import { readOutbox } from "../support/outbox";
import { startServer, type RunningServer } from "../support/server";

// WEB_CONCURRENCY (issue 20, decision 016): several server processes on the one database. Sessions and mail
// hold across them, a worker that dies is replaced, and SIGTERM drains every worker before the exit.

/** The processes whose parent is `pid` (Linux: read from /proc, so no ps is needed). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // "pid (command) state ppid ...": the command may hold spaces, so read after its closing bracket.
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 150; tries++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("several server processes (WEB_CONCURRENCY=2)", { timeout: 60_000 }, () => {
  let server: RunningServer;
  let workers: number[];
  beforeAll(async () => {
    server = await startServer({ WEB_CONCURRENCY: "2", ADMIN_EMAIL: "operator@example.org" });
    workers = await until(() => {
      const found = childrenOf(server.process.pid!);
      return found.length === 2 ? found : undefined;
    }, "two workers");
  }, 60_000);
  afterAll(() => server?.stop());

  it("answers from both workers; a session made on one holds on the other", async () => {
    const member = await signedInMember(server.baseUrl, server.dataDir, "Female");
    // The primary hands connections to the workers in turn: twenty requests reach both.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        member.session.fetch("/api/v1/profiles/opposite/users", { headers: { Connection: "close" } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(server.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(2 processes\)/);
  });

  it("sends the mail a request queues at once, whichever worker took the request", async () => {
    const before = readOutbox(server.dataDir).filter((m) => m.to === "operator@example.org").length;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => sendEnquiry(server, 100 + n)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    // Well before the mail worker's one-minute poll: each worker sends what it queued.
    await until(() => {
      const count = readOutbox(server.dataDir).filter((m) => m.to === "operator@example.org").length;
      return count - before === 6 ? true : undefined;
    }, "six enquiry e-mails");
  });

  it("starts another worker when one dies, and keeps answering", async () => {
    const [victim] = workers;
    process.kill(victim, "SIGKILL");
    const replacement = await until(() => {
      const now = childrenOf(server.process.pid!);
      const logged = server.output().includes(`worker ${victim} stopped (SIGKILL); starting another`);
      return logged && now.length === 2 && !now.includes(victim) ? now : undefined;
    }, "a replacement worker, and the primary's log line");
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.baseUrl}/healthz`)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    workers = replacement;
  });

  it("SIGTERM drains every worker: in-flight writes kept, exit 0, no worker left", async () => {
    const stopped = await stopAmidWrites(server);
    expect(stopped.code, server.output().slice(-3000)).toBe(0);
    expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
    expect(stopped.integrity).toBe("ok");
    expect(stopped.lost).toEqual([]);
    expect(fs.existsSync(path.join(server.dataDir, "server.pid"))).toBe(false);
  });
});
