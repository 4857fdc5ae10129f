import { getDb, pingDatabase } from "~/db/client.server";

export function isDatabaseHealthy(): boolean {
  try {
    return pingDatabase();
  } catch (error) {
    console.error(`healthz: ${(error as Error).message}`);
    return false;
  }
}

/** Opens the database and applies pending migrations: at start, so that a broken database stops the start. */
export function openDatabase(): void {
  getDb();
}
