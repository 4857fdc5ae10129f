import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { erasedMemberReports, reports } from "~/db/schema-safety";
import { blockedMemberContacts } from "~/db/schema-verification";
import { eraseAccount } from "~/domain/accounts/account-erasure.server";
import { checkMobileCode, sendVerificationCode } from "~/domain/accounts/mobile-codes.server";
import { verifyMobileOnAccount } from "~/domain/accounts/mobile-numbers.server";
import { editOwnProfile } from "~/domain/profiles/profiles.server";
import { createOrPromoteAdmin, setBlocked } from "~/domain/safety/admin.server";
import { openReportQueue, reportHistoryOf } from "~/domain/safety/report-queue.server";
import { actOnReports, reportMember } from "~/domain/safety/reports.server";
import { addStory } from "~/domain/site/stories.server";
import { editProfileSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { codeSentBy } from "../support/sms-codes";
import { registeredMember } from "../support/unit-members";

// Signals of a fake profile (issue 37, item 4; docs/product-rules.md §39): the same photo on two members' accounts,
// and an account an administrator blocked coming back with its phone number or e-mail address. Each is a report
// the site raises, in the queue and on the member's admin page.

const stamp = String(Date.now()).slice(-7);
let n = 0;
/** A phone number and address of this file's own (Indian mobiles, so that one can be proven by SMS). */
const fresh = () => {
  n += 1;
  return { email: `signals.${stamp}.${n}@example.in`, phone: `8${stamp}${String(n).padStart(2, "0")}` };
};

/** A real picture of one colour: each colour is other bytes, so another photo id. */
const picture = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .png()
    .toBuffer();

type Member = Awaited<ReturnType<typeof registeredMember>>;

const withPhoto = async (gender: "Male" | "Female", red: number) =>
  registeredMember(gender, fresh(), undefined, await picture(red));

/** The member saves their profile form as it is, with `changes` (a new photo, a new phone number). */
const edit = async (member: Member, changes: { phone?: string; photo?: Buffer } = {}) => {
  const { createdBy: _c, contactName: _n, ...signup } = member.signup;
  const input = editProfileSchema.parse({ ...signup, phone: changes.phone ?? member.signup.phone });
  return editOwnProfile(member.unqId, input, { clientIp: "198.51.100.30", photo: changes.photo });
};

/** The open flags of one kind the site raised about a member, as the queue shows them. */
const flagsOf = (member: Member, signal: "same-photo" | "blocked-return" | "returning") =>
  (openReportQueue().find((group) => group.member.publicId === member.publicId)?.reports ?? []).filter(
    (report) => report.signal === signal,
  );
/** The other account each open same-photo flag about a member names. */
const samePhotoWith = (member: Member) =>
  flagsOf(member, "same-photo")
    .map((flag) => flag.matchedAccount?.publicId)
    .sort();

async function administrator() {
  const admin = await registeredMember("Male", fresh());
  getDb().update(members).set({ role: "admin" }).where(eq(members.unqId, admin.unqId)).run();
  return { ...admin, role: "admin" as const };
}

describe("the same photo on two accounts", () => {
  it("flags both accounts at signup and at a profile edit, each naming the other, once per pair", async () => {
    const first = await withPhoto("Female", 11);
    const other = await withPhoto("Female", 12);
    expect(samePhotoWith(first)).toEqual([]);

    const second = await withPhoto("Female", 11); // signup with the first one's picture
    expect(samePhotoWith(first)).toEqual([second.publicId]);
    expect(samePhotoWith(second)).toEqual([first.publicId]);
    const [flag] = flagsOf(second, "same-photo");
    expect(flag).toMatchObject({ reason: "fake", reporter: null, details: null, message: null, status: "open" });
    expect(flag.matchedAccount).toEqual({ unqId: first.unqId, publicId: first.publicId, fullName: first.fullName });

    const third = await registeredMember("Female", fresh());
    await edit(third, { photo: await picture(11) }); // a profile edit to the same picture
    expect(samePhotoWith(third)).toEqual([first.publicId, second.publicId].sort());
    expect(samePhotoWith(first)).toEqual([second.publicId, third.publicId].sort());

    // Re-uploads, and going away and back, add nothing while the flags are open.
    await edit(third, { photo: await picture(11) });
    await edit(first, { photo: await picture(11) });
    await edit(second, { photo: await picture(13) });
    await edit(second, { photo: await picture(11) });
    expect(flagsOf(first, "same-photo")).toHaveLength(2);
    expect(flagsOf(second, "same-photo")).toHaveLength(2);
    expect(flagsOf(third, "same-photo")).toHaveLength(2);
    expect(samePhotoWith(other)).toEqual([]);
    expect(reportHistoryOf(second.publicId).reports.map((report) => report.signal)).toEqual([
      "same-photo",
      "same-photo",
    ]);
  });

  it("is not raised by a story showing a member's photo; a flagged account's erasure keeps nothing of it", async () => {
    const admin = await administrator();
    const story = { names: "Ayesha & Imran", city: "Lucknow", year: 2024, text: "We met here.", photoConsent: "on" };
    await addStory(admin, story, await picture(21));
    const member = await withPhoto("Female", 21);
    expect(flagsOf(member, "same-photo")).toEqual([]);

    const copy = await withPhoto("Female", 21);
    expect(samePhotoWith(member)).toEqual([copy.publicId]);
    const kept = getDb().select().from(erasedMemberReports).all().length;
    eraseAccount(copy.unqId);
    // The flag about the copy went with it; the one about the member stays, naming an account now gone.
    expect(flagsOf(member, "same-photo").map((flag) => flag.matchedAccount)).toEqual([null]);
    expect(getDb().select().from(erasedMemberReports).all()).toHaveLength(kept);
  });
});

/** A member an administrator blocked (from the member's page, or Block in the reports queue). */
async function blockedMember(gender: "Male" | "Female" = "Female") {
  const contact = fresh();
  const member = await registeredMember(gender, contact);
  setBlocked(member.publicId, true);
  return { member, contact };
}

const keptFor = (unqId: number | null) =>
  getDb()
    .select()
    .from(blockedMemberContacts)
    .all()
    .filter((row) => row.memberUnqId === unqId);

describe("an account an administrator blocked", () => {
  it("leaves keyed hashes of its number and address, kept when it is erased, dropped when unblocked", async () => {
    const { member, contact } = await blockedMember();
    const [row] = keptFor(member.unqId);
    const text = JSON.stringify(getDb().select().from(blockedMemberContacts).all());
    expect(text).not.toContain(contact.phone);
    expect(text).not.toContain(contact.email);
    expect(row.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    setBlocked(member.publicId, true); // blocked again: still one row, with the first block's date
    expect(keptFor(member.unqId)).toEqual([row]);
    eraseAccount(member.unqId);
    expect(getDb().select().from(blockedMemberContacts).all()).toContainEqual({ ...row, memberUnqId: null });

    const { member: forgiven } = await blockedMember();
    expect(keptFor(forgiven.unqId)).toHaveLength(1);
    setBlocked(forgiven.publicId, false);
    expect(keptFor(forgiven.unqId)).toEqual([]);
    // admin:create promoting a blocked member unblocks them too.
    const { member: promoted } = await blockedMember();
    expect(await createOrPromoteAdmin(promoted.email, "admin-pass-signals")).toBe("promoted");
    expect(keptFor(promoted.unqId)).toEqual([]);
  });

  it("is noticed when a new account registers with its phone number or e-mail address, once erased", async () => {
    const { member, contact } = await blockedMember();
    eraseAccount(member.unqId);
    const samePhone = await registeredMember("Female", { phone: contact.phone, email: fresh().email });
    const sameEmail = await registeredMember("Female", { phone: fresh().phone, email: contact.email.toUpperCase() });
    const unrelated = await registeredMember("Female", fresh());

    const [flag] = flagsOf(samePhone, "blocked-return");
    expect(flag).toMatchObject({ reason: "fake", reporter: null, status: "open", matchedAccount: null });
    expect(flag.blockedReturn?.matched).toBe("phone");
    expect(Date.parse(flag.blockedReturn!.blockedAt!)).toBeLessThanOrEqual(Date.now());
    expect(flagsOf(sameEmail, "blocked-return").map((f) => f.blockedReturn?.matched)).toEqual(["email"]);
    expect(openReportQueue().some((group) => group.member.publicId === unrelated.publicId)).toBe(false);
    expect(reportHistoryOf(samePhone.publicId).reports.map((report) => report.signal)).toEqual(["blocked-return"]);
    // What the administrator is given names neither the number nor a hash.
    const shown = JSON.stringify(openReportQueue());
    expect(shown).not.toContain(contact.phone);
    expect(shown).not.toMatch(/[0-9a-f]{64}/);
  });

  it("is noticed when a member changes to its number, once while the flag is open", async () => {
    const { member, contact } = await blockedMember();
    eraseAccount(member.unqId);
    const changing = await registeredMember("Female", fresh());
    await edit(changing, { phone: contact.phone });
    await edit(changing, { phone: fresh().phone });
    await edit(changing, { phone: contact.phone });
    expect(flagsOf(changing, "blocked-return").map((flag) => flag.blockedReturn?.matched)).toEqual(["phone"]);
  });

  it("is not noticed once it was unblocked, even after its erasure", async () => {
    const { member, contact } = await blockedMember();
    setBlocked(member.publicId, false);
    eraseAccount(member.unqId);
    const again = await registeredMember("Female", { phone: contact.phone, email: contact.email });
    expect(flagsOf(again, "blocked-return")).toEqual([]);
  });

  it("reported, blocked from the queue and erased: a return is flagged for each, apart", async () => {
    const contact = fresh();
    const her = await registeredMember("Female", contact);
    const him = await registeredMember("Male", fresh());
    reportMember(him, her.publicId, { reason: "money" });
    const admin = await administrator();
    expect(actOnReports(admin, her.publicId, "block")).toBe(1);
    eraseAccount(her.unqId);
    const back = await registeredMember("Female", { phone: contact.phone, email: contact.email });
    expect(flagsOf(back, "returning").map((flag) => flag.returning?.matched)).toEqual(["both"]);
    expect(flagsOf(back, "blocked-return").map((flag) => flag.blockedReturn?.matched)).toEqual(["both"]);
    // The member's own report about her was kept (issue 35); the site's flags about the new account are not.
    const kept = getDb().select().from(erasedMemberReports).all().length;
    eraseAccount(back.unqId);
    expect(getDb().select().from(erasedMemberReports).all()).toHaveLength(kept);
    expect(
      getDb()
        .select()
        .from(reports)
        .all()
        .filter((r) => r.reportedUnqId === back.unqId),
    ).toEqual([]);
  });
});

describe("a relative's number proven on a blocked profile and then on another", () => {
  afterAll(() => vi.useRealTimers());

  it("is flagged at the mobile number's proof, naming the blocked account while it exists", async () => {
    // Codes to one number go a minute apart: the clock is moved by hand, forward only.
    vi.useFakeTimers({ toFake: ["Date"] });
    let clock = Date.now() + 3600_000;
    const tick = () => vi.setSystemTime(new Date((clock += 2 * 60_000)));
    tick();
    const father = { createdBy: "father", contactName: "Rafiq Sheikh" };
    const mobile = fresh().phone;
    const prove = async (unqId: number) => {
      const binding = `browser-${unqId}`;
      const code = await codeSentBy(getEnv().DATA_DIR, mobile, () =>
        sendVerificationCode(mobile, "198.51.100.31", "en"),
      );
      checkMobileCode(mobile, "mobile-verify", code, binding, "198.51.100.31");
      verifyMobileOnAccount(unqId, mobile, binding);
      tick();
    };
    const sister = await registeredMember("Female", { ...fresh(), ...father });
    await prove(sister.unqId);
    setBlocked(sister.publicId, true);
    const brother = await registeredMember("Male", { ...fresh(), ...father });
    await prove(brother.unqId);
    const [flag] = flagsOf(brother, "blocked-return");
    expect(flag.blockedReturn?.matched).toBe("phone");
    expect(flag.matchedAccount?.publicId).toBe(sister.publicId);
  });
});
