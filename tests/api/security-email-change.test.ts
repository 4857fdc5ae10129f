import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { copyMember, queryDb } from "../support/db";
import { waitForMail } from "../support/outbox";
import { codeFor, logIn, registerMember } from "../support/members";

// A profile edit may change the e-mail address only to one the member proves is theirs (a code,
// as at signup), and the old address is told; phone and e-mail changes are few a day, so the edit
// cannot be used to test whose number or address is registered (ASVS V2.2.3, V2.5).
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const freshEmail = () => `moved.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
const storedEmail = (id: string) =>
  queryDb<{ email: string }>(dataDir, "select email from members where public_id = ?", id)[0].email;

function patch(session: ApiClient, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body });
}

describe("changing the e-mail address", () => {
  it("through the API: PATCH mails a code to the new address; PATCH with it saves and tells the old one", async () => {
    const { fields, id } = await registerMember(baseUrl, dataDir);
    const session = await logIn(baseUrl, fields);
    const email = freshEmail();
    const first = await patch(session, { email });
    expect(first.status).toBe(400);
    expect((await first.json()).msg).toMatch(/We sent a 6-digit code to the new email/);
    expect(storedEmail(id)).toBe(fields.email);

    const wrong = await patch(session, {
      email,
      emailCode: "000000" === (await codeFor(dataDir, email, /verification/i)) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(storedEmail(id)).toBe(fields.email);

    const saved = await patch(session, { email, emailCode: await codeFor(dataDir, email, /verification/i) });
    expect(saved.status).toBe(200);
    expect(storedEmail(id)).toBe(email);
    const notice = await waitForMail(dataDir, fields.email, (m) => /e-mail address was changed/.test(m.subject));
    expect(notice.text).not.toContain(email);
    expect(
      (await new ApiClient(baseUrl).postJson("/api/v1/auth/login", { email, password: fields.password })).status,
    ).toBe(200);
  });

  it("through the API: an address verified first with verifyEmail and verifyEmailOTP is taken at once", async () => {
    const { fields, id } = await registerMember(baseUrl, dataDir);
    const session = await logIn(baseUrl, fields);
    const email = freshEmail();
    expect((await session.postJson("/api/v1/auth/verifyEmail", { email })).status).toBe(200);
    const otp = await codeFor(dataDir, email, /verification/i);
    expect((await session.postJson("/api/v1/auth/verifyEmailOTP", { email, otp })).status).toBe(200);
    expect((await patch(session, { email })).status).toBe(200);
    expect(storedEmail(id)).toBe(email);
  });

  it("another member's address is answered like any new address, and stays theirs", async () => {
    const mover = await registerMember(baseUrl, dataDir);
    // Another member, registered a while ago: no code sent lately.
    const owner = freshEmail();
    copyMember(dataDir, mover.id, owner);
    const session = await logIn(baseUrl, mover.fields);
    const taken = await patch(session, { email: owner });
    const free = await patch(session, { email: freshEmail() });
    expect(taken.status).toBe(400);
    expect({ status: free.status, body: await free.json() }).toEqual({
      status: taken.status,
      body: await taken.json(),
    });
    expect(storedEmail(mover.id)).toBe(mover.fields.email);
  });

  it("through the profile form: a code field appears, and the change is saved once the code is entered", async () => {
    const { fields, id } = await registerMember(baseUrl, dataDir);
    const session = await logIn(baseUrl, fields);
    const { password: _password, acceptTerms: _terms, ...profile } = fields;
    const email = freshEmail();
    const asked = await session.fetch("/userProfile?edit=1", {
      method: "POST",
      body: new URLSearchParams({ ...profile, email }),
    });
    expect(asked.status).toBe(400);
    const html = await asked.text();
    expect(html).toContain(`Code sent to <bdi>${email}</bdi>`);
    expect(html).toContain('name="emailCode"');
    expect(storedEmail(id)).toBe(fields.email);
    const emailCode = await codeFor(dataDir, email, /verification/i);
    const saved = await session.fetch("/userProfile?edit=1", {
      method: "POST",
      body: new URLSearchParams({ ...profile, email, emailCode }),
    });
    expect(saved.status).toBe(302);
    expect(storedEmail(id)).toBe(email);
  });
});

describe("changing the phone number", () => {
  it("is refused after ten changes in a day, so the edit cannot test whose number is registered", async () => {
    const { fields, id } = await registerMember(baseUrl, dataDir);
    const session = await logIn(baseUrl, fields);
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++)
      statuses.push((await patch(session, { phone: `96${String(Date.now() + n).slice(-8)}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const phone = queryDb<{ phone: string }>(dataDir, "select phone from members where public_id = ?", id)[0].phone;
    expect((await patch(session, { working: "Still editable", phone })).status).toBe(200);
  });
});
