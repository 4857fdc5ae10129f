import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

// LiteFS (issue 20, decision 017): one primary node writes, read replicas follow it. In the LiteFS mount
// (LITEFS_DIR) a `.primary` file names the primary while this node is a replica, and is absent on the
// primary itself. The lease can move at any time, so it is read again whenever it matters.

/** Said of a replica that cannot tell where the primary is now: writes wait until it can. */
export const PRIMARY_UNKNOWN = "";

/**
 * Whether this node may ever hold the lease: litefs.yml makes only nodes in PRIMARY_REGION candidates
 * (Fly's variables). A replica that loses its primary also loses the .primary file, so its absence alone
 * does not make a node elsewhere the primary.
 */
function isCandidate(): boolean {
  const { FLY_REGION, PRIMARY_REGION } = process.env;
  return !FLY_REGION || !PRIMARY_REGION || FLY_REGION === PRIMARY_REGION;
}

/**
 * The primary's name when this node is a LiteFS replica, which must not write (PRIMARY_UNKNOWN when it
 * cannot tell which node that is); null when this node writes (it is the primary, or LiteFS is not used).
 */
export function primaryElsewhere(): string | null {
  const dir = getEnv().LITEFS_DIR;
  if (!dir) return null;
  try {
    return fs.readFileSync(path.join(dir, ".primary"), "utf8").trim() || PRIMARY_UNKNOWN;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && isCandidate()) return null;
    return PRIMARY_UNKNOWN; // not a candidate, or the mount cannot be read: certainly no writer
  }
}
