// The erasure timing (time-erasure.ts) as Markdown: what secure_delete, the WAL truncation and VACUUM INTO
// backups cost (issue 35, item 3).

type Summary = { n: number; medianMs: number; p90Ms: number; meanMs: number };
type OffOn = { off: Summary; on: Summary };

export type ErasureTiming = {
  databaseMb: number;
  writeMix: OffOn;
  walTruncation: OffOn;
  deletion: OffOn;
  backup: { backupApi: Summary; vacuumInto: Summary };
};

const fixed = (n: number) => n.toFixed(2);
const change = (before: number, after: number) =>
  `${after >= before ? "+" : ""}${(((after - before) / before) * 100).toFixed(0)}%`;
const row = (what: string, before: Summary, after: Summary) =>
  `| ${what} | ${before.n} | ${fixed(before.medianMs)} / ${fixed(before.p90Ms)} | ` +
  `${fixed(after.medianMs)} / ${fixed(after.p90Ms)} | ${change(before.medianMs, after.medianMs)} |`;

export function erasureMarkdown(members: number, t: ErasureTiming): string {
  return [
    `Erasure at ${members.toLocaleString("en")} members (${fixed(t.databaseMb)} MB), through the domain; ms, ` +
      "median / p90, wall time.",
    "",
    "| Operation | n | before | after | median |",
    "|---|---:|---:|---:|---:|",
    row("write mix (request, acceptance, message), secure_delete off → on", t.writeMix.off, t.writeMix.on),
    row("WAL truncation after a round's writes, secure_delete off → on", t.walTruncation.off, t.walTruncation.on),
    row("deletion (eraseAccount, no bcrypt), secure_delete off → on", t.deletion.off, t.deletion.on),
    row("backup: backup API → VACUUM INTO", t.backup.backupApi, t.backup.vacuumInto),
  ].join("\n");
}
