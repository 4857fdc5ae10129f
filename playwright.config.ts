import path from "node:path";
import { defineConfig } from "@playwright/test";

// One production server for the browser tests, on its own port and a DATA_DIR
// emptied at each start; tests read e-mail from DATA_DIR/outbox.
// E2E_PORT lets two checkouts (or a bench beside the tests) run at once on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3311);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, ".cache", `e2e-data-${E2E_PORT}`);
export const E2E_ADMIN_EMAIL = "operator@example.org";
export const E2E_SEEDED_MEMBERS = 40;
// A second server with MODERATION=on (docs/product-rules.md §30) for tests/e2e/moderation.spec.ts only, on
// the next port and a DATA_DIR of its own, seeded the same way and with an administrator made at start.
export const E2E_MODERATION_PORT = E2E_PORT + 1;
export const E2E_MODERATION_URL = `http://127.0.0.1:${E2E_MODERATION_PORT}`;
export const E2E_MODERATION_DATA_DIR = path.resolve(import.meta.dirname, ".cache", `e2e-data-${E2E_MODERATION_PORT}`);
export const E2E_MODERATION_ADMIN = { email: "moderator@example.org", password: "moderator-pass-2026" };

const serverEnv = (port: number, dataDir: string) => ({
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  // One process: several (the production default) have their own test, tests/api/cluster.test.ts.
  WEB_CONCURRENCY: "1",
  ADMIN_EMAIL: E2E_ADMIN_EMAIL,
  // Due match alerts are found within a second (tests/e2e/alerts.spec.ts makes one due).
  MATCH_ALERT_CHECK_SECONDS: "1",
  // The site's name in Hindi and Urdu (docs/product-rules.md §37): tests/e2e/script-layout.spec.ts finds them in the
  // header and footer of those languages' pages.
  SITE_NAME_HI: "सामुदायिक रिश्ते",
  SITE_NAME_UR: "برادری رشتے",
  CONTACT_PHONE: "+91 98100 00000",
  CONTACT_EMAIL: "help@example.org",
  CONTACT_ADDRESS: "Jama Masjid Road, Delhi 110006",
  GRIEVANCE_OFFICER_NAME: "Farhan Qureshi",
  GRIEVANCE_OFFICER_EMAIL: "grievance@example.org",
  GRIEVANCE_OFFICER_PHONE: "+91 98100 00001",
  GRIEVANCE_OFFICER_ADDRESS: "Grievance Officer, Jama Masjid Road, Delhi 110006",
  // Behind a trusted proxy, as in production: the members the specs register through the API
  // (tests/support/members.ts) each come from an address of their own, so a full run does not use up one
  // address's 200 codes an hour (the last specs got 429). Browsers send no X-Forwarded-For: one address.
  TRUST_PROXY: "1",
});
// 40 demo members (the first is the demo login) give the listing something to show.
const seed = (dataDir: string) => `rm -rf "${dataDir}" && npx tsx scripts/seed.ts --count ${E2E_SEEDED_MEMBERS}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000, // whole journeys with two or three members, on a 2-core machine
  // A message or a page may take more than the default 5 s to appear while two workers, two servers and two
  // browsers share 2 cores (the last CI run's three flaky tests each waited 5 s after a save or a click).
  // The specs check what a member sees, never how fast: speed is measured by `npm run bench`.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    // *.js-on.spec.ts hold what only JavaScript does (Escape closing a dialog, the focus kept inside it).
    { name: "js-off", use: { javaScriptEnabled: false }, testIgnore: /\.js-on\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `${seed(E2E_DATA_DIR)} && node server.js`,
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(E2E_PORT, E2E_DATA_DIR),
    },
    {
      command:
        `${seed(E2E_MODERATION_DATA_DIR)} && npx tsx scripts/admin-create.ts --email ${E2E_MODERATION_ADMIN.email} ` +
        `--password ${E2E_MODERATION_ADMIN.password} && node server.js`,
      url: `${E2E_MODERATION_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv(E2E_MODERATION_PORT, E2E_MODERATION_DATA_DIR), MODERATION: "on" },
    },
  ],
});
