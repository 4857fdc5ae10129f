import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { connectionRequests } from "~/db/schema-connections";
import { mailQueue, mailQueueRequests } from "~/db/schema-mail";
import { setBlocked } from "~/domain/safety/admin.server";
import {
  answerConnectionRequest,
  sendConnectionRequest,
  withdrawConnectionRequest,
} from "~/domain/connections/connections.server";
import {
  countIncomingRequests,
  countSentRequests,
  listIncomingRequests,
  listSentRequests,
} from "~/domain/connections/connection-lists.server";
import { REQUESTS_PER_DAY } from "~/forms/plans";
import { registeredMember } from "../support/unit-members";
import { refusal } from "../support/refusal";

// Sent requests and Withdraw (docs/product-rules.md §26), and the header's count, against a fresh SQLite file.

type Member = Awaited<ReturnType<typeof registeredMember>>;

const requestBetween = (sender: Member, recipient: Member) =>
  getDb()
    .select()
    .from(connectionRequests)
    .where(eq(connectionRequests.senderUnqId, sender.unqId))
    .all()
    .find((r) => r.recipientUnqId === recipient.unqId);

const sentNames = (sender: Member, status: "pending" | "accepted" | "rejected") =>
  listSentRequests(sender.unqId, status).requests.map((r) => r.recipient.fullName);

let man: Member;
let [ayesha, fatima, zoya]: Member[] = [];

beforeAll(async () => {
  man = await registeredMember("Male", { fullName: "Imran Qureshi" });
  ayesha = await registeredMember("Female", { fullName: "Ayesha Khan" });
  fatima = await registeredMember("Female", { fullName: "Fatima Siddiqui" });
  zoya = await registeredMember("Female", { fullName: "Zoya Mirza" });
  await sendConnectionRequest(man, ayesha.publicId);
  await sendConnectionRequest(man, fatima.publicId);
  await sendConnectionRequest(man, zoya.publicId);
  await answerConnectionRequest(fatima, requestBetween(man, fatima)!.id, "accept");
  await answerConnectionRequest(zoya, requestBetween(man, zoya)!.id, "reject");
});

describe("sent requests", () => {
  it("lists each answer apart, with the recipient's card and no contact details, and counts them", () => {
    expect(sentNames(man, "pending")).toEqual(["Ayesha Khan"]);
    expect(sentNames(man, "accepted")).toEqual(["Fatima Siddiqui"]);
    expect(sentNames(man, "rejected")).toEqual(["Zoya Mirza"]);
    const [pending] = listSentRequests(man.unqId, "pending").requests;
    expect(Object.keys(pending.recipient).sort()).toEqual([
      "age",
      "city",
      "fullName",
      "gender",
      "image",
      "publicId",
      "working",
    ]);
    expect(countSentRequests(man.unqId)).toEqual({ pending: 1, accepted: 1, rejected: 1 });
    expect(countSentRequests(ayesha.unqId)).toEqual({ pending: 0, accepted: 0, rejected: 0 });
  });

  it("counts a member's incoming pending requests as their requests page lists them", async () => {
    const suitor = await registeredMember("Male");
    expect(countIncomingRequests(ayesha.unqId)).toBe(1);
    await sendConnectionRequest(suitor, ayesha.publicId);
    expect(countIncomingRequests(ayesha.unqId)).toBe(2);
    expect(countIncomingRequests(ayesha.unqId)).toBe(listIncomingRequests(ayesha.unqId).total);
    setBlocked(suitor.publicId, true);
    expect(countIncomingRequests(ayesha.unqId)).toBe(1);
    expect(listIncomingRequests(ayesha.unqId).total).toBe(1);
    // Answered requests are no longer waiting.
    expect(countIncomingRequests(fatima.unqId)).toBe(0);
    expect(countIncomingRequests(zoya.unqId)).toBe(0);
  });

  it("refuses to withdraw someone else's, an answered or an unknown request, changing nothing", async () => {
    const stranger = await registeredMember("Male");
    const pending = requestBetween(man, ayesha)!;
    const before = getDb().select().from(connectionRequests).all();
    const notFound = { message: "Request not found", status: 404 };
    expect(refusal(() => withdrawConnectionRequest(stranger, pending.id))).toEqual(notFound);
    expect(refusal(() => withdrawConnectionRequest(ayesha, pending.id))).toEqual(notFound); // the recipient
    expect(refusal(() => withdrawConnectionRequest(man, "0".repeat(24)))).toEqual(notFound);
    expect(refusal(() => withdrawConnectionRequest(man, "x'; drop table members; --"))).toEqual(notFound);
    expect(refusal(() => withdrawConnectionRequest(man, requestBetween(man, fatima)!.id))).toEqual({
      message: "This request was accepted: you are connected",
      status: 409,
    });
    expect(refusal(() => withdrawConnectionRequest(man, requestBetween(man, zoya)!.id))).toEqual({
      message: "This request was already answered",
      status: 409,
    });
    expect(getDb().select().from(connectionRequests).all()).toEqual(before);
  });

  it("withdraws a pending request: gone from both lists and the unsent e-mail; it may be sent again", async () => {
    const request = requestBetween(man, ayesha)!;
    const mail = getDb()
      .select({ mailId: mailQueueRequests.mailId })
      .from(mailQueueRequests)
      .where(eq(mailQueueRequests.requestId, request.id))
      .all();
    expect(mail).toHaveLength(1);

    withdrawConnectionRequest(man, request.id);
    expect(requestBetween(man, ayesha)).toBeUndefined();
    expect(sentNames(man, "pending")).toEqual([]);
    expect(listIncomingRequests(ayesha.unqId).requests.map((r) => r.sender.fullName)).not.toContain("Imran Qureshi");
    expect(countIncomingRequests(ayesha.unqId)).toBe(0);
    expect(getDb().select().from(mailQueueRequests).where(eq(mailQueueRequests.requestId, request.id)).all()).toEqual(
      [],
    );
    // The e-mail itself is still queued (other requests may join it) but has nothing left to tell of.
    expect(getDb().select().from(mailQueue).where(eq(mailQueue.id, mail[0].mailId)).get()?.kind).toBe("new-requests");

    // A second withdrawal finds nothing; the pair may start again.
    expect(refusal(() => withdrawConnectionRequest(man, request.id))).toEqual({
      message: "Request not found",
      status: 404,
    });
    await sendConnectionRequest(man, ayesha.publicId);
    expect(requestBetween(man, ayesha)).toMatchObject({ status: "pending" });
    expect(countSentRequests(man.unqId)).toEqual({ pending: 1, accepted: 1, rejected: 1 });
  });

  it("still counts withdrawn requests against the day's allowance", async () => {
    const [sender, recipient] = await Promise.all([registeredMember("Male"), registeredMember("Female")]);
    // A new member is on Basic (docs/product-rules.md §35).
    for (let i = 0; i < REQUESTS_PER_DAY.basic!; i++) {
      await sendConnectionRequest(sender, recipient.publicId);
      withdrawConnectionRequest(sender, requestBetween(sender, recipient)!.id);
    }
    await expect(sendConnectionRequest(sender, recipient.publicId)).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^You can send up to 10 connection requests a day\. Please try again in /),
    });
    expect(requestBetween(sender, recipient)).toBeUndefined();
  });
});
