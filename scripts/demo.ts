// npm run demo: build if needed, seed an empty DATA_DIR, start the site.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEMO_LOGIN } from "./demo-login";

const root = path.resolve(import.meta.dirname, "..");
const buildFile = path.join(root, "build", "index.js");

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

if (!fs.existsSync(buildFile) || fs.statSync(buildFile).mtimeMs < newestSourceTime(path.join(root, "app"))) {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

// Demo defaults; anything set in the environment wins.
const env = {
  DATA_DIR: path.join(root, "data"),
  CONTACT_PHONE: "+91 98100 00000",
  CONTACT_EMAIL: "help@demo.example",
  CONTACT_ADDRESS: "Demo address: Jama Masjid Road, Delhi 110006",
  ADMIN_EMAIL: "operator@demo.example",
  ...process.env,
};

const dbFile = path.join(path.resolve(env.DATA_DIR), "matrimony.db");
if (!fs.existsSync(dbFile)) {
  execSync("npm run db:seed -- --count 200", { cwd: root, stdio: "inherit", env });
}
console.info(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
console.info(`E-mail (codes included) is written to ${path.join(path.resolve(env.DATA_DIR), "outbox")}`);

const server = spawn(process.execPath, ["server.js"], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
