import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the build (scripts/trim-manifest.js), without type declarations
import { trimManifest } from "../../scripts/trim-manifest.js";

// The build step that leaves the answers that are never a page (/api/v1, /healthz, the forms' messages) out of
// the browser's route manifest, which every page loads on its first visit (decision 024).
describe("trim manifest", () => {
  let publicDir = "";
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  const route = (id: string, parentId = "root") => ({ id, parentId, module: `/build/${id}.js`, imports: [] });
  function fakeBuild(routes: Record<string, object>) {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "trim-"));
    fs.mkdirSync(path.join(publicDir, "build"));
    const manifest = { entry: { module: "/build/entry.client-A.js", imports: [] }, routes, version: "c1" };
    fs.writeFileSync(
      path.join(publicDir, "build", "manifest-C1.js"),
      `window.__remixManifest=${JSON.stringify(manifest)};`,
    );
  }
  const written = () => {
    const source = fs.readFileSync(path.join(publicDir, "build", "manifest-C1.js"), "utf8");
    expect(source.startsWith("window.__remixManifest={")).toBe(true);
    expect(source.endsWith("};")).toBe(true);
    return JSON.parse(source.slice("window.__remixManifest=".length, -1));
  };

  it("takes out /api/v1, /healthz and the messages; keeps every page and the forms' own routes", () => {
    fakeBuild({
      root: { id: "root", path: "", module: "/build/root.js", imports: [] },
      "routes/api.v1.auth.login": route("routes/api.v1.auth.login"),
      "routes/api.v1.profiles.single.user.$id": route("routes/api.v1.profiles.single.user.$id"),
      "routes/healthz": route("routes/healthz"),
      "routes/translations.$language": route("routes/translations.$language"),
      "routes/bench.floor": route("routes/bench.floor"),
      "routes/login": route("routes/login"),
      "routes/language": route("routes/language"),
      "routes/healthzone": route("routes/healthzone"),
    });
    expect(trimManifest(publicDir).sort()).toEqual([
      "routes/api.v1.auth.login",
      "routes/api.v1.profiles.single.user.$id",
      "routes/healthz",
      "routes/translations.$language",
    ]);
    const manifest = written();
    expect(Object.keys(manifest.routes)).toEqual([
      "root",
      "routes/bench.floor",
      "routes/login",
      "routes/language",
      "routes/healthzone",
    ]);
    expect(manifest.entry.module).toBe("/build/entry.client-A.js");
    expect(manifest.version).toBe("c1");
  });

  it("refuses to leave a page whose parent was taken out", () => {
    fakeBuild({
      root: { id: "root", path: "", module: "/build/root.js", imports: [] },
      "routes/api.v1.auth": route("routes/api.v1.auth"),
      "routes/welcome": route("routes/welcome", "routes/api.v1.auth"),
    });
    expect(() => trimManifest(publicDir)).toThrow(/routes\/welcome is kept but its parent routes\/api.v1.auth/);
  });

  it("stops with a clear message when there is no build", () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "trim-"));
    fs.mkdirSync(path.join(publicDir, "build"));
    expect(() => trimManifest(publicDir)).toThrow(/no manifest.*run remix build first/);
  });
});
