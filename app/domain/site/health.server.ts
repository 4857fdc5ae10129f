import { closeDatabase, getDb, mayWrite, pingDatabase } from "~/db/client.server";
import { recoverStalledMail } from "../mail/mail-delivery.server";

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

/**
 * Before several server processes start on the database (web/cluster.server.ts): pending migrations run
 * once, here, not in each process at the same time; mail the last run left half-sent goes again, since no
 * process can be sending it now. The database is closed again: this process answers no request.
 */
export function prepareDatabaseForWorkers(): void {
  getDb();
  if (mayWrite()) recoverStalledMail();
  closeDatabase();
}

/** The LiteFS primary's name while this node is a replica ("" when not known), else null (decision 017). */
export { writerElsewhere } from "~/db/client.server";
