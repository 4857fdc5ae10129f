import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the build (scripts/compile-hints.js), without type declarations
import { COMPILE_HINT, markEntryChunks } from "../../scripts/compile-hints.js";

// The build step of decision 019: the entry's shared chunks (React, React DOM, Remix) start with V8's
// compile hint; route chunks and the manifest do not.
describe("compile hints", () => {
  let publicDir = "";
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  function fakeBuild() {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "hints-"));
    fs.mkdirSync(path.join(publicDir, "build", "_shared"), { recursive: true });
    const manifest = {
      entry: {
        module: "/build/entry.client-A.js",
        imports: ["/build/_shared/chunk-R.js", "/build/_shared/chunk-H.js"],
      },
      routes: { root: { module: "/build/root-B.js", imports: ["/build/_shared/chunk-X.js"] } },
    };
    fs.writeFileSync(
      path.join(publicDir, "build", "manifest-C1.js"),
      `window.__remixManifest=${JSON.stringify(manifest)};`,
    );
    for (const file of [
      "entry.client-A.js",
      "root-B.js",
      "_shared/chunk-R.js",
      "_shared/chunk-H.js",
      "_shared/chunk-X.js",
    ]) {
      fs.writeFileSync(path.join(publicDir, "build", file), `export const name=${JSON.stringify(file)};`);
    }
  }
  const read = (file: string) => fs.readFileSync(path.join(publicDir, "build", file), "utf8");

  it("marks the entry's imports, once, and nothing else", () => {
    fakeBuild();
    expect(markEntryChunks(publicDir)).toEqual(["/build/_shared/chunk-R.js", "/build/_shared/chunk-H.js"]);
    markEntryChunks(publicDir);
    expect(read("_shared/chunk-R.js")).toBe(`${COMPILE_HINT}export const name="_shared/chunk-R.js";`);
    expect(read("_shared/chunk-H.js").startsWith(COMPILE_HINT)).toBe(true);
    for (const file of ["entry.client-A.js", "root-B.js", "_shared/chunk-X.js"]) {
      expect(read(file).startsWith("export const")).toBe(true);
    }
  });

  it("stops with a clear message when there is no build", () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "hints-"));
    fs.mkdirSync(path.join(publicDir, "build"));
    expect(() => markEntryChunks(publicDir)).toThrow(/no manifest.*run remix build first/);
  });
});
