import sharp, { type Sharp } from "sharp";
import os from "node:os";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { registerMember } from "~/domain/accounts/accounts.server";
import { registerSchema } from "~/forms/profile";
import { coresPerProcess } from "~/services/env.server";
import { normalisePhoto } from "~/services/images.server";
import { UserError } from "~/services/user-error.server";
import { pixelFloodGif, pixelFloodPng } from "../support/hostile-images";
import { newSignup } from "../support/members";

// Decoding uploaded photos (issue 35, item 4): a picture's size is read from its header before any pixel is
// decoded, decodes wait in a queue bounded by the process's share of the cores, and signup checks the e-mail
// code before it touches the photo. sharp is watched: each header read, and each decode (a pipeline's
// toBuffer), which a test may hold at a gate to see how many run at once.

const seen = { headers: 0, decodes: 0, running: 0, most: 0, gate: Promise.resolve() };
const { metadata, toBuffer } = sharp.prototype;
vi.spyOn(sharp.prototype, "metadata").mockImplementation(function (this: Sharp) {
  seen.headers++;
  return metadata.call(this);
});
// (The cast: toBuffer's overloads with a callback are not used by the site.)
vi.spyOn(sharp.prototype, "toBuffer").mockImplementation(async function (this: Sharp) {
  seen.decodes++;
  seen.running++;
  seen.most = Math.max(seen.most, seen.running);
  try {
    await seen.gate;
    return await toBuffer.call(this);
  } finally {
    seen.running--;
  }
} as never);

// This file's server is one process on the whole machine, so the queue's bound is the number of cores.
const webConcurrency = process.env.WEB_CONCURRENCY;
process.env.WEB_CONCURRENCY = "1";
afterAll(() => {
  if (webConcurrency === undefined) delete process.env.WEB_CONCURRENCY;
  else process.env.WEB_CONCURRENCY = webConcurrency;
});

/** Small real pictures, each other bytes (PNGs of one colour each), made before the counting starts. */
let pictures: Buffer[];
beforeAll(async () => {
  pictures = await Promise.all(
    Array.from({ length: os.availableParallelism() + 4 }, (_, shade) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 40 } } })
        .png()
        .toBuffer(),
    ),
  );
});
beforeEach(() => Object.assign(seen, { headers: 0, decodes: 0, running: 0, most: 0, gate: Promise.resolve() }));

describe("the pixel limit is read from the header", () => {
  it.each([
    ["a PNG declaring 50000x50000 pixels", pixelFloodPng()],
    ["a PNG declaring 6400x6400 pixels (41 megapixels)", pixelFloodPng(6400, 6400)],
    ["a GIF declaring 50000x50000 pixels", pixelFloodGif()],
  ])("%s is refused without a decode", async (_label, bytes) => {
    await expect(normalisePhoto(bytes)).rejects.toThrow(/too many pixels \(more than 40 megapixels\)/);
    expect(seen.headers).toBe(1);
    expect(seen.decodes).toBe(0);
  });

  it("a picture within the limit is decoded once", async () => {
    await normalisePhoto(pictures[0]);
    expect({ headers: seen.headers, decodes: seen.decodes }).toEqual({ headers: 1, decodes: 1 });
  });
});

describe("the decode queue", () => {
  it("decodes no more photos at once than the process's cores; the others wait, and all are done", async () => {
    const bound = coresPerProcess();
    let open!: () => void;
    seen.gate = new Promise((resolve) => (open = resolve));
    const uploads = bound + 3;
    const done = pictures.slice(0, uploads).map((bytes) => normalisePhoto(bytes));
    // The first decodes start and are held at the gate; the others would have started by now if they could.
    await vi.waitFor(() => expect(seen.decodes).toBeGreaterThanOrEqual(bound));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect({ running: seen.running, decodes: seen.decodes }).toEqual({ running: bound, decodes: bound });
    open();
    const results = await Promise.all(done);
    expect(results.every((webp) => webp.subarray(8, 12).toString("latin1") === "WEBP")).toBe(true);
    expect({ most: seen.most, decodes: seen.decodes, running: seen.running }).toEqual({
      most: bound,
      decodes: uploads,
      running: 0,
    });
  });

  it("a picture that fails to decode gives its place to the next", async () => {
    const broken = Buffer.from(pictures[0]).fill(0, 60); // the header stays readable, the image data does not
    // One more than the slots: the last waits for the broken one's place.
    const others = pictures.slice(1, coresPerProcess() + 1);
    const results = await Promise.allSettled([broken, ...others].map((bytes) => normalisePhoto(bytes)));
    expect(results.map((result) => result.status)).toEqual(["rejected", ...others.map(() => "fulfilled")]);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(UserError);
    expect(seen.running).toBe(0);
  });
});

describe("signup", () => {
  it("without a verified code is refused before its photo is looked at", async () => {
    const { password: _password, ...input } = registerSchema.parse(newSignup({ gender: "Female" }));
    await expect(registerMember({ ...input, passwordHash: "not used" }, pictures[3], "no-code")).rejects.toThrow(
      "Please verify your email with the code we sent you.",
    );
    expect({ headers: seen.headers, decodes: seen.decodes }).toEqual({ headers: 0, decodes: 0 });
  });
});
