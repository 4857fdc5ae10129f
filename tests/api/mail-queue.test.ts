import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { consentOnTheSite, logIn, newSignup, registerForm } from "../support/members";
import { startResendStandIn, type ResendStandIn } from "../support/resend-standin";
import { startServer, type RunningServer } from "../support/server";

// E-mail through a provider that fails and recovers (docs/product-rules.md §10, §12, §15): a local stand-in
// for Resend (the SDK reads RESEND_BASE_URL), with retries made quick by MAIL_RETRY_SECONDS.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const OPERATOR = "operator@example.org";
const CODE_NOT_SENT = "We could not send the code just now. Please try again in a few minutes.";

describe("outgoing e-mail through a provider that fails", { timeout: 120_000 }, () => {
  let standIn: ResendStandIn;
  let server: RunningServer;
  beforeAll(async () => {
    standIn = await startResendStandIn();
    server = await startServer({
      RESEND_API_KEY: "re_test_standin",
      MAIL_FROM: "Community Matrimony <no-reply@site.example>",
      RESEND_BASE_URL: standIn.url,
      MAIL_RETRY_SECONDS: "0.2",
      ADMIN_EMAIL: OPERATOR,
    });
  });
  afterEach(() => Object.assign(standIn.state, { down: false, failNext: 0, loseAnswerNext: 0 }));
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  /** A member registered through the API, the codes read from what the stand-in took. */
  async function register(overrides: Record<string, string> = {}) {
    const client = new ApiClient(server.baseUrl);
    const fields = newSignup(overrides);
    expect((await client.postJson("/api/v1/auth/verifyEmail", { email: fields.email })).status).toBe(200);
    const otp = (await standIn.waitFor(fields.email, (m) => /verification/i.test(m.subject))).subject.match(
      /\d{6}/,
    )![0];
    expect((await client.postJson("/api/v1/auth/verifyEmailOTP", { email: fields.email, otp })).status).toBe(200);
    const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
    expect(response.status).toBe(201);
    const id = (await response.json()).user._id as string;
    // Then consented on the site, as a member using its pages has (docs/product-rules.md §41).
    consentOnTheSite(server.dataDir, id);
    return { client: await logIn(server.baseUrl, fields), fields, id };
  }

  const contact = (message: string) =>
    fetch(`${server.baseUrl}/api/v1/contact/user`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Farhan Qureshi", email: "farhan@example.in", contact: "9812345678", message }),
    });

  const settle = (ms = 1500) => new Promise((resolve) => setTimeout(resolve, ms));

  const CODE_TEST = "a code that cannot be sent is a 503 saying so; a reset still answers a registered address alike";
  it(CODE_TEST, async () => {
    const member = await register();
    standIn.state.down = true;
    try {
      const signup = await new ApiClient(server.baseUrl).postJson("/api/v1/auth/verifyEmail", {
        email: `nobody.${Date.now()}@example.in`,
      });
      expect(signup.status).toBe(503);
      expect((await signup.json()).msg).toBe(CODE_NOT_SENT);

      const known = await new ApiClient(server.baseUrl).postJson("/api/v1/auth/forgotPassword", {
        email: member.fields.email,
      });
      const unknown = await new ApiClient(server.baseUrl).postJson("/api/v1/auth/forgotPassword", {
        email: `unknown.${Date.now()}@example.in`,
      });
      expect(known.status).toBe(unknown.status);
      expect(await known.json()).toEqual(await unknown.json());
    } finally {
      standIn.state.down = false;
    }
  });

  it("notices survive a failing provider: each arrives exactly once, none is lost", async () => {
    const asked = await register({ gender: "Female" });
    const asking = await register({ gender: "Male" });
    const accepted = await register({ gender: "Female" });
    // A request to accept later; its notice goes out while the provider works.
    expect(
      (await accepted.client.postJson("/api/v1/connectionRequest/sendrq", { recipientId: asking.id })).status,
    ).toBe(201);
    await standIn.waitFor(asking.fields.email, (m) => /connection request/i.test(m.subject));
    const callsBefore = standIn.state.calls;
    // Three 500s, then a message taken whose answer is lost: the worker must retry, and not send it twice.
    standIn.state.failNext = 3;
    standIn.state.loseAnswerNext = 1;
    const message = `Please call about the Elite plan ${Date.now()}`;

    const sent = await asking.client.postJson("/api/v1/connectionRequest/sendrq", { recipientId: asked.id });
    expect(sent.status).toBe(201);
    expect((await contact(message)).status).toBe(201);
    const { requests } = await (await asking.client.fetch("/api/v1/connectionRequest/forme")).json();
    expect((await asking.client.fetch(`/api/v1/connectionRequest/sendrq/accept/${requests[0]._id}`)).status).toBe(200);

    await standIn.waitFor(asked.fields.email, (m) => /connection request/i.test(m.subject));
    await standIn.waitFor(accepted.fields.email, (m) => /accepted/i.test(m.subject));
    await standIn.waitFor(OPERATOR, (m) => m.text.includes(message));
    await settle();
    expect(standIn.to(asked.fields.email, (m) => /connection request/i.test(m.subject))).toHaveLength(1);
    expect(standIn.to(accepted.fields.email, (m) => /accepted/i.test(m.subject))).toHaveLength(1);
    expect(standIn.to(OPERATOR, (m) => m.text.includes(message))).toHaveLength(1);
    expect(standIn.state.calls - callsBefore).toBeGreaterThanOrEqual(3 + 3 + 1);
    // The lost answer was retried under the same key, which the provider had taken: not sent again.
    expect(standIn.state.repeatedKeys).toBeGreaterThanOrEqual(1);
    // Every queued message carried an idempotency key, and no two messages shared one (codes are not queued).
    const keys = standIn.state.accepted.filter((m) => !/code: \d{6}/.test(m.subject)).map((m) => m.key);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // A new member is on Basic: 10 new requests a day (docs/product-rules.md §35; Premium's 50 and Elite's
  // none are in tests/unit/plans.test.ts).
  const CAP_TEST =
    "connection requests: Basic's 10 a day, then a 429 (Retry-After), shown on the page; one e-mail an hour each";
  it(CAP_TEST, async () => {
    const sender = await register({ gender: "Male" });
    const recipients = [];
    for (let batch = 0; batch < 11; batch += 5) {
      const size = Math.min(5, 11 - batch);
      recipients.push(...(await Promise.all(Array.from({ length: size }, () => register({ gender: "Female" })))));
    }
    for (const recipient of recipients.slice(0, 10)) {
      const response = await sender.client.postJson("/api/v1/connectionRequest/sendrq", { recipientId: recipient.id });
      expect(response.status).toBe(201);
    }
    const refused = await sender.client.postJson("/api/v1/connectionRequest/sendrq", {
      recipientId: recipients[10].id,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await refused.json()).msg).toMatch(/up to 10 connection requests a day\. Please try again in 24 hours\./);

    const page = await sender.client.fetch(`/InnerProfile/${recipients[10].id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "connect" }),
    });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("You can send up to 10 connection requests a day.");

    // Two more members ask the first recipient within the hour: no second e-mail now (one waits, listing both).
    for (const overrides of [{ gender: "Male" }, { gender: "Male" }]) {
      const other = await register(overrides);
      const response = await other.client.postJson("/api/v1/connectionRequest/sendrq", {
        recipientId: recipients[0].id,
      });
      expect(response.status).toBe(201);
    }
    await standIn.waitFor(recipients[9].fields.email, (m) => /connection request/i.test(m.subject));
    await settle();
    expect(standIn.to(recipients[0].fields.email, (m) => /connection request/i.test(m.subject))).toHaveLength(1);
  });

  it("mail the provider refuses is marked failed and shown to administrators only, with its reason", async () => {
    standIn.state.refuse.add(OPERATOR);
    const message = `A refused notice ${Date.now()}`;
    try {
      expect((await contact(message)).status).toBe(201);
      await settle();
    } finally {
      standIn.state.refuse.delete(OPERATOR);
    }
    await run(
      "npm",
      ["run", "--silent", "admin:create", "--", "--email", "mailops@example.org", "--password", "admin-pass-1"],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: server.dataDir },
      },
    );
    const admin = new ApiClient(server.baseUrl);
    await admin.postJson("/api/v1/auth/login", { email: "mailops@example.org", password: "admin-pass-1" });
    const adminPage = await admin.fetch("/admin");
    expect(await adminPage.text()).toContain('href="/admin/mail"');
    const mail = await admin.fetch("/admin/mail");
    expect(mail.status).toBe(200);
    const html = (await mail.text()).replaceAll("<!-- -->", "");
    const failed = html.slice(html.indexOf(">Failed<"), html.indexOf(">Waiting<"));
    expect(failed).toContain(OPERATOR);
    expect(failed).toContain("New enquiry #");
    expect(failed).toMatch(/Reason: Resend refused the message \(422 validation_error\)/);

    const member = await register();
    expect((await member.client.fetch("/admin/mail")).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/admin/mail`)).status).toBe(404);
    // The log names messages by number, never by address.
    expect(server.output()).not.toContain(OPERATOR);
  });
});
