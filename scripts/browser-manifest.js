// The browser build's route manifest (public/build/manifest-*.js, `window.__remixManifest={…};`), for the steps
// that run after `remix build` (compile-hints.js, trim-manifest.js).
import fs from "node:fs";
import path from "node:path";

/** The manifest under buildDir as an object, and `write` to put a changed one back in the same file. */
export function readManifest(buildDir, tool) {
  const name = fs.readdirSync(buildDir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`${tool}: no manifest in ${buildDir}; run remix build first`);
  const file = path.join(buildDir, name);
  const source = fs.readFileSync(file, "utf8");
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}") + 1;
  const manifest = JSON.parse(source.slice(start, end));
  const write = () => fs.writeFileSync(file, source.slice(0, start) + JSON.stringify(manifest) + source.slice(end));
  return { manifest, write };
}
