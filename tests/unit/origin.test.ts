import { describe, expect, it } from "vitest";
import { isAllowedCorsOrigin, passesOriginCheck, type OriginPolicy } from "~/web/origin.server";

const policy: OriginPolicy = { corsOrigins: ["https://app.example.in"] };
const post = (headers: { origin?: string; secFetchSite?: string }, host = "site.example.in") => ({
  method: "POST",
  path: "/contactUs",
  host,
  ...headers,
});

describe("cross-site request checks", () => {
  it("lets reads through whatever their origin", () => {
    expect(passesOriginCheck({ method: "GET", path: "/", origin: "http://evil.example" }, policy)).toBe(true);
  });

  it("accepts the site's own origin and the CORS allow-list", () => {
    expect(passesOriginCheck(post({ origin: "http://site.example.in" }), policy)).toBe(true);
    expect(passesOriginCheck({ ...post({ origin: "https://app.example.in" }), path: "/api/v1/sendrq" }, policy)).toBe(
      true,
    );
  });

  it("refuses foreign, opaque and look-alike origins", () => {
    for (const origin of [
      "http://evil.example",
      "null",
      "https://site.example.in.evil.example",
      "https://app.example.in:444",
    ]) {
      expect(passesOriginCheck(post({ origin }), policy)).toBe(false);
    }
  });

  it("compares with PUBLIC_URL exactly when it is set", () => {
    const strict = { ...policy, publicOrigin: "https://site.example.in" };
    expect(passesOriginCheck(post({ origin: "https://site.example.in" }), strict)).toBe(true);
    expect(passesOriginCheck(post({ origin: "http://site.example.in" }), strict)).toBe(false);
  });

  it("falls back to Sec-Fetch-Site without an Origin", () => {
    expect(passesOriginCheck(post({ secFetchSite: "same-origin" }), policy)).toBe(true);
    expect(passesOriginCheck(post({ secFetchSite: "cross-site" }), policy)).toBe(false);
    expect(passesOriginCheck(post({ secFetchSite: "same-site" }), policy)).toBe(false);
    expect(passesOriginCheck(post({}), policy)).toBe(true); // not a browser: no cookies to abuse
  });

  it("treats the API's accept and reject GETs as state-changing", () => {
    const get = (path: string) => ({ method: "GET", path, host: "site.example.in", origin: "http://evil.example" });
    expect(passesOriginCheck(get("/api/v1/connectionRequest/sendrq/accept/abc"), policy)).toBe(false);
    expect(passesOriginCheck(get("/api/v1/connectionRequest/sendrq/reject/abc"), policy)).toBe(false);
    expect(passesOriginCheck(get("/api/v1/connectionRequest/forme"), policy)).toBe(true);
  });

  it("reads the accept and reject path as the router does: decoded, dots resolved, for any method", () => {
    const foreign = (method: string, path: string) => ({
      method,
      path,
      host: "site.example.in",
      origin: "http://evil.example",
    });
    for (const path of [
      "/api/v1/connectionRequest/sendrq/%61ccept/abc",
      "/api/v1/%63onnectionRequest/sendrq/reject/abc",
      "/api/v1/connectionRequest/sendrq/x/../accept/abc",
      "/api/v1/connectionRequest/sendrq/x/%2E%2e/reject/abc",
      "/api/v1/connectionRequest/sendrq/ACCEPT/abc/",
      "/api/v1/connectionRequest//sendrq/accept/abc",
    ]) {
      expect(passesOriginCheck(foreign("GET", path), policy), path).toBe(false);
      expect(passesOriginCheck(foreign("HEAD", path), policy), path).toBe(false);
    }
    expect(passesOriginCheck(foreign("HEAD", "/api/v1/connectionRequest/forme"), policy)).toBe(true);
  });

  it("takes CORS origins for /api/v1 only: the pages' forms come from the site itself", () => {
    const from = (path: string) => ({ ...post({ origin: "https://app.example.in" }), path });
    expect(passesOriginCheck(from("/api/v1/contact/user"), policy)).toBe(true);
    expect(passesOriginCheck(from("/contactUs"), policy)).toBe(false);
    expect(passesOriginCheck(from("/%61pi/v1/contact/user"), policy)).toBe(true);
    expect(passesOriginCheck(from("/api/v1/../../contactUs"), policy)).toBe(false);
  });

  it("matches CORS origins exactly", () => {
    expect(isAllowedCorsOrigin("https://app.example.in", policy)).toBe(true);
    expect(isAllowedCorsOrigin("https://app.example.in/", policy)).toBe(false);
    expect(isAllowedCorsOrigin(undefined, policy)).toBe(false);
  });
});
