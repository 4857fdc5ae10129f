import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import {
  confirmEmailVerification,
  deleteAccount,
  hashPassword,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { createOrPromoteAdmin } from "~/domain/safety/admin.server";
import { correctGenderAndDob, profileCorrectionsOf } from "~/domain/safety/profile-corrections.server";
import { sendConnectionRequest } from "~/domain/connections/connections.server";
import { editOwnProfile, getOwnProfile } from "~/domain/profiles/profiles.server";
import { editProfileSchema, registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { lastCodeSentTo } from "../support/outbox";
import { newSignup } from "../support/members";

// docs/product-rules.md §3, §16: gender and date of birth are fixed after signup; an administrator
// corrects them, and each correction is logged (who, when, old and new value).
const IP = "198.51.100.9";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

async function newMember(gender: "Male" | "Female", dob = "1996-05-20", age = 30) {
  const { password, ...input } = registerSchema.parse(newSignup({ gender, dob, age: String(age) }));
  await startEmailVerification(input.email, IP);
  const code = lastCodeSentTo(getEnv().DATA_DIR, input.email);
  confirmEmailVerification(input.email, code, `b-${input.email}`, IP);
  const created = await registerMember(
    { ...input, passwordHash: await hashPassword(password) },
    undefined,
    `b-${input.email}`,
  );
  return { ...findActiveMember(created.unqId)!, email: input.email, password, signup: input };
}

async function newAdmin() {
  const email = `admin.${Math.random().toString(36).slice(2)}@example.org`;
  await createOrPromoteAdmin(email, "admin-pass-1");
  return getDb().get<{ unq_id: number }>(sql`select unq_id from members where email = ${email}`)!.unq_id;
}

const fixedOf = (unqId: number) => {
  const { gender, dob, age } = getOwnProfile(unqId)!;
  return { gender, dob, age };
};

describe("the member's own edit", () => {
  it("refuses a different gender or date of birth, naming the field, and changes nothing", async () => {
    const member = await newMember("Female");
    const edit = (changes: Record<string, string>) =>
      editOwnProfile(member.unqId, editProfileSchema.parse({ ...member.signup, ...changes }), { clientIp: IP });
    await expect(edit({ gender: "Male" })).rejects.toMatchObject({
      status: 400,
      field: "gender",
      message: expect.stringMatching(/^Gender cannot be changed after signup\. Only our team can correct it/),
    });
    await expect(edit({ dob: "1990-01-01", age: "36" })).rejects.toMatchObject({ status: 400, field: "dob" });
    expect(fixedOf(member.unqId)).toEqual({ gender: "Female", dob: "1996-05-20", age: 30 });
  });

  it("accepts the same values, and sets age from the date of birth whatever age is sent", async () => {
    const member = await newMember("Male");
    vi.setSystemTime(new Date("2027-06-01T10:00:00Z")); // after his birthday: 31
    const input = editProfileSchema.parse({ ...member.signup, age: "30", working: "Baker" });
    const result = await editOwnProfile(member.unqId, input, { clientIp: IP });
    expect("profile" in result && result.profile).toMatchObject({ gender: "Male", age: 31, working: "Baker" });
  });
});

describe("an administrator's correction", () => {
  it("updates gender, date of birth and age in one step and logs each changed field", async () => {
    const admin = await newAdmin();
    const member = await newMember("Female");
    const suitor = await newMember("Male");
    await sendConnectionRequest(suitor, member.publicId);
    vi.setSystemTime(new Date("2026-12-01T08:30:00Z"));

    const outcome = correctGenderAndDob(admin, member.publicId, { gender: "Male", dob: "1994-02-10" });
    expect(outcome).toEqual({ changed: ["gender", "dob"], withdrawnRequests: 1 });
    expect(fixedOf(member.unqId)).toEqual({ gender: "Male", dob: "1994-02-10", age: 32 });
    expect(profileCorrectionsOf(member.publicId)).toEqual([
      {
        field: "gender",
        oldValue: "Female",
        newValue: "Male",
        admin: expect.objectContaining({ unqId: admin }),
        createdAt: "2026-12-01T08:30:00.000Z",
      },
      {
        field: "dob",
        oldValue: "1996-05-20",
        newValue: "1994-02-10",
        admin: expect.objectContaining({ unqId: admin }),
        createdAt: "2026-12-01T08:30:00.000Z",
      },
    ]);
    expect(getDb().all(sql`select 1 from connection_requests where recipient_unq_id = ${member.unqId}`)).toEqual([]);

    // Only the date this time: one more row, gender untouched.
    expect(correctGenderAndDob(admin, member.publicId, { gender: "Male", dob: "1994-02-11" })).toEqual({
      changed: ["dob"],
      withdrawnRequests: 0,
    });
    expect(profileCorrectionsOf(member.publicId)).toHaveLength(3);
  });

  it("refuses under 18, an impossible date, an unknown member and a correction that changes nothing", async () => {
    const admin = await newAdmin();
    const member = await newMember("Male");
    const correct =
      (gender: "Male" | "Female", dob: string, id = member.publicId) =>
      () =>
        correctGenderAndDob(admin, id, { gender, dob });
    expect(correct("Male", "2010-01-01")).toThrow("A member must be 18 or over.");
    expect(correct("Male", "1800-01-01")).toThrow("Date of birth must be a real date");
    expect(correct("Male", "1996-05-20")).toThrow(/^Nothing to correct/);
    expect(correct("Female", "1996-05-20", "0".repeat(24))).toThrow("Member not found");
    expect(fixedOf(member.unqId)).toEqual({ gender: "Male", dob: "1996-05-20", age: 30 });
    expect(profileCorrectionsOf(member.publicId)).toEqual([]);
  });

  it("a deleted member's correction history goes with the account", async () => {
    const admin = await newAdmin();
    const member = await newMember("Female");
    correctGenderAndDob(admin, member.publicId, { gender: "Female", dob: "1995-05-20" });
    await deleteAccount(member.unqId, member.password);
    expect(getDb().all(sql`select 1 from profile_corrections where member_unq_id = ${member.unqId}`)).toEqual([]);
  });
});
