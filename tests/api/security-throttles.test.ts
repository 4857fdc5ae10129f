import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startServer, type RunningServer } from "../support/server";
import { randomAddress, wrongCodeChecks } from "../support/throttle";

// Without TRUST_PROXY, X-Forwarded-For is the client's own writing: the per-client throttles must
// ignore it. A server of its own, so that using up its per-client limits disturbs no other test.
const CODE_CHECKS_PER_HOUR = 300;
const CODE_SENDS_PER_HOUR = 200;

let server: RunningServer;
// Starting a server takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startServer();
}, 30_000);
afterAll(() => server?.stop());

/**
 * The sliding window lets back a use now and then as the previous window's count fades (a few per
 * minute near an hour's edge), so allow a handful of extra tries before the refusal must come.
 */
async function firstRefusal(send: () => Promise<Response>): Promise<Response> {
  let response = await send();
  for (let extra = 1; extra < 10 && response.status !== 429; extra++) response = await send();
  return response;
}

async function expectRetryLater(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await response.json()).msg).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/);
}

describe("per-client throttles without a trusted proxy", () => {
  it("a forged X-Forwarded-For does not reset the code-check limit", async () => {
    const statuses = await wrongCodeChecks(server.baseUrl, CODE_CHECKS_PER_HOUR, randomAddress);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const next = () =>
      new ApiClient(server.baseUrl).fetch("/api/v1/auth/verifyEmailOTP", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": randomAddress() },
        body: JSON.stringify({ email: "someone@example.in", otp: "123456" }),
      });
    await expectRetryLater(await firstRefusal(next));
  });

  it("a forged X-Forwarded-For does not reset the code-sending limit", async () => {
    const send = (n: number) =>
      new ApiClient(server.baseUrl).fetch("/api/v1/auth/verifyEmail", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": randomAddress() },
        body: JSON.stringify({ email: `flood.${n}@example.in` }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < CODE_SENDS_PER_HOUR; n += 25) {
      statuses.push(...(await Promise.all(Array.from({ length: 25 }, (_, i) => send(n + i)))).map((r) => r.status));
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    let extra = CODE_SENDS_PER_HOUR;
    await expectRetryLater(await firstRefusal(() => send(extra++)));
  });

  it("the log of all this holds no e-mail address and no code", () => {
    const log = server.output();
    expect(log).toMatch(/POST \/api\/v1\/auth\/verifyEmail 200/);
    expect(log).not.toContain("@example.in");
    expect(log).not.toMatch(/\b\d{6}\b/);
  });
});
