import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { readOutbox } from "../support/outbox";
import { codeFor, logIn, newSignup, registerForm, registerMember, verifyEmail } from "../support/members";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const membersWithEmail = (email: string) => queryDb(dataDir, "select unq_id from members where email = ?", email);

describe("signup over the API", () => {
  it("registers a verified e-mail with a photo, stored as a 400x400 WebP", async () => {
    const client = new ApiClient(baseUrl);
    const fields = newSignup();
    await verifyEmail(client, dataDir, fields.email);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const response = await client.fetch("/api/v1/auth/register", {
      method: "POST",
      body: registerForm(
        { ...fields, marriedSister: "1", marriedBrother: "0", unknownField: "ignored" },
        { bytes: png, name: "me.png", type: "image/png" },
      ),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe("Success! Form submitted successfully!");
    const [row] = queryDb<{ photo_id: string; marital_status: string; married_sister: number }>(
      dataDir,
      "select photo_id, marital_status, married_sister from members where email = ?",
      fields.email,
    );
    expect(row.marital_status).toBe("UnMarried");
    expect(row.married_sister).toBe(1);
    // Members only by default (docs/product-rules.md §27): the new member's own session fetches it.
    const image = await (await logIn(baseUrl, fields)).fetch(`/images/${row.photo_id}`);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it("answers verifyEmailOTP with the exact success message and a wrong code with `error`", async () => {
    const client = new ApiClient(baseUrl);
    const { email } = newSignup();
    await client.postJson("/api/v1/auth/verifyEmail", { email });
    const wrong = await client.postJson("/api/v1/auth/verifyEmailOTP", {
      email,
      otp: "000000" === (await codeFor(dataDir, email, /verification/i)) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("Invalid OTP. Please try again.");
    const otp = await codeFor(dataDir, email, /verification/i);
    const right = await client.postJson("/api/v1/auth/verifyEmailOTP", { email, otp });
    expect((await right.json()).message).toBe("OTP verified successfully");
  });

  it("refuses ten wrong codes, and then the right one too", async () => {
    const client = new ApiClient(baseUrl);
    const { email } = newSignup();
    await client.postJson("/api/v1/auth/verifyEmail", { email });
    const otp = await codeFor(dataDir, email, /verification/i);
    const wrongCode = otp === "123456" ? "654321" : "123456";
    for (let i = 0; i < 10; i++) {
      expect((await client.postJson("/api/v1/auth/verifyEmailOTP", { email, otp: wrongCode })).status).toBe(400);
    }
    const late = await client.postJson("/api/v1/auth/verifyEmailOTP", { email, otp });
    expect(late.status).toBe(400);
    expect((await late.json()).error).toMatch(/new code/);
  });

  it("sends a new code at most once a minute per address", async () => {
    const client = new ApiClient(baseUrl);
    const { email } = newSignup();
    expect((await client.postJson("/api/v1/auth/verifyEmail", { email })).status).toBe(200);
    const again = await client.postJson("/api/v1/auth/verifyEmail", { email });
    expect(again.status).toBe(429);
    expect((await again.json()).message).toMatch(/try again in \d+ seconds/);
  });

  it("stores codes hashed, never the code itself", async () => {
    const client = new ApiClient(baseUrl);
    const { email } = newSignup();
    await client.postJson("/api/v1/auth/verifyEmail", { email });
    const otp = await codeFor(dataDir, email, /verification/i);
    const rows = queryDb<{ code_hash: string }>(dataDir, "select code_hash from email_codes where email = ?", email);
    expect(rows[0].code_hash).not.toContain(otp);
    expect(rows[0].code_hash).toHaveLength(64);
  });

  type Prepared = { client: ApiClient; fields: Record<string, string> };
  it.each<[string, () => Promise<Prepared>, RegExp, number]>([
    [
      "an unverified e-mail",
      async () => ({ client: new ApiClient(baseUrl), fields: newSignup() }),
      /verify your email/i,
      400,
    ],
    [
      "a 17-year-old",
      async () => {
        const client = new ApiClient(baseUrl);
        const fields = newSignup({}, 17);
        await verifyEmail(client, dataDir, fields.email);
        return { client, fields };
      },
      /18 or over/,
      400,
    ],
    [
      "an age that disagrees with the date of birth",
      async () => {
        const client = new ApiClient(baseUrl);
        const fields = newSignup({ age: "25" }, 30);
        await verifyEmail(client, dataDir, fields.email);
        return { client, fields };
      },
      /Age must match the date of birth \(30 years\)/,
      400,
    ],
    [
      "a short password",
      async () => ({ client: new ApiClient(baseUrl), fields: newSignup({ password: "short" }) }),
      /at least 8 characters/,
      400,
    ],
  ])("refuses %s and stores nothing", async (_label, prepare, message, status) => {
    const { client, fields } = await prepare();
    const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
    expect(response.status).toBe(status);
    expect((await response.json()).msg).toMatch(message);
    expect(membersWithEmail(fields.email)).toEqual([]);
  });

  it("refuses a phone number that is already registered", async () => {
    const first = await registerMember(baseUrl, dataDir);
    const other = new ApiClient(baseUrl);
    const fields = newSignup({ phone: first.fields.phone });
    await verifyEmail(other, dataDir, fields.email);
    const samePhone = await other.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
    expect(samePhone.status).toBe(409);
    expect((await samePhone.json()).msg).toBe("This phone number is already registered.");
    expect(membersWithEmail(fields.email)).toEqual([]);
  });

  it.each([
    ["a text file named .png", () => Buffer.from("<html><script>alert(1)</script></html>"), /image file/],
    [
      "an SVG",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /image file/,
    ],
    [
      "a 6 MB picture",
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]),
      /5 MB/,
    ],
  ])("refuses %s as a photo and stores nothing", async (_label, bytes, message) => {
    const client = new ApiClient(baseUrl);
    const fields = newSignup();
    await verifyEmail(client, dataDir, fields.email);
    const response = await client.fetch("/api/v1/auth/register", {
      method: "POST",
      body: registerForm(fields, { bytes: bytes(), name: "photo.png", type: "image/png" }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).msg).toMatch(message);
    expect(membersWithEmail(fields.email)).toEqual([]);
  });
});

describe("login, session and logout over the API", () => {
  it("logs in with a new session id, shows the own profile without the hash; logout ends it server-side", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const client = new ApiClient(baseUrl);
    // Plants an anonymous session.
    await client.postJson("/api/v1/auth/forgotPassword", { email: "someone@example.in" });
    const before = client.cookieHeader();
    const login = await client.postJson("/api/v1/auth/login", {
      email: fields.email.toUpperCase(),
      password: fields.password,
    });
    expect(login.status).toBe(200);
    expect(client.cookieHeader()).not.toBe(before);
    expect(login.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(login.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);

    const profile = await client.fetch("/api/v1/myprofile/viewProfile");
    const body = await profile.json();
    expect(body.message.email).toBe(fields.email);
    expect(JSON.stringify(body)).not.toMatch(/password|\$2[aby]\$/i);

    const stolen = client.cookieHeader();
    const logout = await client.fetch("/api/v1/auth/logout", { method: "POST" });
    expect((await logout.json()).message).toBe("Logged out successfully");
    const replay = new ApiClient(baseUrl);
    replay.setCookieHeader(stolen);
    expect((await replay.fetch("/api/v1/myprofile/viewProfile")).status).toBe(401);
  });

  it("refuses a wrong password with the spec's message", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const response = await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
      email: fields.email,
      password: "wrong-password",
    });
    expect(response.status).toBe(401);
    expect((await response.json()).msg).toBe("Invalid credentials. Please try again.");
  });

  it("throttles thirty wrong passwords for one account before the thirtieth, even from other clients", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
        email: fields.email,
        password: `wrong-${i}`,
      });
      statuses.push(response.status);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(-1);
    expect(firstRefusal).toBeLessThan(29);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    const blocked = await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
      email: fields.email,
      password: fields.password,
    });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).msg).toMatch(/try again in \d+ (seconds|minutes)/);
  });
});

describe("password reset over the API", () => {
  it("answers an unknown address like a known one, and sends nothing", async () => {
    const email = `nobody.${Date.now()}@example.in`;
    const response = await new ApiClient(baseUrl).postJson("/api/v1/auth/forgotPassword", { email });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("OTP Sent! Check your email for OTP.");
    expect(readOutbox(dataDir).filter((m) => m.to === email)).toEqual([]);
  });

  it("refuses updatePassword without a verified code", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const response = await new ApiClient(baseUrl).postJson("/api/v1/auth/updatePassword", {
      email: fields.email,
      password: "taken-over-1",
    });
    expect(response.status).toBe(403);
    const login = await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
      email: fields.email,
      password: fields.password,
    });
    expect(login.status).toBe(200);
  });

  it("resets once, only in the session that verified the code, and ends every session", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const member = new ApiClient(baseUrl);
    await member.postJson("/api/v1/auth/login", { email: fields.email, password: fields.password });

    const browser = new ApiClient(baseUrl);
    await browser.postJson("/api/v1/auth/forgotPassword", { email: fields.email });
    const myToken = await codeFor(dataDir, fields.email, /reset/i);
    const verified = await browser.postJson("/api/v1/auth/verifyToken", { email: fields.email, myToken });
    expect((await verified.json()).message).toBe("OTP Verified! You can reset your password now.");

    const attacker = new ApiClient(baseUrl);
    expect(
      (await attacker.postJson("/api/v1/auth/updatePassword", { email: fields.email, password: "attacker-pass" }))
        .status,
    ).toBe(403);

    const updated = await browser.postJson("/api/v1/auth/updatePassword", {
      email: fields.email,
      password: "brand-new-pass",
    });
    expect(updated.status).toBe(200);
    expect(
      (await browser.postJson("/api/v1/auth/updatePassword", { email: fields.email, password: "second-try-pass" }))
        .status,
    ).toBe(403);

    expect((await member.fetch("/api/v1/myprofile/viewProfile")).status).toBe(401);
    expect(
      (await new ApiClient(baseUrl).postJson("/api/v1/auth/login", { email: fields.email, password: fields.password }))
        .status,
    ).toBe(401);
    expect(
      (await new ApiClient(baseUrl).postJson("/api/v1/auth/login", { email: fields.email, password: "brand-new-pass" }))
        .status,
    ).toBe(200);
  });

  it("does not accept a signup code for a reset", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const client = new ApiClient(baseUrl);
    await client.postJson("/api/v1/auth/forgotPassword", { email: fields.email });
    const signupCode = await codeFor(dataDir, fields.email, /verification/i);
    const resetCode = await codeFor(dataDir, fields.email, /reset/i);
    if (signupCode !== resetCode) {
      expect(
        (await client.postJson("/api/v1/auth/verifyToken", { email: fields.email, myToken: signupCode })).status,
      ).toBe(400);
    }
    expect(
      (await client.postJson("/api/v1/auth/updatePassword", { email: fields.email, password: "brand-new-pass" }))
        .status,
    ).toBe(403);
  });
});
