import fs from "node:fs";
import path from "node:path";
import { eq, like, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backupDatabase, databaseFile, getDb, truncateWal } from "~/db/client.server";
import { members } from "~/db/schema";
import { guardianActions } from "~/db/schema-family";
import { mailQueue } from "~/db/schema-mail";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { answerOnBehalf } from "~/domain/family/guardian-access.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { runAlert } from "~/domain/matching/match-alert-run.server";
import { followPreferences } from "~/domain/matching/match-alerts.server";
import { guardianReadsConversation, sendMessage } from "~/domain/connections/messages.server";
import { setGuardianConsent } from "~/domain/connections/conversation-consent.server";
import { reportMember } from "~/domain/safety/reports.server";
import { getEnv } from "~/services/env.server";
import { activeGuardian } from "../support/unit-guardians";
import { registeredMember } from "../support/unit-members";

// Issue 35, items 3 and 9: a deleted account leaves nothing of the member in the database's bytes (the file,
// its WAL, a backup), freed pages and statistics included, and no other member's log keeps their name.

const stamp = String(Date.now()).slice(-7);
const leaving = {
  fullName: "Zarnigar Pashmeenawala",
  email: `zarnigar.erasure.${stamp}@example.in`,
  phone: `96${stamp}1`,
  about: "Collects monsoon ghazals from Qaisarbagh and bakes sheermal for neighbours",
};
const HER_MESSAGE = "Meet me near the Imambara lantern stall on Sunday, bring your cousin Farhatullah";

/** Where `needle` occurs in the raw bytes of a file (the database keeps text as UTF-8). */
const occurrences = (file: string, needle: string) => {
  if (!fs.existsSync(file)) return 0;
  const bytes = fs.readFileSync(file);
  let count = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count += 1;
  return count;
};

describe("deleting an account", () => {
  it("leaves none of her details, password hash or messages in the database file, its WAL or a backup", async () => {
    expect(getDb().$client.pragma("encoding", { simple: true })).toBe("UTF-8");
    const her = await registeredMember("Female", leaving);
    getDb().update(members).set({ about: leaving.about }).where(eq(members.unqId, her.unqId)).run();
    const { passwordHash } = getDb()
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.unqId, her.unqId))
      .get()!;

    // A man she talks to, whose guardian reads their messages and gets a copy of her acceptance.
    const him = await registeredMember("Male");
    const hisGuardian = await activeGuardian(him);
    await sendConnectionRequest(him, her.publicId);
    const [fromHim] = listIncomingRequests(her.unqId).requests;
    await answerConnectionRequest(her, fromHim.id, "accept");
    const conversation = fromHim.id;
    setGuardianConsent(her, conversation, "allowed"); // she lets his guardian read (§33)
    const messageId = sendMessage(her, conversation, { body: HER_MESSAGE });
    sendMessage(him, conversation, { body: "Salaam, my family agrees." });
    guardianReadsConversation(hisGuardian.access(), conversation);
    // He reports her, quoting her message and naming her.
    reportMember(him, her.publicId, { reason: "money", details: `${leaving.fullName} asked for money` }, { messageId });
    // A second man whose guardian accepts her request on his behalf: his log names her.
    const other = await registeredMember("Male");
    const othersGuardian = await activeGuardian(other, true);
    await sendConnectionRequest(her, other.publicId);
    const [toOther] = listIncomingRequests(other.unqId).requests;
    await answerOnBehalf(othersGuardian.access(), toOther.id, "accept");
    expect(guardianActivity(other.unqId).entries.map((entry) => entry.aboutName)).toContain(leaving.fullName);
    // The mail so far goes out (sent rows are kept a week); a weekly match e-mail naming her waits.
    await deliverDueMail();
    const watcher = await registeredMember("Male");
    followPreferences(watcher.unqId);
    const newcomer = { unqId: her.unqId, gender: her.gender, createdAt: new Date(Date.now() + 60_000) };
    expect(runAlert(watcher.unqId, new Date(Date.now() + 8 * 24 * 3600_000), [newcomer])).toBe(true);
    // The planner's statistics sample index keys (SQLite is built with STAT4): her address among them.
    getDb().$client.exec("analyze");

    await deleteAccount(her.unqId, her.password);

    // Queued mail naming her is gone but for the goodbye, which keeps her address until it is sent.
    const naming = (text: string) =>
      or(like(mailQueue.subject, `%${text}%`), like(mailQueue.body, `%${text}%`), eq(mailQueue.toEmail, text));
    const mailNamingHer = getDb()
      .select({ kind: mailQueue.kind })
      .from(mailQueue)
      .where(or(naming(leaving.fullName), naming(leaving.email), naming(her.publicId)))
      .all();
    expect(mailNamingHer).toEqual([{ kind: "account-deleted" }]);

    await deliverDueMail(); // the goodbye, the one row left with her address, goes once sent
    const backup = path.join(getEnv().DATA_DIR, "backups", "after-deletion.db");
    fs.mkdirSync(path.dirname(backup), { recursive: true });
    backupDatabase(backup);

    const files = [databaseFile(), `${databaseFile()}-wal`, backup];
    const traces = [leaving.email, leaving.phone, leaving.fullName, leaving.about, passwordHash, HER_MESSAGE];
    const found = files.flatMap((file) =>
      traces.flatMap((trace) => {
        const count = occurrences(file, trace);
        return count > 0 ? [`${path.basename(file)}: "${trace}" ${count} times`] : [];
      }),
    );
    expect(found).toEqual([]);
    // His own message stays in his conversation (docs/product-rules.md §33).
    const his = "Salaam, my family agrees.";
    expect(occurrences(databaseFile(), his) + occurrences(`${databaseFile()}-wal`, his)).toBeGreaterThan(0);
  });
});

describe("a deleted member in another member's guardian log", () => {
  it("is no longer named: the entries stay, as about a member", async () => {
    const her = await registeredMember("Female", { fullName: "Gulrukh Tabassum" });
    const him = await registeredMember("Male");
    const guardian = await activeGuardian(him, true);
    await sendConnectionRequest(her, him.publicId);
    const [request] = listIncomingRequests(him.unqId).requests;
    await answerOnBehalf(guardian.access(), request.id, "accept");
    setGuardianConsent(her, request.id, "allowed");
    sendMessage(her, request.id, { body: "Salaam" });
    guardianReadsConversation(guardian.access(), request.id);
    const about = () =>
      guardianActivity(him.unqId)
        .entries.filter((entry) => entry.action === "accepted-request" || entry.action === "read-messages")
        .map((entry) => [entry.action, entry.aboutName]);
    expect(about()).toEqual([
      ["read-messages", "Gulrukh Tabassum"],
      ["accepted-request", "Gulrukh Tabassum"],
    ]);

    await deleteAccount(her.unqId, her.password);

    expect(about()).toEqual([
      ["read-messages", null],
      ["accepted-request", null],
    ]);
    const named = getDb().select().from(guardianActions).where(eq(guardianActions.aboutName, "Gulrukh Tabassum")).all();
    expect(named).toEqual([]);
  });
});

describe("a backup", () => {
  it("carries no space that deleted rows left in the file, even from before secure_delete", () => {
    const client = getDb().$client;
    const trace = "Residue of a row deleted before secure_delete was on";
    // As a database written by the site before this release: deleted rows left their bytes where they were.
    client.pragma("secure_delete = OFF");
    try {
      client.prepare("insert into newsletter_subscriptions (email, created_at) values (?, 0)").run(trace);
      client.prepare("delete from newsletter_subscriptions where email = ?").run(trace);
      truncateWal();
    } finally {
      client.pragma("secure_delete = ON");
    }
    expect(occurrences(databaseFile(), trace)).toBeGreaterThan(0);

    const backup = path.join(getEnv().DATA_DIR, "backups", "residue.db");
    fs.mkdirSync(path.dirname(backup), { recursive: true });
    backupDatabase(backup);
    expect(occurrences(backup, trace)).toBe(0);
  });
});
