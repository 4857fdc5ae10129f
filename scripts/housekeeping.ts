// npm run housekeeping: runs the server's hourly housekeeping (app/domain/site/housekeeping.server.ts) once, now,
// and sends the mail it queued: after restoring a backup, or to apply a deadline at once (a relative's profile
// left unconfirmed 30 days is erased, docs/product-rules.md §31a). Safe beside the running site: every step is a
// transaction of its own, and a row of mail is claimed by one process only.
import { closeDatabase, databaseFile, mayWrite } from "~/db/client.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { removeExpiredRows } from "~/domain/site/housekeeping.server";

if (!mayWrite()) {
  console.error("This node is a LiteFS replica: run the housekeeping on the primary.");
  process.exit(1);
}
removeExpiredRows();
const sent = await deliverDueMail();
closeDatabase();
console.info(`Housekeeping done on ${databaseFile()}; ${sent} message(s) sent.`);
