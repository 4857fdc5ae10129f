import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { randomAddress, wrongCodeChecks } from "../support/throttle";

// With TRUST_PROXY=1 one proxy stands in front: the client's address is the one it appends, the last
// in X-Forwarded-For. Whatever the client wrote before it must not count.
const CODE_CHECKS_PER_HOUR = 300;
const CLIENT = "198.51.100.7";
const NEIGHBOUR = "198.51.100.8";

let server: RunningServer;
// Starting a server takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
}, 30_000);
afterAll(() => server?.stop());

describe("per-client throttles behind a trusted proxy", () => {
  it("count the address the proxy appended, whatever the client forged before it", async () => {
    const statuses = await wrongCodeChecks(server.baseUrl, CODE_CHECKS_PER_HOUR, () => `${randomAddress()}, ${CLIENT}`);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const [forgedAgain] = await wrongCodeChecks(server.baseUrl, 1, () => `${randomAddress()}, ${CLIENT}`);
    expect(forgedAgain).toBe(429);
    // Another client behind the same proxy is not held back, even when it names the throttled one.
    const [neighbour] = await wrongCodeChecks(server.baseUrl, 1, () => `${CLIENT}, ${NEIGHBOUR}`);
    expect(neighbour).toBe(400);
  });
});
