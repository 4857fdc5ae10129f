import fs from "node:fs";
import path from "node:path";

// The first demo member, whose login the seed and the demo command print.
export const DEMO_LOGIN = {
  email: "demo@demo.example",
  password: "demo-pass-2026",
  name: "Ayaan Siddiqui",
};

/** The site's settings in the demo (`npm run demo`), so the benchmarks see the pages the demo shows. */
export const DEMO_SITE_ENV = {
  CONTACT_PHONE: "+91 98100 00000",
  CONTACT_EMAIL: "help@demo.example",
  // The footer labels it "Address:" itself.
  CONTACT_ADDRESS: "Jama Masjid Road, Delhi 110006 (demo)",
  ADMIN_EMAIL: "operator@demo.example",
  // The grievance officer the law asks a public site to name (docs/product-rules.md §41).
  GRIEVANCE_OFFICER_NAME: "Farhan Qureshi (demo)",
  GRIEVANCE_OFFICER_EMAIL: "grievance@demo.example",
  GRIEVANCE_OFFICER_PHONE: "+91 98100 00001",
  GRIEVANCE_OFFICER_ADDRESS: "Grievance Officer, Jama Masjid Road, Delhi 110006 (demo)",
};

/** Every demo member's address is at this domain (reserved: no mail reaches it, so nobody registers there). */
export const DEMO_DOMAIN = "demo.example";

/** Where `db:seed --bench-passwords` keeps, in DATA_DIR, the password it gave the demo members but the first. */
export const BENCH_PASSWORD_FILE = "bench-password";

/** The password of a member seeded with --bench-passwords into `dataDir`. */
export function benchPasswordOf(dataDir: string, email: string): string {
  if (email === DEMO_LOGIN.email) return DEMO_LOGIN.password;
  return fs.readFileSync(path.join(dataDir, BENCH_PASSWORD_FILE), "utf8").trim();
}
