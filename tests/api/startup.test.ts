import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The operator's first contact with the server: mistakes in the environment are named, one per line,
// and the server does not start.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

async function startWith(env: Record<string, string>) {
  try {
    await run(process.execPath, ["server.js"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", ...env },
      timeout: 10_000,
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe("starting the server", () => {
  it("refuses bad variables with one line each and exit code 1", async () => {
    const { code, stderr } = await startWith({ PORT: "eighty", SESSION_SECRET: "short", DATA_DIR: os.tmpdir() });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration:\n {2}PORT: .*\n {2}SESSION_SECRET: .*32/m);
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
  });

  it("refuses a public start on https without a grievance officer, saying which variables and why", async () => {
    const { code, stderr } = await startWith({
      PUBLIC_URL: "https://rishta.example.in",
      DATA_DIR: os.tmpdir(),
      GRIEVANCE_OFFICER_NAME: "Farhan Qureshi",
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^ {2}GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_PHONE, GRIEVANCE_OFFICER_ADDRESS: are required in production on https: Indian law/m,
    );
  });

  it("names a DATA_DIR it cannot write to instead of crashing", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-start-")), "a-file");
    fs.writeFileSync(file, "");
    const { code, stderr } = await startWith({ DATA_DIR: path.join(file, "data"), PORT: "3999" });
    expect(code).toBe(1);
    expect(stderr).toContain(`DATA_DIR: ${path.join(file, "data")} is not a writable folder for this user (ENOTDIR)`);
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
  });
});
