import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members, sessions } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { memberBlocks, moderationActions, reports } from "~/db/schema-safety";
import type { Viewer } from "~/domain/accounts/member";
import { openReportQueue, recentReportActions, reportHistoryOf } from "~/domain/safety/report-queue.server";
import { actOnReports, reportMember } from "~/domain/safety/reports.server";
import { insertPerson } from "../support/member-rows";
import { refusal } from "../support/refusal";

// Reports and the administrator's answers (docs/product-rules.md §29) against a fresh SQLite file.

const person = insertPerson;

const reportsAbout = (m: Viewer) => getDb().select().from(reports).where(eq(reports.reportedUnqId, m.unqId)).all();
const actionsOn = (m: Viewer) =>
  getDb().select().from(moderationActions).where(eq(moderationActions.memberUnqId, m.unqId)).all();
const groupOf = (m: Viewer) => openReportQueue().find((g) => g.member.publicId === m.publicId);

let admin: Viewer;
beforeAll(() => {
  admin = person("Male", { role: "admin", fullName: "Site Operator" });
});
afterEach(() => vi.useRealTimers());

describe("a member's report", () => {
  it("counts once per reporter: a repeat keeps the latest reason and details", () => {
    const [man, woman] = [person("Male"), person("Female")];
    reportMember(man, woman.publicId, { reason: "fake", details: "  Photo from a film  " });
    reportMember(man, woman.publicId, { reason: "money", details: "Asked for 5,000 rupees" });
    const rows = reportsAbout(woman);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterUnqId: man.unqId, reason: "money", details: "Asked for 5,000 rupees" });
    expect(groupOf(woman)?.reports).toHaveLength(1);
  });

  it("is refused, nothing written, for a profile the member may not see", () => {
    const man = person("Male");
    const hidden = person("Female", { hidden: true });
    const otherMan = person("Male");
    const blockedHer = person("Female");
    getDb()
      .insert(memberBlocks)
      .values({ blockerUnqId: blockedHer.unqId, blockedUnqId: man.unqId, createdAt: new Date() })
      .run();
    for (const target of [
      man.publicId,
      hidden.publicId,
      otherMan.publicId,
      blockedHer.publicId,
      admin.publicId,
      "nope",
      "f".repeat(24),
    ])
      expect(refusal(() => reportMember(man, target, { reason: "fake" }))).toEqual({
        message: "This profile is not available to report.",
        status: 404,
      });
    // An administrator acts on members; they do not report them.
    expect(refusal(() => reportMember(admin, person("Female").publicId, { reason: "fake" })).status).toBe(404);
    expect(getDb().select().from(reports).where(eq(reports.reporterUnqId, man.unqId)).all()).toEqual([]);
  });

  it("is limited to ten a day per reporter", () => {
    const man = person("Male");
    const women = Array.from({ length: 11 }, () => person("Female"));
    for (const woman of women.slice(0, 10)) reportMember(man, woman.publicId, { reason: "other" });
    expect(refusal(() => reportMember(man, women[10].publicId, { reason: "other" })).status).toBe(429);
    expect(reportsAbout(women[10])).toEqual([]);
  });
});

describe("the admin queue", () => {
  it("groups open reports by reported member, the latest first, counting reporters", () => {
    const [first, second] = [person("Female"), person("Female")];
    const [a, b, c] = [person("Male", { fullName: "Arif" }), person("Male", { fullName: "Bilal" }), person("Male")];
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2030-01-01T08:00:00Z") });
    reportMember(a, first.publicId, { reason: "money", details: "Wanted a loan" });
    vi.setSystemTime(Date.parse("2030-01-01T09:00:00Z"));
    reportMember(c, second.publicId, { reason: "fake" });
    vi.setSystemTime(Date.parse("2030-01-01T10:00:00Z"));
    reportMember(b, first.publicId, { reason: "harassment" });
    const queue = openReportQueue();
    expect(queue[0].member.publicId).toBe(first.publicId);
    expect(queue[1].member.publicId).toBe(second.publicId);
    expect(queue[0].reports.map((r) => [r.reason, r.reporter?.fullName])).toEqual([
      ["harassment", "Bilal"],
      ["money", "Arif"],
    ]);
    expect(queue[0].member).toMatchObject({ fullName: first.fullName, city: "Delhi", image: null });
    // A reporter who deletes their account leaves the report, without their name.
    deleteAccountRow(a);
    expect(groupOf(first)?.reports.map((r) => r.reporter)).toEqual([{ unqId: b.unqId, fullName: "Bilal" }, null]);
  });
});

/** The account deletion's effect on reports (reporter_unq_id set null), without its e-mail and password steps. */
function deleteAccountRow(m: Viewer) {
  getDb().delete(members).where(eq(members.unqId, m.unqId)).run();
}

describe("the administrator's answers", () => {
  it("dismiss: the reports leave the queue, one logged action per report with the administrator and the time", () => {
    const woman = person("Female");
    const [a, b] = [person("Male"), person("Male")];
    reportMember(a, woman.publicId, { reason: "fake" });
    reportMember(b, woman.publicId, { reason: "other" });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2030-02-01T12:00:00Z") });
    expect(actOnReports(admin, woman.publicId, "dismiss")).toBe(2);
    expect(reportsAbout(woman).map((r) => r.status)).toEqual(["dismissed", "dismissed"]);
    expect(groupOf(woman)).toBeUndefined();
    expect(actionsOn(woman)).toHaveLength(2);
    expect(actionsOn(woman)[0]).toMatchObject({
      adminUnqId: admin.unqId,
      action: "dismiss",
      createdAt: new Date("2030-02-01T12:00:00Z"),
    });
    expect(recentReportActions()[0]).toMatchObject({
      action: "dismiss",
      reports: 2,
      memberName: woman.fullName,
      admin: { fullName: "Site Operator" },
      at: "2030-02-01T12:00:00.000Z",
    });
    // A second administrator acting at once finds nothing open.
    expect(refusal(() => actOnReports(admin, woman.publicId, "block")).status).toBe(409);
    expect(actionsOn(woman)).toHaveLength(2);
    // A new report after the dismissal opens it again; the history keeps both.
    reportMember(a, woman.publicId, { reason: "harassment" });
    expect(groupOf(woman)?.reports).toHaveLength(1);
    expect(
      reportHistoryOf(woman.publicId)
        .reports.map((r) => r.status)
        .sort(),
    ).toEqual(["dismissed", "open"]);
    expect(reportHistoryOf(woman.publicId).actions).toHaveLength(1);
  });

  it("warn: queues the warning e-mail naming the reasons, never the reporter or the details", () => {
    const man = person("Male", { fullName: "Kamran Sheikh" });
    const reporter = person("Female", { fullName: "Nasreen Bano" });
    reportMember(reporter, man.publicId, { reason: "money", details: "He asked for my bank OTP" });
    actOnReports(admin, man.publicId, "warn");
    expect(reportsAbout(man)[0].status).toBe("warned");
    expect(actionsOn(man)[0]).toMatchObject({ action: "warn", adminUnqId: admin.unqId });
    const mail = getDb().select().from(mailQueue).where(eq(mailQueue.toUnqId, man.unqId)).get()!;
    expect(mail).toMatchObject({
      kind: "warning",
      status: "pending",
      subject: "A warning about your profile on Community Matrimony",
    });
    expect(mail.body).toContain("Asking for money");
    expect(mail.body).toContain("/safety");
    expect(mail.body).not.toContain("Nasreen");
    expect(mail.body).not.toContain("OTP");
  });

  it("block: the member is blocked, their sessions end, the report is marked blocked", () => {
    const man = person("Male");
    const reporter = person("Female");
    getDb()
      .insert(sessions)
      .values({
        id: "s-blocked",
        memberUnqId: man.unqId,
        data: {},
        expiresAt: new Date(Date.now() + 3600_000),
        createdAt: new Date(),
      })
      .run();
    reportMember(reporter, man.publicId, { reason: "already-married" });
    actOnReports(admin, man.publicId, "block");
    expect(getDb().select().from(members).where(eq(members.unqId, man.unqId)).get()!.blockByAdmin).toBe(true);
    expect(getDb().select().from(sessions).where(eq(sessions.memberUnqId, man.unqId)).all()).toEqual([]);
    expect(reportsAbout(man)[0].status).toBe("blocked");
    expect(actionsOn(man)[0]).toMatchObject({ action: "block", adminUnqId: admin.unqId });
    // Blocked, he is no longer a profile anyone can report.
    expect(refusal(() => reportMember(person("Female"), man.publicId, { reason: "fake" })).status).toBe(404);
  });

  it("refuses an unknown member or one without open reports", () => {
    expect(refusal(() => actOnReports(admin, "nope", "warn")).status).toBe(409);
    expect(refusal(() => actOnReports(admin, person("Female").publicId, "warn")).status).toBe(409);
  });
});
