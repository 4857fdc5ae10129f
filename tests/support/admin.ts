import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** An administrator made as the operator makes one (npm run admin:create), for the server using dataDir. */
export async function createAdmin(dataDir: string, email: string, password = "admin-pass-1") {
  await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin-create.ts", "--email", email, "--password", password], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return { email, password };
}
