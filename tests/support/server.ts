import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (its log). */
  output: () => string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The grievance officer every test server names, as production on https must. */
export const TEST_OFFICER = {
  GRIEVANCE_OFFICER_NAME: "Farhan Qureshi",
  GRIEVANCE_OFFICER_EMAIL: "grievance@example.org",
  GRIEVANCE_OFFICER_PHONE: "+91 98100 00001",
  GRIEVANCE_OFFICER_ADDRESS: "Grievance Officer, Jama Masjid Road, Delhi 110006",
};

/**
 * Starts the production build (npm run build first) on a free port with a fresh DATA_DIR, or on
 * `dataDir` when given (a restart on the same data).
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-api-")),
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    // One process unless a test asks for more (tests/api/cluster.test.ts): many test servers run at once.
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "1",
      // A site on https must name its grievance officer (docs/product-rules.md §41); some tests set PUBLIC_URL so.
      ...TEST_OFFICER,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    // Up to 30 s: a loaded 2-core CI machine starting several processes is slow.
    if (tries > 300) throw new Error(`server did not answer /healthz:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
