import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { logIn, registerMember, submitLoginForm } from "../support/members";

// Sessions (docs/product-rules.md §14; ASVS V3): a new id at login, logout ends every session of the
// member, "Remember me" is a 30-day cookie and row, otherwise a browser-session cookie.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const DAY_MS = 24 * 3600_000;
const statusOfOwnProfile = async (client: ApiClient) => (await client.fetch("/api/v1/myprofile/viewProfile")).status;
const sessionCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;

/** The expiry of the member's only session row, in ms from now. */
function sessionRowLifetime(publicId: string): number {
  const rows = queryDb<{ expires_at: number }>(
    dataDir,
    "select s.expires_at from sessions s join members m on m.unq_id = s.member_unq_id where m.public_id = ?",
    publicId,
  );
  expect(rows).toHaveLength(1);
  return rows[0].expires_at - Date.now();
}

describe("session fixation", () => {
  it("the login form gives a new session id, and the id planted before login is not signed in", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const browser = new ApiClient(baseUrl);
    // An anonymous session, as an attacker could plant in a shared browser: the forgot-password step makes one.
    await browser.fetch("/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "forgot-email", email: `planted.${Date.now()}@example.in` }),
    });
    const planted = browser.cookieHeader();
    expect(planted).toContain("__session=");

    const login = await submitLoginForm(browser, fields);
    expect(login.status).toBe(302);
    expect(browser.cookieHeader()).not.toBe(planted);
    expect(await statusOfOwnProfile(browser)).toBe(200);

    const attacker = new ApiClient(baseUrl);
    attacker.setCookieHeader(planted);
    expect(await statusOfOwnProfile(attacker)).toBe(401);
    const page = await attacker.fetch("/userProfile");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("logout", () => {
  it("through the API ends every session of the member: other devices get 401", async () => {
    const { fields } = await registerMember(baseUrl, dataDir);
    const [phone, laptop, tablet] = await Promise.all([
      logIn(baseUrl, fields),
      logIn(baseUrl, fields),
      logIn(baseUrl, fields),
    ]);
    const other = await registerMember(baseUrl, dataDir);
    const bystander = await logIn(baseUrl, other.fields);

    const logout = await phone.fetch("/api/v1/auth/logout", { method: "POST" });
    expect((await logout.json()).message).toBe("Logged out successfully");
    expect(await statusOfOwnProfile(phone)).toBe(401);
    expect(await statusOfOwnProfile(laptop)).toBe(401);
    expect(await statusOfOwnProfile(tablet)).toBe(401);
    expect(await statusOfOwnProfile(bystander)).toBe(200);
  });

  it("through the Log Out button ends every session of the member too", async () => {
    const { fields, id } = await registerMember(baseUrl, dataDir);
    const browser = new ApiClient(baseUrl);
    await submitLoginForm(browser, fields);
    const phone = await logIn(baseUrl, fields);
    const logout = await browser.fetch("/logout", { method: "POST" });
    expect(logout.status).toBe(302);
    expect(await statusOfOwnProfile(phone)).toBe(401);
    expect((await browser.fetch("/userProfile")).status).toBe(302);
    const rows = queryDb(
      dataDir,
      "select 1 from sessions s join members m on m.unq_id = s.member_unq_id where m.public_id = ?",
      id,
    );
    expect(rows).toEqual([]);
  });
});

describe("remember me", () => {
  let remembered: Response;
  let plain: Response;
  let rememberedId: string;
  let plainId: string;

  beforeAll(async () => {
    const [a, b] = await Promise.all([registerMember(baseUrl, dataDir), registerMember(baseUrl, dataDir)]);
    rememberedId = a.id;
    plainId = b.id;
    remembered = await submitLoginForm(new ApiClient(baseUrl), a.fields, { remember: "on" });
    plain = await submitLoginForm(new ApiClient(baseUrl), b.fields);
  });

  it("checked: a 30-day cookie, and the session row expires in 30 days", () => {
    expect(sessionCookie(remembered)).toMatch(/Max-Age=2592000/i);
    expect(Math.abs(sessionRowLifetime(rememberedId) - 30 * DAY_MS)).toBeLessThan(60_000);
  });

  it("unchecked: a browser-session cookie (no Max-Age, no Expires), and the row lasts at most a day", () => {
    const cookie = sessionCookie(plain);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(Math.abs(sessionRowLifetime(plainId) - DAY_MS)).toBeLessThan(60_000);
  });

  it("the API's login honours remember the same way", async () => {
    const { fields, id } = await registerMember(baseUrl, dataDir);
    const response = await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
      email: fields.email,
      password: fields.password,
      remember: true,
    });
    expect(sessionCookie(response)).toMatch(/Max-Age=2592000/i);
    expect(Math.abs(sessionRowLifetime(id) - 30 * DAY_MS)).toBeLessThan(60_000);
  });
});

describe("after login, redirectTo never leaves the site", () => {
  let fields: Record<string, string>;
  beforeAll(async () => {
    ({ fields } = await registerMember(baseUrl, dataDir));
  });

  const offSite = [
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:evil.example",
    "%2F%2Fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\\/evil.example",
    "/..//evil.example",
    "/.//evil.example",
    " //evil.example",
    "javascript:alert(1)",
  ];

  /** Where a browser goes after following the login's redirect. */
  function landing(response: Response): string {
    expect(response.status).toBe(302);
    return new URL(response.headers.get("location")!, baseUrl).origin;
  }

  /** The redirectTo the login page puts in its form for this query value, as a browser would send it back. */
  async function formRedirectTo(value: string): Promise<string | undefined> {
    const html = await (await fetch(`${baseUrl}/login?redirectTo=${encodeURIComponent(value)}`)).text();
    const raw = html.match(/name="redirectTo" value="([^"]*)"/)?.[1];
    return raw
      ?.replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  }

  it("posted with the login form, no off-site target leads off the site", async () => {
    // A few at a time: every login in flight holds one of the account's 10 tries until its password is checked.
    const landings: [string, string][] = [];
    for (let i = 0; i < offSite.length; i += 5) {
      const batch = offSite.slice(i, i + 5);
      landings.push(
        ...(await Promise.all(
          batch.map(async (target): Promise<[string, string]> => [
            target,
            landing(await submitLoginForm(new ApiClient(baseUrl), fields, { redirectTo: target })),
          ]),
        )),
      );
    }
    expect(Object.fromEntries(landings)).toEqual(Object.fromEntries(offSite.map((target) => [target, baseUrl])));
  });

  it("in the login page's URL, no off-site target is kept for the form", async () => {
    const kept = await Promise.all(offSite.map(async (target) => [target, await formRedirectTo(target)] as const));
    for (const [target, value] of kept) {
      if (value !== undefined) expect(new URL(value, baseUrl).origin, JSON.stringify(target)).toBe(baseUrl);
    }
  });

  it("a path on this site is kept, query included", async () => {
    const kept = await formRedirectTo("/myConnection?page=2");
    expect(kept).toBe("/myConnection?page=2");
    const response = await submitLoginForm(new ApiClient(baseUrl), fields, { redirectTo: kept! });
    expect(response.headers.get("location")).toBe("/myConnection?page=2");
  });
});
