import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { codeFor, registerMember } from "../support/members";
import { startServer, type RunningServer } from "../support/server";

// A burst of simultaneous guesses must be counted before any of them is checked: otherwise every
// guess of the burst passes the throttle while the first ones are still being checked
// (docs/product-rules.md §12–§13). A server of its own, so its per-client counters disturb no other test.
const LOGIN_MISSES_PER_ACCOUNT = 10;
const WRONG_TRIES_PER_CODE = 5;
const BURST = 60;

let server: RunningServer;
// Starting a server takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startServer();
}, 30_000);
afterAll(() => server?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status and the JSON answer's `msg`. */
async function outcome(response: Promise<Response>) {
  const answer = await response;
  return { status: answer.status, msg: ((await answer.json()) as { msg: string }).msg };
}

describe("a burst of guesses is counted before it is checked", () => {
  it("60 concurrent logins to one account, wrong then right: at most 10 are checked, the rest get 429", async () => {
    // …and the right password, last in the burst, does not log in.
    const { fields } = await registerMember(server.baseUrl, server.dataDir);
    const login = (password: string, email = fields.email) =>
      outcome(new ApiClient(server.baseUrl).postJson("/api/v1/auth/login", { email, password }));
    // One open connection per guess, so that the whole burst arrives at once.
    await Promise.all(Array.from({ length: BURST }, () => fetch(`${server.baseUrl}/healthz`).then((r) => r.text())));
    // Logins to unknown addresses just before: while the server checks them, the burst queues up and is
    // read in one go, as a burst from a faster network would be.
    const decoys = [1, 2, 3].map((i) => login("whatever-pass", `decoy.${i}.${Date.now()}@example.in`));
    await pause(30);
    // The right password comes last: once the burst has filled the account's allowance (its first 429), while the
    // guesses let through are still being checked. Sent with the others, the server (React Router 8 on Node 24)
    // may reach it before guesses sent earlier, and a right password among the first ten tries is allowed.
    const wrong = Array.from({ length: BURST - 1 }, (_, i) => login(`wrong-guess-${i}`));
    await Promise.any(wrong.map((guess) => guess.then((a) => (a.status === 429 ? a : Promise.reject(a)))));
    const answers = await Promise.all([...wrong, login(fields.password)]);
    await Promise.all(decoys);
    const right = answers.at(-1);

    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_MISSES_PER_ACCOUNT);
    expect(checked.every((a) => a.status === 401 && a.msg === "Invalid credentials. Please try again.")).toBe(true);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(BURST - LOGIN_MISSES_PER_ACCOUNT);
    expect(right).toEqual({ status: 429, msg: expect.stringMatching(/^Too many attempts\./) });
    // And the account stays shut to the right password afterwards.
    expect((await login(fields.password)).status).toBe(429);
  }, 60_000);

  it("60 concurrent wrong reset codes: at most five are checked, and the right code after them fails", async () => {
    const { fields } = await registerMember(server.baseUrl, server.dataDir);
    const browser = new ApiClient(server.baseUrl);
    await browser.postJson("/api/v1/auth/forgotPassword", { email: fields.email });
    const code = await codeFor(server.dataDir, fields.email, /reset/i);
    const wrongCodes = Array.from({ length: 1000 }, (_, i) => String(100000 + i)).filter((c) => c !== code);
    const check = (client: ApiClient, myToken: string) =>
      outcome(client.postJson("/api/v1/auth/verifyToken", { email: fields.email, myToken }));
    const wrong = wrongCodes.slice(0, BURST - 1).map((c) => check(new ApiClient(server.baseUrl), c));
    await pause(300);
    const right = check(browser, code);
    const answers = await Promise.all([...wrong, right]);

    const checked = answers.filter((a) => a.msg === "Invalid OTP. Please try again.");
    expect(checked.length).toBeLessThanOrEqual(WRONG_TRIES_PER_CODE);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => a.msg === "Too many wrong codes. Please ask for a new code.").length).toBeGreaterThan(
      BURST - WRONG_TRIES_PER_CODE - 1,
    );
    expect(await right).toEqual({ status: 400, msg: "Too many wrong codes. Please ask for a new code." });
    const reset = await browser.postJson("/api/v1/auth/updatePassword", {
      email: fields.email,
      password: "taken-over-pass",
    });
    expect(reset.status).toBe(403);
  }, 60_000);
});
