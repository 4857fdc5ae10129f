import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb, writeDb } from "../support/db";
import { logIn, registerMember, signedInMember, type SignedInMember } from "../support/members";
import { waitForMail } from "../support/outbox";

// Reports, the admin queue and the safety links over HTTP (docs/product-rules.md §29).
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

// The e-mails' absolute link (siteLink: PUBLIC_URL, else localhost and the port).
const SAFETY_LINK = /https?:\/\/\S+\/safety\b/;
const form = (values: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(values) });
const reportsAbout = (id: string) =>
  queryDb<{ reason: string; details: string | null; status: string }>(
    dataDir,
    "select r.reason, r.details, r.status from reports r " +
      "join members m on m.unq_id = r.reported_unq_id where m.public_id = ?",
    id,
  );
/** The page a form's redirect leads to, with the flash message it carries. */
async function landing(client: ApiClient, response: Response) {
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  return { location, html: await (await client.fetch(location)).text() };
}

let man: SignedInMember;
let woman: SignedInMember;
let otherMan: SignedInMember;
let admin: ApiClient;

beforeAll(async () => {
  let operator: SignedInMember;
  [man, woman, otherMan, operator] = await Promise.all([
    signedInMember(baseUrl, dataDir, "Male", { fullName: "Imran Qureshi" }),
    signedInMember(baseUrl, dataDir, "Female", { fullName: "Ayesha Khan" }),
    signedInMember(baseUrl, dataDir, "Male", { fullName: "Salman Ansari" }),
    signedInMember(baseUrl, dataDir, "Male", { fullName: "Site Operator" }),
  ]);
  // An administrator as admin:create promotes one; a new login carries the role.
  writeDb(dataDir, "update members set role = 'admin' where public_id = ?", operator.id);
  admin = await logIn(baseUrl, operator.fields);
}, 60_000); // four signups, each hashing a password, on a shared 2-core machine

describe("reporting a member", () => {
  it("a report goes back to the profile with the thanks, written once however often it is sent", async () => {
    for (const details of ["Asked me for money", "  Asked again, for 10,000 rupees  "]) {
      const sent = await man.session.fetch("/report", form({ memberId: woman.id, reason: "money", details }));
      const { location, html } = await landing(man.session, sent);
      expect(location).toBe(`/InnerProfile/${woman.id}`);
      expect(html).toContain("Thank you. We have received your report and will look into it.");
    }
    expect(reportsAbout(woman.id)).toEqual([
      { reason: "money", details: "Asked again, for 10,000 rupees", status: "open" },
    ]);
  });

  it("bad input and unseen profiles are refused with a message, nothing written, never 5xx", async () => {
    const unseen = "This profile is not available to report.";
    const refused = [
      [man, { memberId: otherMan.id, reason: "fake" }, "/profilePage", unseen],
      [man, { memberId: man.id, reason: "fake" }, "/profilePage", unseen],
      [man, { memberId: "f".repeat(24), reason: "fake" }, "/profilePage", unseen],
      [man, { memberId: "../userProfile", reason: "fake" }, "/profilePage", unseen],
      [woman, { memberId: otherMan.id }, `/InnerProfile/${otherMan.id}`, "Please choose a reason."],
      [woman, { memberId: otherMan.id, reason: "rude" }, `/InnerProfile/${otherMan.id}`, "Please choose a reason."],
      [
        woman,
        { memberId: otherMan.id, reason: "other", details: "x".repeat(1001) },
        `/InnerProfile/${otherMan.id}`,
        "Details must be at most 1,000 characters.",
      ],
    ] as const;
    for (const [reporter, values, to, message] of refused) {
      const response = await reporter.session.fetch("/report", form(values));
      expect(response.status, JSON.stringify(values)).toBe(302);
      expect(response.headers.get("Location")).toBe(to);
      const html = await (await reporter.session.fetch("/profilePage")).text();
      expect(html, JSON.stringify(values)).toContain(message);
    }
    expect(reportsAbout(otherMan.id)).toEqual([]);
    expect(reportsAbout(man.id)).toEqual([]);
    // A visitor is sent to log in; an administrator does not report.
    const visitor = await fetch(`${baseUrl}/report`, {
      ...form({ memberId: woman.id, reason: "fake" }),
      redirect: "manual",
    });
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    expect((await admin.fetch("/report", form({ memberId: woman.id, reason: "fake" }))).status).toBe(302);
    expect(reportsAbout(woman.id)).toHaveLength(1);
    // Only POST reports.
    expect((await man.session.fetch("/report")).status).toBe(302);
  });
});

describe("the admin queue", () => {
  it("is for administrators only: members get 403 and change nothing, visitors 404", async () => {
    expect((await man.session.fetch("/admin/reports")).status).toBe(403);
    expect((await fetch(`${baseUrl}/admin/reports`)).status).toBe(404);
    expect((await man.session.fetch("/admin/reports", form({ intent: "block", memberId: woman.id }))).status).toBe(403);
    expect(reportsAbout(woman.id)[0].status).toBe("open");
    expect(await (await admin.fetch("/admin")).text()).toContain('href="/admin/reports"');
  });

  it("shows the report; Warn e-mails the reported member with the safety link and never the reporter", async () => {
    const page = await (await admin.fetch("/admin/reports")).text();
    expect(page).toContain(woman.fields.fullName);
    expect(page).toContain(man.fields.fullName);
    expect(page).toContain("Asking for money");
    const { html } = await landing(
      admin,
      await admin.fetch("/admin/reports", form({ intent: "warn", memberId: woman.id })),
    );
    expect(html).toContain("Warning sent.");
    expect(html).toContain("No open reports.");
    expect(reportsAbout(woman.id)[0].status).toBe("warned");
    const warning = await waitForMail(dataDir, woman.fields.email, (m) => m.subject.startsWith("A warning about"));
    expect(warning.text).toMatch(SAFETY_LINK);
    expect(warning.text).not.toContain(man.fields.fullName);
    expect(warning.text).not.toContain("10,000");
    const again = await admin.fetch("/admin/reports", form({ intent: "block", memberId: woman.id }));
    expect((await landing(admin, again)).html).toContain("There are no open reports about this member");
  });
});

describe("the safety page", () => {
  it("is public and linked from profiles and the connection e-mails", async () => {
    expect(await (await fetch(`${baseUrl}/safety`)).text()).toContain("Staying safe");
    expect(await (await otherMan.session.fetch(`/InnerProfile/${woman.id}`)).text()).toContain('href="/safety"');
    expect(await (await otherMan.session.fetch("/userProfile")).text()).toContain('href="/safety"');
    expect(
      (await otherMan.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id })).status,
    ).toBe(201);
    const notice = await waitForMail(dataDir, woman.fields.email, (m) => m.text.includes("would like to connect"));
    expect(notice.text).toMatch(SAFETY_LINK);
    const [{ id }] = queryDb<{ id: string }>(
      dataDir,
      "select r.id from connection_requests r join members m on m.unq_id = r.sender_unq_id where m.public_id = ?",
      otherMan.id,
    );
    expect((await woman.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${id}`)).status).toBe(200);
    const accepted = await waitForMail(dataDir, otherMan.fields.email, (m) => m.subject.includes("accepted"));
    expect(accepted.text).toMatch(SAFETY_LINK);
  });
});

describe("a reported member who deletes her account and registers again (issue 35, item 8)", () => {
  it("is flagged in the queue with what matched, without her details; she is told nothing", async () => {
    const gone = await signedInMember(baseUrl, dataDir, "Female", { fullName: "Shabnam Firstaccount" });
    await landing(
      man.session,
      await man.session.fetch(
        "/report",
        form({ memberId: gone.id, reason: "fake", details: "Shabnam's photo is fake" }),
      ),
    );
    const deleted = await gone.session.fetch(
      "/userProfile",
      form({ intent: "delete", password: gone.fields.password }),
    );
    expect(deleted.status).toBe(302);
    const kept = queryDb<Record<string, unknown>>(dataDir, "select * from erased_member_reports");
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toMatch(new RegExp(`${gone.fields.phone}|${gone.fields.email}|Shabnam`));

    // The API's register call, with the same phone number: a 201 like any other.
    const back = await registerMember(baseUrl, dataDir, {
      gender: "Female",
      fullName: "Shabnam Secondaccount",
      phone: gone.fields.phone,
    });
    const page = await (await admin.fetch("/admin/reports")).text();
    expect(page).toContain("Shabnam Secondaccount");
    expect(page).toContain("flagged by the site");
    expect(page).toContain("Same phone number as a deleted account that members reported once (Fake profile)");
    expect(page).not.toContain("photo is fake");
    expect(await (await admin.fetch(`/admin/members/${back.id}`)).text()).toContain("flagged by the site");
  });
});
