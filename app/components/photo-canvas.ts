// The browser's side of a chosen photo (docs/product-rules.md §11): the picture read from the file, and the
// square the form sends instead of the file, so a camera's photo of several megabytes never goes up whole.

/**
 * The square's size: PHOTO_SIZE in app/services/images.server.ts, the photo the server keeps, so a dense
 * phone screen's 400 rendition is as sharp as the picture chosen (the server cannot be imported here).
 */
export const PHOTO_OUTPUT = 400;
/** The crop editor's square on the screen. */
export const CROP_VIEW = 240;
// JPEG: about 50 KB for a 400x400 photo where a PNG is 250 KB; the server re-encodes it as WebP anyway.
const OUTPUT_TYPE = "image/jpeg";
const OUTPUT_QUALITY = 0.92;

/** Where the picture sits in the square: its zoom (1 covers the square) and its offset in CROP_VIEW pixels. */
export type Crop = { zoom: number; x: number; y: number };
export const CENTRED: Crop = { zoom: 1, x: 0, y: 0 };

/** Why a chosen file is refused in the browser, as member.json's keys say it. */
export type PictureRefusal = "photoPicker.notImage" | "photoPicker.unreadable";

/** The picture's scale in the editor's square at zoom 1: it covers the square. */
const coverScale = (image: HTMLImageElement) => CROP_VIEW / Math.min(image.naturalWidth, image.naturalHeight);

/** The crop moved as far as the picture still covers the square, no further. */
export function clampCrop(image: HTMLImageElement, crop: Crop): Crop {
  const scale = coverScale(image) * crop.zoom;
  const maxX = Math.max(0, (image.naturalWidth * scale - CROP_VIEW) / 2);
  const maxY = Math.max(0, (image.naturalHeight * scale - CROP_VIEW) / 2);
  return { zoom: crop.zoom, x: Math.min(maxX, Math.max(-maxX, crop.x)), y: Math.min(maxY, Math.max(-maxY, crop.y)) };
}

/** Draws the cropped square on `canvas`, `size` pixels wide. */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, size: number, crop: Crop): void {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const ratio = size / CROP_VIEW;
  const scale = coverScale(image) * crop.zoom * ratio;
  const w = image.naturalWidth * scale;
  const h = image.naturalHeight * scale;
  // White under a transparent picture: a JPEG has no transparency, and black would show instead.
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, size, size);
  ctx.drawImage(image, (size - w) / 2 + crop.x * ratio, (size - h) / 2 + crop.y * ratio, w, h);
}

/** The square the form sends: PHOTO_OUTPUT pixels, as a data URL (the server takes one, §11). */
export function croppedPhoto(image: HTMLImageElement, crop: Crop): string {
  const canvas = document.createElement("canvas");
  canvas.width = PHOTO_OUTPUT;
  canvas.height = PHOTO_OUTPUT;
  drawCrop(canvas, image, PHOTO_OUTPUT, crop);
  return canvas.toDataURL(OUTPUT_TYPE, OUTPUT_QUALITY);
}

/**
 * The chosen file as a picture, or the reason it is refused: a file that is no image (a PDF) or an SVG, as the
 * server refuses them, before anything is sent; a picture the browser cannot read. Any format the browser
 * reads (an iPhone's HEIC in Safari) is welcome: what goes up is the JPEG square.
 */
export function readPicture(file: File): Promise<HTMLImageElement> {
  const refusal = (reason: PictureRefusal) => Promise.reject<HTMLImageElement>(reason);
  if ((file.type !== "" && !file.type.startsWith("image/")) || file.type === "image/svg+xml")
    return refusal("photoPicker.notImage");
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(file.type === "" ? "photoPicker.notImage" : "photoPicker.unreadable");
    };
    image.src = url;
  });
}
