import { and, eq, or, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { guardianAccounts, sessions } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { guardianActions, guardians } from "~/db/schema-family";
import { mailQueue } from "~/db/schema-mail";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { searchMembers } from "~/domain/safety/admin.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { acceptInvitation } from "~/domain/family/guardian-accounts.server";
import {
  answerOnBehalf,
  dashboardOf,
  guardedMembers,
  guardianAccess,
  guardianDashboard,
  NO_ANSWERING,
} from "~/domain/family/guardian-access.server";
import { inviteGuardian, revokeGuardian } from "~/domain/family/guardians.server";
import { setAnswerPermission } from "~/domain/family/guardian-permissions.server";
import { listProfiles, listVisitorProfiles } from "~/domain/listing/listing.server";
import { listMatches } from "~/domain/matching/matching.server";
import { memberByPublicId } from "~/domain/accounts/member-lookup.server";
import { createSessionRow } from "~/domain/accounts/sessions.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { addMember, viewerOf } from "../support/match-members";
import { registeredMember } from "../support/unit-members";
import { refusalAsync } from "../support/refusal";
import { activeGuardian } from "../support/unit-guardians";

// What a guardian sees and does for the member they guard (docs/product-rules.md §32), and what is left of
// them when the member deletes their account, against a fresh SQLite file.

const IP = "198.51.100.33";
const woman = () => viewerOf(addMember({ gender: "Female" }));
const man = () => viewerOf(addMember({ gender: "Male" }));
const actionsOf = (memberUnqId: number) => guardianActivity(memberUnqId).entries.map((e) => e.action);

afterEach(() => vi.useRealTimers());

describe("the guardian's dashboard", () => {
  it("shows the member's incoming, sent and connected people, connections with contact details", async () => {
    const member = woman();
    const [asker, asked, connected] = [man(), man(), man()];
    await sendConnectionRequest(asker, member.publicId);
    await sendConnectionRequest(member, asked.publicId);
    await sendConnectionRequest(connected, member.publicId);
    const requestId = dashboardOf(member.unqId).incoming.requests.find(
      (r) => r.sender.publicId === connected.publicId,
    )!.id;
    await answerConnectionRequest(member, requestId, "accept");
    const { access, accountId } = await activeGuardian(member);
    expect(guardedMembers(accountId)).toEqual([
      { publicId: member.publicId, fullName: member.fullName, canAnswer: false },
    ]);
    const seen = guardianDashboard(access());
    expect(seen.incoming.requests.map((r) => r.sender.publicId)).toEqual([asker.publicId]);
    expect(seen.sent.pending.requests.map((r) => r.recipient.publicId)).toEqual([asked.publicId]);
    expect(seen.connections.connections[0]).toMatchObject({ publicId: connected.publicId });
    expect(seen.connections.connections[0].phone).toMatch(/^\d{10}$/);
    // No photo URLs: a guardian is not a member, and the page shows none (§27).
    const people = [
      seen.incoming.requests[0].sender,
      seen.sent.pending.requests[0].recipient,
      seen.connections.connections[0],
    ];
    for (const person of people) expect(person).not.toHaveProperty("image");
  });

  it("logs a view at most once an hour per guardian", async () => {
    const member = woman();
    const { access } = await activeGuardian(member);
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    guardianDashboard(access());
    guardianDashboard(access());
    vi.setSystemTime(start + 59 * 60_000);
    guardianDashboard(access());
    expect(actionsOf(member.unqId).filter((a) => a === "viewed")).toHaveLength(1);
    vi.setSystemTime(start + 61 * 60_000);
    guardianDashboard(access());
    expect(actionsOf(member.unqId).filter((a) => a === "viewed")).toHaveLength(2);
    // The member's preview is the same read, and logs nothing.
    dashboardOf(member.unqId);
    expect(actionsOf(member.unqId).filter((a) => a === "viewed")).toHaveLength(2);
  });
});

describe("answering on the member's behalf", () => {
  it("is refused without permission, even when the permission was withdrawn after the page was loaded", async () => {
    const member = woman();
    const suitor = man();
    await sendConnectionRequest(suitor, member.publicId);
    const requestId = dashboardOf(member.unqId).incoming.requests[0].id;
    const { access } = await activeGuardian(member);
    expect(await refusalAsync(() => answerOnBehalf(access(), requestId, "accept"))).toEqual({
      message: NO_ANSWERING,
      status: 403,
    });
    setAnswerPermission(member, access().guardianId, true);
    const loaded = access();
    expect(loaded.canAnswer).toBe(true);
    setAnswerPermission(member, loaded.guardianId, false);
    expect((await refusalAsync(() => answerOnBehalf(loaded, requestId, "accept"))).status).toBe(403);
    revokeGuardian(member, loaded.guardianId);
    expect((await refusalAsync(() => answerOnBehalf(loaded, requestId, "accept"))).status).toBe(404);
    const request = getDb().select().from(connectionRequests).where(eq(connectionRequests.id, requestId)).get()!;
    expect(request).toMatchObject({ status: "pending", answeredByGuardian: false });
  });

  it("marks the request answered by the guardian and logs it with the sender's name", async () => {
    const member = woman();
    const [first, second, stranger] = [man(), man(), man()];
    await sendConnectionRequest(first, member.publicId);
    await sendConnectionRequest(second, member.publicId);
    const other = woman();
    await sendConnectionRequest(stranger, other.publicId);
    const ids = Object.fromEntries(dashboardOf(member.unqId).incoming.requests.map((r) => [r.sender.publicId, r.id]));
    const { access } = await activeGuardian(member, true);
    expect(await answerOnBehalf(access(), ids[first.publicId], "accept")).toEqual({ senderName: first.fullName });
    await answerOnBehalf(access(), ids[second.publicId], "reject");
    const rows = getDb()
      .select({ status: connectionRequests.status, byGuardian: connectionRequests.answeredByGuardian })
      .from(connectionRequests)
      .where(eq(connectionRequests.recipientUnqId, member.unqId))
      .all();
    expect(rows).toEqual(
      expect.arrayContaining([
        { status: "accepted", byGuardian: true },
        { status: "rejected", byGuardian: true },
      ]),
    );
    // The dashboard says who answered: the member's own guardian.
    const connection = dashboardOf(member.unqId).connections.connections[0];
    expect(connection).toMatchObject({ publicId: first.publicId, acceptedByGuardian: true, sentByViewer: false });
    const log = guardianActivity(member.unqId).entries;
    expect(log.slice(0, 2).map((e) => [e.action, e.aboutName])).toEqual([
      ["declined-request", second.fullName],
      ["accepted-request", first.fullName],
    ]);
    // Someone else's request, an answered one, or nonsense: not found, nothing logged.
    const strangersRequest = dashboardOf(other.unqId).incoming.requests[0].id;
    for (const id of [strangersRequest, ids[first.publicId], "nonsense"])
      expect((await refusalAsync(() => answerOnBehalf(access(), id, "accept"))).status).toBe(404);
    expect(guardianActivity(member.unqId).total).toBe(log.length);
  });
});

describe("a guardian is not a member", () => {
  it("never appears in listings, matches, the administrators' search or member lookups", async () => {
    const member = woman();
    const viewer = man();
    const { email } = await activeGuardian(member, false, "lookout.guardian@example.in");
    const everything = JSON.stringify([
      listProfiles(viewer, {}, 1000),
      listVisitorProfiles({}, 1000),
      listMatches(viewer, 1, 1000),
      searchMembers(email),
      searchMembers("Guardian"),
    ]);
    expect(everything).not.toContain(email);
    expect(everything).not.toMatch(/Guardian \d/);
    const account = getDb().select().from(guardianAccounts).where(eq(guardianAccounts.email, email)).get()!;
    expect(memberByPublicId(String(account.id))).toBeUndefined();
  });
});

describe("the member's account deletion", () => {
  it("erases links, the log, accounts left guarding nobody and their sessions; keeps shared accounts", async () => {
    const leaving = await registeredMember("Female");
    const brother = man();
    const onlyHers = await activeGuardian(leaving, true);
    // This father also guards her brother: his account stays, with the brother's link only.
    const shared = await activeGuardian(leaving, false);
    inviteGuardian(brother, { name: "Abbu", email: shared.email, relation: "father", canAnswer: false });
    const token = getDb()
      .select({ body: mailQueue.body })
      .from(mailQueue)
      .where(and(eq(mailQueue.toEmail, shared.email), eq(mailQueue.aboutUnqId, brother.unqId)))
      .get()!
      .body!.match(/token=(\S+)/)![1];
    await acceptInvitation(token, { name: "Abbu", password: "guardian password" }, IP);
    createSessionRow({ guardianAccountId: onlyHers.accountId });
    createSessionRow({ guardianAccountId: shared.accountId });

    await deleteAccount(leaving.unqId, leaving.password);

    const db = getDb();
    expect(db.select().from(guardians).where(eq(guardians.memberUnqId, leaving.unqId)).all()).toEqual([]);
    expect(db.select().from(guardianActions).where(eq(guardianActions.memberUnqId, leaving.unqId)).all()).toEqual([]);
    expect(db.select().from(guardianAccounts).where(eq(guardianAccounts.id, onlyHers.accountId)).get()).toBeUndefined();
    expect(db.select().from(guardianAccounts).where(eq(guardianAccounts.id, shared.accountId)).get()).toBeDefined();
    const left = db
      .select({ account: sessions.guardianAccountId })
      .from(sessions)
      .where(or(eq(sessions.guardianAccountId, onlyHers.accountId), eq(sessions.guardianAccountId, shared.accountId)))
      .all();
    expect(left).toEqual([{ account: shared.accountId }]);
    expect(guardianAccess(shared.accountId, brother.publicId)).not.toBeNull();
    const anywhere = db.all<{ n: number }>(
      sql`select count(*) as n from mail_queue where to_email = ${onlyHers.email} or about_unq_id = ${leaving.unqId}`,
    );
    expect(anywhere[0].n).toBe(0);
  });
});
