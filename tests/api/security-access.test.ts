import { randomInt } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { logIn, newSignup, registerForm, verifyEmail, signedInMember, type SignedInMember } from "../support/members";

// Every id a request names is checked against who asks (ASVS V4.2), and a profile edit changes only
// profile fields (mass assignment, ASVS V5.1.2).
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = SignedInMember;

const member = (gender: "Male" | "Female") => signedInMember(baseUrl, dataDir, gender);

const requestStatus = (id: string) =>
  queryDb<{ status: string }>(dataDir, "select status from connection_requests where id = ?", id)[0].status;
const form = (values: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(values) });

let man: Member;
let woman: Member;
let otherMan: Member;
let blockedWoman: Member;
let requestId: string; // man → woman, pending

beforeAll(async () => {
  [man, woman, otherMan, blockedWoman] = await Promise.all([
    member("Male"),
    member("Female"),
    member("Male"),
    member("Female"),
  ]);
  expect((await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id })).status).toBe(201);
  requestId = queryDb<{ id: string }>(
    dataDir,
    "select r.id from connection_requests r join members m on m.unq_id = r.recipient_unq_id where m.public_id = ?",
    woman.id,
  )[0].id;
  // The operator's block, set as the admin page would.
  const Database = (await import("better-sqlite3")).default;
  const db = new Database(`${dataDir}/matrimony.db`);
  db.prepare("update members set block_by_admin = 1 where public_id = ?").run(blockedWoman.id);
  db.close();
});

describe("member pages by id", () => {
  it("/InnerProfile/{id} shows only an active member of the other gender", async () => {
    expect((await man.session.fetch(`/InnerProfile/${woman.id}`)).status).toBe(200);
    for (const id of [
      man.id,
      otherMan.id,
      blockedWoman.id,
      "0".repeat(24),
      "..%2FuserProfile",
      "abc",
      `${woman.id}x`,
    ]) {
      expect((await man.session.fetch(`/InnerProfile/${id}`)).status, id).toBe(404);
    }
    const visitor = await fetch(`${baseUrl}/InnerProfile/${woman.id}`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/InnerProfile/${woman.id}`)}`,
    );
  });

  it("nobody but the recipient answers a request: API reject, requests page and profile page all refuse", async () => {
    for (const session of [otherMan.session, man.session]) {
      expect((await session.fetch(`/api/v1/connectionRequest/sendrq/reject/${requestId}`)).status).toBe(404);
      expect((await session.fetch("/connectionReq", form({ intent: "reject", requestId }))).status).toBe(404);
      expect((await session.fetch("/connectionReq", form({ intent: "accept", requestId }))).status).toBe(404);
      expect((await session.fetch(`/InnerProfile/${woman.id}`, form({ intent: "accept", requestId }))).status).toBe(
        404,
      );
    }
    expect(requestStatus(requestId)).toBe("pending");
  });

  it("answers malformed request ids with 4xx, never 5xx", async () => {
    for (const id of ["x", "'; drop table connection_requests; --", "%00", "0".repeat(500)]) {
      const response = await woman.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${encodeURIComponent(id)}`);
      expect(response.status, id).toBeGreaterThanOrEqual(400);
      expect(response.status, id).toBeLessThan(500);
    }
    expect(requestStatus(requestId)).toBe("pending");
  });

  it("/admin/members/{id}: a member gets 403 and cannot block anyone, a visitor 404", async () => {
    expect((await man.session.fetch(`/admin/members/${woman.id}`)).status).toBe(403);
    expect((await fetch(`${baseUrl}/admin/members/${woman.id}`)).status).toBe(404);
    expect(
      (await man.session.fetch(`/admin/members/${woman.id}`, form({ intent: "block", memberId: woman.id }))).status,
    ).toBe(403);
    expect(queryDb(dataDir, "select block_by_admin from members where public_id = ?", woman.id)).toEqual([
      { block_by_admin: 0 },
    ]);
  });

  it("/images/{id} no longer serves a deleted member's photo", async () => {
    const client = new ApiClient(baseUrl);
    const fields = newSignup();
    await verifyEmail(client, dataDir, fields.email);
    // A colour nobody else has: photos are stored once per content, and shared ones outlive a deletion.
    const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background } })
      .png()
      .toBuffer();
    expect(
      (
        await client.fetch("/api/v1/auth/register", {
          method: "POST",
          body: registerForm(fields, { bytes: png, name: "me.png", type: "image/png" }),
        })
      ).status,
    ).toBe(201);
    const session = await logIn(baseUrl, fields);
    const { image } = (await (await session.fetch("/api/v1/myprofile/viewProfile")).json()).message;
    // Members only by default (docs/product-rules.md §27): another member sees it, until the owner is gone.
    const other = await signedInMember(baseUrl, dataDir, fields.gender === "Male" ? "Female" : "Male");
    const path = new URL(image).pathname;
    expect((await other.session.fetch(path)).status).toBe(200);
    const deleted = await session.fetch("/userProfile", form({ intent: "delete", password: fields.password }));
    expect(deleted.status).toBe(302);
    expect((await other.session.fetch(path)).status).toBe(404);
    expect((await fetch(image)).status).toBe(404);
  });
});

describe("profile edit changes only profile fields", () => {
  const hostile = {
    role: "admin",
    Verified: "true",
    verified: "1",
    blockByADMIN: "false",
    block_by_admin: "1",
    unqId: "1",
    unq_id: "1",
    _id: "0123456789abcdef01234567",
    publicId: "0123456789abcdef01234567",
    password: "hijacked-pass",
    passwordHash: "$2b$10$abcdefghijklmnopqrstuv",
    password_hash: "x",
    emailVerified: "true",
    verifiedAt: "0",
    acceptedTermsAt: "0",
    createdAt: "2000-01-01",
  };
  const guarded =
    "select unq_id, public_id, role, verified, block_by_admin, password_hash, accepted_terms_at, created_at " +
    "from members where public_id = ?";

  it("PATCH /api/v1/myprofile/viewProfile ignores role, verification, blocking, ids and password", async () => {
    const target = await member("Male");
    const before = queryDb(dataDir, guarded, target.id);
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...hostile, connections: woman.id, working: "Engineer" }))
      body.set(name, value);
    const response = await target.session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body });
    expect(response.status).toBe(200);
    expect((await response.json()).data.working).toBe("Engineer");
    expect(queryDb(dataDir, guarded, target.id)).toEqual(before);
    expect(
      (
        await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
          email: target.fields.email,
          password: target.fields.password,
        })
      ).status,
    ).toBe(200);
    expect(await target.session.fetch("/api/v1/connectionRequest/connection/myconn").then((r) => r.json())).toEqual([]);
  });

  it("the /userProfile form ignores them too", async () => {
    const target = await member("Female");
    const before = queryDb(dataDir, guarded, target.id);
    const { password: _password, acceptTerms: _terms, ...profile } = target.fields;
    const response = await target.session.fetch(
      "/userProfile",
      form({ ...profile, ...hostile, connections: man.id, education: "M.Sc." }),
    );
    expect(response.status).toBe(302);
    expect(queryDb(dataDir, "select education from members where public_id = ?", target.id)).toEqual([
      { education: "M.Sc." },
    ]);
    expect(queryDb(dataDir, guarded, target.id)).toEqual(before);
    expect(
      (
        await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
          email: target.fields.email,
          password: "hijacked-pass",
        })
      ).status,
    ).toBe(401);
  });
});
