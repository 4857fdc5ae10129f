import { eq, min } from "drizzle-orm";
import { getDb, mayWrite } from "~/db/client.server";
import { mailQueue } from "~/db/schema-mail";
import { now } from "~/services/clock.server";
import { deliverDueMail, recoverStalledMail } from "./mail-delivery.server";

// The mail worker of a server process: it runs the delivery (mail-delivery.server.ts) at start, soon after mail
// is queued, and when the next retry is due; one round at a time in this process.

// The worker looks at the queue at least this often, whatever it expects.
const POLL_MS = 60_000;

let started = false;
let running = false;
let again = false;
let timer: NodeJS.Timeout | undefined;

/**
 * Starts sending queued mail in this process: now, whenever mail is queued, and when a retry is due. Any
 * number of processes may send (each claims a row in a write transaction). `recoverStalled`: this is the
 * only process, so mail marked "sending" was left so by the last run.
 */
export function startMailWorker({ recoverStalled }: { recoverStalled: boolean }): void {
  if (started) return;
  started = true;
  if (recoverStalled && mayWrite()) recoverStalledMail();
  wake();
}

/** Wakes the worker once mail is due now: just queued, or a failed message sent again. */
export function wakeSoon(): void {
  // After the caller's transaction has committed (better-sqlite3 transactions are synchronous).
  if (started) setImmediate(wake);
}

function wake(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      // A LiteFS replica queues no mail (its writes go to the primary) and sends none (decision 017).
      do {
        again = false;
        if (mayWrite()) await deliverDueMail();
      } while (again);
    } catch (error) {
      console.error(`mail: the worker stopped a round: ${(error as Error).message}`);
    } finally {
      running = false;
      try {
        scheduleNext();
      } catch (error) {
        // The database is closing (shutdown): nothing more to send from this process.
        console.error(`mail: the worker stopped: ${(error as Error).message}`);
      }
    }
  })();
}

function scheduleNext(): void {
  clearTimeout(timer);
  const next = getDb()
    .select({ at: min(mailQueue.nextAttemptAt) })
    .from(mailQueue)
    .where(eq(mailQueue.status, "pending"))
    .get()?.at;
  const wait = next ? Math.max(0, Math.min(new Date(next).getTime() - now().getTime(), POLL_MS)) : POLL_MS;
  timer = setTimeout(wake, wait).unref();
}
