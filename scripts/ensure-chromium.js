// Playwright cannot download its own browser here: the tests use Debian's Chromium.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it as root: apt-get update && apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.info("Installing Debian's chromium for the browser tests…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium",
    { stdio: "inherit" },
  );
}
