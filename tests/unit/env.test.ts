import os from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/services/env.server";

describe("configuration", () => {
  it("applies defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.CORS_ORIGINS).toEqual([]);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.MATCH_ALERT_CHECK_SECONDS).toBe(3600);
    expect(env.MODERATION).toBe(false);
  });

  it("reads MODERATION as on or off (and 1/0, true/false, like TRUST_PROXY); empty is off", () => {
    for (const on of ["on", "1", "true"]) expect(parseEnv({ MODERATION: on }).MODERATION, on).toBe(true);
    for (const off of ["off", "0", "false", ""]) expect(parseEnv({ MODERATION: off }).MODERATION, off).toBe(false);
    expect(() => parseEnv({ MODERATION: "yes" })).toThrow(/MODERATION: must be on or off/);
    expect(() => parseEnv({ MODERATION: "ON" })).toThrow(EnvError);
  });

  it("runs one server process per core unless WEB_CONCURRENCY says how many (1 to 64)", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(os.availableParallelism());
    expect(parseEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBe(os.availableParallelism());
    expect(parseEnv({ WEB_CONCURRENCY: " 3 " }).WEB_CONCURRENCY).toBe(3);
    for (const wrong of ["0", "65", "1.5", "two"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: wrong }), wrong).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it("asks for SESSION_SECRET with LITEFS_DIR: a per-node secret would sign cookies the others refuse", () => {
    expect(() => parseEnv({ LITEFS_DIR: "/litefs" })).toThrow(/SESSION_SECRET: is required with LITEFS_DIR/);
    expect(parseEnv({ LITEFS_DIR: "/litefs", SESSION_SECRET: "s".repeat(32) }).LITEFS_DIR).toBe("/litefs");
  });

  it("reads lists and flags", () => {
    const env = parseEnv({
      CORS_ORIGINS: "https://app.example.in, http://localhost:5173",
      TRUST_PROXY: "1",
      SOCIAL_LINKS: "Facebook=https://facebook.com/ourpage,YouTube=https://youtube.com/@us?x=1",
    });
    expect(env.CORS_ORIGINS).toEqual(["https://app.example.in", "http://localhost:5173"]);
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.SOCIAL_LINKS).toEqual([
      { name: "Facebook", url: "https://facebook.com/ourpage" },
      { name: "YouTube", url: "https://youtube.com/@us?x=1" },
    ]);
  });

  it("lists every mistake, one line each, naming the variable", () => {
    let message = "";
    try {
      parseEnv({
        PORT: "eighty",
        SESSION_SECRET: "short",
        CORS_ORIGINS: "*,https://ok.example,https://bad.example/path",
        RESEND_API_KEY: "re_123",
        ADMIN_EMAIL: "not-an-address",
        TRUST_PROXY: "yes",
        MODERATION: "maybe",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    const lines = message.split("\n").slice(1);
    expect(lines.some((l) => l.includes("PORT"))).toBe(true);
    expect(lines.some((l) => l.includes("SESSION_SECRET") && l.includes("32"))).toBe(true);
    expect(lines.filter((l) => l.includes("CORS_ORIGINS"))).toHaveLength(2);
    expect(lines.some((l) => l.includes("MAIL_FROM") && l.includes("RESEND_API_KEY"))).toBe(true);
    expect(lines.some((l) => l.includes("ADMIN_EMAIL"))).toBe(true);
    expect(lines.some((l) => l.includes("TRUST_PROXY"))).toBe(true);
    expect(lines.some((l) => l.includes("MODERATION"))).toBe(true);
  });
});
