import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { erasedMemberReports } from "~/db/schema-safety";
import { accountCreations, grievances, signIns } from "~/db/schema-law";
import { recordSignIn } from "~/domain/accounts/access-log.server";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { ERASURE_NOT_DONE, withdrawConsent } from "~/domain/accounts/consent-withdrawal.server";
import { listProfiles } from "~/domain/listing/listing.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { isHidden } from "~/domain/profiles/profile-visibility.server";
import { fileGrievance } from "~/domain/safety/grievances.server";
import { reportMember } from "~/domain/safety/reports.server";
import { getEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { readOutbox } from "../support/outbox";
import { registeredMember } from "../support/unit-members";

// Withdrawing consent (docs/product-rules.md §41): the same password as "Delete my account"; the profile hidden at
// once, then the account erased exactly as a deletion erases it (§15), keeping the same things and nothing more.

type Member = Awaited<ReturnType<typeof registeredMember>>;
const looker = { unqId: 0, gender: "Male" as const };
const listed = (member: Member) => listProfiles(looker, { unqId: member.unqId }).total;

/** A woman with what outlives an erasure: a sign-in, a complaint she filed, a report about her. */
async function womanWithRecords(reporter: Member) {
  const her = await registeredMember("Female");
  recordSignIn({ memberUnqId: her.unqId }, "203.0.113.77");
  fileGrievance(
    { name: her.fullName, email: her.email, category: "harassment", details: "Rude messages." },
    { memberUnqId: her.unqId, language: "en", clientIp: "203.0.113.77" },
  );
  reportMember(reporter, her.publicId, { reason: "fake" });
  return her;
}

/** What is left of a member after an erasure, as §15 and §41 list it: nothing under their number but the logs. */
function keptOf(member: Member) {
  const db = getDb();
  const creation = db.select().from(accountCreations).where(eq(accountCreations.memberUnqId, member.unqId)).get();
  return {
    member: db.select({ unqId: members.unqId }).from(members).where(eq(members.unqId, member.unqId)).all(),
    creation: creation && { ip: creation.ip, erased: creation.deletedAt !== null },
    signIns: db.select({ ip: signIns.ip }).from(signIns).where(eq(signIns.memberUnqId, member.unqId)).all(),
    complaints: db
      .select({ memberUnqId: grievances.memberUnqId, category: grievances.category })
      .from(grievances)
      .where(eq(grievances.email, member.email))
      .all(),
    mail: db
      .select({ kind: mailQueue.kind, subject: mailQueue.subject })
      .from(mailQueue)
      .where(eq(mailQueue.toEmail, member.email))
      .all()
      // Her complaint's acknowledgement is to the address the complaint gave, not the account's (§41): its own way.
      .filter((mail) => mail.kind !== "grievance"),
  };
}

const keptReports = () => getDb().select({ reason: erasedMemberReports.reason }).from(erasedMemberReports).all();

afterEach(() => getDb().$client.exec("drop trigger if exists erasure_fails"));

describe("withdrawing consent", () => {
  it("erases the account exactly as deletion does, keeping the same things, with its own goodbye", async () => {
    const reporter = await registeredMember("Male");
    const deleting = await womanWithRecords(reporter);
    const withdrawing = await womanWithRecords(reporter);
    expect(listed(withdrawing)).toBe(1);

    await deleteAccount(deleting.unqId, deleting.password);
    expect(keptReports()).toHaveLength(1);
    await withdrawConsent(withdrawing.unqId, withdrawing.password);
    expect(keptReports()).toEqual([{ reason: "fake" }, { reason: "fake" }]);

    const afterDeletion = keptOf(deleting);
    expect(afterDeletion).toEqual({
      member: [],
      creation: { ip: "unknown", erased: true },
      signIns: [{ ip: "203.0.113.77" }],
      complaints: [{ memberUnqId: null, category: "harassment" }],
      mail: [{ kind: "account-deleted", subject: `Your ${getEnv().SITE_NAME} account has been deleted` }],
    });
    expect(keptOf(withdrawing)).toEqual(afterDeletion);
    expect(listed(withdrawing)).toBe(0);

    await deliverDueMail();
    const goodbye = readOutbox(getEnv().DATA_DIR).find((m) => m.to === withdrawing.email && /deleted/.test(m.subject))!;
    expect(goodbye.text).toContain(withdrawing.fullName);
    expect(goodbye.text).toContain("You have withdrawn your consent, so your account has been deleted");
    const deletionGoodbye = readOutbox(getEnv().DATA_DIR).find(
      (m) => m.to === deleting.email && /deleted/.test(m.subject),
    )!;
    expect(deletionGoodbye.text).toContain("As you asked, your account has been deleted");
    // Once sent, the goodbye goes too: no row holds either address.
    expect(keptOf(withdrawing).mail).toEqual([]);
  });

  it("with a wrong password changes nothing: still listed, not hidden, nothing queued", async () => {
    const her = await registeredMember("Female");
    const mailBefore = getDb()
      .select({ n: sql<number>`count(*)` })
      .from(mailQueue)
      .get()!.n;
    const refusal = await withdrawConsent(her.unqId, "not-her-password").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UserError);
    expect(refusal).toMatchObject({ message: "The password is not correct.", field: "password", status: 400 });
    expect(isHidden(her.unqId)).toBe(false);
    expect(listed(her)).toBe(1);
    expect(
      getDb()
        .select({ n: sql<number>`count(*)` })
        .from(mailQueue)
        .get()!.n,
    ).toBe(mailBefore);
  });

  it("hides the profile first: when the erasure fails, the profile stays hidden and the member is told", async () => {
    const her = await registeredMember("Female");
    getDb().$client.exec(
      "create temp trigger erasure_fails before delete on main.members " +
        "begin select raise(abort, 'disk I/O error'); end",
    );
    const refusal = await withdrawConsent(her.unqId, her.password).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ message: ERASURE_NOT_DONE, status: 503 });
    expect(isHidden(her.unqId)).toBe(true);
    expect(listed(her)).toBe(0);
    expect(keptOf(her).member).toEqual([{ unqId: her.unqId }]);
    expect(keptOf(her).mail).toEqual([]); // the goodbye was rolled back with the erasure

    getDb().$client.exec("drop trigger erasure_fails");
    await withdrawConsent(her.unqId, her.password);
    expect(keptOf(her).member).toEqual([]);
  });
});
