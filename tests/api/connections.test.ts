import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/outbox";
import { registerMember } from "../support/members";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = Awaited<ReturnType<typeof registerMember>> & { session: ApiClient };

async function member(gender: "Male" | "Female"): Promise<Member> {
  const created = await registerMember(baseUrl, dataDir, { gender });
  const session = new ApiClient(baseUrl);
  expect(
    (await session.postJson("/api/v1/auth/login", { email: created.fields.email, password: created.fields.password }))
      .status,
  ).toBe(200);
  return { ...created, session };
}

const send = (from: Member, to: Member | string) =>
  from.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: typeof to === "string" ? to : to.id });

async function requestIdFor(recipient: Member, sender: Member): Promise<string> {
  const { requests } = await (await recipient.session.fetch("/api/v1/connectionRequest/forme")).json();
  return requests.find((r: { sender: { _id: string } }) => r.sender._id === sender.id)._id;
}

const statusOf = (requestId: string) =>
  queryDb<{ status: string }>(dataDir, "select status from connection_requests where id = ?", requestId)[0]?.status;

describe("connection requests over the API", () => {
  let a: Member; // a man
  let b: Member; // a woman
  let c: Member; // another man

  beforeAll(async () => {
    [a, b, c] = await Promise.all([member("Male"), member("Female"), member("Male")]);
  });

  it("sends, shows it to the recipient with the sender's card, e-mails them, and refuses a second send", async () => {
    const response = await send(a, b);
    expect(response.status).toBe(201);
    expect((await response.json()).msg).toBe("Connection request sent successfully!");
    const { requests } = await (await b.session.fetch("/api/v1/connectionRequest/forme")).json();
    const request = requests.find((r: { sender: { _id: string } }) => r.sender._id === a.id);
    expect(request).toMatchObject({
      status: "pending",
      sender: { fullName: a.fields.fullName, gender: "Male", city: a.fields.city },
    });
    expect(Object.keys(request.sender).sort()).toEqual([
      "_id",
      "age",
      "city",
      "fullName",
      "gender",
      "image",
      "working",
    ]);
    const mail = await waitForMail(dataDir, b.fields.email, (m) => /connection request/i.test(m.subject));
    expect(mail.text).not.toContain(a.fields.phone);
    expect(mail.text).not.toContain(a.fields.email);
    const again = await send(a, b);
    expect(again.status).toBe(409);
    expect((await again.json()).msg).toBe("Request already sent");
    // The other direction is the same pair.
    expect((await send(b, a)).status).toBe(409);
  });

  it("refuses requests to oneself, the same gender, unknown and malformed ids", async () => {
    expect((await (await send(a, a)).json()).msg).toBe("You cannot send a request to yourself");
    expect((await send(a, c)).status).toBe(400);
    expect((await send(a, "0".repeat(24))).status).toBe(404);
    expect((await send(a, "'; drop table members; --")).status).toBe(404);
    expect(
      (await a.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: { $ne: null } })).status,
    ).toBeLessThan(500);
  });

  it("lets only the recipient answer: another member gets 404 and the request stays pending", async () => {
    const requestId = await requestIdFor(b, a);
    expect((await c.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requestId}`)).status).toBe(404);
    expect((await a.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requestId}`)).status).toBe(404);
    expect(statusOf(requestId)).toBe("pending");
  });

  it("refuses accept from a foreign origin or a cross-site link, changing nothing", async () => {
    const requestId = await requestIdFor(b, a);
    const evil = await b.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requestId}`, {
      headers: { Origin: "http://evil.example" },
    });
    expect(evil.status).toBe(403);
    const link = await b.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requestId}`, {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(link.status).toBe(403);
    expect(statusOf(requestId)).toBe("pending");
  });

  it("after acceptance both see each other's phone and e-mail, a third member still sees asterisks", async () => {
    const requestId = await requestIdFor(b, a);
    const accepted = await b.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requestId}`);
    expect(accepted.status).toBe(200);
    await waitForMail(dataDir, a.fields.email, (m) => /accepted/i.test(m.subject));

    const seenByA = (await (await a.session.fetch(`/api/v1/profiles/single/user/${b.id}`)).json()).user;
    expect(seenByA).toMatchObject({ phone: b.fields.phone, email: b.fields.email, connections: [a.id] });
    const seenByB = (await (await b.session.fetch(`/api/v1/profiles/single/user/${a.id}`)).json()).user;
    expect(seenByB).toMatchObject({ phone: a.fields.phone, email: a.fields.email });

    const women = await member("Female");
    const text = await (await women.session.fetch(`/api/v1/profiles/single/user/${a.id}`)).text();
    expect(text).not.toContain(a.fields.phone);
    expect(text).not.toContain(a.fields.email);

    const mine = await (await a.session.fetch("/api/v1/connectionRequest/connection/myconn")).json();
    expect(mine.map((m: { _id: string }) => m._id)).toEqual([b.id]);
    expect(mine[0]).toMatchObject({ phone: b.fields.phone, email: b.fields.email });
    expect((await a.session.fetch("/api/v1/myprofile/viewProfile").then((r) => r.json())).message.connections).toEqual([
      b.id,
    ]);
    expect((await send(a, b)).status).toBe(409);
  });

  it("a rejected request leaves no connection, and the sender cannot send again", async () => {
    const sender = await member("Male");
    const recipient = await member("Female");
    await send(sender, recipient);
    const requestId = await requestIdFor(recipient, sender);
    expect((await recipient.session.fetch(`/api/v1/connectionRequest/sendrq/reject/${requestId}`)).status).toBe(200);
    expect(statusOf(requestId)).toBe("rejected");
    expect(await (await sender.session.fetch("/api/v1/connectionRequest/connection/myconn")).json()).toEqual([]);
    const again = await send(sender, recipient);
    expect(again.status).toBe(409);
    expect((await again.json()).msg).toBe("Your earlier request was not accepted");
    const { requests } = await (await recipient.session.fetch("/api/v1/connectionRequest/forme")).json();
    expect(requests).toEqual([]);
  });

  it("two concurrent accepts make one connection; concurrent sends make one request", async () => {
    const sender = await member("Male");
    const recipient = await member("Female");
    const sends = await Promise.all([send(sender, recipient), send(sender, recipient), send(recipient, sender)]);
    expect(sends.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = queryDb<{ id: string; sender_unq_id: number }>(
      dataDir,
      "select r.id, r.sender_unq_id from connection_requests r " +
        "join members m on m.unq_id in (r.sender_unq_id, r.recipient_unq_id) where m.public_id = ?",
      sender.id,
    );
    expect(rows).toHaveLength(1);
    const [answerer, asker] =
      rows[0].sender_unq_id ===
      queryDb<{ unq_id: number }>(dataDir, "select unq_id from members where public_id = ?", sender.id)[0].unq_id
        ? [recipient, sender]
        : [sender, recipient];
    const requestId = await requestIdFor(answerer, asker);
    const answers = await Promise.all(
      [1, 2, 3].map(() => answerer.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requestId}`)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await (await asker.session.fetch("/api/v1/connectionRequest/connection/myconn")).json()).toHaveLength(1);
  });

  it("answers an empty list, not an error, when nobody asked", async () => {
    const lonely = await member("Female");
    const response = await lonely.session.fetch("/api/v1/connectionRequest/forme");
    expect(response.status).toBe(200);
    expect((await response.json()).requests).toEqual([]);
  });
});
