import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { copyMember } from "../support/db";
import { codeFor, newSignup, registerForm, registerMember, verifyEmail } from "../support/members";

// Nobody can learn who is registered from the forgot-password or signup answers, and codes are
// single-use and bound to their address (docs/product-rules.md §12; ASVS V2.5, V2.7).
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const unknownEmail = () => `unknown.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/** Status and body of a JSON call, with the seconds of a throttle message left out (they tick). */
async function answer(path: string, body: unknown) {
  const response = await new ApiClient(baseUrl).postJson(path, body);
  const text = (await response.text()).replace(/\d+ seconds/g, "N seconds");
  return { status: response.status, body: JSON.parse(text) };
}

describe("no account enumeration", () => {
  it("forgotPassword answers a registered and an unknown address alike, the second time too", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const other = unknownEmail();
    const first = [
      await answer("/api/v1/auth/forgotPassword", { email: fields.email }),
      await answer("/api/v1/auth/forgotPassword", { email: other }),
    ];
    expect(first[0]).toEqual({
      status: 200,
      body: {
        success: true,
        message: "OTP Sent! Check your email for OTP.",
        msg: "OTP Sent! Check your email for OTP.",
      },
    });
    expect(first[1]).toEqual(first[0]);
    const again = [
      await answer("/api/v1/auth/forgotPassword", { email: fields.email }),
      await answer("/api/v1/auth/forgotPassword", { email: other }),
    ];
    expect(again[0].status).toBe(429);
    expect(again[1]).toEqual(again[0]);
  });

  it("login answers an unknown address like a wrong password", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const wrongPassword = await answer("/api/v1/auth/login", { email: fields.email, password: "not-the-password" });
    expect(wrongPassword).toEqual({
      status: 401,
      body: expect.objectContaining({ msg: "Invalid credentials. Please try again." }),
    });
    expect(await answer("/api/v1/auth/login", { email: unknownEmail(), password: "not-the-password" })).toEqual(
      wrongPassword,
    );
  });

  it("the forgot-password form answers a registered and an unknown address alike", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const submit = async (email: string) => {
      const response = await new ApiClient(baseUrl).fetch("/login", {
        method: "POST",
        body: new URLSearchParams({ intent: "forgot-email", email }),
      });
      return { status: response.status, location: response.headers.get("location") };
    };
    const known = await submit(fields.email);
    expect(known).toEqual({ status: 302, location: "/login?forgot=otp" });
    expect(await submit(unknownEmail())).toEqual(known);
  });

  it("verifyEmail answers a registered and an unknown address alike, the second time too", async () => {
    // A member who registered a while ago: no code sent lately.
    const template = await registerMember(baseUrl, dataDir);
    const email = unknownEmail();
    copyMember(dataDir, template.id, email);
    const other = unknownEmail();
    const first = [
      await answer("/api/v1/auth/verifyEmail", { email }),
      await answer("/api/v1/auth/verifyEmail", { email: other }),
    ];
    expect(first[0]).toEqual({
      status: 200,
      body: { success: true, message: "OTP sent successfully", msg: "OTP sent successfully" },
    });
    expect(first[1]).toEqual(first[0]);
    const again = [
      await answer("/api/v1/auth/verifyEmail", { email }),
      await answer("/api/v1/auth/verifyEmail", { email: other }),
    ];
    expect(again[0].status).toBe(429);
    expect(again[1]).toEqual(again[0]);
  });
});

describe("the reset code step tells nobody who is registered", () => {
  const WRONG_TRIES_PER_CODE = 5;

  /** A code that is not the one just sent to a registered address (any code is wrong for an unknown one). */
  const wrongCodeFor = async (email: string) =>
    (await codeFor(dataDir, email, /reset/i)) === "000000" ? "111111" : "000000";

  it("verifyToken answers a wrong code for a registered and an unknown address alike, the sixth time too", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const other = unknownEmail();
    await answer("/api/v1/auth/forgotPassword", { email: fields.email });
    await answer("/api/v1/auth/forgotPassword", { email: other });
    const myToken = await wrongCodeFor(fields.email);
    const known = [];
    const unknown = [];
    for (let i = 0; i <= WRONG_TRIES_PER_CODE; i++) {
      known.push(await answer("/api/v1/auth/verifyToken", { email: fields.email, myToken }));
      unknown.push(await answer("/api/v1/auth/verifyToken", { email: other, myToken }));
    }
    const wrong = "Invalid OTP. Please try again.";
    expect(known[0]).toEqual({ status: 400, body: expect.objectContaining({ msg: wrong, error: wrong }) });
    expect(known.at(-1)).toEqual({
      status: 400,
      body: expect.objectContaining({ msg: "Too many wrong codes. Please ask for a new code." }),
    });
    expect(unknown).toEqual(known);
  });

  it("the forgot-password form's code step answers a wrong code for any address alike", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const otp = async (email: string, code?: string) => {
      const browser = new ApiClient(baseUrl);
      const sent = await browser.fetch("/login", {
        method: "POST",
        body: new URLSearchParams({ intent: "forgot-email", email }),
      });
      expect(sent.status).toBe(302);
      const response = await browser.fetch("/login", {
        method: "POST",
        body: new URLSearchParams({ intent: "forgot-otp", otp: code ?? (await wrongCodeFor(email)) }),
      });
      const page = await response.text();
      const said = ["Invalid OTP. Please try again.", "This code has expired", "Too many wrong codes"].filter((text) =>
        page.includes(text),
      );
      return { status: response.status, said };
    };
    const known = await otp(fields.email);
    expect(known).toEqual({ status: 400, said: ["Invalid OTP. Please try again."] });
    const other = unknownEmail();
    expect(await otp(other, "000000")).toEqual(known);
  });
});

describe("signup tells nobody whose e-mail or phone is registered", () => {
  it("without a verified code, a taken e-mail or phone is answered like a free one", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const register = async (overrides: Record<string, string>) => {
      const response = await new ApiClient(baseUrl).fetch("/api/v1/auth/register", {
        method: "POST",
        body: registerForm(newSignup(overrides)),
      });
      return { status: response.status, msg: (await response.json()).msg };
    };
    const free = await register({});
    expect(free).toEqual({ status: 400, msg: "Please verify your email with the code we sent you." });
    expect(await register({ email: fields.email })).toEqual(free);
    expect(await register({ phone: fields.phone })).toEqual(free);
  });

  it("with a verified code, 'phone already registered' is said three times an hour, not more", async () => {
    const taken = await Promise.all([0, 1, 2, 3].map(() => registerMember(baseUrl, dataDir)));
    const client = new ApiClient(baseUrl);
    const fields = newSignup();
    await verifyEmail(client, dataDir, fields.email);
    const statuses: number[] = [];
    for (const member of taken) {
      const response = await client.fetch("/api/v1/auth/register", {
        method: "POST",
        body: registerForm({ ...fields, phone: member.fields.phone }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([409, 409, 409, 429]);
  });
});

describe("codes are single-use and bound to their address", () => {
  it("a signup code that made an account cannot be verified again", async () => {
    const client = new ApiClient(baseUrl);
    const fields = newSignup();
    await verifyEmail(client, dataDir, fields.email);
    const otp = await codeFor(dataDir, fields.email, /verification/i);
    expect((await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) })).status).toBe(
      201,
    );
    const replay = await client.postJson("/api/v1/auth/verifyEmailOTP", { email: fields.email, otp });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toMatch(/expired or was already used/);
  });

  it("a reset code that set a password cannot be used again", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const browser = new ApiClient(baseUrl);
    await browser.postJson("/api/v1/auth/forgotPassword", { email: fields.email });
    const myToken = await codeFor(dataDir, fields.email, /reset/i);
    expect((await browser.postJson("/api/v1/auth/verifyToken", { email: fields.email, myToken })).status).toBe(200);
    expect(
      (await browser.postJson("/api/v1/auth/updatePassword", { email: fields.email, password: "first-new-pass" }))
        .status,
    ).toBe(200);
    expect((await browser.postJson("/api/v1/auth/verifyToken", { email: fields.email, myToken })).status).toBe(400);
    expect(
      (await browser.postJson("/api/v1/auth/updatePassword", { email: fields.email, password: "second-new-pass" }))
        .status,
    ).toBe(403);
    expect(
      (await new ApiClient(baseUrl).postJson("/api/v1/auth/login", { email: fields.email, password: "first-new-pass" }))
        .status,
    ).toBe(200);
  });

  it("a reset code works only for the address it was sent to", async () => {
    const [victim, attacker] = await Promise.all([registerMember(baseUrl, dataDir), registerMember(baseUrl, dataDir)]);
    const browser = new ApiClient(baseUrl);
    await browser.postJson("/api/v1/auth/forgotPassword", { email: victim.fields.email });
    await browser.postJson("/api/v1/auth/forgotPassword", { email: attacker.fields.email });
    const victimCode = await codeFor(dataDir, victim.fields.email, /reset/i);
    const attackerCode = await codeFor(dataDir, attacker.fields.email, /reset/i);
    expect(attackerCode).not.toBe(victimCode); // one chance in a million that they match
    const crossed = await browser.postJson("/api/v1/auth/verifyToken", {
      email: victim.fields.email,
      myToken: attackerCode,
    });
    expect(crossed.status).toBe(400);
    expect(
      (await browser.postJson("/api/v1/auth/updatePassword", { email: victim.fields.email, password: "taken-over-1" }))
        .status,
    ).toBe(403);
    // The attacker's own, verified, code does not reset the victim's password either.
    expect(
      (await browser.postJson("/api/v1/auth/verifyToken", { email: attacker.fields.email, myToken: attackerCode }))
        .status,
    ).toBe(200);
    expect(
      (await browser.postJson("/api/v1/auth/updatePassword", { email: victim.fields.email, password: "taken-over-1" }))
        .status,
    ).toBe(403);
    expect(
      (
        await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
          email: victim.fields.email,
          password: victim.fields.password,
        })
      ).status,
    ).toBe(200);
  });
});
