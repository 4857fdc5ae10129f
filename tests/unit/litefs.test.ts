import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// Which node writes on LiteFS (decision 017), read from the mount's .primary file and Fly's regions.
const mount = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-mount-"));
process.env.LITEFS_DIR = mount;
process.env.SESSION_SECRET ??= "a-secret-for-this-test-file-only-0123456789";
const { primaryElsewhere, PRIMARY_UNKNOWN } = await import("~/services/litefs.server");

const primaryFile = path.join(mount, ".primary");
afterEach(() => {
  fs.rmSync(primaryFile, { force: true });
  delete process.env.FLY_REGION;
  delete process.env.PRIMARY_REGION;
});

describe("the LiteFS lease as this node sees it", () => {
  it("a .primary file makes this node a replica of the machine it names", () => {
    fs.writeFileSync(primaryFile, "machine-7\n");
    expect(primaryElsewhere()).toBe("machine-7");
  });

  it("no .primary file: this node writes, if it may hold the lease at all", () => {
    expect(primaryElsewhere()).toBeNull();
    Object.assign(process.env, { FLY_REGION: "bom", PRIMARY_REGION: "bom" });
    expect(primaryElsewhere()).toBeNull();
    // A replica outside the primary's region that lost its primary has no file either: it never writes.
    Object.assign(process.env, { FLY_REGION: "del", PRIMARY_REGION: "bom" });
    expect(primaryElsewhere()).toBe(PRIMARY_UNKNOWN);
  });

  it("an empty or unreadable file: a replica that does not know the primary", () => {
    fs.writeFileSync(primaryFile, "");
    expect(primaryElsewhere()).toBe(PRIMARY_UNKNOWN);
    fs.rmSync(primaryFile);
    fs.mkdirSync(primaryFile); // reading a folder fails (EISDIR)
    expect(primaryElsewhere()).toBe(PRIMARY_UNKNOWN);
    fs.rmdirSync(primaryFile);
  });
});
