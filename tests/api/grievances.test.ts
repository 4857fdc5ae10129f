import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb, writeDb } from "../support/db";
import { logIn, signedInMember, type SignedInMember } from "../support/members";
import { waitForMail } from "../support/outbox";

// Issue 38 over HTTP (docs/product-rules.md §41): a complaint filed without JavaScript and its ticket, bad input
// refused with nothing written, following a ticket, the administrators' clocks and answers, and the records kept
// of a profile's creation, of sign-ins and of administrators' changes.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const form = (values: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(values) });
const countGrievances = () => queryDb<{ n: number }>(dataDir, "select count(*) as n from grievances")[0].n;
const NOT_FOUND = "No complaint matches this ticket number and e-mail address.";

let visits = 0;
/** A visitor's browser, from an address of its own (the server trusts the test's proxy header). */
const visitor = () => new ApiClient(baseUrl, `198.19.7.${(visits += 1)}`);

async function file(client: ApiClient, values: Record<string, string>) {
  const sent = await client.fetch("/grievances", form({ intent: "file", ...values }));
  expect(sent.status).toBe(302);
  const html = await (await client.fetch(sent.headers.get("Location")!)).text();
  const ticket = /Its ticket number is (GR-[0-9A-Z]{8})/.exec(html)?.[1];
  expect(ticket, html.slice(0, 300)).toBeDefined();
  return ticket!;
}

let member: SignedInMember;
let operator: SignedInMember;
let admin: ApiClient;

beforeAll(async () => {
  [member, operator] = await Promise.all([
    signedInMember(baseUrl, dataDir, "Female", { fullName: "Nargis Fatima" }),
    signedInMember(baseUrl, dataDir, "Male", { fullName: "Grievance Desk" }),
  ]);
  writeDb(dataDir, "update members set role = 'admin' where public_id = ?", operator.id);
  admin = await logIn(baseUrl, operator.fields);
}, 60_000);

describe("a complaint over HTTP", () => {
  it("is answered at once with its ticket, which the e-mail repeats", async () => {
    const email = `complainant.${Date.now()}@example.in`;
    const ticket = await file(visitor(), {
      name: "Shabnam Ara",
      email,
      category: "impersonation",
      memberId: "",
      details: "A profile uses my photographs and my name.",
    });
    expect(queryDb(dataDir, "select category, status, email from grievances where ticket = ?", ticket)).toEqual([
      { category: "impersonation", status: "received", email },
    ]);
    const mail = await waitForMail(dataDir, email, (m) => m.subject.includes(ticket));
    expect(mail.text).toContain("removed within 24 hours");
    expect(mail.text).not.toContain("my photographs");
  });

  const valid = { name: "Asif", email: "a@b.in", category: "fraud", details: "x" };
  it.each([
    ["no name", { ...valid, name: "" }, "Name is required"],
    ["a name on two lines", { ...valid, name: "Asif\u202e" }, "must be on one line"],
    ["a wrong address", { ...valid, email: "not-an-email" }, "Invalid email address"],
    ["an unknown category", { ...valid, category: "gossip" }, "Please choose what the complaint is about."],
    ["blank details", { ...valid, details: "   " }, "Please describe the complaint."],
    ["details too long", { ...valid, details: "x".repeat(4001) }, "at most 4,000 characters"],
    ["a member id that is not one", { ...valid, memberId: "Imran" }, "MMR0042"],
    ["a member id of nobody", { ...valid, memberId: "MMR00999999" }, "No member has this ID."],
  ])("refuses %s with a message, writing nothing, never 5xx", async (_label, values, message) => {
    const before = countGrievances();
    const response = await visitor().fetch("/grievances", form({ intent: "file", ...values }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).toContain(message);
    expect(countGrievances()).toBe(before);
  });

  it("is followed by ticket and address: the same answer whether the ticket or the address is wrong", async () => {
    const email = `follower.${Date.now()}@example.in`;
    const browser = visitor();
    const ticket = await file(browser, { name: "Zubair Alam", email, category: "other", details: "Help" });
    const follow = (values: Record<string, string>) =>
      browser.fetch("/grievances", form({ intent: "follow", ...values }));
    const found = await follow({ ticket: ticket.toLowerCase(), email: email.toUpperCase() });
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain(`Complaint ${ticket}`);
    expect(html).toContain("Received");
    for (const wrong of [
      { ticket, email: "someone.else@example.in" },
      { ticket: "GR-ZZZZZZZZ", email },
    ]) {
      const answer = await follow(wrong);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain(NOT_FOUND);
      expect(text).not.toContain(`Complaint ${ticket}`);
    }
    expect((await follow({ ticket: "", email })).status).toBe(400);
  });
});

describe("the administrators' page", () => {
  it("is for administrators only: members get 403, visitors 404, and nothing is answered", async () => {
    expect((await member.session.fetch("/admin/grievances")).status).toBe(403);
    expect((await visitor().fetch("/admin/grievances")).status).toBe(404);
    const refused = await member.session.fetch("/admin/grievances", form({ intent: "resolve", ticket: "GR-X" }));
    expect(refused.status).toBe(403);
  });

  it("shows the clocks, overdue first; each answer is e-mailed, logged, and read by following the ticket", async () => {
    const email = `late.${Date.now()}@example.in`;
    const browser = visitor();
    const late = await file(browser, { name: "Parveen Akhtar", email, category: "harassment", details: "Abuse" });
    // Received two days ago: its 24 hours to acknowledge have passed.
    writeDb(dataDir, "update grievances set created_at = ? where ticket = ?", Date.now() - 2 * 24 * 3600_000, late);
    const page = await (await admin.fetch("/admin/grievances")).text();
    expect(page).toContain(late);
    expect(/GR-[0-9A-Z]{8}/.exec(page)?.[0]).toBe(late); // the one overdue complaint comes first
    expect(page).toMatch(new RegExp(`${late}[\\s\\S]{0,400}Overdue`));

    const answered = await admin.fetch(
      "/admin/grievances",
      form({ intent: "acknowledge", ticket: late, message: "We have asked the member to stop." }),
    );
    expect(answered.status).toBe(302);
    const mail = await waitForMail(dataDir, email, (m) => m.subject.includes("acknowledged"));
    expect(mail.text).toContain("We have asked the member to stop.");
    const resolved = await admin.fetch(
      "/admin/grievances",
      form({ intent: "resolve", ticket: late, message: "The member is blocked." }),
    );
    expect(resolved.status).toBe(302);
    const decision = await waitForMail(dataDir, email, (m) => m.subject.includes("resolved"));
    expect(decision.text).toContain("https://gac.gov.in");
    expect(
      queryDb(
        dataDir,
        "select a.action, m.public_id as admin from grievance_answers a join grievances g on g.id = a.grievance_id " +
          "join members m on m.unq_id = a.admin_unq_id where g.ticket = ? order by a.id",
        late,
      ),
    ).toEqual([
      { action: "acknowledge", admin: operator.id },
      { action: "resolve", admin: operator.id },
    ]);
    const followed = await (await browser.fetch("/grievances", form({ intent: "follow", ticket: late, email }))).text();
    expect(followed).toContain("The member is blocked.");

    // An empty message is refused, nothing sent.
    const empty = await admin.fetch("/admin/grievances", form({ intent: "update", ticket: late, message: " " }));
    expect(empty.status).toBe(302);
    expect(
      queryDb(
        dataDir,
        "select count(*) as n from grievance_answers a join grievances g on g.id = a.grievance_id where g.ticket = ?",
        late,
      ),
    ).toEqual([{ n: 2 }]);
  });
});

describe("what is kept of accounts and administrators", () => {
  it("keeps the address a profile was created from, each sign-in, and each administrator's change", async () => {
    const [creation] = queryDb<{ ip: string }>(
      dataDir,
      "select c.ip from account_creations c join members m on m.unq_id = c.member_unq_id where m.public_id = ?",
      member.id,
    );
    expect(creation.ip).toMatch(/^198\.18\.\d+\.\d+$/);
    const signIns = queryDb<{ ip: string }>(
      dataDir,
      "select s.ip from sign_ins s join members m on m.unq_id = s.member_unq_id where m.public_id = ?",
      operator.id,
    );
    expect(signIns.length).toBeGreaterThanOrEqual(2); // the signup's session and the login
    // An export of addresses is logged too, though it is read, not sent.
    expect((await operator.session.fetch("/admin/newsletter.csv")).status).toBe(200);
    const changes = queryDb<{ path: string; intent: string; ip: string }>(
      dataDir,
      "select l.path, l.intent, l.ip from admin_action_log l join members m on m.unq_id = l.admin_unq_id " +
        "where m.public_id = ? order by l.id",
      operator.id,
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: "/admin/grievances", intent: "acknowledge", ip: expect.stringMatching(/^198\.18\./) },
        { path: "/admin/grievances", intent: "resolve", ip: expect.stringMatching(/^198\.18\./) },
        { path: "/admin/newsletter.csv", intent: "export", ip: expect.stringMatching(/^198\.18\./) },
      ]),
    );
    // The member's refused attempt is not an administrator's change.
    const byMember = queryDb(
      dataDir,
      "select 1 from admin_action_log l join members m on m.unq_id = l.admin_unq_id where m.public_id = ?",
      member.id,
    );
    expect(byMember).toEqual([]);
  });

  it("shows the creation address and the sign-ins on the member's admin page, to administrators only", async () => {
    const page = await (await admin.fetch(`/admin/members/${member.id}`)).text();
    expect(page).toMatch(/Profile created from 198\.18\.\d+\.\d+/);
    expect(page).toContain("Last sign-ins");
  });
});
