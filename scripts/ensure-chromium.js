// Playwright cannot download its own browser here: the tests use Debian's Chromium, and Debian's Noto fonts so
// that Hindi (Devanagari) and Urdu (Arabic script) pages render as members see them (screenshots, visual checks).
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
// One file of fonts-noto-core for each of the site's non-Latin scripts.
const FONTS = [
  "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
  "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf",
];

const missing = [
  ...(fs.existsSync(CHROMIUM) ? [] : ["chromium"]),
  ...(FONTS.every((font) => fs.existsSync(font)) ? [] : ["fonts-noto-core"]),
];

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    // The fonts only change how screenshots look: without root, say so and go on; without Chromium, stop.
    const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
    if (missing.includes("chromium")) {
      console.error(`Chromium is missing at ${CHROMIUM}. Install it as root: ${command}`);
      process.exit(1);
    }
    console.warn(`Hindi and Urdu fonts are missing; screenshots will show boxes. As root: ${command}`);
  } else {
    console.info(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends " +
        missing.join(" "),
      { stdio: "inherit" },
    );
  }
}
