import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { signedInMember, type SignedInMember } from "../support/members";
import { rawGet } from "../support/raw-http";
import { ALLOWED_ORIGIN } from "./global-setup";

// The HTTP layer (app/web/http-app.server.ts, origin.server.ts): CORS, cross-site refusals,
// security headers, caching of personal answers, error bodies and files that must never be served.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = SignedInMember;
let man: Member;
let woman: Member;
let admin: ApiClient;
let requestId: string; // woman → man, pending

const member = (gender: "Male" | "Female") => signedInMember(baseUrl, dataDir, gender);

beforeAll(async () => {
  let adminMember: Member;
  [man, woman, adminMember] = await Promise.all([member("Male"), member("Female"), member("Male")]);
  const Database = (await import("better-sqlite3")).default;
  const db = new Database(`${dataDir}/matrimony.db`);
  db.prepare("update members set role = 'admin' where public_id = ?").run(adminMember.id);
  db.close();
  admin = adminMember.session;
  expect((await woman.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: man.id })).status).toBe(201);
  requestId = (await (await man.session.fetch("/api/v1/connectionRequest/forme")).json()).requests[0]._id;
});

describe("CORS on /api/v1", () => {
  const refusedOrigins = [
    "http://evil.example",
    "null",
    `${ALLOWED_ORIGIN}.evil.example`,
    ALLOWED_ORIGIN.replace("//", "//evil"),
    ALLOWED_ORIGIN.replace("http:", "https:"),
    ALLOWED_ORIGIN.replace(":3000", ":3001"),
    ALLOWED_ORIGIN.replace(":3000", ""),
    `${ALLOWED_ORIGIN}/`,
  ];

  it("echoes the allowed origin exactly, with credentials, and varies on Origin", async () => {
    const response = await man.session.fetch("/api/v1/myprofile/viewProfile", { headers: { Origin: ALLOWED_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("vary")).toMatch(/\bOrigin\b/);
  });

  it.each(refusedOrigins)("gives %s no CORS headers, never a wildcard", async (origin) => {
    for (const path of ["/api/v1/adminPanel/allUsers", "/api/v1/myprofile/viewProfile"]) {
      const response = await man.session.fetch(path, { headers: { Origin: origin } });
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
      expect(response.headers.get("access-control-allow-credentials"), path).toBeNull();
      expect(response.headers.get("vary"), path).toMatch(/\bOrigin\b/);
    }
  });

  it("varies on Origin in every answer, those without an Origin and the failures too", async () => {
    const answers = [
      await fetch(`${baseUrl}/api/v1/adminPanel/allUsers`),
      await fetch(`${baseUrl}/api/v1/myprofile/viewProfile`),
      await new ApiClient(baseUrl).postJson("/api/v1/auth/login", { email: "x@example.in" }),
      await fetch(`${baseUrl}/api/v1/profiles/single/user/nope`),
    ];
    for (const response of answers) expect(response.headers.get("vary"), response.url).toMatch(/\bOrigin\b/);
  });
});

describe("cross-site state changes are refused with 403 and change nothing", () => {
  const attacks: Record<string, string>[] = [
    { Origin: "http://evil.example" },
    { Origin: "null" },
    { Origin: `${ALLOWED_ORIGIN}.evil.example` },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site" },
  ];
  const profileForm = () => {
    const body = new FormData();
    body.set("working", "Changed by another site");
    return body;
  };
  const requests: [string, string, () => RequestInit][] = [
    ["PATCH", "/api/v1/myprofile/viewProfile", () => ({ body: profileForm() })],
    [
      "POST",
      "/api/v1/connectionRequest/sendrq",
      () => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify({ recipientId: woman.id }) }),
    ],
    ["GET", "/api/v1/connectionRequest/sendrq/accept/{request}", () => ({})],
    ["GET", "/api/v1/connectionRequest/sendrq/reject/{request}", () => ({})],
    ["POST", "/api/v1/auth/logout", () => ({})],
    ["POST", "/userProfile", () => ({ body: new URLSearchParams({ intent: "delete", password: "x" }) })],
    ["POST", "/connectionReq", () => ({ body: new URLSearchParams({ intent: "reject", requestId }) })],
    ["POST", "/InnerProfile/{woman}", () => ({ body: new URLSearchParams({ intent: "accept", requestId }) })],
    ["POST", "/logout", () => ({})],
    [
      "POST",
      "/login",
      () => ({
        body: new URLSearchParams({ intent: "login", email: woman.fields.email, password: woman.fields.password }),
      }),
    ],
  ];

  it.each(requests)("%s %s", async (method, template, init) => {
    const path = template.replace("{request}", requestId).replace("{woman}", woman.id);
    for (const headers of attacks) {
      const { headers: own, ...rest } = init();
      const response = await man.session.fetch(path, { method, ...rest, headers: { ...own, ...headers } });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(queryDb(dataDir, "select status from connection_requests where id = ?", requestId)).toEqual([
      { status: "pending" },
    ]);
    const own = await man.session.fetch("/api/v1/myprofile/viewProfile");
    expect(own.status).toBe(200);
    expect((await own.json()).message.working).toBe(man.fields.working);
  });
});

describe("security headers", () => {
  const pages = () =>
    [
      [man.session, "/userProfile"],
      [man.session, `/InnerProfile/${woman.id}`],
      [man.session, "/connectionReq"],
      [man.session, "/myConnection"],
      [man.session, "/profilePage"],
      [admin, "/admin"],
      [new ApiClient(baseUrl), "/login"],
    ] as const;

  it("on every kind of answer: pages, JSON, errors, redirects, photos, assets", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const answers = [
      ...(await Promise.all(pages().map(([client, path]) => client.fetch(path)))),
      await fetch(`${baseUrl}/api/v1/adminPanel/allUsers`),
      await fetch(`${baseUrl}/api/v1/myprofile/viewProfile`),
      await fetch(`${baseUrl}/healthz`),
      await fetch(`${baseUrl}/favicon.ico`),
      await fetch(`${baseUrl}${asset}`),
      await fetch(`${baseUrl}/images/${"0".repeat(32)}`),
      await fetch(`${baseUrl}/logout`, { redirect: "manual" }),
      await fetch(`${baseUrl}/no-such-page`),
      await fetch(`${baseUrl}/contactUs`, { method: "POST", headers: { Origin: "http://evil.example" } }),
    ];
    const raw = await rawGet(baseUrl, "/%");
    for (const response of answers) {
      const where = `${response.status} ${response.url}`;
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(response.headers.get("x-frame-options"), where).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), where).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
      // No page uses the camera, microphone, location or payments: a script injected into one could not either.
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
        expect(response.headers.get("permissions-policy"), where).toContain(feature);
    }
    expect(raw.status).toBe(400);
    expect(raw.headers["x-frame-options"]).toBe("DENY");
    expect(raw.headers["x-content-type-options"]).toBe("nosniff");
    expect(raw.headers["permissions-policy"]).toContain("camera=()");
  });

  it("personal pages carry a script nonce and are never stored by a cache", async () => {
    for (const [client, path] of pages()) {
      const response = await client.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy"), path).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/,
      );
      if (path !== "/login") expect(String(response.headers.get("cache-control")), path).toMatch(/\bno-store\b/);
    }
    for (const path of ["/admin/enquiries", `/admin/members/${woman.id}`, "/admin/newsletter.csv"]) {
      expect(String((await admin.fetch(path)).headers.get("cache-control")), path).toMatch(/\bno-store\b/);
    }
  });

  it("personal API answers are never stored by a cache", async () => {
    const calls: [string, () => Promise<Response>][] = [
      ["viewProfile", () => man.session.fetch("/api/v1/myprofile/viewProfile")],
      ["single user", () => man.session.fetch(`/api/v1/profiles/single/user/${woman.id}`)],
      ["forme", () => man.session.fetch("/api/v1/connectionRequest/forme")],
      ["myconn", () => man.session.fetch("/api/v1/connectionRequest/connection/myconn")],
      ["opposite users", () => man.session.fetch("/api/v1/profiles/opposite/users")],
      ["filter", () => man.session.postJson("/api/v1/profiles/profiles/filter", {})],
      [
        "profile edit",
        () => man.session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: new FormData() }),
      ],
      [
        "login",
        () =>
          new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
            email: woman.fields.email,
            password: woman.fields.password,
          }),
      ],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect(response.status, name).toBe(200);
      expect(String(response.headers.get("cache-control")), name).toMatch(/\bno-store\b/);
    }
  });
});

describe("errors tell nothing about the server", () => {
  const noStackTrace = (text: string, where: string) => {
    expect(text, where).not.toMatch(/\n\s+at .+[:(]/);
    expect(text, where).not.toMatch(/node_modules|file:\/\/|\.tsx?:\d+|\.js:\d+:\d+/);
  };

  it.each([
    "/api/v1/auth/login",
    "/api/v1/auth/verifyEmail",
    "/api/v1/auth/forgotPassword",
    "/api/v1/profiles/profiles/filter",
    "/api/v1/connectionRequest/sendrq",
  ])("malformed JSON to %s is a 400 JSON answer", async (path) => {
    for (const body of ["{not json", "[1,2]", "null", "\u0000", '{"email":'.repeat(1000)]) {
      const response = await man.session.fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status, body.slice(0, 20)).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      noStackTrace(await response.text(), path);
    }
  });

  it("malformed bodies and URLs to pages are 4xx, with no stack trace", async () => {
    const answers = [
      await man.session.fetch("/userProfile", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: "--y\r\nnonsense",
      }),
      await man.session.fetch("/userProfile", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data" },
        body: "no boundary",
      }),
      await new ApiClient(baseUrl).fetch("/login", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: "--x\r\n",
      }),
      await man.session.fetch("/api/v1/myprofile/viewProfile", {
        method: "PATCH",
        headers: { "Content-Type": "multipart/form-data" },
        body: "no boundary",
      }),
      await man.session.fetch(`/InnerProfile/${"f".repeat(5000)}`),
    ];
    const api = answers[3];
    expect(api.headers.get("content-type")).toBe("application/json; charset=utf-8");
    for (const response of answers) {
      expect(response.status, response.url).toBeGreaterThanOrEqual(400);
      expect(response.status, response.url).toBeLessThan(500);
      noStackTrace(await response.text(), response.url);
    }
    for (const path of ["/%", "/InnerProfile/%E0%A4%A", "/images/%", "/api/v1/profiles/single/user/%"]) {
      const raw = await rawGet(baseUrl, path);
      expect(raw.status, path).toBe(400);
      noStackTrace(raw.body, path);
    }
  });
});

describe("files of the server are never served", () => {
  it.each([
    "/.env",
    "/.git/config",
    "/.git/HEAD",
    "/data/matrimony.db",
    "/matrimony.db",
    "/matrimony.db-wal",
    "/data/matrimony.db-wal",
    "/data/session-secret",
    "/session-secret",
    "/build/../package.json",
    "/build/%2e%2e/package.json",
    "/build/..%2fpackage.json",
    "/package.json",
    "/server.js",
    "/app/root.tsx",
    "/build/index.js",
    "/public/favicon.ico",
    "/.%2e/package.json",
    "/tsconfig.json",
  ])("%s is a 404", async (path) => {
    const response = await rawGet(baseUrl, path);
    expect(response.status).toBe(404);
    expect(response.body).not.toMatch(/community-matrimony|SQLite format|SESSION_SECRET|createHttpApp|\[core\]/);
  });
});
