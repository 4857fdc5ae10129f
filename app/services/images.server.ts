import type { Sharp } from "sharp";
import { PhotoRefusal } from "~/services/user-error.server";
import { coresPerProcess } from "./env.server";
/**
 * A stored photo is a square of this many pixels (docs/product-rules.md §11): enough for the 400 rendition,
 * which a card on a phone with a dense screen, a desktop card and the profile page need to look sharp.
 */
export const PHOTO_SIZE = 400;
/** The widths /images/{id}?w= serves (docs/product-rules.md §11); any other w gets the stored photo. */
export const RENDITION_WIDTHS = [200, 400] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/**
 * sharp (libvips) is loaded on the first photo, not at start: it adds about
 * 30 MB of memory and 0.2 s of start-up to a server that may see no upload.
 */
async function loadSharp() {
  return (await import("sharp")).default;
}
export const PHOTO_MIME = "image/webp";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const MAX_PHOTO_PIXELS = 40_000_000; // above any phone camera's normal photo; decoding stays under ~160 MB

/** Recognises the image formats we accept by their first bytes, never by name or declared type. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | "gif" | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP") return "webp";
  return undefined;
}

export const PHOTO_TOO_LARGE = "The photo must be 5 MB or smaller.";
export const NOT_AN_IMAGE = "Please choose an image file (JPEG, PNG, WebP or GIF).";
const TOO_MANY_PIXELS = "This picture has too many pixels (more than 40 megapixels). Please choose a smaller photo.";
const UNREADABLE = "This image could not be read. Please choose another photo.";

/**
 * How many uploaded photos this process decodes at once, its share of the cores; the others wait their turn.
 * Without a bound, 50 uploads of 40 megapixels each were decoded four at a time (libuv's threads) on 2 cores:
 * /healthz waited up to 0.9 s and the server grew from 170 to 530 MB (issue 35, `--only photo-burst`).
 */
const decodesAtOnce = (): number => (slots ??= coresPerProcess());
let slots: number | undefined;
let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `decode` once a slot is free, first come first served; a finished decode hands its slot on. */
async function inDecodeQueue<T>(decode: () => Promise<T>): Promise<T> {
  if (decoding < decodesAtOnce()) decoding++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await decode();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

/**
 * The checks every uploaded picture passes before any pixel is decoded: its size, its first bytes, and its
 * pixel count read from the header (a tiny file may claim 50000x50000 pixels). Then `encode` runs in the queue.
 */
async function checkedEncode(bytes: Uint8Array, encode: (picture: Sharp) => Promise<Buffer>): Promise<Buffer> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefusal(PHOTO_TOO_LARGE);
  if (!sniffImageType(bytes)) throw new PhotoRefusal(NOT_AN_IMAGE);
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", animated: false } as const;
  try {
    await sharp(bytes, options).metadata();
  } catch (error) {
    if ((error as Error).message.includes("pixel limit")) throw new PhotoRefusal(TOO_MANY_PIXELS);
    throw new PhotoRefusal(UNREADABLE);
  }
  try {
    // rotate(): the camera's orientation is honoured before anything else; re-encoding drops the metadata.
    return await inDecodeQueue(() => encode(sharp(bytes, options).rotate()));
  } catch {
    throw new PhotoRefusal(UNREADABLE);
  }
}

/**
 * Checks an uploaded picture and re-encodes it as a PHOTO_SIZE WebP square
 * (centre crop), which also drops its metadata (location, camera). Its size is read from the header
 * first (no pixel is decoded for that), so a picture over the limit is refused without waiting for a slot.
 */
export function normalisePhoto(bytes: Uint8Array): Promise<Buffer> {
  return checkedEncode(bytes, (picture) =>
    picture.resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "centre" }).webp({ quality: 80 }).toBuffer(),
  );
}

/** The longest side of a picture a person checks (an identity document, a selfie): its words must stay legible. */
export const CHECK_PICTURE_SIZE = 1600;

/**
 * An identity document's or a selfie's picture for a reviewer (docs/product-rules.md §39): the same checks as a
 * profile photo's, then a WebP at most CHECK_PICTURE_SIZE on its longest side, never cropped nor enlarged (a
 * document's edges carry its number and name), without its metadata (location, camera).
 */
export function normaliseCheckPicture(bytes: Uint8Array): Promise<Buffer> {
  return checkedEncode(bytes, (picture) =>
    picture
      .resize(CHECK_PICTURE_SIZE, CHECK_PICTURE_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer(),
  );
}

/**
 * A smaller copy of a stored photo, `width` pixels square, or null when the photo is no wider already (a photo
 * stored before PHOTO_SIZE grew is 200 wide): a rendition is never enlarged, the photo itself is served.
 */
export async function renderRendition(photo: Buffer, width: RenditionWidth): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const { width: stored = 0 } = await sharp(photo).metadata();
  if (stored <= width) return null;
  return sharp(photo).resize(width, width, { fit: "cover" }).webp({ quality: 80 }).toBuffer();
}

/** Rasterises an SVG drawn by the site itself (never one a member sent) to a PHOTO_SIZE WebP square. */
export async function rasteriseOwnSvg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(PHOTO_SIZE, PHOTO_SIZE).webp({ quality: 82 }).toBuffer();
}

/** A stored photo (WebP) as a JPEG for a PDF, which cannot hold WebP (the biodata, issue 42). */
export async function photoAsJpeg(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo).jpeg({ quality: 85 }).toBuffer();
}
