// Builds the site when build/ is missing or older than the sources, so the
// demo and the bench never run yesterday's code.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..");

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether build/ exists and is newer than every source under app/. */
export function buildIsCurrent(): boolean {
  const buildFile = path.join(projectRoot, "build", "server", "index.js");
  return fs.existsSync(buildFile) && fs.statSync(buildFile).mtimeMs >= newestSourceTime(path.join(projectRoot, "app"));
}

export function ensureBuild(): void {
  if (!buildIsCurrent()) execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
}
