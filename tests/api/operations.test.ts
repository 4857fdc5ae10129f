import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGIN } from "../../scripts/demo-login";
import { ApiClient } from "../support/client";
import { copyMember, queryDb } from "../support/db";
import { enquiry, stopAmidWrites } from "../support/drain";
import { registerMember } from "../support/members";
import { startServer, type RunningServer } from "../support/server";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const npmRun = (script: string, args: string[], dataDir: string) =>
  run("npm", ["run", "--silent", script, "--", ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });

// Each test runs the operator's npm scripts (npm + tsx start-up each time): generous on a busy 2-core machine.
describe("operations", { timeout: 60_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it("admin:create makes an administrator who can open /admin; members get 403, visitors 404", async () => {
    const { stdout } = await npmRun(
      "admin:create",
      ["--email", "ops@example.org", "--password", "admin-pass-1"],
      server.dataDir,
    );
    expect(stdout).toContain("Administrator ops@example.org created.");
    const admin = new ApiClient(server.baseUrl);
    expect(
      (await admin.postJson("/api/v1/auth/login", { email: "ops@example.org", password: "admin-pass-1" })).status,
    ).toBe(200);
    expect((await admin.fetch("/admin")).status).toBe(200);
    expect((await admin.fetch("/admin/enquiries")).status).toBe(200);
    const csv = await admin.fetch("/admin/newsletter.csv");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(await csv.text()).toMatch(/^email,subscribed_at/);

    const { fields } = await registerMember(server.baseUrl, server.dataDir);
    const member = new ApiClient(server.baseUrl);
    await member.postJson("/api/v1/auth/login", { email: fields.email, password: fields.password });
    for (const page of ["/admin", "/admin/enquiries", "/admin/newsletter.csv"]) {
      expect((await member.fetch(page)).status).toBe(403);
      expect((await fetch(`${server.baseUrl}${page}`)).status).toBe(404);
    }
    const post = await member.fetch("/admin?index", {
      method: "POST",
      body: new URLSearchParams({ intent: "verify", memberId: "0".repeat(24) }),
    });
    expect(post.status).toBe(403);
  });

  it("blocking a member refuses their open session at the next request and removes them from the API", async () => {
    const { fields, id } = await registerMember(server.baseUrl, server.dataDir, { gender: "Female" });
    const member = new ApiClient(server.baseUrl);
    await member.postJson("/api/v1/auth/login", { email: fields.email, password: fields.password });
    expect((await member.fetch("/api/v1/myprofile/viewProfile")).status).toBe(200);

    const admin = new ApiClient(server.baseUrl);
    await admin.postJson("/api/v1/auth/login", { email: "ops@example.org", password: "admin-pass-1" });
    const blocked = await admin.fetch("/admin?index", {
      method: "POST",
      body: new URLSearchParams({ intent: "block", memberId: id, reason: "Asked a family for money" }),
    });
    expect(blocked.status).toBe(302);

    expect((await member.fetch("/api/v1/myprofile/viewProfile")).status).toBe(401);
    const again = await new ApiClient(server.baseUrl).postJson("/api/v1/auth/login", {
      email: fields.email,
      password: fields.password,
    });
    expect((await again.json()).msg).toBe("Your account has been blocked. Please contact us.");
    const listing = await (await fetch(`${server.baseUrl}/api/v1/adminPanel/allUsers`)).json();
    expect(listing.map((c: { _id: string }) => c._id)).not.toContain(id);
  });

  it("db:seed gives demo members but the demo login unknown passwords, and leaves real sites alone", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-seed-"));
    const benchDir = fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-seed-bench-"));
    type Row = { email: string; hash: string; publicId: string };
    const rows = (dir: string) =>
      queryDb<Row>(dir, "select email, password_hash as hash, public_id as publicId from members order by unq_id");
    try {
      const { stdout } = await npmRun("db:seed", ["--count", "4"], dataDir);
      expect(stdout).toContain(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
      const [demo, ...others] = rows(dataDir);
      expect(demo.email).toBe(DEMO_LOGIN.email);
      expect(bcrypt.compareSync(DEMO_LOGIN.password, demo.hash)).toBe(true);
      expect(others).toHaveLength(3);
      for (const row of others) expect(bcrypt.compareSync(DEMO_LOGIN.password, row.hash), row.email).toBe(false);

      // Once someone has registered, seeding needs --force.
      copyMember(dataDir, others[0].publicId, "real.person@example.in");
      const refused = await npmRun("db:seed", ["--count", "2"], dataDir).catch((error) => error);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("--force");
      expect(rows(dataDir)).toHaveLength(5);
      await npmRun("db:seed", ["--count", "2", "--force"], dataDir);
      expect(rows(dataDir)).toHaveLength(7);

      // For the bench and the fault tests: one password made for that database, in a file only its owner reads.
      await npmRun("db:seed", ["--count", "3", "--bench-passwords"], benchDir);
      const file = path.join(benchDir, "bench-password");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, "utf8").trim();
      expect(password.length).toBeGreaterThanOrEqual(20);
      const [benchDemo, ...benchOthers] = rows(benchDir);
      expect(bcrypt.compareSync(DEMO_LOGIN.password, benchDemo.hash)).toBe(true);
      for (const row of benchOthers) expect(bcrypt.compareSync(password, row.hash), row.email).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(benchDir, { recursive: true, force: true });
    }
  }, 120_000); // five seed runs (npm, tsx and bcrypt each time)

  it("db:backup amid a stream of writes gives a sound file with every write acknowledged before it began", async () => {
    let writing = true;
    let sent = 0;
    const acknowledged: number[] = [];
    const writer = (async () => {
      while (writing) {
        const n = sent++;
        const response = await fetch(`${server.baseUrl}/api/v1/contact/user`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(enquiry(n)),
        });
        if (response.status === 201) acknowledged.push(n);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = [...acknowledged];
    const target = path.join(server.dataDir, "backups", "under-load.db");
    const { stdout } = await npmRun("db:backup", [target], server.dataDir);
    writing = false;
    await writer;
    expect(stdout).toMatch(/Backup written: .*under-load\.db \(\d+\.\d+ MB\)/);
    expect(before.length).toBeGreaterThan(5);

    const copy = new Database(target, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const stored = new Set(
      (copy.prepare("select message from enquiries").all() as { message: string }[]).map((r) => r.message),
    );
    copy.close();
    expect(before.filter((n) => !stored.has(`write ${n}`))).toEqual([]);
  });

  it("db:restore refuses while the site runs, and restores when it is stopped", async () => {
    const own = await startServer();
    await fetch(`${own.baseUrl}/api/v1/contact/user`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(enquiry(1)),
    });
    const backup = path.join(own.dataDir, "backups", "one.db");
    await npmRun("db:backup", [backup], own.dataDir);
    await fetch(`${own.baseUrl}/api/v1/contact/user`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(enquiry(2)),
    });

    const refused = await npmRun("db:restore", [backup], own.dataDir).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The site is running/);

    own.process.kill("SIGTERM");
    await new Promise((resolve) => own.process.once("exit", resolve));
    const { stdout } = await npmRun("db:restore", [backup], own.dataDir);
    expect(stdout).toMatch(/Restored/);
    const db = new Database(path.join(own.dataDir, "matrimony.db"), { readonly: true });
    expect((db.prepare("select message from enquiries").all() as { message: string }[]).map((r) => r.message)).toEqual([
      "write 1",
    ]);
    db.close();
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  });

  it("db:vacuum refuses while the site runs, and once it is stopped leaves nothing deleted rows left", async () => {
    const own = await startServer();
    const file = path.join(own.dataDir, "matrimony.db");
    const trace = "A row deleted before secure_delete was on";
    // As a release before issue 35 left a deletion: its bytes where they were, in the file.
    const old = new Database(file);
    old.prepare("insert into newsletter_subscriptions (email, created_at) values (?, 0)").run(trace);
    old.prepare("delete from newsletter_subscriptions where email = ?").run(trace);
    old.pragma("wal_checkpoint(TRUNCATE)");
    old.close();
    expect(fs.readFileSync(file).includes(trace)).toBe(true);

    const refused = await npmRun("db:vacuum", [], own.dataDir).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The site is running/);
    own.process.kill("SIGTERM");
    await new Promise((resolve) => own.process.once("exit", resolve));
    expect((await npmRun("db:vacuum", [], own.dataDir)).stdout).toMatch(/Vacuumed/);
    expect(fs.readFileSync(file).includes(trace)).toBe(false);
    expect(queryDb(own.dataDir, "pragma integrity_check")).toEqual([{ integrity_check: "ok" }]);
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  });

  it("SIGTERM finishes in-flight requests, loses no acknowledged write, and exits 0 within 10 s", async () => {
    const own = await startServer();
    const stopped = await stopAmidWrites(own);
    expect(stopped.code).toBe(0);
    expect(stopped.stopMs).toBeLessThan(10_000);
    expect(stopped.integrity).toBe("ok");
    expect(stopped.lost).toEqual([]);
    expect(fs.existsSync(path.join(own.dataDir, "server.pid"))).toBe(false);
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  });
});
