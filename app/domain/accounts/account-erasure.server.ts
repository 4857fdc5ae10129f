import { and, eq, inArray, like, or } from "drizzle-orm";
import { getDb, truncateWal, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { emailCodes } from "~/db/schema-codes";
import { connectionRequests } from "~/db/schema-connections";
import { guardianActions } from "~/db/schema-family";
import { enquiries, mailQueue, mailQueueRequests, newsletterSubscriptions } from "~/db/schema-mail";
import { candidateConsents } from "~/db/schema-candidate";
import type { Language } from "~/forms/languages";
import { siteNameIn } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { dropEmptyConversations } from "../connections/conversations.server";
import { eraseGuardianLinksOf } from "../family/guardians.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { extraPhotoRows } from "../profiles/member-photos.server";
import { deletePhotoIfUnused } from "../profiles/photos.server";
import { forgetCountersAbout } from "./rate-limits.server";
import { keepReportsAbout } from "../safety/returning-members.server";
import { endSessionsHoldingEmail } from "./sessions.server";
import { markAccountErased } from "./access-log.server";

// The erasure of a member who deletes their account (DPDP Act 2023; docs/product-rules.md §15): what may outlive
// it is only what PRODUCT.md lists ("Kept after deletion"): keyed hashes in the reports about them and the
// goodbye e-mail until it is sent; and, under the account's number alone, the address it was created from (a year
// more) and its sign-ins (until they are a year old), as the law asks (docs/product-rules.md §41). Not in another
// member's records either, nor in the file's free space, the WAL, the planner's statistics or a later backup
// (issue 35, items 3, 8 and 9).

type LeavingMember = { publicId: string; email: string; fullName: string; language: Language | null };

/**
 * Why an account is erased: its member deleted it (§15) or withdrew their consent (§41), or the person a relative's
 * profile was for refused it or left it unconfirmed 30 days (§31a). The goodbye to the account's address says which.
 */
export type ErasureReason = "deleted" | "consent-withdrawn" | "candidate-refused" | "candidate-expired";

/** The goodbye's sentence saying what was erased and why: a member's own choice, or the candidate's answer. */
const ERASED_BECAUSE: Record<ErasureReason, string> = {
  deleted: "deleted.erased",
  "consent-withdrawn": "deleted.consentWithdrawn",
  "candidate-refused": "candidate.refused",
  "candidate-expired": "candidate.expired",
};

/**
 * Erases the member in one transaction: the profile and, through the foreign keys, their sessions, requests,
 * connections, messages, reports and mail to or about them; what other rows keep of them; their guardians and
 * guardian accounts left guarding nobody (§32); codes, newsletter entry, enquiries and throttle counters under
 * their address or phone; their photos (the main one and the others, §27a) unless another member or a story
 * shows the same picture. Then queues
 * the goodbye and empties the WAL of the pages as they were before. `checkFirst` may refuse (throw) inside the
 * transaction, before anything is erased.
 */
export function eraseAccount(unqId: number, reason: ErasureReason = "deleted", checkFirst?: () => void): void {
  const db = getDb();
  db.transaction((tx) => {
    // A caller's own condition (the candidate's refusal, §31a), checked under the same write lock as the erasure.
    checkFirst?.();
    // Read under the write lock: the account as it is now, not as it was before the password's check.
    const member = tx
      .select({
        publicId: members.publicId,
        email: members.email,
        phone: members.phone,
        photoId: members.photoId,
        fullName: members.fullName,
        language: members.language,
      })
      .from(members)
      .where(eq(members.unqId, unqId))
      .get();
    if (!member) throw new UserError("Account not found", { status: 404 });
    // Their other photos (§27a): the rows go with them (the foreign key), the pictures below.
    const otherPhotos = extraPhotoRows(unqId).map((extra) => extra.photoId);
    // The contact of the person a relative's profile was for (§31a): its codes, counters and sessions go too.
    const candidate = tx
      .select({ address: candidateConsents.address })
      .from(candidateConsents)
      .where(eq(candidateConsents.memberUnqId, unqId))
      .get()?.address;
    keepReportsAbout(unqId, member);
    forgetInOthersRecords(unqId, member.publicId);
    eraseGuardianLinksOf(unqId);
    tx.delete(members).where(eq(members.unqId, unqId)).run();
    markAccountErased(unqId, member.publicId);
    // Their messages went with them; the other side keeps the conversation with a "Deleted member" (§33).
    dropEmptyConversations();
    // The number's codes and counters too, unless another profile a relative made still has it (§38).
    const numberShared = tx.select({ unqId: members.unqId }).from(members).where(eq(members.phone, member.phone)).get();
    const erasedAddresses = [
      ...(numberShared ? [member.email] : [member.email, member.phone]),
      ...(candidate ? [candidate] : []),
    ];
    tx.delete(emailCodes).where(inArray(emailCodes.address, erasedAddresses)).run();
    tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, member.email)).run();
    tx.delete(enquiries)
      .where(or(eq(enquiries.email, member.email), eq(enquiries.contact, member.phone)))
      .run();
    // Sessions not yet signed in may still hold the address (a signup draft, a reset).
    endSessionsHoldingEmail(member.email, numberShared ? undefined : member.phone);
    if (candidate) endSessionsHoldingEmail(candidate);
    // Keyed by a plain hash of the address, which anyone holding a list of addresses can match.
    for (const subject of erasedAddresses) forgetCountersAbout(subject);
    for (const photoId of [member.photoId, ...otherPhotos]) if (photoId) deletePhotoIfUnused(photoId);
    forgetIndexSamples([member.email, member.phone, member.publicId]);
    queueGoodbye(member, reason);
  }, WRITE);
  // secure_delete zeroed the rows in the pages' new versions; the WAL still holds the old ones. When another
  // process is reading an older snapshot, the hourly housekeeping empties it (housekeeping.server.ts).
  truncateWal();
}

/**
 * What rows of other members say of the leaver: the name in their guardians' log ("accepted Zara's request"),
 * which then reads "a member's request"; a guardian's copy of the leaver's acceptance of their member's request,
 * sent or not (a sent row keeps its subject, which names the accepter, for a week); a weekly match e-mail
 * listing the leaver, unsent or failed (it names them only in its text, by their profile link).
 */
function forgetInOthersRecords(unqId: number, publicId: string): void {
  const db = getDb();
  db.update(guardianActions).set({ aboutName: null }).where(eq(guardianActions.aboutUnqId, unqId)).run();
  const acceptedByThem = db
    .select({ id: mailQueueRequests.mailId })
    .from(mailQueueRequests)
    .innerJoin(connectionRequests, eq(connectionRequests.id, mailQueueRequests.requestId))
    .where(eq(connectionRequests.recipientUnqId, unqId));
  db.delete(mailQueue)
    .where(and(eq(mailQueue.kind, "guardian-copy"), inArray(mailQueue.id, acceptedByThem)))
    .run();
  db.delete(mailQueue)
    .where(and(eq(mailQueue.kind, "match-alert"), like(mailQueue.body, `%/InnerProfile/${publicId}%`)))
    .run();
}

/**
 * The planner's statistics (sqlite_stat4: this SQLite is built with STAT4) keep a sample of whole index keys,
 * addresses and phone numbers among them, until the next ANALYZE. A sample holding one of `values` goes; the
 * others still guide the planner.
 */
function forgetIndexSamples(values: string[]): void {
  const client = getDb().$client;
  if (!client.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get()) return;
  const forget = client.prepare("delete from sqlite_stat4 where instr(sample, ?) > 0");
  for (const value of values) forget.run(Buffer.from(value));
}

/**
 * The deletion erased every queued mail to or about the member (foreign keys); the goodbye is queued now, the
 * one row left with their address, deleted once it is sent (mail-delivery.server.ts); in the language they chose.
 */
function queueGoodbye(member: LeavingMember, reason: ErasureReason): void {
  const t = emailT(member.language ?? "en");
  const site = siteNameIn(member.language ?? "en");
  // A relative's profile: the creator is told why it went, without the candidate's name in the subject (§19).
  const ownChoice = reason === "deleted" || reason === "consent-withdrawn";
  queueMail({
    kind: "account-deleted",
    toEmail: member.email,
    subject: ownChoice ? t("deleted.subject", { site }) : t("candidate.erasedSubject", { site }),
    body: [
      ownChoice ? t("common.greetingName", { name: member.fullName }) : t("common.greeting"),
      ``,
      t(ERASED_BECAUSE[reason]),
      t("deleted.wishes"),
    ].join("\n"),
  });
}
