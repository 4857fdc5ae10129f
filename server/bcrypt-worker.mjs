// A worker thread of the password pool (app/domain/accounts/passwords.server.ts, piscina): bcrypt's tens of
// milliseconds of CPU per call run here, never on the server's event loop. Plain JavaScript, outside
// app/ and build/, so that `node server.js`, tsx scripts and Vitest all load this same file as it is.
import bcrypt from "bcryptjs";

/** @param {{ op: "hash", password: string, cost: number } | { op: "compare", password: string, hash: string }} task */
export default function run(task) {
  // Synchronous on purpose: this thread has nothing else to do, and bcryptjs's async form only adds pauses.
  return task.op === "hash" ? bcrypt.hashSync(task.password, task.cost) : bcrypt.compareSync(task.password, task.hash);
}
