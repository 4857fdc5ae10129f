import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../support/client";
import {
  integrityCheck,
  killAfterAcknowledged,
  logInAll,
  sameSessions,
  seededDataDir,
  waitForExit,
  type SeededMember,
} from "../support/crash";
import { queryDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

// Crashes and contention. Every write the site acknowledged (a 2xx) must survive kill -9, and a
// second process writing to the database must never turn into a server error. SQLite runs in WAL
// mode with synchronous=NORMAL: a commit is in the WAL file before the answer leaves, which
// survives the process dying (not the machine losing power, which this test cannot stage).

const SENDERS = 25; // men, each asking 40 women: 1,000 distinct pairs
const RECIPIENTS = 40;
const EDITORS = 50; // each edits their own profile 20 times in a row: 1,000 edits
const EDITS_EACH = 20;
const KILL_AFTER = 300;

let dataDir: string;
let server: RunningServer;
let members: SeededMember[];
let sessions: Map<number, ApiClient>;

const reached = <T>(promise: Promise<T>) => promise.catch(() => undefined); // refused connections after the kill
const restart = async () => {
  await waitForExit(server);
  server = await startServer({}, dataDir);
  sessions = sameSessions(sessions, server.baseUrl);
};

beforeAll(async () => {
  ({ dataDir, members } = await seededDataDir(2 * (SENDERS + RECIPIENTS)));
  server = await startServer({}, dataDir);
  const men = members.filter((m) => m.gender === "Male").slice(0, SENDERS);
  const women = members.filter((m) => m.gender === "Female").slice(0, EDITORS - SENDERS);
  sessions = await logInAll(server.baseUrl, [...men, ...women]);
}, 120_000);

afterAll(() => server.stop());

describe("faults", () => {
  it("kill -9 during 1,000 concurrent connection requests loses none that was acknowledged", async () => {
    const senders = members.filter((m) => m.gender === "Male").slice(0, SENDERS);
    const recipients = members.filter((m) => m.gender === "Female").slice(0, RECIPIENTS);
    const kill = killAfterAcknowledged(server, KILL_AFTER);
    const results = await Promise.all(
      senders.flatMap((sender) =>
        recipients.map(async (recipient) => {
          const response = await reached(
            sessions
              .get(sender.unqId)!
              .postJson("/api/v1/connectionRequest/sendrq", { recipientId: recipient.publicId })
              .then(kill),
          );
          return { pair: `${sender.unqId}>${recipient.unqId}`, status: response?.status };
        }),
      ),
    );
    expect(results.filter((r) => r.status !== undefined && r.status >= 500)).toEqual([]);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.pair);

    await restart();
    const stored = new Set(
      queryDb<{ pair: string }>(
        dataDir,
        "select sender_unq_id || '>' || recipient_unq_id as pair from connection_requests",
      ).map((r) => r.pair),
    );
    const found = acknowledged.filter((pair) => stored.has(pair));
    console.info(
      `faults: connection requests: acknowledged ${acknowledged.length}, found ${found.length} ` +
        `(of ${results.length} sent; ${stored.size} rows)`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER); // the kill came mid-way...
    expect(acknowledged.length).toBeLessThan(results.length); // ...not after the last answer
    expect(found).toEqual(acknowledged);
    expect(integrityCheck(dataDir)).toBe("ok");
  }, 120_000);

  it("kill -9 during 1,000 profile edits loses none that was acknowledged", async () => {
    const editors = [...sessions.keys()];
    const kill = killAfterAcknowledged(server, KILL_AFTER);
    // Each member's edits go one after another, so at most one is in flight when the server dies.
    const lastAcknowledged = new Map<number, number>();
    await Promise.all(
      editors.map(async (unqId) => {
        for (let edit = 0; edit < EDITS_EACH; edit++) {
          const form = new FormData();
          form.set("working", `Edit ${unqId}-${edit}`);
          const response = await reached(
            sessions.get(unqId)!.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: form }).then(kill),
          );
          if (!response) return;
          expect(response.status).toBe(200);
          lastAcknowledged.set(unqId, edit);
        }
      }),
    );

    await restart();
    const stored = new Map(
      queryDb<{ unqId: number; working: string }>(dataDir, "select unq_id as unqId, working from members").map((m) => [
        m.unqId,
        m.working,
      ]),
    );
    // An acknowledged edit is found when the member's profile holds it, or the one edit sent after it.
    const storedEdit = (unqId: number) => Number(stored.get(unqId)?.match(/^Edit \d+-(\d+)$/)?.[1] ?? -1);
    const acknowledged = [...lastAcknowledged.values()].reduce((sum, last) => sum + last + 1, 0);
    const found = [...lastAcknowledged].reduce(
      (sum, [unqId, last]) => sum + (storedEdit(unqId) === last || storedEdit(unqId) === last + 1 ? last + 1 : 0),
      0,
    );
    console.info(
      `faults: profile edits: acknowledged ${acknowledged}, found ${found} (of ${editors.length * EDITS_EACH} planned)`,
    );
    expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged).toBeLessThan(editors.length * EDITS_EACH);
    expect(found).toBe(acknowledged);
    expect(integrityCheck(dataDir)).toBe("ok");
  }, 120_000);

  it("another process holding the write lock delays answers but turns none into a server error", async () => {
    const other = new Database(path.join(dataDir, "matrimony.db"));
    other.exec("BEGIN IMMEDIATE");
    other
      .prepare(
        "insert into enquiries (name, email, contact, message, created_at) " +
          "values ('Other process', 'o@example.in', '9812345678', 'held', ?)",
      )
      .run(Date.now());
    const writes = [...sessions.entries()].slice(0, 20).flatMap(([unqId, session], n) => {
      const form = new FormData();
      form.set("working", `Busy ${unqId}`);
      return [
        session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: form }),
        session.postJson("/api/v1/contact/user", {
          name: "Busy Writer",
          email: `busy${n}@example.in`,
          contact: "9812345678",
          message: `busy ${n}`,
        }),
      ];
    });
    // Long enough for every write to meet the lock; well under the server's 5 s busy_timeout.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    other.exec("COMMIT");
    other.close();
    const statuses = (await Promise.all(writes)).map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
    expect(queryDb(dataDir, "select 1 from enquiries where message like 'busy %'")).toHaveLength(20);
    expect(queryDb(dataDir, "select 1 from members where working like 'Busy %'")).toHaveLength(20);
  });
});
