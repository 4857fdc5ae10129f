import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { photoRenditions } from "~/db/schema";
import { deletePhotoIfUnused, readRendition, storePhoto } from "~/domain/profiles/photos.server";
import { DEMO_AVATAR_VARIANTS, demoAvatarSvg, renderDemoAvatar } from "~/services/demo-avatars.server";
import { normalisePhoto, PHOTO_MIME, renderRendition } from "~/services/images.server";

// Photo renditions (docs/product-rules.md §11): a stored photo is a 400x400 WebP square; /images/{id}?w=200 and
// ?w=400 are made from it on the first request and kept in photo_renditions until the photo goes.

/** A picture of one colour and size; each colour is other bytes (PNG is exact), so another stored photo. */
const picture = (size: number, red: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: red, g: 120, b: 80 } } })
    .png()
    .toBuffer();
const sizeOf = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};
const renditionsOf = (photoId: string) =>
  getDb()
    .select({ width: photoRenditions.width })
    .from(photoRenditions)
    .where(eq(photoRenditions.photoId, photoId))
    .all()
    .map((row) => row.width);

describe("renderRendition", () => {
  it("makes a smaller WebP square of a stored photo", async () => {
    expect(await sizeOf((await renderRendition(await picture(400, 10), 200))!)).toEqual({
      width: 200,
      height: 200,
      format: "webp",
    });
  });

  it("never enlarges: a photo no wider than asked has no rendition", async () => {
    expect(await renderRendition(await picture(400, 11), 400)).toBeNull();
    // A photo stored before photos grew to 400 is 200 wide.
    expect(await renderRendition(await picture(200, 12), 200)).toBeNull();
    expect(await renderRendition(await picture(200, 13), 400)).toBeNull();
  });
});

describe("normalisePhoto", () => {
  it("re-encodes any upload, small or large, wide or tall, as a 400x400 WebP square", async () => {
    for (const [width, height] of [
      [640, 360],
      [300, 200],
      [200, 900],
    ]) {
      const upload = await sharp({ create: { width, height, channels: 3, background: "#3a7" } })
        .png()
        .toBuffer();
      expect(await sizeOf(await normalisePhoto(upload))).toEqual({ width: 400, height: 400, format: "webp" });
    }
  });
});

describe("readRendition", () => {
  it("makes the rendition on the first request, keeps it, and answers the kept one afterwards", async () => {
    const id = storePhoto(await picture(400, 20), PHOTO_MIME);
    expect(renditionsOf(id)).toEqual([]);
    const first = await readRendition(id, 200);
    expect(first?.mime).toBe("image/webp");
    expect(await sizeOf(first!.data)).toMatchObject({ width: 200, height: 200 });
    expect(renditionsOf(id)).toEqual([200]);
    const again = await readRendition(id, 200);
    expect(Buffer.compare(again!.data, first!.data)).toBe(0);
    expect(renditionsOf(id)).toEqual([200]);
  });

  it("answers the photo itself when it is no wider, keeping no copy", async () => {
    const bytes = await picture(400, 21);
    const id = storePhoto(bytes, PHOTO_MIME);
    const photo = await readRendition(id, 400);
    expect(Buffer.compare(photo!.data, bytes)).toBe(0);
    expect(renditionsOf(id)).toEqual([]);
  });

  it("answers nothing for an unknown or malformed id", async () => {
    expect(await readRendition("0".repeat(32), 200)).toBeUndefined();
    expect(await readRendition("../../etc/passwd", 200)).toBeUndefined();
  });

  it("goes with its photo: deleting the photo deletes its renditions", async () => {
    const id = storePhoto(await picture(400, 22), PHOTO_MIME);
    await readRendition(id, 200);
    expect(renditionsOf(id)).toEqual([200]);
    deletePhotoIfUnused(id); // no member and no story shows it
    expect(renditionsOf(id)).toEqual([]);
    expect(await readRendition(id, 200)).toBeUndefined();
  });
});

describe("demo avatars", () => {
  it("draw the same picture for the same variant, and another for another variant or gender", () => {
    expect(demoAvatarSvg("Female", 7)).toBe(demoAvatarSvg("Female", 7));
    expect(demoAvatarSvg("Female", 7)).not.toBe(demoAvatarSvg("Male", 7));
    const pictures = (gender: "Male" | "Female") =>
      new Set(Array.from({ length: DEMO_AVATAR_VARIANTS }, (_, variant) => demoAvatarSvg(gender, variant)));
    // Variants differ in background, skin tone, clothes and (for men) hair, cap or beard.
    expect(pictures("Male").size).toBeGreaterThan(DEMO_AVATAR_VARIANTS / 2);
    expect(pictures("Female").size).toBeGreaterThan(DEMO_AVATAR_VARIANTS / 2);
  });

  it("are rasterised to an ordinary 400x400 WebP photo, never stored as SVG", async () => {
    const bytes = await renderDemoAvatar("Female", 3);
    expect(await sizeOf(bytes)).toEqual({ width: 400, height: 400, format: "webp" });
    expect(bytes.includes("<svg")).toBe(false);
  });
});
