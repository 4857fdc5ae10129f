// Run after `remix build` (part of `npm run build`): marks the script every page runs on load
// (React, React DOM, Remix: the entry's shared chunks) with V8's compile hint, so Chromium compiles it
// whole while it downloads, on a background thread, instead of on the main thread the moment the page
// starts. Decision 019. Browsers without the hint read it as a comment.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readManifest } from "./browser-manifest.js";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Prepends the hint to the entry's imports under publicDir (the folder the manifest's /build/… URLs are
 * relative to). Marking twice leaves one hint. Returns the files marked.
 */
export function markEntryChunks(publicDir) {
  const { manifest } = readManifest(path.join(publicDir, "build"), "compile-hints");
  return manifest.entry.imports.map((url) => {
    const file = path.join(publicDir, url);
    const source = fs.readFileSync(file, "utf8");
    if (!source.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + source);
    return url;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const marked = markEntryChunks(path.resolve(import.meta.dirname, "..", "public"));
  console.info(`compile-hints: ${marked.length} chunks compiled eagerly (${marked.join(", ")})`);
}
