import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { signedInMember, type SignedInMember } from "../support/members";

// The shortlist and sent-requests pages over HTTP (docs/product-rules.md §26): who may open them, what a
// refusal answers (its status and message, nothing written), and where a change sends the browser back to.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = SignedInMember;

const member = (gender: "Male" | "Female") => signedInMember(baseUrl, dataDir, gender);

const post = (session: ApiClient, path: string, values: Record<string, string>) =>
  session.fetch(path, { method: "POST", body: new URLSearchParams(values) });

/** What the page's action answered: its status, and for a refusal the page (JavaScript off) showing its message. */
async function answer(response: Response) {
  const html = await response.text();
  return { status: response.status, error: html.match(/<p class="form-error" role="alert">([^<]*)<\/p>/)?.[1] };
}

const shortlistOf = (who: Member) =>
  queryDb<{ saved: string }>(
    dataDir,
    `select s.public_id as saved from shortlists l
       join members m on m.unq_id = l.member_unq_id join members s on s.unq_id = l.saved_unq_id
      where m.public_id = ? order by l.created_at`,
    who.id,
  ).map((row) => row.saved);

const requestsFrom = (who: Member) =>
  queryDb<{ id: string; status: string; recipient: string }>(
    dataDir,
    `select r.id, r.status, t.public_id as recipient from connection_requests r
       join members s on s.unq_id = r.sender_unq_id join members t on t.unq_id = r.recipient_unq_id
      where s.public_id = ?`,
    who.id,
  );

let man: Member;
let woman: Member;
let otherWoman: Member;
let otherMan: Member;

beforeAll(async () => {
  [man, woman, otherWoman, otherMan] = await Promise.all([
    member("Male"),
    member("Female"),
    member("Female"),
    member("Male"),
  ]);
});

describe("/shortlist", () => {
  it("sends a visitor to log in, and keeps a member's page out of every cache", async () => {
    for (const path of ["/shortlist", "/sentRequests?status=accepted"]) {
      const visitor = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      const page = await man.session.fetch(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("saves and removes, back to the page it came from on this site only", async () => {
    const saved = await post(man.session, "/shortlist", {
      intent: "save",
      memberId: woman.id,
      returnTo: "/profilePage?city=Lucknow",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/profilePage?city=Lucknow");
    expect(shortlistOf(man)).toEqual([woman.id]);
    expect(await (await man.session.fetch("/shortlist")).text()).toContain(woman.fields.fullName);

    for (const returnTo of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const removed = await post(man.session, "/shortlist", { intent: "unsave", memberId: woman.id, returnTo });
      expect(removed.status).toBe(302);
      expect(removed.headers.get("location")).toBe("/shortlist");
    }
    expect(shortlistOf(man)).toEqual([]);
  });

  it("refuses a bad id, oneself, the same gender and an unknown intent with a message, writing nothing", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "save", memberId: "0".repeat(24) }, 404, "Member not found"],
      [{ intent: "save", memberId: "../userProfile" }, 404, "Member not found"],
      [{ intent: "save" }, 404, "Member not found"],
      [{ intent: "unsave", memberId: "f".repeat(24) }, 404, "Member not found"],
      [{ intent: "save", memberId: man.id }, 400, "You cannot save your own profile"],
      [{ intent: "save", memberId: otherMan.id }, 400, "You can only save members of the opposite gender"],
      [{ intent: "delete-everything", memberId: woman.id }, 400, "Something went wrong!"],
    ];
    for (const [values, status, error] of cases) {
      expect(await answer(await post(man.session, "/shortlist", values)), JSON.stringify(values)).toEqual({
        status,
        error,
      });
    }
    expect(shortlistOf(man)).toEqual([]);
  });

  it("never shows one member's shortlist to another", async () => {
    expect((await post(otherMan.session, "/shortlist", { intent: "save", memberId: otherWoman.id })).status).toBe(302);
    const html = await (await man.session.fetch("/shortlist")).text();
    expect(html).not.toContain(otherWoman.fields.fullName);
    expect(html).toContain("No saved profiles yet.");
  });
});

describe("/sentRequests", () => {
  it("lists the member's pending request without the recipient's contact details", async () => {
    expect((await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id })).status).toBe(
      201,
    );
    const html = await (await man.session.fetch("/sentRequests")).text();
    expect(html).toContain(woman.fields.fullName);
    for (const secret of [woman.fields.phone, woman.fields.email]) expect(html).not.toContain(secret);
  });

  it("lets only the sender withdraw, only while pending; each refusal changes nothing", async () => {
    const [{ id: requestId }] = requestsFrom(man);
    const withdraw = (session: ApiClient, id = requestId) =>
      post(session, "/sentRequests", { intent: "withdraw", requestId: id });

    // Someone else, the recipient, an unknown id: not found.
    for (const session of [otherMan.session, woman.session]) {
      expect(await answer(await withdraw(session))).toEqual({ status: 404, error: "Request not found" });
    }
    expect(await answer(await withdraw(man.session, "0".repeat(24)))).toEqual({
      status: 404,
      error: "Request not found",
    });
    expect(await answer(await post(man.session, "/sentRequests", { requestId }))).toEqual({
      status: 400,
      error: "Something went wrong!",
    });
    expect(requestsFrom(man)).toEqual([{ id: requestId, status: "pending", recipient: woman.id }]);

    // The sender: withdrawn, and the recipient no longer sees it.
    const done = await withdraw(man.session);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/sentRequests");
    expect(requestsFrom(man)).toEqual([]);
    const forme = await (await woman.session.fetch("/api/v1/connectionRequest/forme")).json();
    expect(forme.requests).toEqual([]);
  });

  it("refuses to withdraw an accepted request: the connection stays", async () => {
    expect(
      (await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: otherWoman.id })).status,
    ).toBe(201);
    const [{ id: requestId }] = requestsFrom(man);
    expect((await otherWoman.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requestId}`)).status).toBe(200);
    expect(await answer(await post(man.session, "/sentRequests", { intent: "withdraw", requestId }))).toEqual({
      status: 409,
      error: "This request was accepted: you are connected",
    });
    expect(requestsFrom(man)).toEqual([{ id: requestId, status: "accepted", recipient: otherWoman.id }]);
  });
});
