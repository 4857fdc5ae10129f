import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// Each test file gets its own empty DATA_DIR, so its own fresh SQLite file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "matrimony-unit-"));
process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL = "operator@example.org";
delete process.env.RESEND_API_KEY;

afterAll(async () => {
  const { closeDatabase } = await import("~/db/client.server");
  closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
