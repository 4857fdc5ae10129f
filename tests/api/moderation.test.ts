import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { logIn, registerMember, signedInMember, type SignedInMember } from "../support/members";
import { startServer, type RunningServer } from "../support/server";

// MODERATION=on (docs/product-rules.md §30): a member who registers through the original client's API is
// seen by nobody else until an administrator approves them in /admin/moderation.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "moderator@example.org", password: "admin-pass-mod" };

const actionCount = (dataDir: string) =>
  queryDb<{ n: number }>(dataDir, "select count(*) as n from moderation_actions")[0].n;

describe("moderation on", { timeout: 60_000 }, () => {
  let server: RunningServer;
  let viewer: SignedInMember;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer({ MODERATION: "on" });
    await run("npm", ["run", "--silent", "admin:create", "--", "--email", ADMIN.email, "--password", ADMIN.password], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir },
    });
    admin = await logIn(server.baseUrl, ADMIN);
    viewer = await signedInMember(server.baseUrl, server.dataDir, "Male");
    // The viewer waits too; approved first, so only the new member's approval is under test.
    const approved = await approve(viewer.id);
    expect(approved.status).toBe(302);
  }, 60_000); // the operator's npm script starts tsx: slow on a busy 2-core machine
  afterAll(() => server.stop());

  const approve = (memberId: string, intent = "approve-profile") =>
    admin.fetch("/admin/moderation", { method: "POST", body: new URLSearchParams({ intent, memberId, photoId: "" }) });

  const oppositeIds = async () => {
    const response = await viewer.session.fetch("/api/v1/profiles/opposite/users");
    expect(response.status).toBe(200);
    return ((await response.json()).opp as { _id: string }[]).map((card) => card._id);
  };

  it("a new member is absent and their profile 404 until approved; they log in and see that they wait", async () => {
    const bride = await registerMember(server.baseUrl, server.dataDir, { gender: "Female", fullName: "Noor Waiting" });
    expect(await oppositeIds()).not.toContain(bride.id);
    expect((await viewer.session.fetch(`/api/v1/profiles/single/user/${bride.id}`)).status).toBe(404);

    const own = await (await logIn(server.baseUrl, bride.fields)).fetch("/api/v1/myprofile/viewProfile");
    expect(own.status).toBe(200);
    expect((await own.json()).message).toMatchObject({ _id: bride.id, awaitingApproval: true });

    const page = await admin.fetch("/admin/moderation");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Noor Waiting");

    const approved = await approve(bride.id);
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe("/admin/moderation");
    expect(await oppositeIds()).toContain(bride.id);
    expect((await viewer.session.fetch(`/api/v1/profiles/single/user/${bride.id}`)).status).toBe(200);
    const [row] = queryDb<{ admin: string; action: string }>(
      server.dataDir,
      `select a.email as admin, m.action from moderation_actions m join members a on a.unq_id = m.admin_unq_id
       join members x on x.unq_id = m.member_unq_id where x.public_id = ?`,
      bride.id,
    );
    expect(row).toEqual({ admin: ADMIN.email, action: "approve-profile" });
  });

  it("bad input is refused with a message and writes nothing; members and visitors cannot open the page", async () => {
    const before = actionCount(server.dataDir);
    for (const [memberId, intent] of [
      ["0".repeat(24), "approve-profile"],
      ["not-an-id", "approve-photo"],
      [viewer.id, "toString"],
      [viewer.id, "approve-profile"], // already approved
    ]) {
      const response = await approve(memberId, intent);
      expect(response.status, `${intent} ${memberId}`).toBe(302);
      // The flash cookie is in the administrator's jar: the page shows the refusal once.
      expect(await (await admin.fetch("/admin/moderation")).text()).toMatch(/class="flash flash--error"/);
    }
    expect(actionCount(server.dataDir)).toBe(before);

    expect((await viewer.session.fetch("/admin/moderation")).status).toBe(403);
    const post = await viewer.session.fetch("/admin/moderation", {
      method: "POST",
      body: new URLSearchParams({ intent: "approve-profile", memberId: viewer.id }),
    });
    expect(post.status).toBe(403);
    expect((await fetch(`${server.baseUrl}/admin/moderation`)).status).toBe(404);
    expect(actionCount(server.dataDir)).toBe(before);
  });
});
