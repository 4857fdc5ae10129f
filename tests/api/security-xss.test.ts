import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/outbox";
import { logIn, registerMember } from "../support/members";

// Everything a member or visitor typed is shown as text, never run as markup: on every page that
// shows it, in the hydration data, in JSON and in e-mails (ASVS V5.3).
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const SCRIPT = "<script>alert(1)</script>";
const ATTRIBUTE = '"><img src=x onerror=alert(1)>';
const LINK = "javascript:alert(1)";
const SHORT = '"><svg/onload=x>'; // for the 20-character height field
const ALL = `${SCRIPT}${ATTRIBUTE}${LINK}`;

type Member = Awaited<ReturnType<typeof registerMember>>;
let evil: Member; // a woman whose every free-text field is a payload
let evilUnqId: number;
let asked: ApiClient; // a man she asked
let connected: ApiClient; // a man who accepted her
let admin: ApiClient;
const enquiryMessage = `${ALL} ${Date.now()}`;

function expectInert(html: string, where: string) {
  expect(html, where).not.toContain(SCRIPT);
  expect(html, where).not.toContain("<img src=x");
  expect(html, where).not.toContain("<svg/onload");
  expect(html, where).not.toMatch(/href="javascript:/i);
}

beforeAll(async () => {
  evil = await registerMember(baseUrl, dataDir, {
    gender: "Female",
    fullName: ALL,
    fatherName: ALL,
    motherName: ALL,
    GrandFatherName: ALL,
    FamilyHeadOccupation: ALL,
    pehchan: ALL,
    education: ALL,
    working: ALL,
    area: ALL,
    city: `${SCRIPT}${ATTRIBUTE}`,
    state: `${SCRIPT}${ATTRIBUTE}`,
    country: `${SCRIPT}${ATTRIBUTE}`,
    height: SHORT,
    about: `${ALL}\n${ALL}`,
    lookingFor: ALL,
  });
  evilUnqId = queryDb<{ unq_id: number }>(dataDir, "select unq_id from members where public_id = ?", evil.id)[0].unq_id;
  const [askedMember, connectedMember, adminMember] = await Promise.all(
    [0, 1, 2].map(() => registerMember(baseUrl, dataDir, { gender: "Male" })),
  );
  const Database = (await import("better-sqlite3")).default;
  const db = new Database(`${dataDir}/matrimony.db`);
  db.prepare("update members set role = 'admin' where public_id = ?").run(adminMember.id);
  db.close();
  [asked, connected, admin] = await Promise.all(
    [askedMember, connectedMember, adminMember].map((m) => logIn(baseUrl, m.fields)),
  );

  const session = await logIn(baseUrl, evil.fields);
  for (const recipient of [askedMember, connectedMember]) {
    expect((await session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: recipient.id })).status).toBe(
      201,
    );
  }
  const { requests } = await (await connected.fetch("/api/v1/connectionRequest/forme")).json();
  expect((await connected.fetch(`/api/v1/connectionRequest/sendrq/accept/${requests[0]._id}`)).status).toBe(200);
  const enquiry = await new ApiClient(baseUrl).postJson("/api/v1/contact/user", {
    name: ALL,
    email: "visitor@example.in",
    contact: "9812345678",
    message: enquiryMessage,
  });
  expect(enquiry.status).toBe(201);
});

describe("stored markup is shown as text", () => {
  it("on every page that shows it, hydration data included", async () => {
    const pages: [ApiClient, string][] = [
      [new ApiClient(baseUrl), `/profilePage?unqId=MMR00${evilUnqId}`],
      [asked, `/profilePage?unqId=MMR00${evilUnqId}`],
      [asked, `/InnerProfile/${evil.id}`],
      [asked, "/connectionReq"],
      [connected, "/myConnection"],
      [connected, `/InnerProfile/${evil.id}`],
      [await logIn(baseUrl, evil.fields), "/userProfile"],
      [await logIn(baseUrl, evil.fields), "/userProfile?edit=1"],
      [admin, `/admin?q=${encodeURIComponent(evil.fields.email)}`],
      [admin, `/admin/members/${evil.id}`],
      [admin, "/admin/enquiries"],
    ];
    for (const [client, page] of pages) {
      const response = await client.fetch(page);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expectInert(html, page);
      // The value is there, as text: the page did show it.
      expect(html, page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("a search that echoes the query back shows it as text", async () => {
    const html = await (await admin.fetch(`/admin?q=${encodeURIComponent(ALL)}`)).text();
    expectInert(html, "/admin?q=");
    const listing = await (await fetch(`${baseUrl}/profilePage?unqId=${encodeURIComponent(SHORT)}`)).text();
    expectInert(listing, "/profilePage?unqId=");
  });

  it("JSON answers carrying it are JSON, not HTML", async () => {
    const calls: [ApiClient, string][] = [
      [new ApiClient(baseUrl), "/api/v1/adminPanel/allUsers"],
      [asked, `/api/v1/profiles/single/user/${evil.id}`],
      [asked, "/api/v1/connectionRequest/forme"],
      [connected, "/api/v1/connectionRequest/connection/myconn"],
      [asked, "/api/v1/profiles/opposite/users"],
    ];
    for (const [client, call] of calls) {
      const response = await client.fetch(call);
      expect(response.status, call).toBe(200);
      expect(response.headers.get("content-type"), call).toBe("application/json; charset=utf-8");
      expect(response.headers.get("x-content-type-options"), call).toBe("nosniff");
    }
  });

  it("the newsletter CSV defuses a cell that a spreadsheet would run as a formula", async () => {
    const email = `=hyperlink("http://evil.example")${Date.now()}@example.in`;
    const subscribed = await fetch(`${baseUrl}/?index`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email }),
    });
    expect(subscribed.status).toBe(302);
    const csv = await (await admin.fetch("/admin/newsletter.csv")).text();
    expect(csv).toContain(`"'${email.replace(/"/g, '""')}"`);
    expect(csv).not.toMatch(/^"?=/m);
  });

  it("e-mails carrying it are plain text: the request notice and the operator's enquiry", async () => {
    const askedEmail = queryDb<{ email: string }>(
      dataDir,
      "select m.email from members m join connection_requests r on r.recipient_unq_id = m.unq_id " +
        "join members s on s.unq_id = r.sender_unq_id where s.public_id = ? and r.status = 'pending'",
      evil.id,
    )[0].email;
    const notice = await waitForMail(dataDir, askedEmail, (m) => /connection request/i.test(m.subject));
    const operator = await waitForMail(dataDir, "operator@example.org", (m) => m.text.includes(enquiryMessage));
    for (const mail of [notice, operator]) {
      const raw = fs.readFileSync(path.join(dataDir, "outbox", mail.file), "utf8");
      expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
      expect(raw).not.toMatch(/text\/html/i);
      expect(mail.text).toContain(SCRIPT); // carried as the text it is, in a message no client renders as HTML
    }
  });
});
