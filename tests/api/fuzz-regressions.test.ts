import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { ADMIN, createAdmin } from "../support/fuzz/fixtures";
import { logMark, logSince } from "../support/fuzz/server-log";
import { unexpectedLogLines } from "../support/fuzz/verdict";
import { logIn, registerMember } from "../support/members";
import { startServer, type RunningServer } from "../support/server";

// One example of each failure the hostile-input fuzz (fuzz.test.ts) found, kept as a plain test.

let server: RunningServer;
let member: { email: string; password: string; id: string };

beforeAll(async () => {
  server = await startServer();
  const registered = await registerMember(server.baseUrl, server.dataDir, { gender: "Female" });
  member = { email: registered.fields.email, password: registered.fields.password, id: registered.id };
  await createAdmin(server);
}, 60_000);

afterAll(() => server.stop());

const sameSite = () => ({ Origin: server.baseUrl });
const enquiryCount = () => queryDb<{ n: number }>(server.dataDir, "select count(*) as n from enquiries")[0].n;
const contact = { name: "Rashid Khan", email: "rashid@example.in", contact: "9812345678", message: "Please call me." };

/** Sends one request and returns its answer with what the server logged for it, request lines aside. */
async function withLog(send: () => Promise<Response>) {
  const mark = logMark(server);
  const response = await send();
  const body = await response.text();
  return { response, body, logged: unexpectedLogLines(await logSince(server, mark, 1)) };
}

/** A multipart body of `parts` one-letter fields, as one string. */
function tinyFields(parts: number) {
  const part = '--B\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n';
  const body = `${Array.from({ length: parts }, () => part).join("")}--B--\r\n`;
  return { body, headers: { ...sameSite(), "Content-Type": "multipart/form-data; boundary=B" } };
}

describe("hostile input the fuzz found", () => {
  it("a JSON body to a page form is a 400 page, stores nothing, and logs no stack (was a 500)", async () => {
    const before = enquiryCount();
    const { response, body, logged } = await withLog(() =>
      fetch(`${server.baseUrl}/contactUs`, {
        method: "POST",
        headers: { ...sameSite(), "Content-Type": "application/json" },
        body: JSON.stringify(contact),
      }),
    );
    expect(response.status).toBe(400);
    expect(body).toContain("Request not understood");
    expect(enquiryCount()).toBe(before);
    expect(logged).toEqual([]);
  });

  it("an address with a lone % is a 400 for the API and pages, no stack in the log (was a stack trace)", async () => {
    const api = await withLog(() => fetch(`${server.baseUrl}/api/v1/connectionRequest/sendrq/accept/%`));
    expect(api.response.status).toBe(400);
    expect(JSON.parse(api.body).msg).toBe("This address is not valid.");
    expect(api.logged).toEqual([]);
    const page = await withLog(() => fetch(`${server.baseUrl}/InnerProfile/%zz`));
    expect(page.response.status).toBe(400);
    expect(page.body).toBe("This address is not valid.");
    expect(page.logged).toEqual([]);
  });

  it("a form of thousands of tiny fields is refused unread (it held the whole site for 20 seconds)", async () => {
    const register = await fetch(`${server.baseUrl}/api/v1/auth/register`, { method: "POST", ...tinyFields(32_000) });
    expect(register.status).toBe(400);
    expect((await register.json()).msg).toBe("Bad Request: the form could not be read.");
    const page = await fetch(`${server.baseUrl}/contactUs`, { method: "POST", ...tinyFields(32_000) });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain("Request not understood");
  });

  it("a connection stays usable after an answer given before the body was read (the next request hung)", async () => {
    const socket = net.connect(Number(new URL(server.baseUrl).port), "127.0.0.1");
    let received = "";
    const answers = (n: number) =>
      new Promise<void>((resolve) => {
        const seen = () => (received.match(/^HTTP\/1\.1 \d{3}/gm) ?? []).length >= n;
        if (seen()) return resolve();
        socket.on("data", () => seen() && resolve());
      });
    socket.on("data", (chunk) => (received += chunk.toString()));
    const tooLarge = "x".repeat(1_000_000);
    socket.write(
      "POST /api/v1/auth/forgotPassword HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${tooLarge.length}\r\n\r\n${tooLarge}`,
    );
    await answers(1);
    socket.write(
      "POST /api/v1/auth/forgotPassword HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        "Content-Length: 2\r\nConnection: close\r\n\r\n{}",
    );
    await answers(2);
    socket.destroy();
    expect(received.match(/^HTTP\/1\.1 \d{3}/gm)).toEqual(["HTTP/1.1 413", "HTTP/1.1 400"]);
    expect(received).toContain('"msg":"Email is required"');
  }, 10_000);

  it("ignores structure-like field names: deep paths, huge indexes, Conform's control fields (were 500s)", async () => {
    const before = enquiryCount();
    const form = new URLSearchParams({
      ...contact,
      [`name${".a".repeat(3_000)}`]: "deep",
      "email[4294967294]": "x",
      __intent__: "not json",
    });
    const { response, logged } = await withLog(() =>
      fetch(`${server.baseUrl}/contactUs`, { method: "POST", headers: sameSite(), body: form, redirect: "manual" }),
    );
    expect(response.status).toBe(302);
    expect(enquiryCount()).toBe(before + 1);
    expect(logged).toEqual([]);
  });

  it("a fractional ?page is the first page, not a server error (SQLite refused the OFFSET)", async () => {
    const session = await logIn(server.baseUrl, member);
    expect((await session.fetch("/api/v1/connectionRequest/forme?page=1.01")).status).toBe(200);
    expect((await session.fetch("/api/v1/connectionRequest/connection/myconn?page=1.01")).status).toBe(200);
    expect((await session.fetch("/connectionReq?page=1.01")).status).toBe(200);
  });

  it("a POST to a page without a form is a 405 that the log does not report as an error", async () => {
    const { response, logged } = await withLog(() =>
      fetch(`${server.baseUrl}/profilePage`, {
        method: "POST",
        headers: sameSite(),
        body: new URLSearchParams({ a: "1" }),
      }),
    );
    expect(response.status).toBe(405);
    expect(logged).toEqual([]);
  });

  it("an administrator's button on a member address holding %00 answers 'Member not found' (was a 500)", async () => {
    const admin = await logIn(server.baseUrl, ADMIN);
    const response = await admin.fetch("/admin/members/%00", {
      method: "POST",
      headers: sameSite(),
      body: new URLSearchParams({ intent: "verify", memberId: "%00" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/members/%00");
    expect(await (await admin.fetch("/admin")).text()).toContain("Member not found");
  });

  it("login's redirectTo with a line break stays on this site (was a 500 after the password was right)", async () => {
    const client = new ApiClient(server.baseUrl);
    const form = new URLSearchParams({
      intent: "login",
      ...member,
      redirectTo: "/profilePage\r\nSet-Cookie: planted=1",
    });
    const response = await client.fetch("/login", { method: "POST", headers: sameSite(), body: form });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profilePageSet-Cookie:%20planted=1");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("planted"))).toBe(false);
  });

  it("login's redirectTo with a lone % leads home with the welcome, not a 400 page (fuzz seed 91735033)", async () => {
    const client = new ApiClient(server.baseUrl);
    const form = new URLSearchParams({ intent: "login", ...member, redirectTo: "/%rofilePage" });
    const response = await client.fetch("/login", { method: "POST", headers: sameSite(), body: form });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(await (await client.fetch("/")).text()).toContain("Login Successful! Welcome back!");
  });

  it("Remember me sent as 'ON' logs in for 30 days (was a 400 that showed no message)", async () => {
    const client = new ApiClient(server.baseUrl);
    const response = await client.fetch("/login", {
      method: "POST",
      headers: sameSite(),
      body: new URLSearchParams({ intent: "login", ...member, remember: "ON" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))).toMatch(
      /Max-Age=2592000/,
    );
  });

  it("an unknown action on the login page says so (the page showed nothing)", async () => {
    const response = await fetch(`${server.baseUrl}/login`, {
      method: "POST",
      headers: sameSite(),
      body: new URLSearchParams({ intent: "bogus" }),
    });
    expect(response.status).toBe(400);
    // On the page itself, not only in its hydration data.
    expect(await response.text()).toMatch(/role="alert"[^>]*>Unknown action\.</);
  });

  it("a visitor on a long member or guardian address goes to log in with a short Location (was 40 KB)", async () => {
    // 12 KB asked for, under Node's 16 KB limit; encoded again, each %3C became %253C: a Location that Node's own
    // client (and a proxy in front) refused. Too long to carry, the way back keeps the path alone.
    const long = `?q=${"%3C".repeat(4000)}`;
    const cases: [string, string, string][] = [
      ["/messages", long, "/login?redirectTo=%2Fmessages"],
      ["/messages", "?page=2", "/login?redirectTo=%2Fmessages%3Fpage%3D2"],
      [`/guardian/${member.id}`, long, `/guardian/login?redirectTo=%2Fguardian%2F${member.id}`],
    ];
    for (const [path, query, login] of cases) {
      const response = await fetch(`${server.baseUrl}${path}${query}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(login);
    }
  });
});
