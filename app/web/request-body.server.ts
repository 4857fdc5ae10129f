import { UserError } from "~/services/user-error.server";
// Reading request bodies with limits, before any parser sees them. Forms come urlencoded or as
// multipart, as browsers send them; any other body (JSON, text, a multipart body without its
// boundary) is the sender's mistake: refused with a 4xx, never a server error.

// Our largest form (signup through the API, with both the edit form's names and the signup names)
// has about 40 fields. Form parsers take time that grows with the square of the number of fields:
// one 2 MB body of tiny fields held the whole site for 20 seconds (found by tests/api/fuzz.test.ts).
// So fields are counted before parsing.
export const MAX_FIELDS = 100;

// A page form without a photo: a contact message (2,000 characters) is the longest text.
export const MAX_PAGE_FORM_BYTES = 64 * 1024;

const bodyTooLarge = () => new UserError("Request body is too large", { status: 413 });

/** A body no form could have sent (a broken multipart body, say): a 400 for the client, not a 500. */
export function malformedBody(): Response {
  return new Response("Bad Request: the form could not be read.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The client went away before it had sent its whole body (Node's "aborted"): its mistake, and nobody is
 * left to read the answer, so a 400 rather than an error with a stack trace in the log.
 */
function bodyCutOff(): Response {
  return new Response("Bad Request: the request was cut off before its end.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Hands the body's chunks to `take` as they come (the next one once `take` is done with this one), never more
 * than `maxBytes` whatever Content-Length claims (or when it is absent): a 413 UserError once there are more.
 */
export async function readBodyChunks(
  request: Request,
  maxBytes: number,
  take: (chunk: Uint8Array) => void | Promise<void>,
): Promise<void> {
  if (!request.body) return;
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw bodyTooLarge();
  // Released, not cancelled, when refused: cancelling would cut the connection before the answer.
  const reader = request.body.getReader();
  const read = () => reader.read().catch(() => Promise.reject(bodyCutOff()));
  let size = 0;
  try {
    for (let next = await read(); !next.done; next = await read()) {
      size += next.value.byteLength;
      if (size > maxBytes) throw bodyTooLarge();
      await take(next.value);
    }
  } finally {
    reader.releaseLock();
  }
}

/** The body's bytes, never more than `maxBytes` (readBodyChunks). */
export async function bodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  await readBodyChunks(request, maxBytes, (chunk) => {
    chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

function fieldCount(body: Buffer, contentType: string): number {
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) return body.toString("latin1").split("&").length;
  const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!boundary) return Infinity;
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  let count = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) count += 1;
  return count;
}

// Every field of our forms has a plain name (fullName, requestId). A structured name ("a.b",
// "a[4294967294]") or Conform's control fields (__intent__) would make Conform's parser build
// nested objects, huge sparse arrays, or throw (found by the fuzz test). The server ignores them,
// as it ignores any field it does not know.
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

export const isPlainFieldName = (name: string) => PLAIN_NAME.test(name);

function withPlainNames(form: FormData): FormData {
  const plain = new FormData();
  for (const [name, value] of form) if (isPlainFieldName(name)) plain.append(name, value);
  return plain;
}

/**
 * A form of at most `maxBytes` and MAX_FIELDS fields. Throws a 413 UserError, or the 400 of
 * malformedBody() when the body cannot be read as a form.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  const body = await bodyBytes(request, maxBytes);
  if (fieldCount(body, type) > MAX_FIELDS) throw malformedBody();
  try {
    return withPlainNames(await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData());
  } catch {
    throw malformedBody();
  }
}

/** A page action's form (no photo), or a thrown 400 or 413 when the body cannot be read as one. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await readFormBody(request, MAX_PAGE_FORM_BYTES);
  } catch (error) {
    if (error instanceof UserError && error.status === 413)
      throw new Response("This form is too large.", { status: 413 });
    throw error;
  }
}
