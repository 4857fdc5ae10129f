import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { readOutbox, waitForMail } from "../support/outbox";
import { GUARDIAN_NAME, guardianInvitations, post } from "../support/api-guardians";
import { connectMembers, signedInMember, type SignedInMember } from "../support/members";

// Guardians (docs/product-rules.md §32) over HTTP, the forms as a browser without JavaScript sends them: a
// guardian's session opens no member page or /api/v1 member call, sees only the member who invited them while
// the link lasts, and never shows up where members are listed. Bad input is answered clearly, writing nothing.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

/** The page's refusal (JavaScript off): its status and the messages it shows. */
async function refusalOf(response: Response) {
  const html = await response.text();
  const messages = [...html.matchAll(/<p class="(?:form-error|field__error)"[^>]*>([^<]+)<\/p>/g)].map((m) => m[1]);
  return { status: response.status, messages };
}

const { invite, acceptedGuardian } = guardianInvitations(baseUrl, dataDir);

const guardianRows = () => queryDb(dataDir, "select * from guardians");
const guardianIdOf = (email: string) =>
  queryDb<{ id: number }>(dataDir, "select id from guardians where email = ? and status <> 'revoked'", email)[0].id;

let woman: SignedInMember;
let man: SignedInMember;

// A member may have two guardians at a time: each test that invites starts with a woman of its own.
beforeEach(async () => {
  woman = await signedInMember(baseUrl, dataDir, "Female");
});

beforeAll(async () => {
  man = await signedInMember(baseUrl, dataDir, "Male");
});

describe("a guardian's session", () => {
  it("lands on the member's dashboard, read-only without permission, private to every cache", async () => {
    const sent = await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id });
    expect(sent.status).toBe(201);
    const { guardian } = await acceptedGuardian(woman);
    const home = await guardian.fetch("/guardian");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe(`/guardian/${woman.id}`);
    const page = await guardian.fetch(`/guardian/${woman.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(man.fields.fullName);
    expect(html).not.toMatch(/>Accept</);
    expect(html).toContain("Guardian dashboard");
    // Answering without permission: refused, the request stays as it was.
    const [request] = queryDb<{ id: string }>(
      dataDir,
      "select id from connection_requests where recipient_unq_id = (select unq_id from members where public_id = ?)",
      woman.id,
    );
    const refused = await post(guardian, `/guardian/${woman.id}`, { intent: "accept", requestId: request.id });
    expect(await refusalOf(refused)).toEqual({
      status: 403,
      messages: ["Your access does not include answering requests."],
    });
    expect(queryDb(dataDir, "select status from connection_requests where id = ?", request.id)).toEqual([
      { status: "pending" },
    ]);
  });

  it("opens no member page and no /api/v1 member call", async () => {
    const { guardian } = await acceptedGuardian(woman);
    for (const path of ["/userProfile", "/settings", "/family", "/matches", "/connectionReq", "/shortlist"]) {
      const response = await guardian.fetch(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
    }
    for (const path of ["/api/v1/myprofile/viewProfile", "/api/v1/connectionRequest/forme"])
      expect((await guardian.fetch(path)).status, path).toBe(401);
    const send = await guardian.postJson("/api/v1/connectionRequest/sendrq", { recipientId: man.id });
    expect(send.status).toBe(401);
    const invited = await post(guardian, "/family", { intent: "invite", name: "X", email: "x@example.in" });
    expect(invited.status).toBe(302);
    expect(invited.headers.get("location")).toMatch(/^\/login/);
  });

  it("sees a member it does not guard, or one that revoked it, as not found; /guardian then says so", async () => {
    const { guardian, email } = await acceptedGuardian(woman);
    expect((await guardian.fetch(`/guardian/${man.id}`)).status).toBe(404);
    expect((await guardian.fetch("/guardian/not-an-id")).status).toBe(404);
    const revoked = await post(woman.session, "/family", { intent: "revoke", guardianId: String(guardianIdOf(email)) });
    expect(revoked.status).toBe(302);
    expect((await guardian.fetch(`/guardian/${woman.id}`)).status).toBe(404);
    const home = await guardian.fetch("/guardian");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("You do not have access to any member&#x27;s profile at the moment.");
  });

  it("ends at logout, on every device", async () => {
    const { guardian, email } = await acceptedGuardian(woman);
    const other = new ApiClient(baseUrl);
    const login = await post(other, "/guardian/login", { email, password: "guardian password" });
    expect(login.status).toBe(302);
    expect((await other.fetch(`/guardian/${woman.id}`)).status).toBe(200);
    expect((await post(guardian, "/guardian/logout", {})).status).toBe(302);
    const after = await other.fetch(`/guardian/${woman.id}`);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe(
      `/guardian/login?redirectTo=${encodeURIComponent(`/guardian/${woman.id}`)}`,
    );
  });
});

describe("a guardian's password reset", () => {
  it("answers an unknown address as a known one, mails a code only to a guardian, then sets the password", async () => {
    const { email } = await acceptedGuardian(woman);
    const answers = [];
    const unknown = `nobody.${Date.now()}@example.in`;
    for (const address of [unknown, email]) {
      const browser = new ApiClient(baseUrl);
      const sent = await post(browser, "/guardian/forgot", { intent: "email", email: address });
      answers.push([sent.status, sent.headers.get("location")]);
      if (address !== email) continue;
      const code = (
        await waitForMail(dataDir, email, (m) => m.subject.includes("guardian password reset"))
      ).subject.match(/\d{6}/)![0];
      expect((await post(browser, "/guardian/forgot", { intent: "otp", otp: code })).status).toBe(302);
      const set = await post(browser, "/guardian/forgot", { intent: "password", password: "a new password" });
      expect(set.headers.get("location")).toBe("/guardian/login");
      const login = await post(new ApiClient(baseUrl), "/guardian/login", { email, password: "a new password" });
      expect(login.status).toBe(302);
    }
    expect(readOutbox(dataDir).filter((m) => m.to === unknown)).toEqual([]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual([302, "/guardian/forgot?step=otp"]);
  });
});

describe("a guardian is not a member", () => {
  it("appears in no listing, match, filter or the administrators' list", async () => {
    const { email } = await acceptedGuardian(woman);
    const pages = [
      await (await man.session.fetch("/profilePage")).text(),
      await (await man.session.fetch("/matches")).text(),
      await (await man.session.fetch("/api/v1/profiles/opposite/users")).text(),
      await (await man.session.postJson("/api/v1/profiles/profiles/filter", {})).text(),
      await (await fetch(`${baseUrl}/api/v1/adminPanel/allUsers`)).text(),
    ];
    for (const text of pages) {
      expect(text).not.toContain(email);
      expect(text).not.toContain(GUARDIAN_NAME);
    }
  });
});

describe("bad input on the new forms", () => {
  it("/family: each invitation field says what is wrong, unknown guardians and intents are refused", async () => {
    const before = guardianRows();
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "invite", email: "a@example.in", relation: "father" }, 400, "Name is required"],
      [{ intent: "invite", name: "A", email: "not-an-address", relation: "father" }, 400, "Invalid email address"],
      [{ intent: "invite", name: "A", email: "a@example.in", relation: "king" }, 400, "Please choose the relation"],
      [{ intent: "invite", name: "A", email: woman.fields.email, relation: "mother" }, 400, "your own e-mail"],
      [{ intent: "revoke", guardianId: "999999" }, 404, "Guardian not found"],
      [{ intent: "allow-answering", guardianId: "<script>" }, 404, "Guardian not found"],
      [{ intent: "resend" }, 404, "Guardian not found"],
      [{ intent: "everything" }, 400, "Something went wrong!"],
    ];
    for (const [values, status, message] of cases) {
      const { status: got, messages } = await refusalOf(await post(woman.session, "/family", values));
      expect(got, JSON.stringify(values)).toBe(status);
      expect(messages.join(" "), JSON.stringify(values)).toContain(message);
    }
    expect(guardianRows()).toEqual(before);
  });

  it("a conversation's choice about her guardian, and his scope: refused clearly, nothing written", async () => {
    const conversationId = await connectMembers(man, woman);
    const { guardian, email } = await acceptedGuardian(woman);
    const at = `/messages/${conversationId}`;
    const reading = `/guardian/${woman.id}/messages/${conversationId}`;
    const choices = () =>
      queryDb(dataDir, "select low_consent, high_consent from conversations where id = ?", conversationId);
    const CHOOSE = "Please choose first whether the guardian may read this conversation.";
    // He has not chosen: his message waits (409, nothing written), and her guardian cannot read (404).
    expect(await refusalOf(await post(man.session, at, { body: "Salaam" }))).toEqual({
      status: 409,
      messages: [CHOOSE],
    });
    expect(queryDb(dataDir, "select id from messages where conversation_id = ?", conversationId)).toEqual([]);
    expect((await guardian.fetch(reading)).status).toBe(404);
    for (const choice of ["", "maybe", "ALLOWED", "<script>"])
      expect(await refusalOf(await post(man.session, at, { intent: "guardian-consent", choice }))).toEqual({
        status: 400,
        messages: [CHOOSE],
      });
    const stranger = await signedInMember(baseUrl, dataDir, "Male");
    expect((await post(stranger.session, at, { intent: "guardian-consent", choice: "allowed" })).status).toBe(404);
    expect(choices()).toEqual([{ low_consent: null, high_consent: null }]);

    const guardianId = String(guardianIdOf(email));
    for (const [who, scope, status, message] of [
      [woman, "", 400, "Please choose what the guardian may see."],
      [woman, "everything", 400, "Please choose what the guardian may see."],
      [man, "exist", 404, "Guardian not found"],
    ] as const)
      expect(await refusalOf(await post(who.session, "/family", { intent: "set-scope", guardianId, scope }))).toEqual({
        status,
        messages: [message],
      });
    expect(queryDb(dataDir, "select scope from guardians where id = ?", guardianId)).toEqual([
      { scope: "conversations" },
    ]);

    // He agrees: now her guardian reads it.
    expect((await post(man.session, at, { intent: "guardian-consent", choice: "allowed" })).status).toBe(302);
    expect((await guardian.fetch(reading)).status).toBe(200);
  });

  it("/family/accept: a bad link is a clear 410; mismatched or short passwords are refused", async () => {
    for (const token of ["", "nonsense", "1.short", `99999.${"A".repeat(43)}`]) {
      const page = await fetch(`${baseUrl}/family/accept?token=${token}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain("This invitation link is no longer valid.");
    }
    const { token } = await invite(man);
    const visitor = new ApiClient(baseUrl);
    const at = `/family/accept?token=${token}`;
    expect((await visitor.fetch(at)).status).toBe(200);
    const cases: [Record<string, string>, string][] = [
      [{ intent: "accept", name: "A", password: "long enough", confirmPassword: "different one" }, "do not match"],
      [{ intent: "accept", name: "A", password: "short", confirmPassword: "short" }, "at least 8 characters"],
      [{ intent: "accept", password: "long enough", confirmPassword: "long enough" }, "Name is required"],
      [{ intent: "join" }, "Unknown action."],
    ];
    for (const [values, message] of cases) {
      const { status, messages } = await refusalOf(await post(visitor, at, values));
      expect(status, JSON.stringify(values)).toBe(400);
      expect(messages.join(" "), JSON.stringify(values)).toContain(message);
    }
    const wrong = await post(visitor, `/family/accept?token=${token.slice(0, -2)}xx`, {
      intent: "accept",
      name: "A",
      password: "long enough",
      confirmPassword: "long enough",
    });
    expect(wrong.status).toBe(410);
    expect(queryDb(dataDir, "select count(*) as n from guardian_accounts where name = 'A'")).toEqual([{ n: 0 }]);
  });

  it("/guardian/login, /guardian/forgot and the dashboard refuse bad input with a message", async () => {
    const visitor = new ApiClient(baseUrl);
    expect(await refusalOf(await post(visitor, "/guardian/login", { email: "nope", password: "x" }))).toMatchObject({
      status: 400,
      messages: expect.arrayContaining(["Invalid email address"]),
    });
    expect(
      await refusalOf(
        await post(visitor, "/guardian/login", { email: woman.fields.email, password: woman.fields.password }),
      ),
    ).toEqual({ status: 401, messages: ["Invalid credentials. Please try again."] });
    expect(await refusalOf(await post(visitor, "/guardian/forgot", { intent: "email", email: "" }))).toMatchObject({
      status: 400,
      messages: ["Email is required"],
    });
    // A later step without an address given in this browser goes back to the first.
    const skipped = await post(visitor, "/guardian/forgot", { intent: "password", password: "new password" });
    expect(skipped.headers.get("location")).toBe("/guardian/forgot");
    const { guardian } = await acceptedGuardian(woman);
    const bad = await refusalOf(await post(guardian, `/guardian/${woman.id}`, { intent: "shout" }));
    expect(bad.status).toBe(400);
  });

  it("refuses the new forms' POSTs from another site", async () => {
    const before = guardianRows();
    const evil = { Origin: "http://evil.example" };
    for (const [path, values] of [
      ["/family", { intent: "invite", name: "A", email: "evil@example.in", relation: "father" }],
      ["/guardian/login", { email: "a@example.in", password: "whatever1" }],
      ["/family/accept?token=1.x", { intent: "decline" }],
      ["/guardian/logout", {}],
    ] as const)
      expect((await post(woman.session, path, values, evil)).status, path).toBe(403);
    expect(guardianRows()).toEqual(before);
  });
});
