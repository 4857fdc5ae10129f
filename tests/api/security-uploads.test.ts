import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import {
  HTML_PAGE,
  OVERSIZE_JPEG,
  PNG_HTML_POLYGLOT,
  SCRIPTED_SVG,
  pixelFloodGif,
  pixelFloodPng,
} from "../support/hostile-images";
import { logIn, newSignup, registerForm, registerMember, verifyEmail } from "../support/members";
import { rawRequest } from "../support/raw-http";
import { startServer, type RunningServer } from "../support/server";

// Photos are checked by content (docs/product-rules.md §11): anything else is refused with a clear 4xx, stores
// nothing, leaves no temporary file and never costs a 5xx. A server of its own, with its own TMPDIR
// so that a temporary file left behind would show.
const NOT_AN_IMAGE = "Please choose an image file (JPEG, PNG, WebP or GIF).";
const UNREADABLE = "This image could not be read. Please choose another photo.";
const TOO_BIG = "The photo must be 5 MB or smaller.";
const TOO_MANY_PIXELS = /too many pixels/;

const hostile: [string, Buffer, string | RegExp][] = [
  ["an SVG with a script", SCRIPTED_SVG, NOT_AN_IMAGE],
  ["an HTML page", HTML_PAGE, NOT_AN_IMAGE],
  ["a PNG header followed by HTML", PNG_HTML_POLYGLOT, UNREADABLE],
  ["a 6 MB file", OVERSIZE_JPEG, TOO_BIG],
  ["a PNG declaring 50000x50000 pixels", pixelFloodPng(), TOO_MANY_PIXELS],
  ["a GIF declaring 50000x50000 pixels", pixelFloodGif(), TOO_MANY_PIXELS],
];

let server: RunningServer;
let tmpDir: string;
let member: Awaited<ReturnType<typeof registerMember>>;
let session: ApiClient;

// Starting a server takes a few seconds on a busy machine.
beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-uploads-tmp-"));
  server = await startServer({ TMPDIR: tmpDir });
  member = await registerMember(server.baseUrl, server.dataDir, { gender: "Female" });
  session = await logIn(server.baseUrl, member.fields);
}, 30_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

const photoState = () => ({
  photos: queryDb<{ n: number }>(server.dataDir, "select count(*) as n from photos")[0].n,
  memberPhoto: queryDb(server.dataDir, "select photo_id from members where public_id = ?", member.id)[0],
});

async function expectRefused(response: Response, message: string | RegExp) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const text = await response.text();
  expect(response.headers.get("content-type")).toMatch(/^(application\/json|text\/html)/);
  const shown = response.headers.get("content-type")!.startsWith("application/json") ? JSON.parse(text).msg : text;
  expect(shown).toMatch(message);
}

describe("hostile photos are refused, and nothing is stored or left behind", () => {
  it.each(hostile)("%s, named photo.png and sent as image/png, in a profile edit", async (_label, bytes, message) => {
    const before = photoState();
    const body = new FormData();
    body.set("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
    await expectRefused(await session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body }), message);
    expect(photoState()).toEqual(before);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it.each(hostile.filter(([, bytes]) => bytes.length < 1024 * 1024))(
    "%s, as the crop editor's data URL",
    async (_label, bytes, message) => {
      const before = photoState();
      const body = new FormData();
      body.set("image", `data:image/png;base64,${bytes.toString("base64")}`);
      await expectRefused(await session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body }), message);
      expect(photoState()).toEqual(before);
    },
  );

  it("an SVG data URL", async () => {
    const body = new FormData();
    body.set("image", `data:image/svg+xml;base64,${SCRIPTED_SVG.toString("base64")}`);
    await expectRefused(await session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body }), NOT_AN_IMAGE);
  });

  it.each(hostile)("%s, in the profile page's edit form", async (_label, bytes, message) => {
    const before = photoState();
    const { password: _password, acceptTerms: _terms, ...profile } = member.fields;
    const body = new FormData();
    for (const [name, value] of Object.entries(profile)) body.set(name, value);
    body.set("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
    await expectRefused(await session.fetch("/userProfile", { method: "POST", body }), message);
    expect(photoState()).toEqual(before);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it.each(hostile)("%s, at signup: no account is made", async (_label, bytes, message) => {
    const client = new ApiClient(server.baseUrl);
    const fields = newSignup();
    await verifyEmail(client, server.dataDir, fields.email);
    const before = photoState().photos;
    const response = await client.fetch("/api/v1/auth/register", {
      method: "POST",
      body: registerForm(fields, { bytes, name: "photo.png", type: "image/png" }),
    });
    await expectRefused(response, message);
    expect(queryDb(server.dataDir, "select 1 from members where email = ?", fields.email)).toEqual([]);
    expect(photoState().photos).toBe(before);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });
});

describe("signup checks the e-mail code before it reads the photo (issue 35, item 4)", () => {
  it.each(hostile)("%s, without a verified code: the code is what is refused", async (_label, bytes) => {
    const client = new ApiClient(server.baseUrl);
    const fields = newSignup();
    const before = photoState().photos;
    const response = await client.fetch("/api/v1/auth/register", {
      method: "POST",
      body: registerForm(fields, { bytes, name: "photo.png", type: "image/png" }),
    });
    // A file over 5 MB is refused as the body is read, before any handler looks at the code.
    await expectRefused(
      response,
      bytes === OVERSIZE_JPEG ? TOO_BIG : "Please verify your email with the code we sent you.",
    );
    expect(queryDb(server.dataDir, "select 1 from members where email = ?", fields.email)).toEqual([]);
    expect(photoState().photos).toBe(before);
  });
});

describe("a photo over the limit where it is chosen, without JavaScript (issue 39, item 2)", () => {
  // A camera's photo: a JPEG's first bytes and 9.5 MB, sent first, as the Edit Profile form has its photo first.
  const CAMERA_PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(9.5 * 1024 * 1024)]);
  const memberRow = () =>
    queryDb(
      server.dataDir,
      "select photo_id, photo_visibility, working from members where public_id = ?",
      member.id,
    )[0];

  it("is refused beside the photo field with a 400, the other values as typed, nothing written", async () => {
    const before = { ...photoState(), row: memberRow() };
    const { password: _password, acceptTerms: _terms, ...profile } = member.fields;
    const body = new FormData();
    body.set("image", new Blob([new Uint8Array(CAMERA_PHOTO)], { type: "image/jpeg" }), "IMG_2041.jpg");
    body.set("photoVisibility", "everyone");
    for (const [name, value] of Object.entries(profile)) body.set(name, value);
    body.set("working", "Headmistress");
    const response = await session.fetch("/userProfile?edit=1", { method: "POST", body });
    expect(response.status).toBe(400);
    const html = await response.text();
    // Beside the field (its error, which the file input names in aria-describedby), not only at the top.
    expect(html).toMatch(/aria-describedby="photo-hint photo-error" aria-invalid="true"/);
    expect(html).toContain(`id="photo-error" aria-live="polite">${TOO_BIG}</p>`);
    expect(html).toMatch(/<input[^>]*name="working"[^>]*value="Headmistress"|value="Headmistress"[^>]*name="working"/);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="everyone"|value="everyone"[^>]*checked=""/);
    expect({ ...photoState(), row: memberRow() }).toEqual(before);
  });

  it("a body over what is read at all is refused as it comes, with a 4xx", async () => {
    const answer = await rawRequest(server.baseUrl, {
      method: "POST",
      path: "/userProfile?edit=1",
      headers: {
        Cookie: session.cookieHeader(),
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(40 * 1024 * 1024),
      },
      body: "--x\r\n",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(TOO_BIG);
  });

  it("leaves the original client's answer as it was: the same JSON, without field errors", async () => {
    const body = new FormData();
    body.set("image", new Blob([new Uint8Array(CAMERA_PHOTO)], { type: "image/jpeg" }), "IMG_2041.jpg");
    const response = await session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, msg: TOO_BIG, message: TOO_BIG, error: TOO_BIG });
    const notImage = new FormData();
    notImage.set("image", `data:image/png;base64,${HTML_PAGE.toString("base64")}`);
    const refused = await session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: notImage });
    expect(await refused.json()).toEqual({
      success: false,
      msg: NOT_AN_IMAGE,
      message: NOT_AN_IMAGE,
      error: NOT_AN_IMAGE,
    });
  });
});
