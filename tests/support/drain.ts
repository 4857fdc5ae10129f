import path from "node:path";
import Database from "better-sqlite3";
import type { RunningServer } from "./server";

/** The contact form's enquiry number n, as the original client sends it: its message names it. */
export const enquiry = (n: number) => ({
  name: `Writer ${n}`,
  email: `w${n}@example.in`,
  contact: "9812345678",
  message: `write ${n}`,
});

export const sendEnquiry = (server: RunningServer, n: number) =>
  fetch(`${server.baseUrl}/api/v1/contact/user`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(enquiry(n)),
  });

/**
 * Sends `count` enquiries, sends SIGTERM while they are in flight, and waits for the exit. Returns the exit
 * code, the enquiries acknowledged (201) but not in the database afterwards (none may be), and whether the
 * database file is sound.
 */
export async function stopAmidWrites(server: RunningServer, count = 40) {
  const results = Promise.all(
    Array.from({ length: count }, (_, n) =>
      sendEnquiry(server, n)
        .then((r) => (r.status === 201 ? n : -1))
        .catch(() => -1),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
  server.process.kill("SIGTERM");
  const code = await exited;
  const stopMs = Date.now() - started;
  const acknowledged = (await results).filter((n) => n >= 0);
  const db = new Database(path.join(server.dataDir, "matrimony.db"), { readonly: true });
  const stored = new Set(
    (db.prepare("select message from enquiries").all() as { message: string }[]).map((r) => r.message),
  );
  const integrity = db.pragma("integrity_check", { simple: true });
  db.close();
  return { code, stopMs, lost: acknowledged.filter((n) => !stored.has(`write ${n}`)), integrity };
}
