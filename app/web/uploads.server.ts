import { UserError } from "~/services/user-error.server";
import { MAX_PHOTO_BYTES } from "~/services/images.server";
import { readFormBody } from "./request-body.server";

const FORM_OVERHEAD_BYTES = 256 * 1024; // the text fields around the photo

/**
 * Reads a form that may carry a photo, in memory (no temporary file is ever
 * written) and never more than the photo limit. Throws a UserError, or a 400 Response
 * when the body is not a form.
 */
export async function readFormWithPhoto(request: Request): Promise<FormData> {
  try {
    return await readFormBody(request, MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof UserError && error.status === 413) throw new UserError("The photo must be 5 MB or smaller.");
    throw error;
  }
}

const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)$/;

/**
 * The uploaded picture's bytes, or undefined when none was chosen. The crop
 * editor (and the original client) sends a `data:image/...;base64,` string.
 */
export async function photoBytes(form: FormData, field = "image"): Promise<Uint8Array | undefined> {
  const value = form.get(field);
  if (!value) return undefined;
  if (typeof value === "string") {
    if (value.trim() === "") return undefined;
    const match = value.match(DATA_URL);
    if (!match) throw new UserError("Please choose an image file (JPEG, PNG, WebP or GIF).");
    if (match[1].length > (MAX_PHOTO_BYTES * 4) / 3 + 4) throw new UserError("The photo must be 5 MB or smaller.");
    return new Uint8Array(Buffer.from(match[1], "base64"));
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  return bytes.length > 0 ? bytes : undefined;
}
