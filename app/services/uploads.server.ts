import {
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  MaxPartSizeExceededError,
} from "@remix-run/node";
import { MAX_PHOTO_BYTES, PhotoError } from "./images.server";

const FORM_OVERHEAD_BYTES = 256 * 1024; // the text fields around the photo

/**
 * Reads a form that may carry a photo, in memory (no temporary file is ever
 * written) and never more than the photo limit.
 */
export async function readFormWithPhoto(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES) throw new PhotoError("The photo must be 5 MB or smaller.");
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return request.formData();
  try {
    return await parseMultipartFormData(request, createMemoryUploadHandler({ maxPartSize: MAX_PHOTO_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw new PhotoError("The photo must be 5 MB or smaller.");
    throw error;
  }
}

/** The uploaded picture's bytes, or undefined when none was chosen. */
export async function photoBytes(form: FormData, field = "image"): Promise<Uint8Array | undefined> {
  const value = form.get(field);
  if (!value || typeof value === "string") return undefined;
  const bytes = new Uint8Array(await value.arrayBuffer());
  return bytes.length > 0 ? bytes : undefined;
}
