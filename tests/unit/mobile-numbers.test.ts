import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { emailCodes } from "~/db/schema-codes";
import { mailQueue } from "~/db/schema-mail";
import { checkMobileCode, sendAccountCode, sendVerificationCode } from "~/domain/accounts/mobile-codes.server";
import {
  accountsProvingMobile,
  mobileForAdmin,
  NUMBER_TAKEN,
  SHARED_TOO_OFTEN,
  sharedMobileNumbers,
  verifyMobileOnAccount,
} from "~/domain/accounts/mobile-numbers.server";
import {
  completeMobileSignIn,
  confirmMobileCode,
  profilesForMobile,
  requestMobileCode,
} from "~/domain/accounts/mobile-sign-in.server";
import { hasVerifiedCode } from "~/domain/accounts/one-time-codes.server";
import {
  confirmEmailVerification,
  hashPassword,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { updateOwnProfile } from "~/domain/profiles/profiles.server";
import { translateMessage } from "~/domain/site/translations.server";
import { INDIAN_MOBILE_HINT, indianMobileField, mobileSchema, normaliseIndianMobile } from "~/forms/indian-mobile";
import { editProfileSchema, registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { newSignup } from "../support/members";
import { lastCodeSentTo, readSmsOutbox } from "../support/outbox";
import { refusal, refusalAsync } from "../support/refusal";
import { codeSentBy, smsFilesTo, wrongCodeFor } from "../support/sms-codes";
import { registeredMember } from "../support/unit-members";

// Mobile numbers proven by SMS code (docs/product-rules.md §38, issue 36), through the domain against this file's
// own SQLite database, with the clock moved by hand: how numbers are read, the throttles of code sending, the
// codes' rules, whose number is whose (one account's, or up to three profiles a relative made), and what a
// change of number does.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

// One clock for the whole file, only ever moved forward: rate-limit windows and the outbox's file names follow it.
let clock = Date.parse("2026-12-01T00:00:00Z");
const setClock = (ms: number) => {
  clock = ms;
  vi.setSystemTime(new Date(ms));
};
const later = (ms: number) => setClock(clock + ms);
/** The start of an hour after the next one: the hour before it has nothing counted of what a test does now. */
const freshHour = () => setClock((Math.floor(clock / HOUR) + 2) * HOUR);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock(clock);
});
afterAll(() => vi.useRealTimers());

// Numbers of this file's own, starting with 6 (the shared helpers' numbers start 97 and 96).
let numbers = 0;
const newMobile = () => `6${String(100_000_000 + ++numbers * 7_919).slice(-9)}`;
let clients = 0;
const newClientIp = () => `198.51.100.${(++clients % 200) + 20}`;

const dataDir = () => getEnv().DATA_DIR;

/** Sends a verification code to `mobile` (at once, as a page does) and returns it, read from the outbox. */
const verificationCode = (mobile: string, ip = newClientIp()) =>
  codeSentBy(dataDir(), mobile, () => sendVerificationCode(mobile, ip, "en"));

/** The member proves `mobile` as /settings/mobile does: a code sent, checked in this browser, then saved. */
async function prove(unqId: number, mobile: string, binding = `browser-${unqId}`) {
  const code = await verificationCode(mobile);
  checkMobileCode(mobile, "mobile-verify", code, binding, newClientIp());
  verifyMobileOnAccount(unqId, mobile, binding);
  // The next code to this number may go a minute later.
  later(MINUTE + SECOND);
}

/** A member whose profile a relative made ("father": parent, "sister": sibling, "uncle": relative). */
const relativeMade = (relation: "father" | "sister" | "uncle" = "father") =>
  registeredMember("Female", { createdBy: relation, contactName: "Rafiq Sheikh" });

const memberRow = (unqId: number) => getDb().select().from(members).where(eq(members.unqId, unqId)).get()!;
const smsQueuedTo = (mobile: string) => getDb().select().from(mailQueue).where(eq(mailQueue.toMobile, mobile)).all();

describe("reading an Indian mobile number", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["0 98765-43210", "9876543210"],
    ["  7000 000 000  ", "7000000000"],
    ["6000-000-000", "6000000000"],
    // Ten digits that happen to start with 91 are a number of their own, not a prefix.
    ["9198765432", "9198765432"],
  ])("reads %j as %s, alone and as a form's field", (written, digits) => {
    expect(normaliseIndianMobile(written)).toBe(digits);
    expect(mobileSchema.parse({ mobile: written })).toEqual({ mobile: digits });
  });

  it.each([
    ["nine digits", "987654321"],
    ["eleven digits", "98765432101"],
    ["starting with 5", "5876543210"],
    ["starting with 0 after +91", "+91 0876543210"],
    ["starting with 1 after 0", "01876543210"],
    ["starting with 5 after 91", "915876543210"],
    ["a letter", "98765o4321"],
    ["letters", "mobile-no"],
    ["Pakistan's +92", "+92 98765 43210"],
    ["+91 twice", "+91 91 98765 43210"],
    ["a dot", "98765.43210"],
  ])("refuses %s (%j) with the hint", (_what, written) => {
    expect(normaliseIndianMobile(written)).toBeNull();
    const result = indianMobileField.safeParse(written);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INDIAN_MOBILE_HINT]);
  });

  it("asks for a number when there is none", () => {
    expect(normaliseIndianMobile("")).toBeNull();
    for (const empty of ["", "   "])
      expect(indianMobileField.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual([
        "Mobile number is required",
      ]);
    expect(mobileSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      "Mobile number is required",
    ]);
    expect(indianMobileField.safeParse(9876543210).success).toBe(false);
  });
});

describe("sending codes: the throttles", () => {
  it("once a minute per number and purpose: a 429 that says how many seconds are left", async () => {
    freshHour();
    const mobile = newMobile();
    await verificationCode(mobile);
    later(20 * SECOND);
    const files = smsFilesTo(dataDir(), mobile);
    expect(await refusalAsync(() => sendVerificationCode(mobile, newClientIp(), "en"))).toEqual({
      status: 429,
      message: "Too many attempts. Please try again in 40 seconds.",
    });
    expect(smsFilesTo(dataDir(), mobile)).toEqual(files);
    // Another purpose of the same number has a minute of its own.
    expect(() => sendAccountCode(mobile, "mobile-sign-in", newClientIp(), null)).not.toThrow();
    later(40 * SECOND);
    await verificationCode(mobile);
  });

  it("five an hour per number, whatever the purpose; another number is not held back by it", async () => {
    freshHour();
    const mobile = newMobile();
    const ip = newClientIp();
    for (let sent = 0; sent < 4; sent++) {
      await verificationCode(mobile, ip);
      later(MINUTE + SECOND);
    }
    sendAccountCode(mobile, "mobile-reset", ip, null);
    later(MINUTE + SECOND);
    const sixth = await refusalAsync(() => sendVerificationCode(mobile, ip, "en"));
    expect(sixth.status).toBe(429);
    expect(sixth.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(refusal(() => sendAccountCode(mobile, "mobile-sign-in", ip, null)).status).toBe(429);
    // Counts are per number: the same client sends to another number at once.
    await verificationCode(newMobile(), ip);
  });

  it("ten a day per number: the next hours' sends are refused once ten went that day", async () => {
    // An hour into a day: the day's window holds all of this test.
    setClock((Math.floor(clock / (24 * HOUR)) + 1) * 24 * HOUR + HOUR);
    const mobile = newMobile();
    for (let sent = 0; sent < 5; sent++) {
      await verificationCode(mobile);
      later(MINUTE + SECOND);
    }
    freshHour();
    for (let sent = 0; sent < 5; sent++) {
      await verificationCode(mobile);
      later(MINUTE + SECOND);
    }
    freshHour();
    expect((await refusalAsync(() => sendVerificationCode(mobile, newClientIp(), "en"))).status).toBe(429);
  });
});

describe("checking codes", () => {
  it("a wrong code counts one try; after five the right code is refused too", async () => {
    freshHour();
    const mobile = newMobile();
    const code = await verificationCode(mobile);
    const attempts = () =>
      getDb()
        .select({ attempts: emailCodes.attempts })
        .from(emailCodes)
        .where(and(eq(emailCodes.address, mobile), eq(emailCodes.purpose, "mobile-verify")))
        .get()!.attempts;
    expect(() => checkMobileCode(mobile, "mobile-verify", wrongCodeFor(code), "b", newClientIp())).toThrow(
      "Invalid OTP. Please try again.",
    );
    expect(attempts()).toBe(1);
    for (let i = 1; i < 5; i++)
      expect(() => checkMobileCode(mobile, "mobile-verify", wrongCodeFor(code), "b", newClientIp())).toThrow(
        "Invalid OTP. Please try again.",
      );
    expect(attempts()).toBe(5);
    expect(refusal(() => checkMobileCode(mobile, "mobile-verify", code, "b", newClientIp()))).toEqual({
      status: 400,
      message: "Too many wrong codes. Please ask for a new code.",
    });
    // A new code starts again.
    later(MINUTE + SECOND);
    const next = await verificationCode(mobile);
    checkMobileCode(mobile, "mobile-verify", next, "b", newClientIp());
    expect(hasVerifiedCode(mobile, "mobile-verify", "b")).toBe(true);
  });

  it("four wrong tries leave the right code working", async () => {
    const mobile = newMobile();
    const code = await verificationCode(mobile);
    for (let i = 0; i < 4; i++)
      expect(() => checkMobileCode(mobile, "mobile-verify", wrongCodeFor(code), "b", newClientIp())).toThrow();
    checkMobileCode(mobile, "mobile-verify", code, "b", newClientIp());
  });

  it("a code works for 10 minutes, not longer", async () => {
    const early = newMobile();
    const late = newMobile();
    const earlyCode = await verificationCode(early);
    const lateCode = await verificationCode(late);
    later(10 * MINUTE - SECOND);
    checkMobileCode(early, "mobile-verify", earlyCode, "b", newClientIp());
    later(2 * SECOND);
    expect(() => checkMobileCode(late, "mobile-verify", lateCode, "b", newClientIp())).toThrow(
      "This code has expired or was already used. Please ask for a new code.",
    );
  });

  it("a new code replaces the one before", async () => {
    const mobile = newMobile();
    const first = await verificationCode(mobile);
    later(MINUTE + SECOND);
    const second = await verificationCode(mobile);
    if (first !== second)
      expect(() => checkMobileCode(mobile, "mobile-verify", first, "b", newClientIp())).toThrow(
        "Invalid OTP. Please try again.",
      );
    checkMobileCode(mobile, "mobile-verify", second, "b", newClientIp());
  });

  it("a right code proves the number for the browser session that checked it, for its purpose, once", async () => {
    const member = await registeredMember("Male");
    const mobile = newMobile();
    const code = await verificationCode(mobile);
    expect(() => checkMobileCode(mobile, "mobile-sign-in", code, "browser-a", newClientIp())).toThrow();
    checkMobileCode(mobile, "mobile-verify", code, "browser-a", newClientIp());
    expect(hasVerifiedCode(mobile, "mobile-verify", "browser-a")).toBe(true);
    expect(hasVerifiedCode(mobile, "mobile-verify", "browser-b")).toBe(false);
    expect(refusal(() => verifyMobileOnAccount(member.unqId, mobile, "browser-b"))).toEqual({
      status: 403,
      message: "Please verify your mobile number with the code we sent you.",
    });
    expect(refusal(() => verifyMobileOnAccount(member.unqId, mobile, undefined)).status).toBe(403);
    expect(memberRow(member.unqId).mobileVerifiedAt).toBeNull();
    verifyMobileOnAccount(member.unqId, mobile, "browser-a");
    expect(memberRow(member.unqId)).toMatchObject({ phone: mobile, mobileVerifiedAt: new Date(clock) });
    // Used up.
    expect(refusal(() => verifyMobileOnAccount(member.unqId, mobile, "browser-a")).status).toBe(403);
    // A code is only good for its own number.
    later(MINUTE + SECOND);
    const other = newMobile();
    const otherCode = await verificationCode(other);
    expect(() => checkMobileCode(newMobile(), "mobile-verify", otherCode, "b", newClientIp())).toThrow(
      "This code has expired or was already used.",
    );
  });
});

describe("whose number is whose", () => {
  it("a parent, a sibling and a relative may each prove one number on profiles they made; not a 4th", async () => {
    freshHour();
    const shared = newMobile();
    const [byFather, bySister, byUncle, fourth] = [
      await relativeMade("father"),
      await relativeMade("sister"),
      await relativeMade("uncle"),
      await relativeMade("father"),
    ];
    expect([byFather, bySister, byUncle].map((member) => memberRow(member.unqId).profileCreatedBy)).toEqual([
      "parent",
      "sibling",
      "relative",
    ]);
    for (const member of [byFather, bySister, byUncle]) await prove(member.unqId, shared);
    expect(accountsProvingMobile(shared).map((account) => account.unqId)).toEqual([
      byFather.unqId,
      bySister.unqId,
      byUncle.unqId,
    ]);

    const code = await verificationCode(shared);
    checkMobileCode(shared, "mobile-verify", code, "fourth", newClientIp());
    expect(refusal(() => verifyMobileOnAccount(fourth.unqId, shared, "fourth"))).toEqual({
      status: 409,
      message: SHARED_TOO_OFTEN,
    });
    expect(memberRow(fourth.unqId).phone).toBe(fourth.signup.phone);
    expect(memberRow(fourth.unqId).mobileVerifiedAt).toBeNull();
    expect(accountsProvingMobile(shared)).toHaveLength(3);
    expect(SHARED_TOO_OFTEN).toBe(
      "This mobile number is already verified on 3 profiles, the most one relative may verify it on.",
    );
    // The pages show it in the reader's language (its catalogue entry is found by the whole sentence).
    for (const language of ["hi", "ur"] as const)
      expect(translateMessage(language, SHARED_TOO_OFTEN)).not.toBe(SHARED_TOO_OFTEN);
  });

  it("a fourth profile signed up by a relative with the number proven is refused too, nothing written", async () => {
    freshHour();
    const shared = newMobile();
    for (let n = 0; n < 3; n++) await prove((await relativeMade()).unqId, shared);
    const binding = "signup-browser";
    const { password: _password, ...input } = registerSchema.parse(
      newSignup({ phone: shared, createdBy: "mother", contactName: "Shahnaz Begum" }),
    );
    await startEmailVerification(input.email, newClientIp());
    confirmEmailVerification(input.email, lastCodeSentTo(dataDir(), input.email), binding, newClientIp());
    checkMobileCode(shared, "mobile-verify", await verificationCode(shared), binding, newClientIp());
    const refused = await refusalAsync(() =>
      registerMember({ ...input, passwordHash: "x".repeat(60) }, undefined, binding, { mobileProven: true }),
    );
    expect(refused).toEqual({ status: 409, message: SHARED_TOO_OFTEN });
    expect(getDb().select().from(members).where(eq(members.email, input.email)).get()).toBeUndefined();
  });

  it("the site's signup proves the number: a relative's new profile may share it, verified at once", async () => {
    freshHour();
    const shared = newMobile();
    const first = await relativeMade("sister");
    await prove(first.unqId, shared);
    const binding = "signup-sharing";
    const { password, ...input } = registerSchema.parse(
      newSignup({ phone: shared, createdBy: "brother", contactName: "Imran Sheikh" }),
    );
    await startEmailVerification(input.email, newClientIp());
    confirmEmailVerification(input.email, lastCodeSentTo(dataDir(), input.email), binding, newClientIp());
    const signup = { ...input, passwordHash: await hashPassword(password) };
    // Without the SMS code of this browser, the signup is refused.
    expect((await refusalAsync(() => registerMember(signup, undefined, binding, { mobileProven: true }))).status).toBe(
      403,
    );
    checkMobileCode(shared, "mobile-verify", await verificationCode(shared), binding, newClientIp());
    const created = await registerMember(signup, undefined, binding, { mobileProven: true });
    expect(memberRow(created.unqId)).toMatchObject({ phone: shared, profileCreatedBy: "sibling" });
    expect(memberRow(created.unqId).mobileVerifiedAt).not.toBeNull();
    expect(accountsProvingMobile(shared).map((account) => account.unqId)).toEqual([first.unqId, created.unqId]);
  });

  it("a profile made by the member themself, or by a friend, may not prove a relative's shared number", async () => {
    freshHour();
    const shared = newMobile();
    const holder = await relativeMade("father");
    await prove(holder.unqId, shared);
    const self = await registeredMember("Male");
    const byFriend = await registeredMember("Male", { createdBy: "friend", contactName: "Asif Khan" });
    for (const member of [self, byFriend]) {
      const binding = `browser-${member.unqId}`;
      checkMobileCode(shared, "mobile-verify", await verificationCode(shared), binding, newClientIp());
      later(MINUTE + SECOND);
      expect(refusal(() => verifyMobileOnAccount(member.unqId, shared, binding))).toEqual({
        status: 409,
        message: NUMBER_TAKEN,
      });
      expect(memberRow(member.unqId)).toMatchObject({ phone: member.signup.phone, mobileVerifiedAt: null });
    }
    expect(NUMBER_TAKEN).toBe("This phone number is already registered.");
    expect(accountsProvingMobile(shared).map((account) => account.unqId)).toEqual([holder.unqId]);
  });

  it("a relative may not share a number proven by a profile its member made, nor one a friend made", async () => {
    freshHour();
    const byThemself = await registeredMember("Female");
    const byFriend = await registeredMember("Female", { createdBy: "friend", contactName: "Asif Khan" });
    expect([memberRow(byThemself.unqId).profileCreatedBy, memberRow(byFriend.unqId).profileCreatedBy]).toEqual([
      "self",
      "friend",
    ]);
    for (const first of [byThemself, byFriend]) {
      const mobile = newMobile();
      await prove(first.unqId, mobile);
      const relative = await relativeMade("uncle");
      const binding = `browser-${relative.unqId}`;
      checkMobileCode(mobile, "mobile-verify", await verificationCode(mobile), binding, newClientIp());
      expect(refusal(() => verifyMobileOnAccount(relative.unqId, mobile, binding))).toEqual({
        status: 409,
        message: NUMBER_TAKEN,
      });
    }
  });

  it("a number another account has unproven is taken: a relative's profile may not prove it", async () => {
    freshHour();
    const holder = await registeredMember("Female", { createdBy: "father", contactName: "Rafiq Sheikh" });
    const unproven = holder.signup.phone;
    const relative = await relativeMade("father");
    const binding = `browser-${relative.unqId}`;
    checkMobileCode(unproven, "mobile-verify", await verificationCode(unproven), binding, newClientIp());
    expect(refusal(() => verifyMobileOnAccount(relative.unqId, unproven, binding))).toEqual({
      status: 409,
      message: NUMBER_TAKEN,
    });
  });

  it("an unproven use of a shared number is refused: the API's register and a profile edit", async () => {
    freshHour();
    const shared = newMobile();
    const holder = await relativeMade();
    await prove(holder.unqId, shared);
    // The original client's register proves the e-mail only, whoever made the profile.
    expect(
      await refusalAsync(() =>
        registeredMember("Female", { phone: shared, createdBy: "father", contactName: "Rafiq Sheikh" }),
      ),
    ).toEqual({ status: 409, message: NUMBER_TAKEN });
    // A relative's profile typing the number into its edit form.
    const relative = await relativeMade("father");
    const edit = editProfileSchema.parse({ ...relative.signup, phone: shared });
    expect(await refusalAsync(() => updateOwnProfile(relative.unqId, edit, undefined, "b"))).toEqual({
      status: 409,
      message: NUMBER_TAKEN,
    });
    expect(memberRow(relative.unqId).phone).toBe(relative.signup.phone);
  });

  it("administrators see every reuse: sharedMobileNumbers and mobileForAdmin", async () => {
    freshHour();
    const shared = newMobile();
    const [first, second] = [await relativeMade("father"), await relativeMade("sister")];
    const alone = await registeredMember("Male");
    await prove(first.unqId, shared);
    await prove(second.unqId, shared);
    await prove(alone.unqId, newMobile());

    const listed = sharedMobileNumbers().find((entry) => entry.phone === shared);
    expect(listed?.accounts).toEqual([
      {
        phone: shared,
        unqId: first.unqId,
        publicId: first.publicId,
        fullName: first.fullName,
        blocked: false,
        verified: true,
      },
      {
        phone: shared,
        unqId: second.unqId,
        publicId: second.publicId,
        fullName: second.fullName,
        blocked: false,
        verified: true,
      },
    ]);
    expect(sharedMobileNumbers().some((entry) => entry.accounts.some((a) => a.unqId === alone.unqId))).toBe(false);
    expect(mobileForAdmin(first.publicId)).toEqual({
      verifiedAt: memberRow(first.unqId).mobileVerifiedAt,
      others: [{ unqId: second.unqId, publicId: second.publicId, fullName: second.fullName }],
    });
    expect(mobileForAdmin(alone.publicId)?.others).toEqual([]);
    expect(mobileForAdmin("no-such-member")).toBeNull();
  });
});

describe("signing in with a proven number (the domain)", () => {
  it("a code is stored for every number, the SMS goes only to a number an active account proved", async () => {
    freshHour();
    const member = await registeredMember("Female");
    const proven = newMobile();
    await prove(member.unqId, proven);
    const unknown = newMobile();
    const unknownFiles = smsFilesTo(dataDir(), unknown);
    requestMobileCode(unknown, "mobile-sign-in", newClientIp(), "en");
    const code = await codeSentBy(dataDir(), proven, () =>
      requestMobileCode(proven, "mobile-sign-in", newClientIp(), "en"),
    );
    // The member's SMS was written after the unknown number's would have been: there is none.
    expect(smsFilesTo(dataDir(), unknown)).toEqual(unknownFiles);
    const stored = (address: string) =>
      getDb()
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.address, address), eq(emailCodes.purpose, "mobile-sign-in")))
        .all();
    expect(stored(unknown)).toHaveLength(1);
    expect(stored(proven)).toHaveLength(1);
    // Both throttled alike.
    later(10 * SECOND);
    expect(refusal(() => requestMobileCode(unknown, "mobile-sign-in", newClientIp(), "en")).status).toBe(429);
    expect(refusal(() => requestMobileCode(proven, "mobile-sign-in", newClientIp(), "en")).status).toBe(429);

    confirmMobileCode(proven, "mobile-sign-in", code, "b-sign-in", newClientIp());
    expect(profilesForMobile(proven, "mobile-sign-in", "b-sign-in")).toEqual([
      { publicId: member.publicId, fullName: member.fullName },
    ]);
    expect(completeMobileSignIn(proven, "b-sign-in")).toBe(member.unqId);
    expect(refusal(() => completeMobileSignIn(proven, "b-sign-in")).status).toBe(403);
  });

  it("a shared number signs in to the profile chosen, and only to one of its own", async () => {
    freshHour();
    const shared = newMobile();
    const [first, second] = [await relativeMade("father"), await relativeMade("uncle")];
    await prove(first.unqId, shared);
    await prove(second.unqId, shared);
    const stranger = await registeredMember("Male");
    const code = await codeSentBy(dataDir(), shared, () =>
      requestMobileCode(shared, "mobile-sign-in", newClientIp(), "en"),
    );
    confirmMobileCode(shared, "mobile-sign-in", code, "b-shared", newClientIp());
    expect(profilesForMobile(shared, "mobile-sign-in", "b-shared").map((p) => p.publicId)).toEqual([
      first.publicId,
      second.publicId,
    ]);
    expect(refusal(() => completeMobileSignIn(shared, "b-shared"))).toEqual({
      status: 400,
      message: "Please choose the profile.",
    });
    expect(refusal(() => completeMobileSignIn(shared, "b-shared", stranger.publicId))).toEqual({
      status: 400,
      message: "Please choose the profile.",
    });
    expect(completeMobileSignIn(shared, "b-shared", second.publicId)).toBe(second.unqId);
  });
});

describe("changing a number", () => {
  it("proving a new number tells the old one by SMS only when the old one was proven", async () => {
    freshHour();
    const member = await registeredMember("Male");
    const unprovenOld = member.signup.phone;
    const [second, third] = [newMobile(), newMobile()];
    await prove(member.unqId, second);
    expect(smsQueuedTo(unprovenOld)).toEqual([]);
    expect(memberRow(member.unqId)).toMatchObject({ phone: second });

    await prove(member.unqId, third);
    const queued = smsQueuedTo(second);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: "mobile-changed", status: "pending", aboutUnqId: member.unqId });
    expect(JSON.parse(queued[0].body!)).toEqual({ template: "mobileChanged", language: "en", values: {} });
    expect(memberRow(member.unqId)).toMatchObject({ phone: third });
    // Nothing goes to the new number, and proving the same number again tells nobody.
    expect(smsQueuedTo(third)).toEqual([]);
    await prove(member.unqId, third);
    expect(smsQueuedTo(second)).toHaveLength(1);
    expect(smsQueuedTo(third)).toEqual([]);
  });

  it("a profile edit that changes the number makes it unproven and tells the old proven number", async () => {
    freshHour();
    const member = await registeredMember("Female");
    const proven = newMobile();
    await prove(member.unqId, proven);
    const typed = newMobile();
    const saved = await updateOwnProfile(
      member.unqId,
      editProfileSchema.parse({ ...member.signup, phone: typed }),
      undefined,
      "b",
    );
    expect(saved).toBeDefined();
    expect(memberRow(member.unqId)).toMatchObject({ phone: typed, mobileVerifiedAt: null });
    expect(smsQueuedTo(proven)).toHaveLength(1);
    // The same edit again, on an unproven number: nothing more to tell.
    const again = newMobile();
    await updateOwnProfile(member.unqId, editProfileSchema.parse({ ...member.signup, phone: again }), undefined, "b");
    expect(smsQueuedTo(typed)).toEqual([]);
  });

  it("a profile edit that keeps the number keeps it proven", async () => {
    freshHour();
    const member = await registeredMember("Female");
    const proven = newMobile();
    await prove(member.unqId, proven);
    const verifiedAt = memberRow(member.unqId).mobileVerifiedAt;
    await updateOwnProfile(
      member.unqId,
      editProfileSchema.parse({ ...member.signup, phone: proven, working: "Doctor" }),
      undefined,
      "b",
    );
    expect(memberRow(member.unqId)).toMatchObject({ phone: proven, mobileVerifiedAt: verifiedAt, working: "Doctor" });
    expect(smsQueuedTo(proven)).toEqual([]);
  });

  it("a member whose number is shared with a relative's profiles can still save their profile", async () => {
    freshHour();
    const shared = newMobile();
    const [first, second] = [await relativeMade("father"), await relativeMade("sister")];
    await prove(first.unqId, shared);
    await prove(second.unqId, shared);
    for (const member of [first, second]) {
      await updateOwnProfile(
        member.unqId,
        editProfileSchema.parse({ ...member.signup, phone: shared, about: "Family of five, from Lucknow." }),
        undefined,
        "b",
      );
      expect(memberRow(member.unqId)).toMatchObject({ phone: shared, about: "Family of five, from Lucknow." });
      expect(memberRow(member.unqId).mobileVerifiedAt).not.toBeNull();
    }
    expect(readSmsOutbox(dataDir()).filter((sms) => sms.template.startsWith("mobileChanged"))).toEqual([]);
  });
});
