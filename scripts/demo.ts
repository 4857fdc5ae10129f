// npm run demo: build if needed, seed an empty DATA_DIR, start the site.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEMO_LOGIN, DEMO_SITE_ENV } from "./demo-login";
import { ensureBuild, projectRoot as root } from "./ensure-build";

ensureBuild();

// Demo defaults; anything set in the environment wins.
const env = {
  DATA_DIR: path.join(root, "data"),
  ...DEMO_SITE_ENV,
  ...process.env,
};

const dbFile = path.join(path.resolve(env.DATA_DIR), "matrimony.db");
if (fs.existsSync(dbFile)) {
  console.info(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
} else {
  // The first seeding prints the demo login itself.
  execSync("npm run db:seed -- --count 200", { cwd: root, stdio: "inherit", env });
}
console.info(`E-mail (codes included) is written to ${path.join(path.resolve(env.DATA_DIR), "outbox")}`);

const server = spawn(process.execPath, ["server.js"], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
