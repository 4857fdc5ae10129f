// What erasure costs (issue 35, item 3), against the seeded database in DATA_DIR, through the domain: the
// write mix (a connection request, its acceptance and a message) and account deletions (eraseAccount: the
// erasure's transaction and the WAL truncation after it, without the password check's bcrypt), each timed with
// secure_delete off (as before) and on, in alternating rounds so that the machine's load falls on both alike;
// the WAL truncation a deletion then pays for a round's writes, apart; and a backup of the same file by SQLite's
// backup API (as before) and by VACUUM INTO. Prints one JSON line.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { backupDatabase, closeDatabase, databaseFile, getDb, truncateWal } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { eraseAccount } from "~/domain/accounts/account-erasure.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { sendMessage } from "~/domain/connections/messages.server";
import type { ErasureTiming } from "./erasure-report";
import { percentile } from "./statistics";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "4" }, pairs: { type: "string", default: "100" } },
});
const rounds = Number(values.rounds);
const pairsPerRound = Number(values.pairs);
const deletionsPerRound = Math.ceil(pairsPerRound / 10);

const listed = (gender: "Male" | "Female") =>
  getDb()
    .select({ unqId: members.unqId })
    .from(members)
    .where(
      and(
        eq(members.gender, gender),
        sql`${members.role} = 'member' and ${members.blockByAdmin} = 0 and ${members.hidden} = 0`,
        sql`${members.awaitingApproval} = 0`,
      ),
    )
    .limit(rounds * 2 * pairsPerRound)
    .all()
    .map((row) => findActiveMember(row.unqId)!);
const men = listed("Male");
const women = listed("Female");
if (women.length < rounds * 2 * pairsPerRound) throw new Error("time-erasure: seed more members (--members)");

type Mode = "off" | "on";
const timings: Record<Mode, { writeMs: number[]; truncateMs: number[]; deleteMs: number[] }> = {
  off: { writeMs: [], truncateMs: [], deleteMs: [] },
  on: { writeMs: [], truncateMs: [], deleteMs: [] },
};

const timed = async <T>(into: number[], work: () => T | Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  into.push(performance.now() - started);
  return result;
};

let next = 0;
for (let round = 0; round < 2 * rounds; round++) {
  const mode: Mode = round % 2 === 0 ? "off" : "on";
  getDb().$client.pragma(`secure_delete = ${mode === "on" ? "ON" : "OFF"}`);
  const { writeMs, truncateMs, deleteMs } = timings[mode];
  const recipients = [];
  for (let i = 0; i < pairsPerRound; i++, next++) {
    const [man, woman] = [men[next], women[next]];
    await timed(writeMs, () => sendConnectionRequest(man, woman.publicId));
    const { id } = getDb()
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(and(eq(connectionRequests.senderUnqId, man.unqId), eq(connectionRequests.recipientUnqId, woman.unqId)))
      .get()!;
    await timed(writeMs, () => answerConnectionRequest(woman, id, "accept"));
    await timed(writeMs, () =>
      sendMessage(woman, id, { body: `Salaam ${man.fullName}, my family would like to talk.` }),
    );
    recipients.push(woman);
  }
  // The first deletion after these writes empties a WAL that holds all of them (each one after, its own).
  await timed(truncateMs, () => truncateWal());
  // Members with a connection, a conversation and mail about them, as a leaving member has.
  for (const woman of recipients.slice(0, deletionsPerRound)) {
    await timed(deleteMs, () => eraseAccount(woman.unqId));
  }
}
getDb().$client.pragma("secure_delete = ON");

const backupMs = { backupApi: [] as number[], vacuumInto: [] as number[] };
const dir = path.dirname(databaseFile());
for (let i = 0; i < 3; i++) {
  const copy = path.join(dir, `bench-backup-${i}.db`);
  await timed(backupMs.backupApi, () => getDb().$client.backup(copy));
  fs.rmSync(copy);
  await timed(backupMs.vacuumInto, () => backupDatabase(copy));
  fs.rmSync(copy);
}
closeDatabase();

const summary = (ms: number[]) => ({
  n: ms.length,
  medianMs: percentile(ms, 50),
  p90Ms: percentile(ms, 90),
  meanMs: ms.reduce((a, b) => a + b, 0) / ms.length,
});
const timing: ErasureTiming = {
  databaseMb: fs.statSync(databaseFile()).size / 1024 / 1024,
  writeMix: { off: summary(timings.off.writeMs), on: summary(timings.on.writeMs) },
  walTruncation: { off: summary(timings.off.truncateMs), on: summary(timings.on.truncateMs) },
  deletion: { off: summary(timings.off.deleteMs), on: summary(timings.on.deleteMs) },
  backup: { backupApi: summary(backupMs.backupApi), vacuumInto: summary(backupMs.vacuumInto) },
};
console.log(JSON.stringify(timing));
