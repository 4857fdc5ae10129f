import { beforeAll, describe, expect, inject, it } from "vitest";
import { queryDb, writeDb } from "../support/db";
import { readOutbox, waitForMail } from "../support/outbox";
import { newSignup, registerForm, signedInMember, verifyEmail, type SignedInMember } from "../support/members";
import { ApiClient } from "../support/client";

// Issue 35, items 2 and 7, over HTTP: a name with line breaks or a direction override is refused by the API and
// the site's forms (400, the message, nothing written); a name saved before that rule reaches e-mails on one
// line, isolated, never in a header of its own; pages isolate names in <bdi>.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const INJECTED = "Dan\r\n\r\nURGENT: your profile will be deleted. Confirm at http://evil.example/v\r\n\r\nDan";
const ONE_LINE = "must be on one line, without hidden control characters";

let woman: SignedInMember;
let man: SignedInMember;

beforeAll(async () => {
  [woman, man] = await Promise.all([
    signedInMember(baseUrl, dataDir, "Female"),
    signedInMember(baseUrl, dataDir, "Male"),
  ]);
});

describe("names on one line", () => {
  it("the register call refuses a name with line breaks and creates no account", async () => {
    const client = new ApiClient(baseUrl);
    const fields = newSignup({ gender: "Male", fullName: INJECTED });
    await verifyEmail(client, dataDir, fields.email);
    const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(`Full name ${ONE_LINE}`);
    expect(queryDb(dataDir, "select 1 from members where email = ?", fields.email)).toEqual([]);
  });

  it("a profile edit refuses a direction override in the father's name and changes nothing", async () => {
    const form = new FormData();
    form.set("fatherName", "Yusuf \u202e321-HKM");
    const response = await woman.session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: form });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(`Father's name ${ONE_LINE}`);
    const { message } = await (await woman.session.fetch("/api/v1/myprofile/viewProfile")).json();
    expect(message.fatherName).toBe(woman.fields.fatherName);
  });

  it("the guardian invitation form refuses such a name and sends nothing", async () => {
    const guardianEmail = `guardian.${Date.now()}@example.org`;
    const response = await woman.session.fetch("/family", {
      method: "POST",
      headers: { Origin: baseUrl },
      body: new URLSearchParams({ intent: "invite", name: INJECTED, email: guardianEmail, relation: "father" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`Name ${ONE_LINE}`);
    expect(queryDb(dataDir, "select 1 from guardians where email = ?", guardianEmail)).toEqual([]);
    expect(readOutbox(dataDir).filter((mail) => mail.to === guardianEmail)).toEqual([]);
  });

  it("a name saved before the rule reaches the request e-mail on one line, isolated", async () => {
    writeDb(dataDir, "update members set full_name = ? where public_id = ?", INJECTED, man.id);
    const sent = await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id });
    expect(sent.status).toBe(201);
    const mail = await waitForMail(dataDir, woman.fields.email, (m) => /connection request/i.test(m.subject));
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const lines = mail.text.split("\n");
    expect(lines.some((line) => line.startsWith("URGENT"))).toBe(false);
    const named = lines.find((line) => line.includes("URGENT"))!;
    expect(named).toContain("\u2068Dan    URGENT: your profile will be deleted.");
    expect(named).toMatch(/Dan \([^)]+\)\u2069/);
  });

  it("pages show a member's name isolated in <bdi>", async () => {
    const page = await man.session.fetch(`/InnerProfile/${woman.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(new RegExp(`<h1><bdi>${woman.fields.fullName}</bdi></h1>`));
  });
});
