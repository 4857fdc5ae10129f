// Run after `remix build` (part of `npm run build`): takes the routes no page ever reaches from the browser's
// copy of the route manifest: the /api/v1 calls of the original client, /healthz and the forms' messages
// (/translations/<language>). They are JSON for other programs or for our own fetch(), never a page, a link or a
// form's target, and the server keeps its own full list (build/index.js), so they answer as before. Every page
// loads the manifest on its first visit: a quarter of it was these routes (page weight, decision 024).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readManifest } from "./browser-manifest.js";

/** Route ids (app/routes file names) of answers that are never a page. */
export const NEVER_A_PAGE = /^routes\/(api\.v1\.|healthz$|translations\.\$language$)/;

/**
 * Rewrites the manifest under publicDir/build without those routes. A route kept that names a dropped one as
 * its parent would break the browser's router: that stops the build. Returns the ids taken out.
 */
export function trimManifest(publicDir) {
  const { manifest, write } = readManifest(path.join(publicDir, "build"), "trim-manifest");
  const dropped = Object.keys(manifest.routes).filter((id) => NEVER_A_PAGE.test(id));
  for (const id of dropped) delete manifest.routes[id];
  for (const route of Object.values(manifest.routes)) {
    if (route.parentId && !manifest.routes[route.parentId])
      throw new Error(`trim-manifest: ${route.id} is kept but its parent ${route.parentId} was taken out`);
  }
  write();
  return dropped;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dropped = trimManifest(path.resolve(import.meta.dirname, "..", "public"));
  console.info(`trim-manifest: ${dropped.length} routes that are never a page left out of the browser's manifest`);
}
