import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueueRequests } from "~/db/schema-mail";
import { memberCode } from "~/forms/member-id";
import { activeGuardiansOf } from "./guardian-reach.server";
import { emailT, memberTextInMail } from "../mail/email-words.server";
import { queueMail, queueRequestCopy } from "../mail/mail-queue.server";
import { guardianLetter, languageOf, type GuardedMember } from "../mail/mail-wording.server";
import { firstName, type Viewer } from "../accounts/member";

// E-mail copies to a member's guardians (docs/product-rules.md §32): of each new request the member receives,
// and of each acceptance of a request the member sent. Queued inside the transaction of the change, one per
// guardian with access now (an invited or revoked guardian gets none), and checked again when sent
// (guardianCopy in mail-wording.server.ts). A decline is never copied: it is private, and the sender's family
// need not hear of it. Each copy is about the member (aboutUnqId), so the member's deletion erases it.
// connections.server.ts calls these; this module must not import it back.

/** The member as the copies name them; called inside the change's transaction, so they exist. */
const guardedMember = (unqId: number): GuardedMember =>
  getDb()
    .select({ fullName: members.fullName, gender: members.gender })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get()!;

/**
 * A new request to the member: it joins each guardian's list of new requests for the member, sent at most
 * once an hour like the member's own (queueRequestCopy). The list names each sender and their member code,
 * never their contact details.
 */
export function copyRequestToGuardians(recipientUnqId: number, requestId: string): void {
  const guardians = activeGuardiansOf(recipientUnqId);
  if (guardians.length === 0) return;
  const subject = `A connection request for ${memberTextInMail(firstName(guardedMember(recipientUnqId).fullName))}`;
  for (const guardian of guardians) queueRequestCopy(guardian.email, recipientUnqId, subject, requestId);
}

/**
 * A request the member sent was accepted, by `accepter` or (byGuardian) by the accepter's guardian: each of
 * the member's guardians is told at once, as the member is, in the member's language (guardianLetter). No
 * contact details: the guardian's page shows what the member can see.
 */
export function copyAcceptanceToGuardians(
  request: { id: string; senderUnqId: number },
  accepter: Pick<Viewer, "unqId" | "fullName" | "gender">,
  byGuardian: boolean,
): void {
  const guardians = activeGuardiansOf(request.senderUnqId);
  if (guardians.length === 0) return;
  const member = guardedMember(request.senderUnqId);
  const first = firstName(member.fullName);
  const language = languageOf(request.senderUnqId);
  const t = emailT(language);
  const values = { accepter: accepter.fullName, code: memberCode(accepter.unqId), member: first };
  const her = accepter.gender === "Female";
  const subject = !byGuardian
    ? t("guardianAccepted.subject", values)
    : her
      ? t("guardianAccepted.subjectByHerGuardian", values)
      : t("guardianAccepted.subjectByHisGuardian", values);
  const accepted = !byGuardian
    ? t("guardianAccepted.accepted", values)
    : her
      ? t("guardianAccepted.acceptedByHerGuardian", values)
      : t("guardianAccepted.acceptedByHisGuardian", values);
  const nowSee = t("guardianAccepted.nowSee", { member: first, other: firstName(accepter.fullName) });
  for (const guardian of guardians) {
    const mailId = queueMail({
      kind: "guardian-copy",
      toEmail: guardian.email,
      aboutUnqId: request.senderUnqId,
      subject,
      body: guardianLetter(guardian.name, member, [accepted, nowSee], language),
    });
    // Linked to the request, so the copy is dropped if the request goes before it is sent (a block, or the
    // accepter's deletion), as the member's own notice is.
    getDb().insert(mailQueueRequests).values({ mailId, requestId: request.id }).run();
  }
}
