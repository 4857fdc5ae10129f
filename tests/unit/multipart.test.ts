import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MalformedMultipart, MultipartReader, multipartBoundary } from "~/web/multipart.server";

// The photo forms' body reader (app/web/multipart.server.ts, issue 39): what it reads is what the platform's own
// parser reads, however the body is cut into chunks; a part over the limit is dropped and the others kept.

const LIMITS = { keepBytes: 64 * 1024, maxParts: 100 };

/** A form as a browser sends it: the body and its Content-Type, by the platform's own encoder. */
async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const type = request.headers.get("Content-Type")!;
  return { body: new Uint8Array(await request.arrayBuffer()), type, boundary: multipartBoundary(type)! };
}

/** The reader's result, the body given in pieces cut at `cuts`. */
async function readInPieces(body: Uint8Array, boundary: string, cuts: number[], limits = LIMITS) {
  const reader = new MultipartReader(boundary, limits);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    await reader.push(body.subarray(from, Math.max(from, cut)));
    from = Math.max(from, cut);
  }
  await reader.push(body.subarray(from));
  return reader.end();
}

/** A form's entries, files as their name, type and bytes, to compare two forms. */
async function entriesOf(form: FormData) {
  const entries: unknown[] = [];
  for (const [name, value] of form) {
    entries.push(
      typeof value === "string"
        ? [name, value]
        : [name, value.name, value.type, Buffer.from(await value.arrayBuffer()).toString("hex")],
    );
  }
  return entries;
}

const fieldName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant("line\r\none\r\n\r\nwith CRLFs"),
  fc.constant("--"),
  fc.string({ unit: "grapheme", maxLength: 10 }),
);
const fileEntry = fc.record({
  name: fieldName,
  filename: fc.stringMatching(/^[a-z0-9 ._-]{0,12}$/),
  bytes: fc.uint8Array({ maxLength: 3000 }),
  type: fc.constantFrom("image/jpeg", "application/pdf", ""),
});
const entry = fc.oneof(fc.tuple(fieldName, fieldValue), fileEntry);

function formOf(
  entries: (readonly [string, string] | { name: string; filename: string; bytes: Uint8Array; type: string })[],
) {
  const form = new FormData();
  for (const e of entries) {
    if (Array.isArray(e)) form.append(e[0], e[1]);
    else {
      const file = e as { name: string; filename: string; bytes: Uint8Array; type: string };
      form.append(file.name, new File([new Uint8Array(file.bytes)], file.filename, { type: file.type }));
    }
  }
  return form;
}

describe("MultipartReader", () => {
  it("reads what the platform's parser reads, however the body is cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 8 }),
        fc.array(fc.nat({ max: 20_000 }), { maxLength: 12 }),
        async (entries, cuts) => {
          const { body, type, boundary } = await encoded(formOf(entries));
          const expected = await new Response(body, { headers: { "Content-Type": type } }).formData();
          const read = await readInPieces(body, boundary, cuts);
          expect(read.dropped).toEqual([]);
          expect(await entriesOf(read.form)).toEqual(await entriesOf(expected));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads a body one byte at a time", async () => {
    const form = formOf([
      ["fullName", "Ayesha Khan"],
      { name: "image", filename: "p.jpg", bytes: new Uint8Array(300).fill(7), type: "image/jpeg" },
      ["city", "Bhopal"],
    ]);
    const { body, boundary } = await encoded(form);
    const read = await readInPieces(
      body,
      boundary,
      Array.from({ length: body.length }, (_, i) => i),
    );
    expect(await entriesOf(read.form)).toEqual(await entriesOf(form));
  });

  it("drops a part that would take what is kept over the limit, and keeps the parts after it", async () => {
    const big = new Uint8Array(LIMITS.keepBytes).fill(0xff);
    const form = formOf([
      ["fullName", "Ayesha Khan"],
      { name: "image", filename: "camera.jpg", bytes: big, type: "image/jpeg" },
      ["city", "Bhopal"],
      ["about", "Teacher"],
    ]);
    const { body, boundary } = await encoded(form);
    const read = await readInPieces(body, boundary, [100, 5000, 40_000, 64_000]);
    expect(read.dropped).toEqual(["image"]);
    expect(await entriesOf(read.form)).toEqual([
      ["fullName", "Ayesha Khan"],
      ["city", "Bhopal"],
      ["about", "Teacher"],
    ]);
  });

  it("drops a first part over the limit, or a typed value over it, rather than keep it cut short", async () => {
    const over = new Uint8Array(LIMITS.keepBytes + 1).fill(0x41);
    const form = formOf([
      { name: "image", filename: "camera.jpg", bytes: over, type: "image/jpeg" },
      ["about", Buffer.from(over).toString("latin1")],
      ["city", "Bhopal"],
    ]);
    const { body, boundary } = await encoded(form);
    const read = await readInPieces(body, boundary, [70_000]);
    expect(read.dropped).toEqual(["image", "about"]);
    expect(await entriesOf(read.form)).toEqual([["city", "Bhopal"]]);
  });

  it("keeps a part of exactly the limit", async () => {
    const form = formOf([
      { name: "image", filename: "p.jpg", bytes: new Uint8Array(LIMITS.keepBytes), type: "image/jpeg" },
    ]);
    const { body, boundary } = await encoded(form);
    const read = await readInPieces(body, boundary, [1000]);
    expect(read.dropped).toEqual([]);
    expect((read.form.get("image") as File).size).toBe(LIMITS.keepBytes);
  });

  it("leaves out a field whose name is not plain, as the other forms do", async () => {
    const { body, boundary } = await encoded(
      formOf([
        ["a.b", "x"],
        ["__intent__", "y"],
        ["city", "Pune"],
      ]),
    );
    expect(await entriesOf((await readInPieces(body, boundary, [])).form)).toEqual([["city", "Pune"]]);
  });

  it("refuses a body no browser sends", async () => {
    const { body, boundary } = await encoded(formOf([["city", "Pune"]]));
    const text = Buffer.from(body).toString("latin1");
    const refused = (bytes: string, limits = LIMITS) =>
      expect(readInPieces(new Uint8Array(Buffer.from(bytes, "latin1")), boundary, [], limits)).rejects.toThrow(
        MalformedMultipart,
      );
    // Cut off before its last delimiter, or before a part's headers end.
    await refused(text.slice(0, text.length - 10));
    await refused(`--${boundary}\r\nContent-Disposition: form-data; name="city"`);
    // No delimiter at all, a part without a name, headers that never end.
    await refused("city=Pune");
    await refused(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`);
    await refused(`--${boundary}\r\nX: ${"a".repeat(20_000)}`);
    // More parts than allowed.
    await refused(text, { ...LIMITS, maxParts: 0 });
    // A boundary that RFC 2046 does not allow (too long, a quote in it).
    expect(() => new MultipartReader("b".repeat(71), LIMITS)).toThrow(MalformedMultipart);
    expect(() => new MultipartReader('a"b', LIMITS)).toThrow(MalformedMultipart);
  });

  it("leaves out a part that is not form-data (no Content-Disposition), as busboy does", async () => {
    const { body, boundary } = await encoded(formOf([["city", "Pune"]]));
    const text = Buffer.from(body).toString("latin1");
    const stray = `--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n`;
    const read = await readInPieces(new Uint8Array(Buffer.from(stray + text, "latin1")), boundary, []);
    expect(await entriesOf(read.form)).toEqual([["city", "Pune"]]);
  });

  it("reads or refuses a body cut short or garbled anywhere, and never waits for ever", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.uint8Array({ maxLength: 40 }),
        fc.nat({ max: 60 }),
        fc.array(fc.nat({ max: 20_000 }), { maxLength: 6 }),
        async (entries, at, garbage, removed, cuts) => {
          const { body, boundary } = await encoded(formOf(entries));
          const from = at % (body.length + 1);
          const garbled = Buffer.concat([body.subarray(0, from), garbage, body.subarray(from + removed)]);
          const outcome = await readInPieces(garbled, boundary, cuts).then(
            (read) => read.form,
            (error: unknown) => error,
          );
          expect(outcome instanceof FormData || outcome instanceof MalformedMultipart).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds the boundary of a multipart Content-Type only", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data")).toBeUndefined();
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeUndefined();
  });
});
