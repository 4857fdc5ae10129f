import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

// React 18.3's stream renderer sent a whole 2 kB buffer when a character of two or three bytes did not fit in
// its last bytes, so a Hindi or Urdu page carried a NUL byte there (react/react#31134); we patched it until
// React 19, which sends only the bytes written (decision 026). This keeps an upgrade from bringing it back.
describe("react-dom's stream renderer", () => {
  it("sends no NUL byte where a character of several bytes meets its 2 kB buffer's end", async () => {
    // ASCII first, so that the Devanagari starts at every offset against the buffer's end.
    for (let pad = 0; pad < 3; pad++) {
      const text = `${"a".repeat(2000 + pad)}${"सरपरस्त ".repeat(40)}`;
      const bytes = await new Promise<Buffer>((resolve, reject) => {
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on("data", (chunk: Buffer) => chunks.push(chunk));
        out.on("end", () => resolve(Buffer.concat(chunks)));
        const { pipe } = renderToPipeableStream(createElement("p", null, text), {
          onAllReady: () => pipe(out),
          onError: reject,
        });
      });
      expect(bytes.includes(0)).toBe(false);
      expect(bytes.toString("utf8")).toBe(`<p>${text}</p>`);
    }
  });
});
