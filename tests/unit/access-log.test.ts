import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { accountCreations, adminActionLog, signIns } from "~/db/schema-law";
import {
  accountCreationOf,
  purgeOldLogs,
  recentSignIns,
  recordAdminAction,
  recordSignIn,
} from "~/domain/accounts/access-log.server";
import { deleteAccount, hashPassword, registerMember } from "~/domain/accounts/accounts.server";
import { confirmEmailVerification, startEmailVerification } from "~/domain/accounts/accounts.server";
import { removeExpiredRows } from "~/domain/site/housekeeping.server";
import { memberCode } from "~/forms/member-id";
import { registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { newSignup } from "../support/members";
import { lastCodeSentTo } from "../support/outbox";

// Issue 38, items 4 and 5 (docs/product-rules.md §41): the address a profile was created from, kept apart from it
// for the account's life and a year after; sign-ins and administrators' changes kept a year; the hourly
// housekeeping purges each when its time is over (a controlled clock).

afterEach(() => vi.useRealTimers());

const DAY = 24 * 3600_000;

/** A member registered from `clientIp`, as the signup and the API's register do it. */
async function registeredFrom(clientIp: string) {
  const { password, ...input } = registerSchema.parse(newSignup({ gender: "Female" }));
  await startEmailVerification(input.email, clientIp);
  const code = await lastCodeSentTo(getEnv().DATA_DIR, input.email);
  confirmEmailVerification(input.email, code, `b-${input.email}`, clientIp);
  const passwordHash = await hashPassword(password);
  const created = await registerMember({ ...input, passwordHash }, undefined, `b-${input.email}`, { clientIp });
  return { ...created, password };
}

describe("the creation address", () => {
  it("is kept apart from the profile; erasure keeps number, address and times a year more", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2027-01-10T08:00:00Z"));
    const her = await registeredFrom("203.0.113.41");
    expect(accountCreationOf(her.unqId)).toEqual({ ip: "203.0.113.41", at: expect.any(Date) });

    // An administrator opened and changed her page: the log names it by her public id while she is a member.
    recordAdminAction({
      adminUnqId: 1,
      clientIp: "198.51.100.9",
      path: `/admin/members/${her.publicId}`,
      intent: "block",
      status: 302,
    });
    vi.setSystemTime(new Date("2027-05-01T08:00:00Z"));
    await deleteAccount(her.unqId, her.password);
    // Erased, the log keeps its year but names her page by her account's number only.
    const paths = getDb()
      .select({ path: adminActionLog.path })
      .from(adminActionLog)
      .all()
      .map((row) => row.path);
    expect(paths).toContain(`/admin/members/${memberCode(her.unqId)}`);
    expect(paths.join()).not.toContain(her.publicId);
    const kept = getDb().select().from(accountCreations).where(eq(accountCreations.memberUnqId, her.unqId)).get();
    expect(kept).toEqual({
      memberUnqId: her.unqId,
      ip: "203.0.113.41",
      createdAt: expect.any(Date),
      deletedAt: expect.any(Date),
    });

    // A year is counted as 366 days, so that a leap year's last day is kept too.
    vi.setSystemTime(new Date(new Date("2027-05-01T08:00:00Z").getTime() + 365.5 * DAY));
    removeExpiredRows();
    expect(accountCreationOf(her.unqId)).not.toBeNull();
    vi.setSystemTime(new Date(new Date("2027-05-01T08:00:00Z").getTime() + 366.5 * DAY));
    removeExpiredRows();
    expect(accountCreationOf(her.unqId)).toBeNull();
  });

  it("of a living account is kept however old it is", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2027-01-10T08:00:00Z"));
    const him = await registeredFrom("203.0.113.42");
    vi.setSystemTime(new Date("2031-01-10T08:00:00Z"));
    removeExpiredRows();
    expect(accountCreationOf(him.unqId)?.ip).toBe("203.0.113.42");
  });
});

describe("sign-ins and administrators' changes", () => {
  it("are kept a year, then purged", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-02-01T10:00:00Z"));
    recordSignIn({ memberUnqId: 4242 }, "198.51.100.20");
    recordSignIn({ guardianAccountId: 77 }, "198.51.100.21");
    recordAdminAction({
      adminUnqId: 1,
      clientIp: "198.51.100.22",
      path: "/admin/reports",
      intent: "warn",
      status: 302,
    });
    vi.setSystemTime(new Date("2027-06-01T10:00:00Z"));
    recordSignIn({ memberUnqId: 4242 }, "198.51.100.23");
    expect(recentSignIns(4242).map((row) => row.ip)).toEqual(["198.51.100.23", "198.51.100.20"]);

    vi.setSystemTime(new Date("2028-02-03T10:00:00Z")); // 367 days after the first: past its 366
    expect(purgeOldLogs()).toMatchObject({ signIns: 2, adminActions: 1 });
    expect(recentSignIns(4242).map((row) => row.ip)).toEqual(["198.51.100.23"]);
    expect(getDb().select().from(signIns).where(eq(signIns.guardianAccountId, 77)).all()).toEqual([]);
    expect(getDb().select().from(adminActionLog).all()).toEqual([]);
  });
});
