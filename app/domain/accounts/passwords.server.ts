import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { coresPerProcess } from "~/services/env.server";

// Passwords are kept only as bcrypt hashes (docs/product-rules.md §19).
const BCRYPT_COST = 10;

// Compared against when an e-mail is unknown, so both cases take as long. A fixed hash of a throwaway
// string at BCRYPT_COST (keep the two in step): hashing it at every start cost about 0.2 s of cold start.
const DUMMY_HASH = "$2b$10$w5WCe1P.fgqD0XMmObnSl.LwhknaEhp/f90QIybjA6tNqJ0zNNd0u";

const WORKER = path.join("server", "bcrypt-worker.mjs");

/**
 * The worker's file sits at the project root; this module runs from app/domain (tsx, Vitest) or
 * from build/ (production), so look upwards for it.
 */
function workerFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, WORKER);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${WORKER} not found`);
    dir = parent;
  }
}

let pool: Piscina | undefined;

/**
 * bcrypt is about 70 ms of CPU per call: on the event loop, a burst of logins held every other request
 * for seconds. It runs on worker threads instead, one per core (the cores shared among the server
 * processes), at a lower priority (a higher nice value), so the event loop keeps answering while they
 * work. Started at the first password, not at start-up; idle threads do not keep a script's process alive.
 */
function bcryptPool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    minThreads: 1,
    maxThreads: coresPerProcess(),
    idleTimeout: 60_000,
    niceIncrement: 10,
  });
  return pool;
}

export function hashPassword(password: string): Promise<string> {
  return bcryptPool().run({ op: "hash", password, cost: BCRYPT_COST }) as Promise<string>;
}

/** Whether `password` is the one behind `hash`; with no hash (no such member) it takes as long and is false. */
export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  const matches = (await bcryptPool().run({ op: "compare", password, hash: hash ?? DUMMY_HASH })) as boolean;
  return matches && hash !== undefined;
}
