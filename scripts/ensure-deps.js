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
  const env = { ...process.env };
  // better-sqlite3 compiles against this machine's Node headers (Debian puts them in /usr/include/node);
  // set here, for the one command that needs it, rather than in anyone's npm config.
  if (!env.npm_config_nodedir && fs.existsSync("/usr/include/node/node.h")) env.npm_config_nodedir = "/usr";
  console.info("Installing the locked dependencies (npm ci)…");
  execSync("npm ci", { cwd: root, stdio: "inherit", env });
}
