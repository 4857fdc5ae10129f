import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { casesFor, describeCase, requestFor, type FuzzCase } from "../support/fuzz/cases";
import { changesBetween, DatabaseWatcher, type Snapshot } from "../support/fuzz/db-snapshot";
import { ADMIN, guardianLogIn, makeFixtures } from "../support/fuzz/fixtures";
import { logIn } from "../support/members";
import { logMark, logSince } from "../support/fuzz/server-log";
import { FUZZ_TARGETS, type Fixtures, type Role, type Table, type Target } from "../support/fuzz/targets";
import { flashOn, isLocalRedirect, leaksInternals, unclearRefusal, unexpectedLogLines } from "../support/fuzz/verdict";
import { startServer, type RunningServer } from "../support/server";

// Hostile input against every form action and every /api/v1 call (see tests/support/fuzz/). Each
// case is one request; whatever it carries, the site answers without a server error or a stack
// trace, says clearly why it refuses, and a refused request leaves the data as it was.
// Replay a run with FUZZ_SEED=<the seed printed below>; FUZZ_RUNS sets the cases per target.

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS_PER_TARGET = Number(process.env.FUZZ_RUNS ?? 80);

let server: RunningServer;
let watcher: DatabaseWatcher;
let fixtures: Fixtures;
let shared: Record<Role, ApiClient>;
let lastSeen: Snapshot | undefined;
const tally = new Map<string, Map<number, number>>();

beforeAll(async () => {
  // TRUST_PROXY: each case comes from its own address, so the per-client flood guards do not stop the fuzz at the door.
  server = await startServer({ TRUST_PROXY: "1", ADMIN_EMAIL: "operator@example.org" });
  fixtures = await makeFixtures(server);
  watcher = new DatabaseWatcher(server.dataDir);
  shared = {
    visitor: new ApiClient(server.baseUrl),
    member: await logIn(server.baseUrl, fixtures.member.fields),
    admin: await logIn(server.baseUrl, ADMIN),
    guardian: await guardianLogIn(server.baseUrl, fixtures.guardian),
  };
  console.info(
    `fuzz: seed ${SEED}, ${RUNS_PER_TARGET} cases per target ` +
      `(replay: FUZZ_SEED=${SEED} npx vitest run --project api tests/api/fuzz.test.ts)`,
  );
}, 60_000);

afterAll(async () => {
  const cases = [...tally.values()].flatMap((statuses) => [...statuses.values()]).reduce((a, b) => a + b, 0);
  const statuses = new Map<number, number>();
  for (const perTarget of tally.values())
    for (const [status, n] of perTarget) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const histogram = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
  console.info(`fuzz: seed ${SEED}: ${cases} cases on ${tally.size} targets; answers ${histogram}`);
  watcher?.close();
  await server?.stop();
});

beforeEach(() => {
  lastSeen = undefined;
});

afterEach(async () => {
  // A case must never end the shared member's session: her later cases would silently run as a visitor.
  expect((await shared.member.fetch("/api/v1/myprofile/viewProfile")).status).toBe(200);
});

async function clientFor(target: Target, role: Role): Promise<ApiClient> {
  if (!target.freshSession) return shared[role];
  if (role === "guardian") return guardianLogIn(server.baseUrl, fixtures.guardianLeaver);
  return role === "visitor" ? new ApiClient(server.baseUrl) : logIn(server.baseUrl, fixtures.leaver);
}

/** Follows redirects as a browser does, to the page the person lands on. */
async function landingPage(client: ApiClient, location: string) {
  let response = await client.fetch(location);
  let hops = 1;
  while (response.status >= 300 && response.status < 400 && hops < 4) {
    response = await client.fetch(response.headers.get("Location")!);
    hops += 1;
  }
  return { status: response.status, html: await response.text(), hops };
}

async function check(target: Target, c: FuzzCase) {
  const client = await clientFor(target, c.role);
  // The data as the previous case left it (the sessions a fresh login adds are not compared).
  const before = lastSeen ?? watcher.snapshot();
  lastSeen = undefined;
  const mark = logMark(server);
  const { path, init } = requestFor(target, c, server.baseUrl, fixtures);
  const response = await client.fetch(path, init);
  const body = await response.text();
  const statuses = tally.get(target.name) ?? new Map<number, number>();
  tally.set(target.name, statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1));
  const said = `${init.method} ${path.length > 200 ? `${path.slice(0, 200)}…` : path} answered ${response.status}`;

  expect(response.status, said).toBeLessThan(500);
  expect(leaksInternals(body), `${said} with internals: ${body.slice(0, 500)}`).toBe(false);
  let refused = response.status >= 400;
  if (refused)
    expect(unclearRefusal(response.status, response.headers.get("Content-Type") ?? "", body), said).toBeNull();
  // A request Node refused on its own (431) never reached the site, which logs nothing for it.
  let requests = response.status === 431 ? 0 : 1;
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("Location");
    expect(isLocalRedirect(location), `${said} to ${location}`).toBe(true);
    if (response.headers.getSetCookie().some((cookie) => cookie.startsWith("__flash="))) {
      const landing = await landingPage(client, location!);
      requests += landing.hops;
      expect(landing.status, `${said}, then its page`).toBeLessThan(500);
      const flash = flashOn(landing.html);
      expect(flash?.message, `${said} with a message the next page does not show`).toBeTruthy();
      refused = flash!.type === "error";
    }
  }

  const output = await logSince(server, mark, requests);
  const after = watcher.snapshot();
  const allowed = (refused ? target.refusalWrites : target.writes)?.[c.role] ?? [];
  const changed = changesBetween(before, after).filter((change) => !allowed.includes(change.table as Table));
  expect(changed, `${said}${refused ? " (a refusal)" : ""} and changed the data`).toEqual([]);
  expect(unexpectedLogLines(output), `${said} and the server logged`).toEqual([]);
  lastSeen = after;
}

describe("hostile input", () => {
  for (const target of FUZZ_TARGETS) {
    it(
      target.name,
      async () => {
        const numRuns = Math.max(10, Math.round(RUNS_PER_TARGET * (target.weight ?? 1)));
        const details = await fc.check(
          fc.asyncProperty(casesFor(target, fixtures), (c) => check(target, c)),
          { seed: SEED, numRuns },
        );
        if (details.failed) {
          const error =
            details.errorInstance instanceof Error
              ? `${details.errorInstance.message} ${details.errorInstance.cause ?? ""}`
              : String(details.errorInstance);
          throw new Error(
            `${target.name} failed after ${details.numRuns} cases ` +
              `(FUZZ_SEED=${SEED}, fast-check path ${details.counterexamplePath}):\n${error}\n` +
              `Smallest case found:\n  ${details.counterexample ? describeCase(details.counterexample[0]) : "(none)"}`,
          );
        }
      },
      240_000,
    );
  }
});
