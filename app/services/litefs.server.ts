import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

// LiteFS (issue 20, decision 017): one primary node writes, read replicas follow it. In the LiteFS mount
// (LITEFS_DIR) a `.primary` file names the primary while this node is a replica, and is absent on the
// primary itself. The lease can move at any time, so it is read again whenever it matters.

/**
 * The primary's name when this node is a LiteFS replica, which must not write; null when this node
 * writes (it is the primary, or LiteFS is not used).
 */
export function primaryElsewhere(): string | null {
  const dir = getEnv().LITEFS_DIR;
  if (!dir) return null;
  try {
    return fs.readFileSync(path.join(dir, ".primary"), "utf8").trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
