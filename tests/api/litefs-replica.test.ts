import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { registerMember, signedInMember, type SignedInMember } from "../support/members";
import { startServer, type RunningServer } from "../support/server";

// LiteFS replicas (issue 20, decision 017), simulated on one machine: two servers on one database file, each
// with a "LiteFS mount" of its own. The replica's mount holds a .primary file naming the primary and a link
// to the primary's database, as LiteFS gives a replica a copy it may read but not write.

const PRIMARY_NAME = "primary-machine-1";
// Every node of a site signs cookies with one secret: a session made on one holds on the others.
const SESSION_SECRET = "one-secret-for-every-node-of-the-site-0123456789";

async function withSession(baseUrl: string, member: SignedInMember) {
  const device = new ApiClient(baseUrl);
  const cookie = member.session.cookieHeader();
  return (route: string, init: RequestInit = {}) => device.fetch(route, { ...init, headers: { Cookie: cookie } });
}

const enquiry = { name: "Replica Writer", email: "r@example.in", contact: "9812345678", message: "from a replica" };
const postEnquiry = (baseUrl: string) =>
  fetch(`${baseUrl}/api/v1/contact/user`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(enquiry),
  });

describe("a LiteFS replica", { timeout: 60_000 }, () => {
  let primary: RunningServer;
  let replica: RunningServer;
  let replicaMount: string;
  let woman: SignedInMember;
  let man: SignedInMember;
  const enquiries = () => {
    const db = new Database(path.join(primary.dataDir, "litefs", "matrimony.db"), { readonly: true });
    const n = (db.prepare("select count(*) as n from enquiries").get() as { n: number }).n;
    db.close();
    return n;
  };

  beforeAll(async () => {
    const primaryData = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "litefs-primary-"));
    fs.mkdirSync(path.join(primaryData, "litefs"));
    primary = await startServer({ LITEFS_DIR: path.join(primaryData, "litefs"), SESSION_SECRET }, primaryData);
    woman = await signedInMember(primary.baseUrl, primary.dataDir, "Female");
    man = await signedInMember(primary.baseUrl, primary.dataDir, "Male");

    const replicaData = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "litefs-replica-"));
    replicaMount = path.join(replicaData, "litefs");
    fs.mkdirSync(replicaMount);
    fs.symlinkSync(path.join(primaryData, "litefs", "matrimony.db"), path.join(replicaMount, "matrimony.db"));
    fs.writeFileSync(path.join(replicaMount, ".primary"), `${PRIMARY_NAME}\n`);
    // Started as a replica: it must neither migrate nor run its start-up jobs (they would write).
    replica = await startServer({ LITEFS_DIR: replicaMount, SESSION_SECRET }, replicaData);
  }, 60_000);
  afterAll(async () => {
    await replica?.stop();
    await primary?.stop();
  });

  it("serves a member's pages and the API's reads itself, with the session made on the primary", async () => {
    const asWoman = await withSession(replica.baseUrl, woman);
    const pages = ["/", "/profilePage", "/userProfile", `/InnerProfile/${man.id}`, "/myConnection", "/connectionReq"];
    const more = ["/sentRequests", "/messages", "/shortlist", "/preferences", "/settings", "/matches", "/stories"];
    const api = ["/api/v1/profiles/opposite/users", "/api/v1/connectionRequest/forme", "/api/v1/myprofile/viewProfile"];
    for (const route of [...pages, ...more, ...api]) {
      const response = await asWoman(route);
      expect(response.status, route).toBe(200);
    }
  });

  it("sends every request that writes to the primary (fly-replay) and writes nothing itself", async () => {
    const before = enquiries();
    const refused = await postEnquiry(replica.baseUrl);
    expect(refused.status).toBe(409);
    expect(refused.headers.get("fly-replay")).toBe(`instance=${PRIMARY_NAME}`);
    expect(await refused.json()).toMatchObject({ success: false });
    const login = await fetch(`${replica.baseUrl}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: woman.fields.email, password: woman.fields.password }),
      redirect: "manual",
    });
    expect(login.status).toBe(409);
    expect(login.headers.get("fly-replay")).toBe(`instance=${PRIMARY_NAME}`);
    expect(enquiries()).toBe(before);
    // The same request on the primary is taken.
    expect((await postEnquiry(primary.baseUrl)).status).toBe(201);
    expect(enquiries()).toBe(before + 1);
  });

  it("sends pages that write when opened (a conversation, guardian pages, alert stop) to the primary", async () => {
    const asWoman = await withSession(replica.baseUrl, woman);
    const writingGets = [
      "/messages/1",
      `/guardian/${woman.id}`,
      `/guardian/${woman.id}/messages/1`,
      "/alerts/stop?token=x",
      `/api/v1/connectionRequest/sendrq/accept/1`,
    ];
    for (const route of writingGets) {
      const response = await asWoman(route);
      expect(response.status, route).toBe(409);
      expect(response.headers.get("fly-replay"), route).toBe(`instance=${PRIMARY_NAME}`);
    }
    // Reads that look alike stay here.
    for (const route of ["/messages/unread", "/guardian/login"]) expect((await asWoman(route)).status, route).toBe(200);
  });

  it("asks to try again when it cannot tell which node is the primary (.primary empty or unreadable)", async () => {
    fs.writeFileSync(path.join(replicaMount, ".primary"), "");
    const refused = await postEnquiry(replica.baseUrl);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(refused.headers.get("fly-replay")).toBeNull();
    fs.writeFileSync(path.join(replicaMount, ".primary"), PRIMARY_NAME);
  });

  it("shows what the primary writes", async () => {
    const newcomer = await registerMember(primary.baseUrl, primary.dataDir, { gender: "Male" });
    const asWoman = await withSession(replica.baseUrl, woman);
    const listing = await (await asWoman(`/api/v1/profiles/single/user/${newcomer.id}`)).json();
    expect(JSON.stringify(listing)).toContain(newcomer.fields.fullName);
  });

  it("writes once the lease moves to it (.primary gone), and stops again when it moves back", async () => {
    fs.rmSync(path.join(replicaMount, ".primary"));
    expect((await postEnquiry(replica.baseUrl)).status).toBe(201);
    fs.writeFileSync(path.join(replicaMount, ".primary"), PRIMARY_NAME);
    expect((await postEnquiry(replica.baseUrl)).status).toBe(409);
    expect(replica.output()).not.toMatch(/readonly|SQLITE_/i);
  });
});
