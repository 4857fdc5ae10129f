import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { registerMember } from "../support/members";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

let member: ApiClient;
let photoUrl: string;

beforeAll(async () => {
  const registered = await registerMember(baseUrl, dataDir, { gender: "Male" });
  member = new ApiClient(baseUrl);
  expect(
    (
      await member.postJson("/api/v1/auth/login", {
        email: registered.fields.email,
        password: registered.fields.password,
      })
    ).status,
  ).toBe(200);
  const form = new FormData();
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#3c3" } })
    .png()
    .toBuffer();
  form.set("image", `data:image/png;base64,${png.toString("base64")}`);
  const edited = await member.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: form });
  // The API gives it absolute (docs/api-contract.md §4), on the origin the request was sent to.
  photoUrl = (await edited.json()).data.image;
  expect(photoUrl.startsWith(`${baseUrl}/images/`)).toBe(true);
});

describe("caching", () => {
  it.each(["/", "/profilePage", "/contactUs"])(
    "lets caches keep %s for a visitor only after asking again",
    async (path) => {
      expect((await fetch(`${baseUrl}${path}`)).headers.get("cache-control")).toBe("no-cache");
    },
  );

  it.each(["/", "/profilePage", "/userProfile", "/connectionReq", "/myConnection", "/shortlist", "/sentRequests"])(
    "never stores %s for a member",
    async (path) => {
      const response = await member.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    },
  );

  it("keeps fingerprinted build files for a year", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = html.match(/\/assets\/[^"]+\.js/)![0];
    expect((await fetch(`${baseUrl}${script}`)).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  const setVisibility = async (visibility: string) => {
    const body = new URLSearchParams({ intent: "photo-visibility", visibility });
    expect((await member.fetch("/settings", { method: "POST", body })).status).toBe(302);
  };

  it("keeps a photo not shown to everyone private, asked again each time: a revoked viewer gets the 404", async () => {
    await setVisibility("members");
    const path = new URL(photoUrl).pathname;
    const photo = await member.fetch(path);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toBe("private, no-cache");
    const etag = photo.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await member.fetch(path, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    // A visitor's revalidation is checked like a first request (docs/product-rules.md §27).
    const visitor = await fetch(photoUrl, { headers: { "If-None-Match": etag } });
    expect(visitor.status).toBe(404);
    expect(visitor.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("keeps a photo shown to everyone for a year and answers a revalidation with 304", async () => {
    await setVisibility("everyone");
    // Linked by its public address now (docs/decisions/029-photo-urls-retired-on-narrowing.md).
    const { message } = await (await member.fetch("/api/v1/myprofile/viewProfile")).json();
    const publicUrl = photoUrl.replace(/-private$/, "");
    expect([photoUrl, message.image]).toEqual([`${publicUrl}-private`, publicUrl]);
    const photo = await fetch(publicUrl);
    expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = photo.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(publicUrl, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
