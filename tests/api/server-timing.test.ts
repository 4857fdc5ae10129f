import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { signedInMember, submitLoginForm, type SignedInMember } from "../support/members";

// Server-Timing on the site's reads (docs/decisions/048-server-timing.md): what a page or an API answer cost, in
// the browser's Network panel; never on a POST, whose database time could tell whether an account exists.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

let man: SignedInMember;

beforeAll(async () => {
  // A woman for the man's matches to rank.
  [man] = await Promise.all([signedInMember(baseUrl, dataDir, "Male"), signedInMember(baseUrl, dataDir, "Female")]);
});

type Metric = { dur: number; desc?: string };

/** The answer's Server-Timing header, by metric name. */
function timingOf(response: Response): Record<string, Metric> {
  const header = response.headers.get("server-timing");
  expect(header, response.url).not.toBeNull();
  const metrics: Record<string, Metric> = {};
  for (const entry of header!.split(", ")) {
    const [, name, dur, desc] = entry.match(/^(\w+);dur=(\d+(?:\.\d{1,2})?)(?:;desc="([^"]*)")?$/) ?? [];
    expect(name, `${response.url}: ${entry}`).toBeDefined();
    metrics[name] = { dur: Number(dur), ...(desc === undefined ? {} : { desc }) };
  }
  for (const [name, { dur }] of Object.entries(metrics)) {
    expect(Number.isFinite(dur) && dur >= 0, `${name} of ${response.url}`).toBe(true);
  }
  return metrics;
}

/** The metrics of a read that answers 200. */
async function timingOfRead(session: ApiClient, path: string, init?: RequestInit): Promise<Record<string, Metric>> {
  const response = await session.fetch(path, init);
  expect(response.status, path).toBe(200);
  return timingOf(response);
}

describe("Server-Timing", () => {
  it("a member's listing page: database, render and total", async () => {
    const timing = await timingOfRead(man.session, "/profilePage");
    expect(Object.keys(timing)).toEqual(["db", "render", "total"]); // it ranks nothing
    expect(timing.db.desc).toMatch(/^\d+ quer(y|ies)$/);
    expect(Number(timing.db.desc!.split(" ")[0])).toBeGreaterThan(0);
    expect(timing.total.dur).toBeGreaterThanOrEqual(timing.render.dur);
  });

  it("the same page's data request, and an /api/v1 read: database and total, no render", async () => {
    expect(Object.keys(await timingOfRead(man.session, "/profilePage.data"))).toEqual(["db", "total"]);
    expect(Object.keys(await timingOfRead(man.session, "/api/v1/myprofile/viewProfile"))).toEqual(["db", "total"]);
  });

  it("the matches page: its ranking too", async () => {
    const timing = await timingOfRead(man.session, "/matches");
    expect(Object.keys(timing)).toEqual(["db", "ranking", "render", "total"]);
    expect(timing.total.dur).toBeGreaterThanOrEqual(timing.ranking.dur);
  });

  it("a HEAD as its GET, and a visitor's page too", async () => {
    expect(Object.keys(await timingOfRead(man.session, "/matches", { method: "HEAD" }))).toContain("ranking");
    expect(Object.keys(await timingOfRead(new ApiClient(baseUrl), "/profilePage"))).toEqual(["db", "render", "total"]);
  });

  it("not on a login, through the API or the page's form, whether it succeeds or not", async () => {
    const login = { email: man.fields.email, password: man.fields.password };
    for (const password of [login.password, "not-the-password"]) {
      const api = await new ApiClient(baseUrl).postJson("/api/v1/auth/login", { ...login, password });
      expect(api.status).toBe(password === login.password ? 200 : 401);
      expect(api.headers.get("server-timing")).toBeNull();
      const form = await submitLoginForm(new ApiClient(baseUrl), { ...login, password });
      expect(form.status).toBe(password === login.password ? 302 : 401);
      expect(form.headers.get("server-timing")).toBeNull();
    }
    const unknown = await new ApiClient(baseUrl).postJson("/api/v1/auth/login", {
      email: "nobody.here@example.org",
      password: "whatever-1234",
    });
    expect(unknown.headers.get("server-timing")).toBeNull();
  });

  it("not on a file", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = html.match(/\/assets\/[^"]+\.js/)![0];
    const file = await fetch(`${baseUrl}${script}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("server-timing")).toBeNull();
  });
});
