import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { guardianAccounts, members, sessions } from "~/db/schema";
import { biodataLinks } from "~/db/schema-biodata";
import { candidateConsents } from "~/db/schema-candidate";
import { consents } from "~/db/schema-law";
import { recordSignIn } from "~/domain/accounts/access-log.server";
import { countDataDownload, exportMemberData } from "~/domain/accounts/data-export.server";
import { blockMember } from "~/domain/connections/blocks.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { sendMessage } from "~/domain/connections/messages.server";
import { answerOnBehalf } from "~/domain/family/guardian-access.server";
import { saveToShortlist } from "~/domain/listing/shortlist.server";
import { followPreferences } from "~/domain/matching/match-alerts.server";
import { activatePlan } from "~/domain/plans/plans.server";
import { makeBiodataLink } from "~/domain/profiles/biodata-links.server";
import { requestPhoto } from "~/domain/profiles/photo-requests.server";
import { setPhotoVisibility } from "~/domain/profiles/photo-choice.server";
import { savePreferences } from "~/domain/profiles/preferences.server";
import { answerGrievance } from "~/domain/safety/grievance-queue.server";
import { fileGrievance } from "~/domain/safety/grievances.server";
import { correctGenderAndDob } from "~/domain/safety/profile-corrections.server";
import { reportMember } from "~/domain/safety/reports.server";
import { startPhotoCheck } from "~/domain/safety/verification.server";
import { memberCode } from "~/forms/member-id";
import { UserError } from "~/services/user-error.server";
import { activeGuardian } from "../support/unit-guardians";
import { dobForAge } from "../support/members";
import { registeredMember } from "../support/unit-members";

// "Download my data" (docs/product-rules.md §41, DPDP Act s. 11): a member with one of each kind of data gets each
// kind, and nothing of another member but their public id and name; no secret goes out.

const picture = (red: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 90, b: 140 } } })
    .png()
    .toBuffer();

/** Today in India, as a plan's start date is given (§35). */
const indiaToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

const HER_MESSAGE = "Salaam, my parents would like to speak with yours after Jummah";
const HIS_MESSAGE = "Walaikum salaam, my mother will call on Sunday evening";

/** A member with every kind of data the site keeps, and the other members and secrets around it. */
async function memberWithEverything() {
  const her = await registeredMember("Female", {}, undefined, await picture(200));
  const him = await registeredMember("Male"); // a connection: they talk
  const asked = await registeredMember("Male"); // her request waits
  const admirer = await registeredMember("Male", {}, undefined, await picture(30)); // asks for her photo
  const saved = await registeredMember("Male", {}, undefined, await picture(60)); // her shortlist, her photo request
  const blocked = await registeredMember("Male");
  const reported = await registeredMember("Male");
  const admin = await registeredMember("Male");
  getDb().update(members).set({ role: "admin" }).where(eq(members.unqId, admin.unqId)).run();
  const adminViewer = { ...admin, role: "admin" as const };

  await sendConnectionRequest(him, her.publicId);
  const [fromHim] = listIncomingRequests(her.unqId).requests;
  await answerConnectionRequest(her, fromHim.id, "accept");
  sendMessage(her, fromHim.id, { body: HER_MESSAGE });
  sendMessage(him, fromHim.id, { body: HIS_MESSAGE });
  // Her guardian, who may answer, declines a request on her behalf: an entry of her guardian log.
  const guardian = await activeGuardian(her, true);
  await sendConnectionRequest(asked, her.publicId);
  const [fromAsked] = listIncomingRequests(her.unqId).requests;
  await answerOnBehalf(guardian.access(), fromAsked.id, "reject");

  setPhotoVisibility(her, "connections");
  requestPhoto(admirer, her.publicId);
  setPhotoVisibility(saved, "connections");
  requestPhoto(her, saved.publicId);
  saveToShortlist(her, saved.publicId);
  await sendConnectionRequest(her, saved.publicId);
  blockMember(her, blocked.publicId);
  reportMember(her, reported.publicId, { reason: "money", details: "He asked for a loan for his visa" });
  savePreferences(her.unqId, {
    ageFrom: 26,
    ageTo: 34,
    maritalStatuses: [],
    places: ["Lucknow"],
    maslaks: [],
    motherTongues: [],
  });
  followPreferences(her.unqId);
  const linkToken = makeBiodataLink(her.unqId, { label: "Khala's list", days: 7, maxViews: 5, showPhoto: true });
  startPhotoCheck(her);
  const ticket = fileGrievance(
    {
      name: her.fullName,
      email: her.email,
      category: "harassment",
      memberId: memberCode(reported.unqId),
      details: "He keeps writing from new numbers",
    },
    { memberUnqId: her.unqId, language: "en", clientIp: "203.0.113.9" },
  );
  answerGrievance(adminViewer, { ticket, intent: "acknowledge", message: "We are looking into it." });
  activatePlan(adminViewer, her.publicId, { plan: "premium", startDate: indiaToday() });
  correctGenderAndDob(admin.unqId, her.publicId, { gender: "Female", dob: dobForAge(28) });
  recordSignIn({ memberUnqId: her.unqId }, "203.0.113.44");
  const at = new Date();
  getDb()
    .insert(consents)
    .values({
      memberUnqId: her.unqId,
      noticeVersion: "2026-12",
      source: "signup",
      declared: true,
      language: "en",
      createdAt: at,
    })
    .run();
  // As a relative's profile would have (§31a): the candidate's own address, and the link's secret as its hash.
  getDb()
    .insert(candidateConsents)
    .values({
      memberUnqId: her.unqId,
      channel: "email",
      address: "the.candidate@example.in",
      tokenHash: "f0f0candidatetokenhash0f0f",
      invitedAt: at,
      confirmedAt: at,
      createdAt: at,
    })
    .run();
  const others = [him, asked, admirer, saved, blocked, reported, admin];
  return { her, others, guardian, linkToken, ticket };
}

// A member with every kind of data is many signups and writes: on a busy 2-core machine more than the default 5 s.
describe("exportMemberData", { timeout: 30_000 }, () => {
  it("holds each kind of the member's data, and no other member's contact details nor any secret", async () => {
    const { her, others, guardian, linkToken, ticket } = await memberWithEverything();

    const data = exportMemberData(her.unqId);
    const json = JSON.stringify(data);

    expect(data.account).toMatchObject({ email: her.email, phone: her.signup.phone, memberId: memberCode(her.unqId) });
    expect(data.profile.fullName).toBe(her.fullName);
    expect(data.photo).toMatchObject({ mime: expect.stringMatching(/^image\//), awaitingApproval: false });
    expect(Buffer.from(data.photo!.base64, "base64").length).toBe(data.photo!.bytes);
    expect(data.settings).toMatchObject({ photoVisibility: "connections", hidden: false });
    expect(data.partnerPreferences).toMatchObject({ ageFrom: 26, ageTo: 34, places: ["lucknow"] });
    expect(data.matchAlert?.follows).toBe("preferences");
    const name = (member: { publicId: string; fullName: string }) => ({
      publicId: member.publicId,
      name: member.fullName,
    });
    const [him, asked, admirer, saved, blocked, reported] = others;
    expect(data.connectionRequests.sent).toEqual([expect.objectContaining({ member: name(saved), status: "pending" })]);
    expect(data.connectionRequests.received).toEqual([
      expect.objectContaining({ member: name(him), status: "accepted" }),
      expect.objectContaining({ member: name(asked), status: "rejected", answeredByGuardian: true }),
    ]);
    expect(data.connections).toEqual([expect.objectContaining({ member: name(him) })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({ member: name(him), messagesSent: [expect.objectContaining({ text: HER_MESSAGE })] }),
    ]);
    expect(data.shortlist).toEqual([expect.objectContaining({ member: name(saved) })]);
    expect(data.photoRequests.made).toEqual([expect.objectContaining({ member: name(saved), status: "requested" })]);
    expect(data.photoRequests.received).toEqual([expect.objectContaining({ member: name(admirer) })]);
    expect(data.blocked).toEqual([expect.objectContaining({ member: name(blocked) })]);
    expect(data.reportsFiled).toEqual([
      expect.objectContaining({ member: name(reported), reason: "money", details: "He asked for a loan for his visa" }),
    ]);
    expect(data.guardians).toEqual([
      expect.objectContaining({
        name: guardian.name,
        email: guardian.email,
        status: "active",
        mayAnswerRequests: true,
      }),
    ]);
    expect(data.guardianActivity.map((entry) => entry.action)).toEqual([
      "invited",
      "accepted-invitation",
      "declined-request",
    ]);
    expect(data.biodataLinks).toEqual([
      expect.objectContaining({ label: "Khala's list", maxViews: 5, showsPhoto: true }),
    ]);
    expect(data.candidateConfirmation).toMatchObject({ address: "the.candidate@example.in" });
    expect(data.verificationRequests).toEqual([expect.objectContaining({ kind: "photo", status: "pending" })]);
    expect(data.profileCorrections).toEqual([expect.objectContaining({ field: "dob", to: dobForAge(28) })]);
    expect(data.plans).toEqual([expect.objectContaining({ plan: "premium" })]);
    // Her signup's consent, and the one this test gave to a later notice.
    expect(data.consents).toEqual(
      expect.arrayContaining([expect.objectContaining({ noticeVersion: "2026-12", declared: true })]),
    );
    expect(data.consents).toHaveLength(2);
    expect(data.complaints).toEqual([
      expect.objectContaining({
        ticket,
        concernedMember: memberCode(reported.unqId),
        answers: [expect.objectContaining({ action: "acknowledge", message: "We are looking into it." })],
      }),
    ]);
    // registerMember records the address it is given; the unit helper gives none ("unknown").
    expect(data.accountCreation).toEqual({ ip: "unknown", at: data.account.createdAt });
    expect(data.signIns).toEqual([expect.objectContaining({ ip: "203.0.113.44" })]);

    // Nothing of another member beyond their id and name: not their phone, e-mail, nor what they wrote her.
    for (const other of others) {
      expect(json).not.toContain(other.email);
      expect(json).not.toContain(other.signup.phone);
    }
    expect(json).not.toContain(HIS_MESSAGE);
    // No secret: her password hash, the guardian's, a session, the share link's secret or any token's hash.
    const secrets = [
      getDb().select({ hash: members.passwordHash }).from(members).where(eq(members.unqId, her.unqId)).get()!.hash,
      getDb().select({ hash: guardianAccounts.passwordHash }).from(guardianAccounts).get()!.hash,
      ...getDb()
        .select({ hash: biodataLinks.tokenHash })
        .from(biodataLinks)
        .all()
        .map((row) => row.hash),
      ...getDb()
        .select({ id: sessions.id })
        .from(sessions)
        .all()
        .map((row) => row.id),
      linkToken.split(".")[1],
      "f0f0candidatetokenhash0f0f",
    ];
    for (const secret of secrets) expect(json).not.toContain(secret);
    expect(json).not.toMatch(/passwordHash|tokenHash/);
  });
});

describe("countDataDownload", () => {
  afterEach(() => vi.useRealTimers());

  it("allows three a day, refuses the fourth saying when, and allows one again a day after the first", async () => {
    const member = await registeredMember("Female");
    const other = await registeredMember("Male");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T09:00:00Z"));
    countDataDownload(member.unqId);
    vi.setSystemTime(new Date("2026-12-01T13:00:00Z"));
    countDataDownload(member.unqId);
    countDataDownload(member.unqId);
    vi.setSystemTime(new Date("2026-12-01T20:00:00Z"));
    const refused = (() => {
      try {
        countDataDownload(member.unqId);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(UserError);
    expect(refused).toMatchObject({
      status: 429,
      message: "You can download your data up to 3 times a day. Please try again in 13 hours.",
      retryAfterSeconds: 13 * 3600,
    });
    // A refusal counts nothing: the next day, a day after the first download, one more is allowed, not two.
    vi.setSystemTime(new Date("2026-12-02T09:00:01Z"));
    countDataDownload(member.unqId);
    expect(() => countDataDownload(member.unqId)).toThrow("Please try again in 4 hours.");
    // Another member's downloads are their own.
    expect(() => countDataDownload(other.unqId)).not.toThrow();
  });
});
