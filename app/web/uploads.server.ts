import { PhotoRefusal, UserError } from "~/services/user-error.server";
import { MAX_PHOTO_BYTES, NOT_AN_IMAGE, PHOTO_TOO_LARGE } from "~/services/images.server";
import { MalformedMultipart, MultipartReader, multipartBoundary } from "./multipart.server";
import { MAX_FIELDS, malformedBody, readBodyChunks, readFormBody } from "./request-body.server";

const FORM_OVERHEAD_BYTES = 256 * 1024; // the text fields around the photo
const KEPT_BYTES = MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES;
// How much of a multipart body is read, a photo over the limit included, to keep the fields after it: a
// phone camera's photo is 3 to 15 MB. A body over this is refused as it comes, without its fields.
const READ_BYTES = 32 * 1024 * 1024;

/**
 * Reads a form that may carry a photo, in memory (no temporary file is ever written), keeping never more than
 * the photo limit and the text around it. A photo over the limit is read to its end and left out of the form,
 * and `photoRefusal` says why: the other fields are kept, for the page to show again (issue 39). Throws a
 * PhotoRefusal for a body over READ_BYTES, a 400 Response when the body is not a form.
 */
export async function readPhotoForm(request: Request): Promise<{ form: FormData; photoRefusal?: PhotoRefusal }> {
  const boundary = multipartBoundary(request.headers.get("Content-Type") ?? "");
  try {
    // A urlencoded form (the API's data URL) has no part to leave out: it is read whole, within the limit.
    if (!boundary) return { form: await readFormBody(request, KEPT_BYTES) };
    const parts = new MultipartReader(boundary, { keepBytes: KEPT_BYTES, maxParts: MAX_FIELDS });
    await readBodyChunks(request, READ_BYTES, (chunk) => parts.push(chunk));
    const { form, dropped } = await parts.end();
    return { form, photoRefusal: dropped.length > 0 ? new PhotoRefusal(PHOTO_TOO_LARGE) : undefined };
  } catch (error) {
    if (error instanceof MalformedMultipart) throw malformedBody();
    if (error instanceof UserError && error.status === 413) throw new PhotoRefusal(PHOTO_TOO_LARGE);
    throw error;
  }
}

/** readPhotoForm's form, for a caller that refuses a photo over the limit with the form as a whole. */
export async function readFormWithPhoto(request: Request): Promise<FormData> {
  const { form, photoRefusal } = await readPhotoForm(request);
  if (photoRefusal) throw photoRefusal;
  return form;
}

/** A page's refusal, a refused photo put at the form's photo field (`field`), beside where it was chosen. */
export function atPhotoField(error: UserError, field = "image"): UserError {
  return error instanceof PhotoRefusal ? new UserError(error.message, { status: error.status, field }) : error;
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
    if (!match) throw new PhotoRefusal(NOT_AN_IMAGE);
    if (match[1].length > (MAX_PHOTO_BYTES * 4) / 3 + 4) throw new PhotoRefusal(PHOTO_TOO_LARGE);
    return new Uint8Array(Buffer.from(match[1], "base64"));
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  return bytes.length > 0 ? bytes : undefined;
}
