import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { queryDb, writeDb } from "../support/db";
import { signedInMember, type SignedInMember } from "../support/members";
import { isolated, readOutbox, waitForMail } from "../support/outbox";

// Requests answered by a guardian and e-mail copies to guardians over real HTTP (docs/product-rules.md §32):
// the marks on /myConnection and /sentRequests, each to the right member, and the copies the server's mail
// worker writes to the outbox for an active guardian, never for a revoked one. Guardians are written straight
// into the server's database, as the Family page would leave them; a guardian's answer is the request's
// answered_by_guardian column, set the same way.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = SignedInMember;

const member = (gender: "Male" | "Female", fullName: string) => signedInMember(baseUrl, dataDir, gender, { fullName });

const unqIdOf = (who: Member) =>
  queryDb<{ unq_id: number }>(dataDir, "select unq_id from members where public_id = ?", who.id)[0].unq_id;

/** A guardian of `who` with this status, at an address nobody else has. */
function guardianOf(who: Member, status: "active" | "revoked", name: string): string {
  const email = `guardian.${Date.now()}.${randomInt(1_000_000)}@example.in`;
  const at = Date.now();
  writeDb(
    dataDir,
    `insert into guardians (member_unq_id, name, email, relation, status, invited_at, accepted_at, revoked_at)
     values (?, ?, ?, 'father', ?, ?, ?, ?)`,
    unqIdOf(who),
    name,
    email,
    status,
    at,
    at,
    status === "revoked" ? at : null,
  );
  return email;
}

const send = async (from: Member, to: Member) =>
  expect((await from.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: to.id })).status).toBe(201);

async function requestIdFor(recipient: Member, sender: Member): Promise<string> {
  const { requests } = await (await recipient.session.fetch("/api/v1/connectionRequest/forme")).json();
  return requests.find((r: { sender: { _id: string } }) => r.sender._id === sender.id)._id;
}

async function answer(recipient: Member, sender: Member, how: "accept" | "reject") {
  const id = await requestIdFor(recipient, sender);
  expect((await recipient.session.fetch(`/api/v1/connectionRequest/sendrq/${how}/${id}`)).ok).toBe(true);
  return id;
}

const markAnsweredByGuardian = (requestId: string) =>
  writeDb(dataDir, "update connection_requests set answered_by_guardian = 1 where id = ?", requestId);

const page = async (who: Member, path: string) => {
  const response = await who.session.fetch(path);
  expect(response.status).toBe(200);
  return response.text();
};

/** Whatever the server queued or wrote for an address. */
const mailTo = (email: string) => ({
  queued: queryDb(dataDir, "select id from mail_queue where to_email = ?", email),
  written: readOutbox(dataDir).filter((m) => m.to === email),
});

describe("e-mail copies to guardians", () => {
  let imran: Member;
  let ayesha: Member;
  let ayeshasFather: string;
  let ayeshasRevoked: string;
  let imransMother: string;

  beforeAll(async () => {
    [imran, ayesha] = await Promise.all([member("Male", "Imran Qureshi"), member("Female", "Ayesha Khan")]);
    ayeshasFather = guardianOf(ayesha, "active", "Rafiq Khan");
    ayeshasRevoked = guardianOf(ayesha, "revoked", "Salim Khan");
    imransMother = guardianOf(imran, "active", "Rukhsana Qureshi");
  });

  it("a request sent through the API is copied to her active guardian, without contact details", async () => {
    await send(imran, ayesha);
    const copy = await waitForMail(
      dataDir,
      ayeshasFather,
      (m) => m.subject === `A connection request for ${isolated("Ayesha")}`,
    );
    expect(copy.text).toMatch(/^Assalamu alaikum \u2068Rafiq Khan\u2069,/);
    expect(copy.text).toContain(
      `${isolated(`Imran Qureshi (MMR00${unqIdOf(imran)})`)} would like to connect with ${isolated("Ayesha")}.`,
    );
    expect(copy.text).toMatch(/on your guardian page: \S+\/guardian$/m);
    for (const secret of [imran.fields.email, imran.fields.phone, ayesha.fields.email, ayesha.fields.phone])
      expect(copy.text).not.toContain(secret);
    expect(mailTo(ayeshasRevoked)).toEqual({ queued: [], written: [] });
    // The sender's guardian hears of an acceptance, not of a request sent.
    expect(mailTo(imransMother)).toEqual({ queued: [], written: [] });
  });

  it("an acceptance through the API is copied to the sender's active guardian; nothing to a revoked one", async () => {
    await answer(ayesha, imran, "accept");
    const copy = await waitForMail(dataDir, imransMother, (m) => /accepted/.test(m.subject));
    expect(copy.subject).toBe(`${isolated("Ayesha Khan")} accepted ${isolated("Imran")}'s connection request`);
    expect(copy.text).toMatch(/^Assalamu alaikum \u2068Rukhsana Qureshi\u2069,/);
    for (const secret of [imran.fields.email, imran.fields.phone, ayesha.fields.email, ayesha.fields.phone])
      expect(copy.text).not.toContain(secret);
    expect(mailTo(ayeshasRevoked)).toEqual({ queued: [], written: [] });
  });
});

describe("requests answered by a guardian are marked to both sides", () => {
  let imran: Member;
  let ayesha: Member; // her guardian accepted
  let sana: Member; // accepted herself
  let zoya: Member; // her guardian declined

  beforeAll(async () => {
    [imran, ayesha, sana, zoya] = await Promise.all([
      member("Male", "Imran Ansari"),
      member("Female", "Ayesha Siddiqui"),
      member("Female", "Sana Mirza"),
      member("Female", "Zoya Farooqui"),
    ]);
    for (const woman of [ayesha, sana, zoya]) await send(imran, woman);
    markAnsweredByGuardian(await answer(ayesha, imran, "accept"));
    await answer(sana, imran, "accept");
    markAnsweredByGuardian(await answer(zoya, imran, "reject"));
  });

  /** The people list items of a page, by the other member's name: the text each shows. */
  const items = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<li class="card person">([\s\S]*?)<\/li>/g)].map(([, item]) => [
        item.match(/<a [^>]*><bdi>([^<]*)<\/bdi><\/a>/)![1],
        item.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
      ]),
    );

  it("/myConnection: the sender reads 'Accepted by her guardian', the recipient 'by your guardian'", async () => {
    const senderSees = items(await page(imran, "/myConnection"));
    expect(senderSees["Ayesha Siddiqui"]).toContain("Accepted by her guardian");
    expect(senderSees["Sana Mirza"]).not.toContain("guardian");
    const recipientSees = items(await page(ayesha, "/myConnection"));
    expect(recipientSees["Imran Ansari"]).toContain("Accepted by your guardian on your behalf");
    expect(items(await page(sana, "/myConnection"))["Imran Ansari"]).not.toContain("guardian");
  });

  it("/sentRequests: the accepted and not accepted tabs say when her guardian answered", async () => {
    const accepted = items(await page(imran, "/sentRequests?status=accepted"));
    expect(accepted["Ayesha Siddiqui"]).toContain("Accepted by her guardian");
    expect(accepted["Sana Mirza"]).not.toContain("guardian");
    const declined = items(await page(imran, "/sentRequests?status=rejected"));
    expect(declined["Zoya Farooqui"]).toContain("Not accepted (answered by her guardian)");
  });

  it("the original client's connections keep their keys", async () => {
    const connections = await (await imran.session.fetch("/api/v1/connectionRequest/connection/myconn")).json();
    const ayeshas = connections.find((c: { _id: string }) => c._id === ayesha.id);
    expect(Object.keys(ayeshas).sort()).toEqual([
      "_id",
      "age",
      "city",
      "email",
      "fullName",
      "gender",
      "image",
      "phone",
      "unqId",
      "working",
    ]);
  });
});
