import { describe, expect, inject, it } from "vitest";
import { queryDb } from "../support/db";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

/**
 * The route manifest a page carries inline (window.__reactRouterManifest), as an object: with React Router's
 * lazy route discovery it names the routes the page matched; others come from /__manifest when a link needs them.
 */
async function servedManifest(page: string) {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const start = html.indexOf("{", html.indexOf("window.__reactRouterManifest = "));
  const end = html.indexOf("\n};", start) + 2;
  return JSON.parse(html.slice(start, end));
}

describe("pages over HTTP", () => {
  it("answers /healthz with 200 {ok: true}", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("answers the bench's floor (a route with no loader) with its one line, kept out of search engines", async () => {
    const response = await fetch(`${baseUrl}/bench/floor`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<p>Floor</p>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("sends a page the routes it matched: no page's manifest has /api/v1 or /healthz, which still answer", async () => {
    const ids = Object.keys((await servedManifest("/login")).routes);
    expect(ids).toEqual(expect.arrayContaining(["root", "routes/login"]));
    expect(ids.filter((id) => id.startsWith("routes/api.v1.") || id === "routes/healthz")).toEqual([]);
    const cities = await fetch(`${baseUrl}/api/v1/profiles/city/for/option`);
    expect(cities.status).toBe(200);
    expect(cities.headers.get("content-type")).toMatch(/json/);
  });

  it.each(["/no-such-page", "/plans/gold", "/InnerProfile", "/a/b/c?x=1"])(
    "answers %s with the 404 page",
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Oops! The page you&#x27;re looking for doesn&#x27;t exist.");
      expect(html).toContain("Go Back to Home");
    },
  );

  it.each([
    ["/plans/basic", "Free"],
    ["/plans/premium", "₹499"],
    ["/plans/elite", "₹999"],
  ])("shows %s with its price", async (path, price) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(price);
    if (price !== "Free") expect(html).toContain("Contact us to upgrade");
  });

  it.each(["/", "/member", "/contactUs", "/termCondition", "/privacyPolicy", "/plans/premium", "/nothing"])(
    "sends the security headers on %s",
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
      // Every inline script carries this response's nonce.
      const nonce = csp.match(/'nonce-([^']+)'/)![1];
      const html = await response.text();
      const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    },
  );

  it("uses a fresh nonce per response", async () => {
    const nonceOf = async () =>
      (await fetch(`${baseUrl}/`)).headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it.each(["/", "/?index", "/contactUs", "/no-such-page", "/api/v1/contact/user"])(
    "refuses a POST to %s from a foreign origin with 403",
    async (path) => {
      const attacks: Record<string, string>[] = [
        { Origin: "http://evil.example" },
        { Origin: "null" },
        { "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of attacks) {
        const response = await fetch(`${baseUrl}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: "email=victim%40example.in",
        });
        expect(response.status).toBe(403);
      }
    },
  );

  it("accepts a same-origin form post to the newsletter and stores the address once, normalised", async () => {
    const email = `News.${Date.now()}@Example.IN`;
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl}/?index`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
        body: new URLSearchParams({ email: `  ${email} ` }),
      });
      expect(response.status).toBe(302);
    }
    const rows = queryDb(dataDir, "select email from newsletter_subscriptions where email = ?", email.toLowerCase());
    expect(rows).toHaveLength(1);
  });

  it("serves fingerprinted assets as immutable", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});
