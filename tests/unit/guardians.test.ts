import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { guardianAccounts, members } from "~/db/schema";
import { guardianActions, guardians } from "~/db/schema-family";
import { mailQueue } from "~/db/schema-mail";
import {
  acceptInvitation,
  declineInvitation,
  INVITATION_GONE,
  invitationFor,
  verifyGuardianLogin,
} from "~/domain/family/guardian-accounts.server";
import { guardianAccess } from "~/domain/family/guardian-access.server";
import {
  inviteGuardian,
  listGuardians,
  resendInvitation,
  revokeGuardian,
  type GuardianInput,
} from "~/domain/family/guardians.server";
import { setAnswerPermission } from "~/domain/family/guardian-permissions.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { addMember, viewerOf } from "../support/match-members";
import { refusal } from "../support/refusal";
import { refusalAsync } from "../support/refusal";

// A member's guardians from the member's side and the invitation's (docs/product-rules.md §32), against a
// fresh SQLite file. Each test makes its own member, so one test's guardians never count in another's.

const IP = "198.51.100.32";
const woman = () => viewerOf(addMember({ gender: "Female" }));
let invited = 0;
const guardianInput = (extra: Partial<GuardianInput> = {}): GuardianInput => ({
  name: "Abdul Rahman",
  email: `guardian.${++invited}@example.in`,
  relation: "father",
  canAnswer: false,
  ...extra,
});

/** The link's token in the newest invitation e-mail queued to an address. */
function tokenSentTo(email: string): string {
  const mail = getDb()
    .select({ body: mailQueue.body })
    .from(mailQueue)
    .where(and(eq(mailQueue.toEmail, email), eq(mailQueue.kind, "guardian-invitation")))
    .all()
    .at(-1);
  const token = mail?.body?.match(/\/family\/accept\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no invitation to ${email}`);
  return token;
}

const rowsOf = (memberUnqId: number) =>
  getDb().select().from(guardians).where(eq(guardians.memberUnqId, memberUnqId)).all();
const logOf = (memberUnqId: number) =>
  getDb()
    .select({ action: guardianActions.action })
    .from(guardianActions)
    .where(eq(guardianActions.memberUnqId, memberUnqId))
    .all()
    .map((row) => row.action);
const invitationMails = (memberUnqId: number) =>
  getDb()
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.aboutUnqId, memberUnqId), eq(mailQueue.kind, "guardian-invitation")))
    .all();

afterEach(() => vi.useRealTimers());

describe("inviting a guardian", () => {
  it("writes the row, its log entry and the e-mail with a link whose secret is stored only hashed", () => {
    const member = woman();
    const input = guardianInput({ canAnswer: true });
    inviteGuardian(member, input);
    const [row] = rowsOf(member.unqId);
    expect(row).toMatchObject({ status: "invited", email: input.email, canAnswer: true, accountId: null });
    expect(logOf(member.unqId)).toEqual(["invited"]);
    const [mail] = invitationMails(member.unqId);
    expect(mail.toEmail).toBe(input.email);
    expect(mail.body).toContain(member.fullName);
    expect(mail.body).toContain("as her father");
    expect(mail.body).toContain("end your access at any time");
    const token = tokenSentTo(input.email);
    const secret = token.split(".")[1];
    expect(token.split(".")[0]).toBe(String(row.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.inviteExpiresAt!.getTime() - row.invitedAt.getTime()).toBe(7 * 24 * 3600_000);
  });

  it("refuses a third guardian, the member's own address and an address already invited, writing nothing", () => {
    const member = woman();
    const first = guardianInput();
    inviteGuardian(member, first);
    inviteGuardian(member, guardianInput({ relation: "mother" }));
    const before = { rows: rowsOf(member.unqId), log: logOf(member.unqId), mails: invitationMails(member.unqId) };
    expect(refusal(() => inviteGuardian(member, guardianInput()))).toEqual({
      message: "You can have at most two guardians. Revoke one to invite another.",
      status: 409,
    });
    const own = getDb().select({ email: members.email }).from(members).where(eq(members.unqId, member.unqId)).get()!;
    expect(refusal(() => inviteGuardian(member, guardianInput({ email: own.email }))).message).toMatch(
      /your own e-mail address/,
    );
    expect(refusal(() => inviteGuardian(member, { ...first, name: "Someone else" })).status).toBe(409);
    expect({ rows: rowsOf(member.unqId), log: logOf(member.unqId), mails: invitationMails(member.unqId) }).toEqual(
      before,
    );
    // A revoked guardian no longer counts, and their address may be invited again.
    revokeGuardian(member, before.rows.find((r) => r.email === first.email)!.id);
    inviteGuardian(member, first);
    expect(rowsOf(member.unqId).filter((r) => r.status !== "revoked")).toHaveLength(2);
  });

  it("throttles invitations and resends: five a day per member, then a 429 that says when", () => {
    const member = woman();
    inviteGuardian(member, guardianInput());
    const [row] = rowsOf(member.unqId);
    for (let i = 0; i < 4; i++) resendInvitation(member, row.id);
    const refused = refusal(() => resendInvitation(member, row.id));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/try again in/);
    expect(logOf(member.unqId)).toHaveLength(5);
  });

  it("lets a member touch only their own guardians: anyone else's id is not found, nothing written", () => {
    const member = woman();
    const other = woman();
    inviteGuardian(other, guardianInput({ canAnswer: false }));
    const [theirs] = rowsOf(other.unqId);
    for (const run of [
      () => revokeGuardian(member, theirs.id),
      () => setAnswerPermission(member, theirs.id, true),
      () => resendInvitation(member, theirs.id),
    ])
      expect(refusal(run)).toEqual({ message: "Guardian not found", status: 404 });
    expect(rowsOf(other.unqId)).toEqual([theirs]);
  });

  it("logs each change of answering and each revocation, and the list shows the statuses", () => {
    const member = woman();
    inviteGuardian(member, guardianInput());
    const [row] = rowsOf(member.unqId);
    setAnswerPermission(member, row.id, true);
    setAnswerPermission(member, row.id, true); // no change, no entry
    setAnswerPermission(member, row.id, false);
    revokeGuardian(member, row.id);
    expect(refusal(() => setAnswerPermission(member, row.id, true)).status).toBe(404);
    expect(guardianActivity(member.unqId).entries.map((e) => e.action)).toEqual([
      "revoked",
      "stopped-answering",
      "allowed-answering",
      "invited",
    ]);
    expect(listGuardians(member.unqId)[0]).toMatchObject({ status: "revoked", canAnswer: false });
    expect(rowsOf(member.unqId)[0].inviteTokenHash).toBeNull();
  });
});

describe("the invitation link", () => {
  it("opens only with the right secret, before it expires, while not revoked, and only once", async () => {
    const member = woman();
    const input = guardianInput();
    inviteGuardian(member, input);
    const token = tokenSentTo(input.email);
    const [id, secret] = token.split(".");
    const wrong = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const bad of [wrong, `${Number(id) + 1}.${secret}`, secret, "", `${id}.`, `${token}x`])
      expect(invitationFor(bad)).toBeNull();
    expect(invitationFor(token)).toMatchObject({
      memberGender: "Female",
      guardianName: input.name,
      email: input.email,
      hasAccount: false,
    });
    expect(await refusalAsync(() => acceptInvitation(wrong, { name: "X", password: "long enough" }, IP))).toEqual({
      message: INVITATION_GONE,
      status: 410,
    });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3600_000 + 1000);
    expect(invitationFor(token)).toBeNull();
    vi.useRealTimers();

    await acceptInvitation(token, { name: input.name, password: "a good password" }, IP);
    expect(invitationFor(token)).toBeNull();
    expect(
      (await refusalAsync(() => acceptInvitation(token, { name: "X", password: "a good password" }, IP))).status,
    ).toBe(410);
    expect(refusal(() => declineInvitation(token)).status).toBe(410);
  });

  it("stops working when revoked or sent again, and a declined one ends as revoked with its log entry", () => {
    const member = woman();
    const first = guardianInput();
    inviteGuardian(member, first);
    const old = tokenSentTo(first.email);
    const [row] = rowsOf(member.unqId);
    resendInvitation(member, row.id);
    expect(invitationFor(old)).toBeNull();
    const fresh = tokenSentTo(first.email);
    expect(invitationFor(fresh)).not.toBeNull();
    revokeGuardian(member, row.id);
    expect(invitationFor(fresh)).toBeNull();

    const second = guardianInput();
    inviteGuardian(member, second);
    declineInvitation(tokenSentTo(second.email));
    expect(rowsOf(member.unqId).find((r) => r.email === second.email)).toMatchObject({
      status: "revoked",
      inviteTokenHash: null,
    });
    expect(logOf(member.unqId)).toContain("declined-invitation");
  });

  it("creates an account for a new address; an address with an account must give its password", async () => {
    const sister = woman();
    const brother = viewerOf(addMember({ gender: "Male" }));
    const input = guardianInput();
    inviteGuardian(sister, input);
    const accountId = await acceptInvitation(
      tokenSentTo(input.email),
      { name: input.name, password: "first pass" },
      IP,
    );
    const account = getDb().select().from(guardianAccounts).where(eq(guardianAccounts.id, accountId)).get()!;
    expect(account).toMatchObject({ email: input.email, name: input.name });
    expect(account.passwordHash).not.toContain("first pass");
    expect(rowsOf(sister.unqId)[0]).toMatchObject({ status: "active", accountId, inviteTokenHash: null });
    expect(logOf(sister.unqId)).toEqual(["invited", "accepted-invitation"]);
    expect(await verifyGuardianLogin(input.email, "first pass", IP)).toBe(accountId);

    // The same father guards her brother too: one account, its own password.
    inviteGuardian(brother, { ...input, name: "Abbu" });
    const token = tokenSentTo(input.email);
    expect(invitationFor(token)?.hasAccount).toBe(true);
    expect(await refusalAsync(() => acceptInvitation(token, { name: "Abbu", password: "not the one" }, IP))).toEqual({
      message: "The password is not correct.",
      status: 401,
    });
    expect(rowsOf(brother.unqId)[0].status).toBe("invited");
    expect(await acceptInvitation(token, { name: "Abbu", password: "first pass" }, IP)).toBe(accountId);
    expect(getDb().select().from(guardianAccounts).where(eq(guardianAccounts.email, input.email)).all()).toHaveLength(
      1,
    );
  });

  it("gives a guardian no access before accepting and none after revocation", async () => {
    const member = woman();
    const input = guardianInput();
    inviteGuardian(member, input);
    const [row] = rowsOf(member.unqId);
    const otherMember = woman();
    const other = guardianInput();
    inviteGuardian(otherMember, other);
    // An account that guards someone else sees nothing of this member while the invitation is open.
    const accountId = await acceptInvitation(tokenSentTo(other.email), { name: "G", password: "password 1" }, IP);
    expect(guardianAccess(accountId, member.publicId)).toBeNull();
    expect(guardianAccess(accountId, otherMember.publicId)).not.toBeNull();

    const mine = await acceptInvitation(tokenSentTo(input.email), { name: input.name, password: "password 2" }, IP);
    expect(guardianAccess(mine, member.publicId)).toMatchObject({ guardianId: row.id, canAnswer: false });
    revokeGuardian(member, row.id);
    expect(guardianAccess(mine, member.publicId)).toBeNull();
    expect(guardianAccess(mine, "not-an-id")).toBeNull();
  });

  it("refuses a guardian login with the members' wording and throttles guesses under its own key", async () => {
    const member = woman();
    const input = guardianInput();
    inviteGuardian(member, input);
    await acceptInvitation(tokenSentTo(input.email), { name: input.name, password: "right password" }, IP);
    expect(await refusalAsync(() => verifyGuardianLogin(input.email, "wrong", IP))).toEqual({
      message: "Invalid credentials. Please try again.",
      status: 401,
    });
    expect((await refusalAsync(() => verifyGuardianLogin("nobody@example.in", "wrong", IP))).status).toBe(401);
    for (let i = 0; i < 9; i++) await refusalAsync(() => verifyGuardianLogin(input.email, "wrong", IP));
    expect((await refusalAsync(() => verifyGuardianLogin(input.email, "right password", IP))).status).toBe(429);
  });
});
