import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { candidateConsents } from "~/db/schema-candidate";
import {
  ALREADY_CONFIRMED,
  PROFILE_CHANGED,
  checkCandidateCode,
  confirmCandidate,
  consentByCode,
  consentByLink,
  ERASE_AFTER_MS,
  inviteCandidate,
  LINK_GONE,
  refuseCandidate,
  REMIND_AFTER_MS,
  remindAndExpireCandidates,
  SAME_AS_CREATOR,
  waitingFor,
} from "~/domain/accounts/candidate-consent.server";
import { listProfiles } from "~/domain/listing/listing.server";
import { saveToShortlist } from "~/domain/listing/shortlist.server";
import { sendConnectionRequest } from "~/domain/connections/connections.server";
import { getMemberProfile } from "~/domain/profiles/profiles.server";
import { maySeePhoto, photoViewerOf } from "~/domain/profiles/photo-access.server";
import {
  CANDIDATE_CONTACT_INVALID,
  CANDIDATE_CONTACT_REQUIRED,
  maskedContact,
  parseCandidateContact,
} from "~/forms/candidate-contact";
import { shortSignupSchema } from "~/forms/signup";
import { removeExpiredRows } from "~/domain/site/housekeeping.server";
import { getEnv } from "~/services/env.server";
import { addMember, viewerOf } from "../support/match-members";
import { newShortSignup, newSignup } from "../support/members";
import { readOutbox, readSmsOutbox } from "../support/outbox";
import { refusal, refusalAsync } from "../support/refusal";
import { registeredMember } from "../support/unit-members";

// A relative's profile waits for the person it is for (docs/product-rules.md §31a, issue 41): nobody else sees it
// until they confirm with the code or the link; a refusal or 30 days erase it; one reminder after two days.

const IP = "198.51.100.41";
const DAY = 24 * 3600_000;
const outbox = () => readOutbox(getEnv().DATA_DIR);
let counter = 0;
const candidateEmail = () => `aisha-${Date.now()}-${++counter}@example.in`;

/** A bride's profile her father registers, and the invitation e-mailed to her: its code and its link's token. */
async function fatherRegistersDaughter(contact = candidateEmail()) {
  const bride = await registeredMember("Female", {
    fullName: "Aisha Khan",
    createdBy: "father",
    contactName: "Abdul Khan",
    candidateContact: contact,
  });
  const mail = outbox()
    .filter((m) => m.to === contact)
    .at(-1);
  return {
    bride,
    contact,
    mail,
    code: mail?.text.match(/\b(\d{6})\b/)?.[1],
    token: mail?.text.match(/token=([\w-]+)/)?.[1],
  };
}

const awaiting = (unqId: number) =>
  getDb().select({ awaiting: members.awaitingCandidate }).from(members).where(eq(members.unqId, unqId)).get()?.awaiting;
const consentOf = (unqId: number) =>
  getDb().select().from(candidateConsents).where(eq(candidateConsents.memberUnqId, unqId)).get();
const groom = () => viewerOf(addMember({ gender: "Male" }));
const listedIds = (viewer: ReturnType<typeof groom>) =>
  listProfiles(viewer, {}, 1000).cards.map((card) => card.publicId);

afterEach(() => vi.useRealTimers());

describe("the candidate's contact", () => {
  it("reads a mobile as its ten digits and an address in lower case; anything else is refused", () => {
    expect(parseCandidateContact(" +91 98765-43210 ")).toEqual({ channel: "sms", address: "9876543210" });
    expect(parseCandidateContact("Aisha@Example.IN")).toEqual({ channel: "email", address: "aisha@example.in" });
    for (const bad of ["", "12345", "aisha@", "not a contact"]) expect(parseCandidateContact(bad)).toBeNull();
    expect(maskedContact("9876543210")).toBe("98•••••210");
    expect(maskedContact("aisha@example.in")).toBe("ai•••@example.in");
  });

  it("is required at signup for a relative, refused when malformed, and dropped For myself", () => {
    const form = (overrides: Record<string, string>) =>
      shortSignupSchema.safeParse(
        newShortSignup({ profileFor: "father:Female", contactName: "Abdul Khan", ...overrides }),
      );
    const { candidateContact: _typed, ...without } = newShortSignup({ profileFor: "father:Female" });
    expect(shortSignupSchema.safeParse(without).error?.issues).toEqual([
      expect.objectContaining({ path: ["candidateContact"], message: CANDIDATE_CONTACT_REQUIRED }),
    ]);
    expect(form({ candidateContact: "12" }).error?.issues[0].message).toBe(CANDIDATE_CONTACT_INVALID);
    expect(form({ candidateContact: "098765 43210" }).data?.candidateContact).toBe("9876543210");
    expect(
      form({ profileFor: "self", gender: "Female", candidateContact: "x@y.in" }).data?.candidateContact,
    ).toBeUndefined();
  });
});

describe("a profile a father creates for his daughter", () => {
  it("is hidden from everyone but him until she confirms with the code, then listed", async () => {
    const { bride, contact, mail, code } = await fatherRegistersDaughter();
    expect(mail?.subject).toContain("please confirm the marriage profile made for you");
    expect(mail?.text).toContain("Made by: Father");
    expect(awaiting(bride.unqId)).toBe(true);
    expect(waitingFor(bride.unqId)?.contact).toEqual({ channel: "email", address: contact });

    const him = groom();
    expect(listedIds(him)).not.toContain(bride.publicId);
    expect(getMemberProfile(him, bride.publicId)).toBeNull();
    expect(refusal(() => saveToShortlist(him, bride.publicId)).status).toBe(404);
    expect((await refusalAsync(() => sendConnectionRequest(him, bride.publicId))).status).toBe(404);
    // Her own side may not reach out either: a request would show the profile.
    expect((await refusalAsync(() => sendConnectionRequest(bride, him.publicId))).status).toBe(403);
    const row = getDb().select().from(members).where(eq(members.unqId, bride.unqId)).get()!;
    expect(maySeePhoto(photoViewerOf(him), row)).toBe(false);

    const binding = "candidate-browser";
    expect(refusal(() => checkCandidateCode(contact, "000000", binding, IP)).message).toBe(
      "Invalid OTP. Please try again.",
    );
    const address = checkCandidateCode(contact.toUpperCase(), code!, binding, IP);
    expect(consentByCode(address)).toBe(bride.unqId);
    confirmCandidate({ unqId: bride.unqId, by: "code", address, binding }, bride.publicId);
    expect(awaiting(bride.unqId)).toBe(false);
    expect(consentOf(bride.unqId)).toMatchObject({ address: contact, tokenHash: null });
    expect(consentOf(bride.unqId)?.confirmedAt).toBeInstanceOf(Date);
    expect(listedIds(him)).toContain(bride.publicId);
    expect(getMemberProfile(him, bride.publicId)).not.toBeNull();
    // Done once: the code is used up, a second confirmation is refused.
    expect(refusal(() => confirmCandidate({ unqId: bride.unqId, by: "link" }, bride.publicId))).toEqual({
      status: 409,
      message: ALREADY_CONFIRMED,
    });
  });

  it("opens by its link; a refusal erases the profile and tells the creator in his language", async () => {
    const { bride, token } = await fatherRegistersDaughter();
    getDb().update(members).set({ language: "hi" }).where(eq(members.unqId, bride.unqId)).run();
    expect(consentByLink(token!, IP)).toBe(bride.unqId);
    expect(refusal(() => consentByLink("x".repeat(43), IP))).toEqual({ status: 404, message: LINK_GONE });
    refuseCandidate({ unqId: bride.unqId, by: "link" }, bride.publicId);
    expect(getDb().select().from(members).where(eq(members.unqId, bride.unqId)).get()).toBeUndefined();
    expect(consentOf(bride.unqId)).toBeUndefined();
    const goodbye = getDb().select().from(mailQueue).where(eq(mailQueue.toEmail, bride.email)).all().at(-1);
    expect(goodbye?.body).toContain("जिनके लिए प्रोफ़ाइल बनाई गई थी, उन्होंने मना कर दिया");
    expect(goodbye?.subject).not.toContain("Aisha");
    expect(refusal(() => consentByLink(token!, IP)).status).toBe(404);
  });

  it("decides only on the profile the candidate read: another id is refused, nothing erased", async () => {
    const { bride } = await fatherRegistersDaughter();
    const { bride: other } = await fatherRegistersDaughter();
    const proof = { unqId: bride.unqId, by: "link" } as const;
    for (const decide of [() => refuseCandidate(proof, other.publicId), () => confirmCandidate(proof, other.publicId)])
      expect(refusal(decide)).toEqual({ status: 409, message: PROFILE_CHANGED });
    expect(awaiting(bride.unqId)).toBe(true);
    refuseCandidate(proof, bride.publicId);
    expect(awaiting(bride.unqId)).toBeUndefined();
    // A second decision (a confirm sent with the refusal) finds nothing waiting: refused, not erased twice.
    expect(refusal(() => confirmCandidate(proof, bride.publicId)).status).toBe(409);
  });

  it("refuses the creator's own address or number as the candidate's, and writes nothing", async () => {
    const signup = newSignup({ gender: "Female" });
    const own = await refusalAsync(() =>
      registeredMember("Female", {
        createdBy: "mother",
        contactName: "Rukhsana",
        email: signup.email,
        candidateContact: signup.email.toUpperCase(),
      }),
    );
    expect(own.message).toBe(SAME_AS_CREATOR);
    expect(getDb().select().from(members).where(eq(members.email, signup.email)).get()).toBeUndefined();
  });

  it("sends an SMS with the code and the link to a mobile", async () => {
    const mobile = `97${String(Date.now()).slice(-8)}`;
    const { bride } = await fatherRegistersDaughter(mobile);
    const sms = readSmsOutbox(getEnv().DATA_DIR)
      .filter((m) => m.to === `+91${mobile}`)
      .at(-1);
    expect(sms?.template).toBe("candidateInvite (en)");
    expect(sms?.text).toMatch(/Code \d{6} \(10 minutes\), or open http\S+confirm-profile\?token=/);
    expect(waitingFor(bride.unqId)?.contact).toEqual({ channel: "sms", address: mobile });
  });
});

describe("a profile registered without the candidate's contact (the original client)", () => {
  it("waits with nothing sent; the creator gives a contact (not his own), then sends again once a minute", async () => {
    const bride = await registeredMember("Female", { createdBy: "brother", contactName: "Imran" });
    expect(awaiting(bride.unqId)).toBe(true);
    expect(waitingFor(bride.unqId)).toEqual({ contact: null, invitedAt: null });
    expect((await refusalAsync(() => inviteCandidate(bride.unqId, null, IP, "en"))).message).toBe(
      CANDIDATE_CONTACT_INVALID,
    );
    expect((await refusalAsync(() => inviteCandidate(bride.unqId, bride.signup.phone, IP, "en"))).message).toBe(
      SAME_AS_CREATOR,
    );
    const contact = candidateEmail();
    await inviteCandidate(bride.unqId, contact, IP, "ur");
    const mail = outbox().filter((m) => m.to === contact);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("آپ کا کوڈ");
    expect((await refusalAsync(() => inviteCandidate(bride.unqId, null, IP, "en"))).status).toBe(429);
  });

  it("leaves self-created profiles and a register without createdBy as they were", async () => {
    const plain = await registeredMember("Female");
    const self = await registeredMember("Female", { createdBy: "self" });
    for (const member of [plain, self]) {
      expect(awaiting(member.unqId)).toBe(false);
      expect(consentOf(member.unqId)).toBeUndefined();
      expect(listedIds(groom())).toContain(member.publicId);
    }
  });
});

describe("the housekeeping's clock", () => {
  it("reminds once after two days, and erases an unconfirmed profile after 30", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2027-01-10T08:00:00Z");
    vi.setSystemTime(start);
    const { bride, contact, token } = await fatherRegistersDaughter();
    const reminders = () =>
      getDb()
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.kind, "candidate-reminder"))
        .all()
        .filter((mail) => mail.toEmail === contact);

    // The hourly housekeeping runs the step (the server's, and `npm run housekeeping`'s).
    vi.setSystemTime(start + REMIND_AFTER_MS - 60_000);
    removeExpiredRows();
    expect(reminders()).toHaveLength(0);
    vi.setSystemTime(start + REMIND_AFTER_MS + 60_000);
    removeExpiredRows();
    removeExpiredRows();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].body).toContain("still waits for your answer");
    // The reminder's link replaces the first one.
    expect(refusal(() => consentByLink(token!, IP)).status).toBe(404);
    const newToken = reminders()[0].body!.match(/token=([\w-]+)/)![1];
    expect(consentByLink(newToken, IP)).toBe(bride.unqId);

    vi.setSystemTime(start + ERASE_AFTER_MS - 60_000);
    removeExpiredRows();
    expect(awaiting(bride.unqId)).toBe(true);
    vi.setSystemTime(start + ERASE_AFTER_MS + 60_000);
    expect(remindAndExpireCandidates().erased).toBeGreaterThanOrEqual(1);
    expect(awaiting(bride.unqId)).toBeUndefined();
    const goodbye = getDb().select().from(mailQueue).where(eq(mailQueue.toEmail, bride.email)).all().at(-1);
    expect(goodbye?.body).toContain("did not confirm it within 30 days");
  });

  it("never touches a confirmed profile", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2027-03-01T08:00:00Z");
    vi.setSystemTime(start);
    const { bride } = await fatherRegistersDaughter();
    confirmCandidate({ unqId: bride.unqId, by: "link" }, bride.publicId);
    vi.setSystemTime(start + 40 * DAY);
    remindAndExpireCandidates();
    expect(awaiting(bride.unqId)).toBe(false);
  });
});
