import { randomBytes, randomInt } from "node:crypto";
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { logMark, logSince } from "../support/fuzz/server-log";
import { unexpectedLogLines } from "../support/fuzz/verdict";
import { newSignup, registerForm, verifyEmail, signedInMember, type SignedInMember } from "../support/members";
import { rawRequest } from "../support/raw-http";
import { startServer, type RunningServer } from "../support/server";

// What the security sweep of issue 13 found in the HTTP layer (app/web/http-app.server.ts, origin.server.ts):
// disguised paths and HEAD on the accept/reject GETs, ids in the request log, sender mistakes answered as
// crashes, HSTS over plain HTTP, a blocked member's photo, JSON calls without a JSON body.

const ALLOWED_ORIGIN = "http://client.example:3000";
const PUBLIC_URL = "https://rishta.example.in";
const EVIL = { Origin: "http://evil.example" };

let server: RunningServer; // plain HTTP, the original client's origin in CORS_ORIGINS
let proxied: RunningServer; // behind an HTTPS proxy that passes its own Host: PUBLIC_URL and TRUST_PROXY
let trusting: RunningServer; // behind a proxy, without PUBLIC_URL

type Member = SignedInMember;
let man: Member;
let admin: Member;
let requestA: string; // a woman's pending request to the man
let requestB: string; // another woman's

const member = (gender: "Male" | "Female") => signedInMember(server.baseUrl, server.dataDir, gender);

const requestStatus = (id: string) =>
  queryDb<{ status: string }>(server.dataDir, "select status from connection_requests where id = ?", id)[0].status;
const enquiries = (target: RunningServer) =>
  queryDb<{ n: number }>(target.dataDir, "select count(*) as n from enquiries")[0].n;
const contactForm = () =>
  new URLSearchParams({
    name: "Rashid Khan",
    email: "rashid@example.in",
    contact: "9812345678",
    message: "Please call me.",
  }).toString();

/** Sends requests, then returns what the server logged for them besides request lines and e-mail files. */
async function loggedBy<T>(target: RunningServer, requests: number, send: () => Promise<T>) {
  const mark = logMark(target);
  const answer = await send();
  return { answer, logged: unexpectedLogLines(await logSince(target, mark, requests)) };
}

/** Waits until the server's log holds a line matching `line` (the log reaches us a little after the answer). */
async function waitForLogLine(target: RunningServer, line: RegExp) {
  for (let tries = 0; !line.test(target.output()); tries++) {
    if (tries > 200) expect(target.output()).toMatch(line);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  [server, proxied, trusting] = await Promise.all([
    startServer({ CORS_ORIGINS: ALLOWED_ORIGIN }),
    startServer({ PUBLIC_URL, TRUST_PROXY: "1" }),
    startServer({ TRUST_PROXY: "1" }),
  ]);
  let first: Member, second: Member;
  [man, admin, first, second] = await Promise.all([member("Male"), member("Male"), member("Female"), member("Female")]);
  const Database = (await import("better-sqlite3")).default;
  const db = new Database(`${server.dataDir}/matrimony.db`);
  db.prepare("update members set role = 'admin' where public_id = ?").run(admin.id);
  db.close();
  for (const sender of [first, second]) {
    const sent = await sender.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: man.id });
    expect(sent.status).toBe(201);
  }
  const pending = (await (await man.session.fetch("/api/v1/connectionRequest/forme")).json()).requests;
  [requestA, requestB] = pending.map((r: { _id: string }) => r._id);
}, 60_000);

afterAll(() => Promise.all([server, proxied, trusting].map((s) => s?.stop())));

describe("the accept and reject GETs (docs/api-contract.md §2, §9)", () => {
  const disguised = (id: string) => [
    `/api/v1/connectionRequest/sendrq/%61ccept/${id}`,
    `/api/v1/connectionRequest/sendrq/%72eject/${id}`,
    `/api/v1/%63onnectionRequest/sendrq/accept/${id}`,
    `/api/v1/connectionRequest/sendrq/ACCEPT/${id}`,
    `/api/v1/connectionRequest/sendrq/x/../accept/${id}`,
    `/api/v1/connectionRequest/sendrq/x/%2e%2e/reject/${id}`,
    `/api/v1/connectionRequest/sendrq/accept/${id}/`,
  ];

  it("a percent-encoded or dotted path from another site is refused like the plain one (was accepted)", async () => {
    for (const path of disguised(requestA)) {
      const answer = await rawRequest(server.baseUrl, {
        path,
        headers: { ...EVIL, Cookie: man.session.cookieHeader() },
      });
      expect(answer.status, path).toBe(403);
    }
    expect(requestStatus(requestA)).toBe("pending");
    // The disguise does reach the handler: from the site itself it answers the request.
    const own = await rawRequest(server.baseUrl, {
      path: disguised(requestA)[0],
      headers: { Cookie: man.session.cookieHeader() },
    });
    expect(own.status).toBe(200);
    expect(requestStatus(requestA)).toBe("accepted");
  });

  it("HEAD never answers a request, from this site or another (was an accept)", async () => {
    const paths = [
      `/api/v1/connectionRequest/sendrq/accept/${requestB}`,
      `/api/v1/connectionRequest/sendrq/reject/${requestB}`,
      `/api/v1/connectionRequest/sendrq/%61ccept/${requestB}`,
    ];
    for (const path of paths) {
      const own = await rawRequest(server.baseUrl, {
        method: "HEAD",
        path,
        headers: { Cookie: man.session.cookieHeader() },
      });
      expect(own.status, path).toBe(405);
      expect(own.headers.allow, path).toBe("GET");
      const foreign = await rawRequest(server.baseUrl, {
        method: "HEAD",
        path,
        headers: { ...EVIL, Cookie: man.session.cookieHeader() },
      });
      expect(foreign.status, path).toBe(403);
    }
    expect(requestStatus(requestB)).toBe("pending");
  });

  it("the request log names the route, never the id in the path", async () => {
    const someone = randomBytes(12).toString("hex");
    const photo = randomBytes(16).toString("hex");
    const paths = [
      [`/api/v1/connectionRequest/sendrq/accept/${requestB}`, "/api/v1/connectionRequest/sendrq/accept/:requestId"],
      [`/api/v1/connectionRequest/sendrq/%72eject/${requestB}`, "/api/v1/connectionRequest/sendrq/reject/:requestId"],
      [`/InnerProfile/${someone}`, "/InnerProfile/:id"],
      [`/admin/members/${someone}`, "/admin/members/:id"],
      [`/images/${photo}`, "/images/:id"],
      [`/api/v1/profiles/single/user/${someone}`, "/api/v1/profiles/single/user/:id"],
    ];
    const { logged } = await loggedBy(server, paths.length, async () => {
      for (const [path] of paths) await rawRequest(server.baseUrl, { path, headers: EVIL });
    });
    expect(logged).toEqual([]);
    for (const [, pattern] of paths) await waitForLogLine(server, new RegExp(`^GET ${pattern} \\d{3} `, "m"));
    for (const id of [requestA, requestB, someone, photo]) expect(server.output()).not.toContain(id);
  });
});

describe("a sender's mistakes are 4xx and log no error", () => {
  it("TRACE and other methods the site does not take are a 405 (TRACE was a 500 with a stack)", async () => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/api/v1/auth/login"],
      ["PROPFIND", "/profilePage"],
    ]) {
      const { answer, logged } = await loggedBy(server, 1, () => rawRequest(server.baseUrl, { method, path }));
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.body, `${method} ${path}`).toMatch(/Method not allowed/);
      expect(logged, `${method} ${path}`).toEqual([]);
    }
  });

  it("a page form sent from the API's CORS origin is a 403 (Remix's own Origin check made it a 500)", async () => {
    const before = enquiries(server);
    const send = (path: string) =>
      rawRequest(server.baseUrl, {
        method: "POST",
        path,
        headers: { Origin: ALLOWED_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: contactForm(),
      });
    const page = await loggedBy(server, 1, () => send("/contactUs"));
    expect(page.answer.status).toBe(403);
    expect(page.logged).toEqual([]);
    // The API takes that origin; a call that does not exist is the sender's mistake, not a crash.
    const unknown = await loggedBy(server, 1, () => send("/api/v1/no/such/call"));
    expect(unknown.answer.status).toBeGreaterThanOrEqual(400);
    expect(unknown.answer.status).toBeLessThan(500);
    expect(unknown.logged).toEqual([]);
    expect(enquiries(server)).toBe(before);
  });

  it("a same-site form with a stray X-Forwarded-Host works (Remix compared Origin with it: a 500)", async () => {
    const before = enquiries(server);
    const { answer, logged } = await loggedBy(server, 1, () =>
      rawRequest(server.baseUrl, {
        method: "POST",
        path: "/contactUs",
        headers: {
          Origin: server.baseUrl,
          "X-Forwarded-Host": "evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: contactForm(),
      }),
    );
    expect(answer.status).toBe(302);
    expect(logged).toEqual([]);
    expect(enquiries(server)).toBe(before + 1);
  });

  it("a client that goes away in the middle of its body leaves no stack trace (was `Error: aborted`)", async () => {
    const port = Number(new URL(server.baseUrl).port);
    const cutOff = (path: string, type: string, start: string) =>
      new Promise<void>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.baseUrl}\r\n` +
              `Content-Type: ${type}\r\nContent-Length: 100000\r\n\r\n${start}`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 150);
        });
      });
    const mark = logMark(server);
    await cutOff("/contactUs", "application/x-www-form-urlencoded", "name=Rashid&message=");
    await cutOff("/api/v1/contact/user", "application/json", '{"name":"Rashid","message":"');
    await cutOff(
      "/api/v1/auth/register",
      "multipart/form-data; boundary=B",
      '--B\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nR',
    );
    await cutOff("/login", "application/x-www-form-urlencoded", "intent=login&email=");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fetch(`${server.baseUrl}/healthz`);
    const logged = unexpectedLogLines(await logSince(server, mark, 1));
    expect(logged).toEqual([]);
  });

  it("with PUBLIC_URL, behind a proxy passing its own Host, a form without JavaScript works (was a 500)", async () => {
    const before = enquiries(proxied);
    // The proxy's Host is the upstream's (127.0.0.1:port); the browser's Origin is PUBLIC_URL.
    const send = (origin: string) =>
      loggedBy(proxied, 1, () =>
        rawRequest(proxied.baseUrl, {
          method: "POST",
          path: "/contactUs",
          headers: {
            Origin: origin,
            "X-Forwarded-Proto": "https",
            "X-Forwarded-For": "203.0.113.9",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: contactForm(),
        }),
      );
    const own = await send(PUBLIC_URL);
    expect(own.answer.status).toBe(302);
    expect(own.logged).toEqual([]);
    expect(enquiries(proxied)).toBe(before + 1);
    // The upstream's own address is not the site: PUBLIC_URL is compared exactly.
    const upstream = await send(proxied.baseUrl);
    expect(upstream.answer.status).toBe(403);
    expect(upstream.logged).toEqual([]);
    expect(enquiries(proxied)).toBe(before + 1);
  });
});

describe("HSTS only when the site is served over HTTPS", () => {
  const hsts = async (target: RunningServer, headers: Record<string, string> = {}) =>
    (await rawRequest(target.baseUrl, { path: "/healthz", headers })).headers["strict-transport-security"];

  it("never over plain HTTP, whatever an untrusted X-Forwarded-Proto says (was always sent)", async () => {
    expect(await hsts(server)).toBeUndefined();
    expect(await hsts(server, { "X-Forwarded-Proto": "https" })).toBeUndefined();
  });

  it("always when PUBLIC_URL is https", async () => {
    expect(await hsts(proxied)).toBe("max-age=31536000; includeSubDomains");
  });

  it("behind a trusted proxy, when it says the request came over HTTPS", async () => {
    expect(await hsts(trusting, { "X-Forwarded-Proto": "https" })).toBe("max-age=31536000; includeSubDomains");
    expect(await hsts(trusting, { "X-Forwarded-Proto": "http" })).toBeUndefined();
    expect(await hsts(trusting)).toBeUndefined();
  });
});

describe("a blocked member's photo", () => {
  it("is a 404 for everyone but administrators, and serves again once unblocked (was served to anyone)", async () => {
    const client = new ApiClient(server.baseUrl);
    const fields = newSignup({ gender: "Female" });
    await verifyEmail(client, server.dataDir, fields.email);
    // A colour nobody else has: photos are stored once per content.
    const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background } })
      .png()
      .toBuffer();
    const registered = await client.fetch("/api/v1/auth/register", {
      method: "POST",
      body: registerForm(fields, { bytes: png, name: "me.png", type: "image/png" }),
    });
    expect(registered.status).toBe(201);
    const id = (await registered.json()).user._id as string;
    const [{ photo }] = queryDb<{ photo: string }>(
      server.dataDir,
      "select photo_id as photo from members where public_id = ?",
      id,
    );
    // The address pages link for a photo not shown to everyone (docs/decisions/027).
    const path = `/images/${photo}-private`;
    // Members only by default (docs/product-rules.md §27): a member sees it, a visitor does not.
    expect((await man.session.fetch(path)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);

    const moderate = async (intent: "block" | "unblock") => {
      const answer = await admin.session.fetch(`/admin/members/${id}`, {
        method: "POST",
        headers: { Origin: server.baseUrl },
        body: new URLSearchParams({ intent, memberId: id, reason: "A fake profile" }),
      });
      expect(answer.status).toBe(302);
    };
    await moderate("block");
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${path}`, { headers: { "If-None-Match": `"${photo}"` } })).status).toBe(404);
    expect((await man.session.fetch(path)).status).toBe(404);
    const seenByAdmin = await admin.session.fetch(path);
    expect(seenByAdmin.status).toBe(200);
    expect(seenByAdmin.headers.get("content-type")).toMatch(/^image\//);
    expect(seenByAdmin.headers.get("cache-control")).toBe("private, no-store");

    await moderate("unblock");
    const again = await man.session.fetch(path);
    expect(again.status).toBe(200);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("the JSON API reads JSON only (docs/api-contract.md §2)", () => {
  const JSON_ONLY = "Send the body as JSON, with Content-Type: application/json.";

  it("refuses a body of another type with 415 and a message (was read as JSON whatever its type)", async () => {
    const before = enquiries(server);
    const contact = { name: "Rashid Khan", email: "rashid@example.in", contact: "9812345678", message: "Hello." };
    const refused: [string, string, string | undefined][] = [
      ["/api/v1/contact/user", JSON.stringify(contact), "text/plain;charset=UTF-8"],
      ["/api/v1/contact/user", new URLSearchParams(contact).toString(), "application/x-www-form-urlencoded"],
      ["/api/v1/contact/user", JSON.stringify(contact), undefined],
      ["/api/v1/auth/login", JSON.stringify({ email: man.fields.email, password: man.fields.password }), "text/plain"],
      ["/api/v1/auth/forgotPassword", JSON.stringify({ email: man.fields.email }), "application/jsonp"],
    ];
    for (const [path, body, type] of refused) {
      const answer = await rawRequest(server.baseUrl, {
        method: "POST",
        path,
        headers: type ? { "Content-Type": type } : {},
        body,
      });
      expect(answer.status, `${path} ${type}`).toBe(415);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(JSON.parse(answer.body).msg).toBe(JSON_ONLY);
    }
    expect(enquiries(server)).toBe(before);
  });

  it("takes application/json in any case and with a charset, as axios sends it", async () => {
    const before = enquiries(server);
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"]) {
      const answer = await fetch(`${server.baseUrl}/api/v1/contact/user`, {
        method: "POST",
        headers: { "Content-Type": type },
        body: JSON.stringify({ name: "Rashid Khan", email: "r@example.in", contact: "9812345678", message: "Hi." }),
      });
      expect(answer.status, type).toBe(201);
    }
    expect(enquiries(server)).toBe(before + 3);
  });
});
