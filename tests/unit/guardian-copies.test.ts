import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { connectionRequests } from "~/db/schema-connections";
import { guardians } from "~/db/schema-family";
import { mailQueue } from "~/db/schema-mail";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { blockMember } from "~/domain/connections/blocks.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listConnections, listSentRequests } from "~/domain/connections/connection-lists.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import type { GuardianStatus } from "~/forms/family-options";
import { getEnv } from "~/services/env.server";
import { readOutbox, isolated } from "../support/outbox";
import { registeredMember } from "../support/unit-members";

// "By guardian" marks and e-mail copies to guardians (docs/product-rules.md §32), against a fresh SQLite
// file; guardians are written straight into their table, as the Family page would leave them.

type Member = Awaited<ReturnType<typeof registeredMember>>;

let guardianCount = 0;
/** A guardian of `member` with this status, at an address nobody else has. */
function guardianOf(member: Member, status: GuardianStatus, name = "Rafiq Sheikh") {
  guardianCount += 1;
  const email = `guardian.${guardianCount}.${Date.now()}@example.in`;
  getDb()
    .insert(guardians)
    .values({
      memberUnqId: member.unqId,
      name,
      email,
      relation: "father",
      status,
      invitedAt: new Date(),
      acceptedAt: status === "invited" ? null : new Date(),
      revokedAt: status === "revoked" ? new Date() : null,
    })
    .run();
  return email;
}

const revoke = (email: string) =>
  getDb().update(guardians).set({ status: "revoked", revokedAt: new Date() }).where(eq(guardians.email, email)).run();

const queuedTo = (email: string) => getDb().select().from(mailQueue).where(eq(mailQueue.toEmail, email)).all();
const outboxTo = (email: string) => readOutbox(getEnv().DATA_DIR).filter((m) => m.to === email);

const requestId = (sender: Member, recipient: Member) =>
  getDb()
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(
      and(eq(connectionRequests.senderUnqId, sender.unqId), eq(connectionRequests.recipientUnqId, recipient.unqId)),
    )
    .get()!.id;

/** Nothing a member keeps private (§29) is in the text. */
function expectNoContactDetails(text: string, ...people: Member[]) {
  for (const person of people) {
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(person.signup.phone);
  }
}

afterEach(() => vi.useRealTimers());

describe("copies of new requests to the recipient's guardians", () => {
  it("go to active guardians only, greet them, name the sender by name and code, and no contact details", async () => {
    const ayesha = await registeredMember("Female", { fullName: "Ayesha Khan" });
    const imran = await registeredMember("Male", { fullName: "Imran Qureshi" });
    const father = guardianOf(ayesha, "active", "Rafiq Khan");
    const invited = guardianOf(ayesha, "invited");
    const revoked = guardianOf(ayesha, "revoked");

    await sendConnectionRequest(imran, ayesha.publicId);
    expect(queuedTo(father)).toHaveLength(1);
    expect(queuedTo(father)[0]).toMatchObject({ kind: "guardian-copy", aboutUnqId: ayesha.unqId, toUnqId: null });
    expect(queuedTo(invited)).toEqual([]);
    expect(queuedTo(revoked)).toEqual([]);

    await deliverDueMail();
    const [copy] = outboxTo(father);
    expect(copy.subject).toBe(`A connection request for ${isolated("Ayesha")}`);
    expect(copy.text).toMatch(/^Assalamu alaikum \u2068Rafiq Khan\u2069,/);
    expect(copy.text).toContain(
      `${isolated(`Imran Qureshi (MMR00${imran.unqId})`)} would like to connect with ${isolated("Ayesha")}.`,
    );
    expect(copy.text).toMatch(/on your guardian page: \S+\/guardian$/m);
    expect(copy.text).toContain("never send money");
    expect(copy.text).toContain(
      `You get this e-mail because ${isolated("Ayesha Khan")} made you a guardian on ` +
        `${getEnv().SITE_NAME}; she can end it at any time on her Family page.`,
    );
    expectNoContactDetails(copy.text, imran, ayesha);
    expect(outboxTo(invited)).toEqual([]);
    expect(outboxTo(revoked)).toEqual([]);
  });

  it("a burst is one copy an hour per guardian, like the member's notice, listing what is pending", async () => {
    const zoya = await registeredMember("Female", { fullName: "Zoya Mirza" });
    const [first, second, third] = [
      await registeredMember("Male", { fullName: "Faiz Ahmed" }),
      await registeredMember("Male", { fullName: "Omar Farooq" }),
      await registeredMember("Male", { fullName: "Yusuf Ali" }),
    ];
    const mother = guardianOf(zoya, "active", "Nasreen Mirza");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T08:00:00Z"));
    await sendConnectionRequest(first, zoya.publicId);
    await deliverDueMail();
    expect(outboxTo(mother)).toHaveLength(1);

    vi.setSystemTime(new Date("2026-11-21T08:10:00Z"));
    await sendConnectionRequest(second, zoya.publicId);
    await sendConnectionRequest(third, zoya.publicId);
    expect(queuedTo(mother).filter((m) => m.status === "pending")).toHaveLength(1);
    await answerConnectionRequest(zoya, requestId(third, zoya), "reject");
    vi.setSystemTime(new Date("2026-11-21T08:59:59Z"));
    await deliverDueMail();
    expect(outboxTo(mother)).toHaveLength(1);

    vi.setSystemTime(new Date("2026-11-21T09:00:00Z"));
    await sendConnectionRequest(await registeredMember("Male", { fullName: "Bilal Shaikh" }), zoya.publicId);
    await deliverDueMail();
    const copies = outboxTo(mother);
    expect(copies).toHaveLength(2);
    expect(copies[1].subject).toBe(`2 connection requests for ${isolated("Zoya")}`);
    expect(copies[1].text).toContain(`These members would like to connect with ${isolated("Zoya")}:`);
    expect(copies[1].text).toContain(`- ${isolated(`Omar Farooq (MMR00${second.unqId})`)}`);
    expect(copies[1].text).toContain(`- \u2068Bilal Shaikh (MMR00`);
    // A declined request leaves the copy, as it leaves the member's own notice.
    expect(copies[1].text).not.toContain("Yusuf Ali");
  });

  it("a copy queued before the member revoked the guardian is not sent", async () => {
    const sana = await registeredMember("Female", { fullName: "Sana Sheikh" });
    const brother = guardianOf(sana, "active", "Arif Sheikh");
    await sendConnectionRequest(await registeredMember("Male"), sana.publicId);
    expect(queuedTo(brother)).toHaveLength(1);
    revoke(brother);
    await deliverDueMail();
    expect(outboxTo(brother)).toEqual([]);
    expect(queuedTo(brother)).toEqual([]);
  });

  it("the member's deletion erases the copies queued about them", async () => {
    const leaving = await registeredMember("Female");
    const father = guardianOf(leaving, "active");
    await sendConnectionRequest(await registeredMember("Male"), leaving.publicId);
    expect(queuedTo(father)).toHaveLength(1);
    await deleteAccount(leaving.unqId, leaving.password);
    expect(queuedTo(father)).toEqual([]);
    expect(getDb().select().from(guardians).where(eq(guardians.email, father)).all()).toEqual([]);
  });
});

describe("an acceptance", () => {
  it("is copied to the sender's active guardians; a decline is copied to nobody", async () => {
    const imran = await registeredMember("Male", { fullName: "Imran Qureshi" });
    const fatima = await registeredMember("Female", { fullName: "Fatima Siddiqui" });
    const zoya = await registeredMember("Female", { fullName: "Zoya Mirza" });
    const father = guardianOf(imran, "active", "Abdul Qureshi");
    const revoked = guardianOf(imran, "revoked");
    await sendConnectionRequest(imran, fatima.publicId);
    await sendConnectionRequest(imran, zoya.publicId);
    await answerConnectionRequest(zoya, requestId(imran, zoya), "reject");
    expect(queuedTo(father)).toEqual([]);

    await answerConnectionRequest(fatima, requestId(imran, fatima), "accept");
    await deliverDueMail();
    const [copy] = outboxTo(father);
    expect(copy.subject).toBe(`${isolated("Fatima Siddiqui")} accepted ${isolated("Imran")}'s connection request`);
    expect(copy.text).toMatch(/^Assalamu alaikum \u2068Abdul Qureshi\u2069,/);
    expect(copy.text).toContain(
      `${isolated("Fatima Siddiqui")} (MMR00${fatima.unqId}) accepted ${isolated("Imran")}'s connection request.`,
    );
    expect(copy.text).toContain("he can end it at any time on his Family page.");
    expectNoContactDetails(copy.text, imran, fatima);
    expect(outboxTo(father)).toHaveLength(1);
    expect(outboxTo(revoked)).toEqual([]);
    expect(queuedTo(revoked)).toEqual([]);
  });

  it("is not sent once the connection is gone (a block), like the member's own notice", async () => {
    const imran = await registeredMember("Male");
    const fatima = await registeredMember("Female");
    const father = guardianOf(imran, "active");
    await sendConnectionRequest(imran, fatima.publicId);
    await answerConnectionRequest(fatima, requestId(imran, fatima), "accept");
    expect(queuedTo(father)).toHaveLength(1);
    blockMember(fatima, imran.publicId);
    await deliverDueMail();
    expect(outboxTo(father)).toEqual([]);
    expect(readOutbox(getEnv().DATA_DIR).filter((m) => m.to === imran.email && /accepted/.test(m.subject))).toEqual([]);
  });

  it("by a guardian says so to the sender and to the sender's guardians", async () => {
    const imran = await registeredMember("Male", { fullName: "Imran Qureshi" });
    const ayesha = await registeredMember("Female", { fullName: "Ayesha Khan" });
    const mother = guardianOf(imran, "active", "Rukhsana Qureshi");
    await sendConnectionRequest(imran, ayesha.publicId);
    await answerConnectionRequest(ayesha, requestId(imran, ayesha), "accept", { byGuardian: true });
    await deliverDueMail();

    const [notice] = readOutbox(getEnv().DATA_DIR).filter((m) => m.to === imran.email && /accepted/.test(m.subject));
    expect(notice.text).toContain(
      `${isolated("Ayesha Khan")}'s guardian accepted your connection request on her behalf (MMR00${ayesha.unqId}).`,
    );
    expect(notice.text).not.toMatch(/Ayesha Khan \(MMR00\d+\) accepted/);
    const [copy] = outboxTo(mother);
    expect(copy.subject).toBe(
      `${isolated("Ayesha Khan")} accepted ${isolated("Imran")}'s connection request (answered by her guardian)`,
    );
    expect(copy.text).toContain(`accepted ${isolated("Imran")}'s connection request (answered by her guardian).`);
  });

  it("answered by the member, the sender's notice names the member as before", async () => {
    const imran = await registeredMember("Male");
    const ayesha = await registeredMember("Female", { fullName: "Ayesha Ansari" });
    await sendConnectionRequest(imran, ayesha.publicId);
    await answerConnectionRequest(ayesha, requestId(imran, ayesha), "accept");
    await deliverDueMail();
    const [notice] = readOutbox(getEnv().DATA_DIR).filter((m) => m.to === imran.email && /accepted/.test(m.subject));
    expect(notice.text).toContain(
      `${isolated("Ayesha Ansari")} (MMR00${ayesha.unqId}) accepted your connection request.`,
    );
    expect(notice.text).not.toContain("guardian");
  });
});

describe("the lists mark what a guardian answered, to both sides", () => {
  it("connections and sent requests", async () => {
    const imran = await registeredMember("Male");
    const [ayesha, sana, zoya] = [
      await registeredMember("Female"),
      await registeredMember("Female"),
      await registeredMember("Female"),
    ];
    await sendConnectionRequest(imran, ayesha.publicId);
    await sendConnectionRequest(imran, sana.publicId);
    await sendConnectionRequest(imran, zoya.publicId);
    await answerConnectionRequest(ayesha, requestId(imran, ayesha), "accept", { byGuardian: true });
    await answerConnectionRequest(sana, requestId(imran, sana), "accept");
    await answerConnectionRequest(zoya, requestId(imran, zoya), "reject", { byGuardian: true });

    const mine = listConnections(imran.unqId).connections;
    const marks = Object.fromEntries(mine.map((c) => [c.publicId, [c.acceptedByGuardian, c.sentByViewer]]));
    expect(marks).toEqual({ [ayesha.publicId]: [true, true], [sana.publicId]: [false, true] });
    expect(listConnections(ayesha.unqId).connections).toMatchObject([
      { publicId: imran.publicId, acceptedByGuardian: true, sentByViewer: false },
    ]);
    expect(listConnections(sana.unqId).connections).toMatchObject([
      { publicId: imran.publicId, acceptedByGuardian: false, sentByViewer: false },
    ]);

    const accepted = listSentRequests(imran.unqId, "accepted").requests;
    expect(Object.fromEntries(accepted.map((r) => [r.recipient.publicId, r.answeredByGuardian]))).toEqual({
      [ayesha.publicId]: true,
      [sana.publicId]: false,
    });
    expect(listSentRequests(imran.unqId, "rejected").requests).toMatchObject([
      { recipient: { publicId: zoya.publicId }, answeredByGuardian: true },
    ]);
  });
});
