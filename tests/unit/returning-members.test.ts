import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { erasedMemberReports, reports } from "~/db/schema-safety";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { sendMessage } from "~/domain/connections/messages.server";
import { editOwnProfile } from "~/domain/profiles/profiles.server";
import { openReportQueue, reportHistoryOf } from "~/domain/safety/report-queue.server";
import { actOnReports, reportMember } from "~/domain/safety/reports.server";
import { editProfileSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { registeredMember } from "../support/unit-members";

// Issue 35, item 8: a reported member who deletes their account leaves the reports behind with keyed hashes of
// their phone number and e-mail address (never either), and a new account with the same is flagged to the
// administrators in the reports queue.

const stamp = String(Date.now()).slice(-7);
let n = 0;
const fresh = () => {
  n += 1;
  return { email: `returning.${stamp}.${n}@example.in`, phone: `93${stamp}${n}` };
};

/** A woman two men reported (one quoting her message), who then deletes her account; her phone and address. */
async function reportedAndGone() {
  const contact = fresh();
  const her = await registeredMember("Female", { ...contact, fullName: "Mehrunnisa Gone" });
  const [first, second] = [await registeredMember("Male"), await registeredMember("Male")];
  await sendConnectionRequest(first, her.publicId);
  const [request] = listIncomingRequests(her.unqId).requests;
  await answerConnectionRequest(her, request.id, "accept");
  const messageId = sendMessage(her, request.id, { body: "Send 5,000 rupees to Mehrunnisa" });
  reportMember(first, her.publicId, { reason: "money", details: "Mehrunnisa asked for money" }, { messageId });
  reportMember(second, her.publicId, { reason: "fake" });
  await deleteAccount(her.unqId, her.password);
  return contact;
}

const flagsOf = (publicId: string) =>
  (openReportQueue().find((group) => group.member.publicId === publicId)?.reports ?? []).filter((r) => r.returning);

const keyed = (kind: string, value: string) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(`erased-contact\0${kind}\0${value}`).digest("hex");

describe("reports about a member who deletes their account", () => {
  it("are kept with keyed hashes of her phone and address, without the details or the quoted message", async () => {
    const before = getDb().select().from(erasedMemberReports).all().length;
    const contact = await reportedAndGone();
    const kept = getDb().select().from(erasedMemberReports).all().slice(before);
    expect(kept.map((row) => [row.reason, row.status])).toEqual([
      ["money", "open"],
      ["fake", "open"],
    ]);
    for (const row of kept) {
      expect(row.phoneHash).toBe(keyed("phone", contact.phone));
      expect(row.emailHash).toBe(keyed("email", contact.email));
      // Keyed: not the plain hash anyone can compute for every mobile number.
      expect(row.phoneHash).not.toBe(createHash("sha256").update(contact.phone).digest("hex"));
    }
    expect(JSON.stringify(getDb().select().from(reports).all())).not.toContain("Mehrunnisa");
  });
});

describe("a new account with a deleted, reported account's phone number or address", () => {
  it("is flagged to administrators in the reports queue and on its admin page, saying what matched", async () => {
    const gone = await reportedAndGone();
    const samePhone = await registeredMember("Female", { phone: gone.phone, email: fresh().email });
    const sameEmail = await registeredMember("Female", { phone: fresh().phone, email: gone.email.toUpperCase() });
    const unrelated = await registeredMember("Female", fresh());

    const [phoneFlag] = flagsOf(samePhone.publicId);
    expect(phoneFlag).toMatchObject({ reporter: null, status: "open", details: null, message: null });
    expect(phoneFlag.returning).toMatchObject({ matched: "phone", reports: 2 });
    expect([...phoneFlag.returning!.reasons].sort()).toEqual(["fake", "money"]);
    expect(flagsOf(sameEmail.publicId).map((flag) => flag.returning?.matched)).toEqual(["email"]);
    expect(flagsOf(unrelated.publicId)).toEqual([]);
    expect(reportHistoryOf(samePhone.publicId).reports.map((report) => report.returning?.matched)).toEqual(["phone"]);
  });

  it("is flagged when a member changes to that number, once while the flag is open; Dismiss answers it", async () => {
    const gone = await reportedAndGone();
    const member = await registeredMember("Female", fresh());
    expect(flagsOf(member.publicId)).toEqual([]);
    const edit = (phone: string) => {
      const { createdBy: _c, contactName: _n, ...signup } = member.signup;
      return editOwnProfile(member.unqId, editProfileSchema.parse({ ...signup, phone }), { clientIp: "198.51.100.9" });
    };
    await edit(gone.phone);
    await edit(fresh().phone);
    await edit(gone.phone);
    expect(flagsOf(member.publicId).map((flag) => flag.returning?.matched)).toEqual(["phone"]);

    const admin = await registeredMember("Male");
    getDb().update(members).set({ role: "admin" }).where(eq(members.unqId, admin.unqId)).run();
    expect(actOnReports({ ...admin, role: "admin" }, member.publicId, "dismiss")).toBe(1);
    expect(flagsOf(member.publicId)).toEqual([]);
  });

  it("keeps no flag of its own when it is deleted in turn: the reports it matched are kept already", async () => {
    const gone = await reportedAndGone();
    const again = await registeredMember("Female", { phone: gone.phone, email: gone.email });
    expect(flagsOf(again.publicId).map((flag) => flag.returning?.matched)).toEqual(["both"]);
    const kept = () => getDb().select().from(erasedMemberReports).all().length;
    const before = kept();
    await deleteAccount(again.unqId, again.password);
    expect(kept()).toBe(before);
    const third = await registeredMember("Female", { phone: gone.phone, email: fresh().email });
    expect(flagsOf(third.publicId).map((flag) => flag.returning?.reports)).toEqual([2]);
    // Five accounts made and one deleted, each with a password hash: past the default 5 s on a busy machine.
  }, 15_000);
});
