import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import { isPlainFieldName } from "./request-body.server";

// A multipart/form-data body read as it arrives, part by part, for the forms that carry a photo. A part that
// would take what is kept past `keepBytes` (a camera's 9.5 MB photo) is read to its end and dropped, not
// kept, and the parts after it are still read: the page can then refuse the photo beside its field and show
// the other values the person typed (issue 39). Nothing is ever written to disk, and never more than
// `keepBytes` is held, whatever the body's size (the caller bounds how much is read).
//
// The parsing is @fastify/busboy's (decision 044): a multipart parser is a security surface, better one that
// is maintained and used by many than one written here. This module sets its limits and keeps what it reads.

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

// A part's headers (Content-Disposition, Content-Type) take a few hundred bytes: busboy keeps no more than this
// of them (what is past it is let go).
const MAX_HEADER_BYTES = 8 * 1024;
// A boundary as RFC 2046 §5.1.1 allows it (browsers send 16 to 70 of these characters): nothing that needs
// escaping in the Content-Type given to busboy, and short enough for its delimiter search.
const RFC_BOUNDARY = /^[0-9A-Za-z'()+_,./:=? -]{0,69}[0-9A-Za-z'()+_,./:=?-]$/;

/** The boundary a multipart/form-data Content-Type names, or undefined for any other type. */
export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const boundary = contentType.match(/;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i);
  return boundary?.[1] ?? boundary?.[2];
}

type Part = { name: string; filename?: string; type: string; chunks: Buffer[]; size: number; dropped: boolean };

/**
 * Splits a multipart body into its parts as its chunks arrive: `push` each chunk (awaiting each, so that busboy
 * holds no more than one), then `end`. Both throw MalformedMultipart for a body no browser sends.
 */
export class MultipartReader {
  private readonly parser: BusboyInstance;
  private readonly parts: Part[] = [];
  private kept = 0;
  private malformed = false;
  // Settles once busboy has read the whole body (its 'finish', every part's bytes handed over) or failed.
  private readonly read: Promise<void>;

  constructor(
    boundary: string,
    private readonly limits: MultipartLimits,
  ) {
    if (!RFC_BOUNDARY.test(boundary)) throw new MalformedMultipart();
    this.parser = Busboy({
      headers: { "content-type": `multipart/form-data; boundary="${boundary}"` },
      // Every part comes as a stream of bytes, a typed value as well as a file: the one limit on what is kept
      // counts them all, a value over it is dropped rather than cut short, and a value is decoded as UTF-8, as
      // the browser sent it. A part is a file when it has a filename (as for the platform's parser).
      isPartAFile: () => true,
      // The filename is kept as sent, as the platform's parser does (busboy would turn ".." into "").
      preservePath: true,
      // A part over `keepBytes` is cut there by busboy ('limit'), and the rest of it read and let go.
      limits: { parts: limits.maxParts, fileSize: limits.keepBytes, headerSize: MAX_HEADER_BYTES },
    });
    this.read = new Promise((resolve) => {
      this.parser.on("finish", resolve);
      // A body cut off before its last delimiter: busboy's only 'error', after which it reads nothing more.
      this.parser.on("error", () => {
        this.malformed = true;
        resolve();
      });
    });
    this.parser.on("partsLimit", () => (this.malformed = true));
    this.parser.on(
      "file",
      (name: string | undefined, file: BusboyFileStream, filename: string | undefined, _: string, type: string) =>
        this.take(file, name, filename, type),
    );
  }

  async push(chunk: Uint8Array): Promise<void> {
    if (!this.malformed) await new Promise<void>((resolve) => this.parser.write(chunk, () => resolve()));
    if (this.malformed) throw new MalformedMultipart();
  }

  async end(): Promise<StreamedForm> {
    if (!this.malformed) {
      this.parser.end();
      await this.read;
    }
    if (this.malformed) throw new MalformedMultipart();
    const result: StreamedForm = { form: new FormData(), dropped: [] };
    for (const part of this.parts) {
      if (part.dropped) result.dropped.push(part.name);
      else if (isPlainFieldName(part.name)) result.form.append(part.name, valueOf(part));
    }
    return result;
  }

  private take(file: BusboyFileStream, name: string | undefined, filename: string | undefined, type: string) {
    // A part cut off by the body's end: busboy says so on the body too, which makes it malformed.
    file.on("error", () => (this.malformed = true));
    if (name === undefined) {
      // A Content-Disposition without a name.
      this.malformed = true;
      file.resume();
      return;
    }
    const part: Part = { name, filename, type, chunks: [], size: 0, dropped: false };
    this.parts.push(part);
    file.on("limit", () => this.drop(part));
    file.on("data", (bytes: Buffer) => this.keep(part, bytes));
  }

  private keep(part: Part, bytes: Buffer): void {
    if (part.dropped) return;
    if (this.kept + bytes.length > this.limits.keepBytes) return this.drop(part);
    // A copy: `bytes` may be a view of a body chunk whose other bytes need not be kept.
    part.chunks.push(Buffer.from(bytes));
    part.size += bytes.length;
    this.kept += bytes.length;
  }

  /** Too much: what the part had is let go, and the rest of it is read and ignored. */
  private drop(part: Part): void {
    if (part.dropped) return;
    this.kept -= part.size;
    part.chunks = [];
    part.dropped = true;
  }
}

function valueOf(part: Part): string | File {
  const bytes = Buffer.concat(part.chunks);
  return part.filename === undefined ? bytes.toString("utf8") : new File([bytes], part.filename, { type: part.type });
}
