import { isPlainFieldName } from "./request-body.server";

// A multipart/form-data body read as it arrives, part by part, for the forms that carry a photo. A part that
// would take what is kept past `keepBytes` (a camera's 9.5 MB photo) is read to its end and dropped, not
// kept, and the parts after it are still read: the page can then refuse the photo beside its field and show
// the other values the person typed (issue 39). Nothing is ever written to disk, and never more than
// `keepBytes` is held, whatever the body's size (the caller bounds how much is read).

/** What a multipart body held: its fields (plain names only), and the names of the parts dropped for size. */
export type StreamedForm = { form: FormData; dropped: string[] };

export type MultipartLimits = {
  /** At most this many bytes of all parts together are kept. */
  keepBytes: number;
  /** At most this many parts. */
  maxParts: number;
};

/** A body no browser would send: the caller answers it with a 400. */
export class MalformedMultipart extends Error {}

// The delimiter before every part is CRLF "--" boundary; the first may come without its CRLF, at the very
// start of the body, so the body is read as if it began with one.
const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
const LAST = Buffer.from("--");
// A part's headers (Content-Disposition, Content-Type) take a few hundred bytes.
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary a multipart/form-data Content-Type names, or undefined for any other type. */
export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const boundary = contentType.match(/;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i);
  return boundary?.[1] ?? boundary?.[2];
}

type Part = { name: string; filename?: string; type: string; chunks: Buffer[]; size: number; dropped: boolean };

function partOf(headerBlock: string): Part {
  const headers = new Map<string, string>();
  for (const line of headerBlock.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get("content-disposition") ?? "";
  const param = (key: string) =>
    disposition.match(new RegExp(`(?:^|;)\\s*${key}=(?:"([^"]*)"|([^;\\s]*))`, "i")) ?? undefined;
  const name = param("name");
  if (!/^form-data\s*(;|$)/i.test(disposition) || !name) throw new MalformedMultipart();
  const filename = param("filename");
  return {
    name: name[1] ?? name[2],
    filename: filename ? (filename[1] ?? filename[2]) : undefined,
    type: headers.get("content-type") ?? "application/octet-stream",
    chunks: [],
    size: 0,
    dropped: false,
  };
}

/**
 * Splits a multipart body into its parts as its chunks arrive: `push` each chunk, then `end`. Only the last
 * few bytes of a chunk (where a delimiter may begin) wait for the next one; a part's bytes go to it at once.
 */
export class MultipartReader {
  private readonly delimiter: Buffer;
  private pending: Buffer = CRLF;
  private state: "preamble" | "delimited" | "headers" | "body" | "done" = "preamble";
  private part: Part | undefined;
  private kept = 0;
  private parts = 0;
  private readonly result: StreamedForm = { form: new FormData(), dropped: [] };

  constructor(
    boundary: string,
    private readonly limits: MultipartLimits,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  }

  push(chunk: Uint8Array): void {
    this.pending = this.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]);
    while (this.step());
  }

  end(): StreamedForm {
    if (this.state !== "done") throw new MalformedMultipart();
    return this.result;
  }

  /** Moves on as far as the bytes at hand allow; false when it needs more (or the body is over). */
  private step(): boolean {
    switch (this.state) {
      case "preamble": {
        const at = this.pending.indexOf(this.delimiter);
        if (at === -1) {
          // What comes before the first delimiter is ignored; only a delimiter's possible start is kept.
          this.pending = this.pending.subarray(Math.max(0, this.pending.length - this.delimiter.length + 1));
          return false;
        }
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = "delimited";
        return true;
      }
      case "delimited": {
        if (this.pending.length < 2) return false;
        if (this.pending.subarray(0, 2).equals(LAST)) {
          this.state = "done";
          this.pending = Buffer.alloc(0);
          return false;
        }
        if (!this.pending.subarray(0, 2).equals(CRLF)) throw new MalformedMultipart();
        this.pending = this.pending.subarray(2);
        this.state = "headers";
        return true;
      }
      case "headers": {
        const at = this.pending.indexOf(HEADERS_END);
        if (at === -1) {
          if (this.pending.length > MAX_HEADER_BYTES) throw new MalformedMultipart();
          return false;
        }
        if (++this.parts > this.limits.maxParts) throw new MalformedMultipart();
        this.part = partOf(this.pending.subarray(0, at).toString("utf8"));
        this.pending = this.pending.subarray(at + HEADERS_END.length);
        this.state = "body";
        return true;
      }
      case "body": {
        const at = this.pending.indexOf(this.delimiter);
        if (at === -1) {
          // All but a delimiter's possible start belongs to the part.
          const safe = this.pending.length - this.delimiter.length + 1;
          if (safe > 0) {
            this.keep(this.pending.subarray(0, safe));
            this.pending = this.pending.subarray(safe);
          }
          return false;
        }
        this.keep(this.pending.subarray(0, at));
        this.finishPart();
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = "delimited";
        return true;
      }
      case "done":
        // The epilogue, after the last delimiter, is ignored.
        this.pending = Buffer.alloc(0);
        return false;
    }
  }

  private keep(bytes: Buffer): void {
    const part = this.part!;
    if (part.dropped || bytes.length === 0) return;
    if (this.kept + bytes.length > this.limits.keepBytes) {
      // Too much: what the part had is let go, and the rest of it will be read and ignored.
      this.kept -= part.size;
      part.chunks = [];
      part.dropped = true;
      return;
    }
    // A copy: `bytes` is a view of a chunk whose other bytes need not be kept.
    part.chunks.push(Buffer.from(bytes));
    part.size += bytes.length;
    this.kept += bytes.length;
  }

  private finishPart(): void {
    const part = this.part!;
    this.part = undefined;
    if (part.dropped) {
      this.result.dropped.push(part.name);
      return;
    }
    if (!isPlainFieldName(part.name)) return;
    const bytes = Buffer.concat(part.chunks);
    if (part.filename === undefined) this.result.form.append(part.name, bytes.toString("utf8"));
    else this.result.form.append(part.name, new File([bytes], part.filename, { type: part.type }));
  }
}
