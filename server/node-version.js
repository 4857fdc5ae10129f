// The Node.js line the site runs on is pinned in .node-version (decision 025): Node 24 LTS. better-sqlite3 13's
// prebuilt addon and React Router 8 need Node 22.22 or later, and an older Node (this machine's own 20) fails
// late and obscurely: a crash inside the database driver. server.js, the scripts and a unit test ask here first.
import fs from "node:fs";

/** @type {string} */
export const PINNED_NODE = fs.readFileSync(new URL("../.node-version", import.meta.url), "utf8").trim();

/**
 * Why this Node cannot run the site, or null when it can: same major line as the pin, not older.
 * @param {string} [running]
 * @returns {string | null}
 */
export function nodeVersionProblem(running = process.versions.node) {
  const [major, minor, patch] = running.split(".").map(Number);
  const [pinMajor, pinMinor, pinPatch] = PINNED_NODE.split(".").map(Number);
  const older =
    major < pinMajor || (major === pinMajor && (minor < pinMinor || (minor === pinMinor && patch < pinPatch)));
  if (major === pinMajor && !older) return null;
  return (
    `This is Node.js ${running}; the site needs Node.js ${pinMajor} (${PINNED_NODE} or a later ${pinMajor}.x, ` +
    `.node-version). Run it through npm (npm start, npm run demo, npm test), which uses the Node that ` +
    `npm ci installed in node_modules/.bin, or install Node ${pinMajor}.`
  );
}
