import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { emailCodes, rateLimits } from "~/db/schema-codes";
import {
  completePasswordReset,
  confirmEmailVerification,
  deleteAccount,
  confirmPasswordReset,
  hashPassword,
  registerMember,
  requestPasswordReset,
  startEmailVerification,
  verifyLogin,
} from "~/domain/accounts/accounts.server";
import { ageOn, checkAge } from "~/domain/accounts/ages.server";
import { hasVerifiedCode, sendCode, verifyCode, WRONG_CODE } from "~/domain/accounts/one-time-codes.server";
import { registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { lastCodeSentTo, readOutbox, waitForMail } from "../support/outbox";
import { newSignup } from "../support/members";

const IP = "203.0.113.7";
const lastCode = (email: string) => lastCodeSentTo(getEnv().DATA_DIR, email);

async function verifiedSignup(binding: string, overrides: Record<string, string> = {}) {
  const { password, ...input } = registerSchema.parse({
    ...newSignup(overrides),
    age: Number(overrides.age ?? 27),
    siblings: 1,
    Sistersiblings: 2,
    weddingBudget: 200000,
  });
  await startEmailVerification(input.email, IP);
  confirmEmailVerification(input.email, lastCode(input.email), binding, IP);
  return { ...input, passwordHash: await hashPassword(password), password };
}

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("age rules", () => {
  it("counts whole years, birthday included", () => {
    expect(ageOn("2008-11-22", new Date("2026-11-22T00:00:00Z"))).toBe(18);
    expect(ageOn("2008-11-23", new Date("2026-11-22T00:00:00Z"))).toBe(17);
  });

  it("refuses under 18 and an age that disagrees with the date of birth", () => {
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    expect(() => checkAge("2008-11-23", 17)).toThrow("You must be 18 or over to register");
    expect(() => checkAge("2000-01-01", 25)).toThrow("Age must match the date of birth (26 years)");
    expect(() => checkAge("2000-01-01", 26)).not.toThrow();
  });
});

describe("e-mail codes", () => {
  it("expire after 10 minutes", async () => {
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    await sendCode("expiry@example.in", "signup", IP);
    const code = lastCode("expiry@example.in");
    vi.setSystemTime(new Date("2026-11-22T10:10:01Z"));
    expect(() => verifyCode("expiry@example.in", "signup", code, "b1", IP)).toThrow(UserError);
  });

  it("allow five wrong tries, then no more, not even the right code", async () => {
    vi.setSystemTime(new Date("2026-11-22T11:00:00Z"));
    await sendCode("tries@example.in", "signup", IP);
    const code = lastCode("tries@example.in");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect(() => verifyCode("tries@example.in", "signup", wrong, "b", IP)).toThrow("Invalid OTP");
    expect(() => verifyCode("tries@example.in", "signup", code, "b", IP)).toThrow("Too many wrong codes");
  });

  it("are bound to their purpose and to the session that verified them", async () => {
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    await sendCode("bound@example.in", "signup", IP);
    const code = lastCode("bound@example.in");
    expect(() => verifyCode("bound@example.in", "reset", code, "b", IP)).toThrow(UserError);
    verifyCode("bound@example.in", "signup", code, "browser-a", IP);
    expect(hasVerifiedCode("bound@example.in", "signup", "browser-a")).toBe(true);
    expect(hasVerifiedCode("bound@example.in", "signup", "browser-b")).toBe(false);
    expect(hasVerifiedCode("bound@example.in", "reset", "browser-a")).toBe(false);
  });

  it("for a reset of an unknown address, are checked like a member's: wrong tries counted, then too many", async () => {
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    const email = "never.registered@example.in";
    requestPasswordReset(email, IP);
    expect(readOutbox(getEnv().DATA_DIR).filter((m) => m.to === email)).toEqual([]);
    for (let i = 0; i < 5; i++) expect(() => confirmPasswordReset(email, "000000", "ghost", IP)).toThrow(WRONG_CODE);
    expect(() => confirmPasswordReset(email, "000000", "ghost", IP)).toThrow("Too many wrong codes");
    vi.setSystemTime(new Date("2026-11-22T12:10:01Z"));
    expect(() => confirmPasswordReset(email, "000000", "ghost", IP)).toThrow("expired or was already used");
  });

  it("replace the previous code and wait a minute between sends", async () => {
    vi.setSystemTime(new Date("2026-11-22T13:00:00Z"));
    await sendCode("again@example.in", "signup", IP);
    const first = lastCode("again@example.in");
    await expect(sendCode("again@example.in", "signup", IP)).rejects.toBeInstanceOf(UserError);
    vi.setSystemTime(new Date("2026-11-22T13:01:01Z"));
    await sendCode("again@example.in", "signup", IP);
    const second = lastCode("again@example.in");
    if (first !== second) expect(() => verifyCode("again@example.in", "signup", first, "b", IP)).toThrow(UserError);
    verifyCode("again@example.in", "signup", second, "b", IP);
  });

  it("are stored only as hashes", async () => {
    vi.setSystemTime(new Date("2026-11-22T14:00:00Z"));
    await sendCode("hash@example.in", "signup", IP);
    const row = getDb().select().from(emailCodes).where(eq(emailCodes.address, "hash@example.in")).get()!;
    expect(row.codeHash).not.toContain(lastCode("hash@example.in"));
  });
});

describe("registration", () => {
  it("needs a verified code from the same session, and uses it once", async () => {
    vi.setSystemTime(new Date("2026-11-22T15:00:00Z"));
    const input = await verifiedSignup("session-1");
    await expect(registerMember(input, undefined, "session-2")).rejects.toBeInstanceOf(UserError);
    const created = await registerMember(input, undefined, "session-1");
    expect(created.publicId).toMatch(/^[0-9a-f]{24}$/);
    await expect(registerMember({ ...input, phone: "9000000001" }, undefined, "session-1")).rejects.toThrow();
  });

  it("refuses an e-mail that is already registered, even with a fresh verified code", async () => {
    vi.setSystemTime(new Date("2026-11-22T16:00:00Z"));
    const input = await verifiedSignup("s1");
    await registerMember(input, undefined, "s1");
    vi.setSystemTime(new Date("2026-11-22T16:05:00Z"));
    await startEmailVerification(input.email, IP);
    confirmEmailVerification(input.email, lastCode(input.email), "s2", IP);
    await expect(registerMember({ ...input, phone: "9000000002" }, undefined, "s2")).rejects.toThrow(
      "This email is already registered. Please log in or reset your password.",
    );
    expect(getDb().select().from(members).where(eq(members.email, input.email)).all()).toHaveLength(1);
  });

  it("gives unqIds in sequence", async () => {
    vi.setSystemTime(new Date("2026-11-22T17:00:00Z"));
    const a = await registerMember(await verifiedSignup("x1"), undefined, "x1");
    const b = await registerMember(await verifiedSignup("x2"), undefined, "x2");
    expect(b.unqId).toBe(a.unqId + 1);
  });
});

describe("login", () => {
  it("refuses a blocked member with the blocked message", async () => {
    vi.setSystemTime(new Date("2026-11-22T18:00:00Z"));
    const input = await verifiedSignup("blk");
    const { unqId } = await registerMember(input, undefined, "blk");
    expect(await verifyLogin(input.email, input.password, IP)).toBe(unqId);
    getDb().update(members).set({ blockByAdmin: true }).where(eq(members.unqId, unqId)).run();
    await expect(verifyLogin(input.email, input.password, IP)).rejects.toThrow(
      "Your account has been blocked. Please contact us.",
    );
  });

  it("counts each try before bcrypt: of 12 at once, 10 are checked and the last (right) one gets 429", async () => {
    vi.setSystemTime(new Date("2026-11-22T16:00:00Z"));
    const input = await verifiedSignup("burst");
    await registerMember(input, undefined, "burst");
    const tries = [...Array.from({ length: 11 }, (_, i) => `wrong-pass-${i}`), input.password];
    const results = await Promise.allSettled(tries.map((password) => verifyLogin(input.email, password, IP)));
    const statuses = results.map((r) => (r.status === "rejected" ? (r.reason as UserError).status : 200));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  }, 30_000);

  it("a right password gives its own count back: ten logins leave all ten misses to the owner", async () => {
    vi.setSystemTime(new Date("2026-11-22T17:00:00Z"));
    const input = await verifiedSignup("back");
    await registerMember(input, undefined, "back");
    for (let i = 0; i < 10; i++) expect(await verifyLogin(input.email, input.password, IP)).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      await expect(verifyLogin(input.email, `wrong-pass-${i}`, IP)).rejects.toMatchObject({ status: 401 });
    }
    await expect(verifyLogin(input.email, input.password, IP)).rejects.toMatchObject({ status: 429 });
  }, 30_000);

  it("wrong passwords given to delete the account count against the same limit as logins", async () => {
    vi.setSystemTime(new Date("2026-11-22T22:00:00Z"));
    const input = await verifiedSignup("del");
    const { unqId } = await registerMember(input, undefined, "del");
    for (let i = 0; i < 10; i++) {
      await expect(deleteAccount(unqId, `wrong-pass-${i}`)).rejects.toMatchObject({ status: 400 });
    }
    await expect(deleteAccount(unqId, input.password)).rejects.toMatchObject({ status: 429 });
    await expect(verifyLogin(input.email, input.password, IP)).rejects.toMatchObject({ status: 429 });
  }, 30_000);

  it("keeps its counters in the database, keyed without the address itself", async () => {
    vi.setSystemTime(new Date("2026-11-22T19:00:00Z"));
    await expect(verifyLogin("nobody@example.in", "whatever-pass", IP)).rejects.toBeInstanceOf(UserError);
    const keys = getDb()
      .select()
      .from(rateLimits)
      .all()
      .map((r) => r.key);
    expect(keys.some((k) => k.startsWith("login:account:"))).toBe(true);
    expect(keys.join()).not.toContain("nobody@example.in");
    expect(keys.join()).not.toContain(IP);
  });

  it("a verified reset code must be used within 10 minutes of its check", async () => {
    vi.setSystemTime(new Date("2026-11-22T21:00:00Z"));
    const input = await verifiedSignup("late");
    await registerMember(input, undefined, "late");
    requestPasswordReset(input.email, IP);
    const resetMail = await waitForMail(getEnv().DATA_DIR, input.email, (m) => /reset/i.test(m.subject));
    confirmPasswordReset(input.email, resetMail.subject.match(/\d{6}/)![0], "late", IP);
    vi.setSystemTime(new Date("2026-11-22T21:10:01Z"));
    await expect(completePasswordReset(input.email, "too-late-pass", "late")).rejects.toBeInstanceOf(UserError);
    expect(await verifyLogin(input.email, input.password, IP)).toBeGreaterThan(0);
  });

  it("a reset without a verified code changes nothing", async () => {
    vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
    const input = await verifiedSignup("r1");
    await registerMember(input, undefined, "r1");
    await expect(completePasswordReset(input.email, "new-password-1", "r1")).rejects.toBeInstanceOf(UserError);
    expect(await verifyLogin(input.email, input.password, IP)).toBeGreaterThan(0);
  });
});
