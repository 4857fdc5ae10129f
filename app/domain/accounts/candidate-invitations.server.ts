import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { candidateConsents } from "~/db/schema-candidate";
import type { CandidateContact } from "~/forms/candidate-contact";
import { RELATION_LABELS, type Relation } from "~/forms/family-options";
import type { Language } from "~/forms/languages";
import { now } from "~/services/clock.server";
import { sendEmail } from "~/services/email.server";
import { siteNameIn } from "~/services/env.server";
import { sendSms } from "~/services/sms.server";
import { UserError } from "~/services/user-error.server";
import { emailT } from "../mail/email-words.server";
import { queueMail, queueSms } from "../mail/mail-queue.server";
import { siteLink } from "../mail/mail-wording.server";
import { fixedT } from "../site/translations.server";
import { CODE_NOT_SENT, storeNewCode } from "./one-time-codes.server";

// The messages that ask the person a relative's profile is for to confirm it (docs/product-rules.md §31a): a code
// and a link, by SMS to a mobile or by e-mail to an address. Each new message replaces the link (and code) before
// it: only the link's SHA-256 is kept, so the same link can never be sent twice.

/** The SHA-256 a link's token is kept as. */
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page a link opens: the token in the path, never stored. */
const confirmLink = (token: string) => siteLink(`/confirm-profile?token=${token}`);

/** A new link for the member's consent row; the one before stops working. */
function newLink(unqId: number, reminded: boolean): string {
  const token = randomBytes(32).toString("base64url");
  const at = now();
  getDb()
    .update(candidateConsents)
    .set({ tokenHash: tokenHashOf(token), ...(reminded ? { remindedAt: at } : { invitedAt: at }) })
    .where(eq(candidateConsents.memberUnqId, unqId))
    .run();
  return confirmLink(token);
}

type Profile = { fullName: string; contactRelation: Relation | null };

function profileOf(unqId: number): Profile {
  return getDb()
    .select({ fullName: members.fullName, contactRelation: members.contactRelation })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get()!;
}

/** The e-mail's words: who it is for, who made the profile (its relation, in the site's words), what to do. */
function invitationLines(profile: Profile, language: Language, lines: string[]): string {
  const t = emailT(language);
  const relation = profile.contactRelation;
  return [
    t("common.greetingName", { name: profile.fullName }),
    ``,
    ...lines,
    relation ? t("candidate.madeBy", { relation: fixedT(language, "options")(RELATION_LABELS[relation]) }) : "",
    ``,
    t("candidate.refuse"),
  ].join("\n");
}

/**
 * Sends the code and the link now (the candidate may be waiting, like anyone asking for a code), in `language`.
 * A failure is a 503 that says so; the profile keeps waiting, and the creator may send again.
 */
export async function sendInvitation(unqId: number, contact: CandidateContact, language: Language): Promise<void> {
  const link = newLink(unqId, false);
  const code = storeNewCode(contact.address, "candidate-confirm");
  const site = siteNameIn(language);
  try {
    if (contact.channel === "sms") {
      await sendSms({ to: contact.address, template: "candidateInvite", language, values: { site, code, link } });
      return;
    }
    const t = emailT(language);
    await sendEmail({
      to: contact.address,
      subject: t("candidate.subject", { site }),
      text: invitationLines(profileOf(unqId), language, [
        t("candidate.made", { site }),
        ``,
        t("candidate.code", { code }),
        t("candidate.link", { link }),
      ]),
    });
  } catch (error) {
    // The log names neither the contact nor the code.
    console.error(`candidate: an invitation was not sent: ${(error as Error).message}`);
    throw new UserError(CODE_NOT_SENT, { status: 503, retryAfterSeconds: 60 });
  }
}

/**
 * Queues the one reminder (a new link, no code: a queued message may go later than a code lasts) and marks it
 * sent, in one transaction: never twice, never lost.
 */
export function queueReminder(unqId: number, contact: CandidateContact, language: Language): void {
  getDb().transaction(() => {
    const link = newLink(unqId, true);
    const site = siteNameIn(language);
    if (contact.channel === "sms") {
      queueSms(
        "candidate-reminder",
        { to: contact.address, template: "candidateReminder", language, values: { site, link } },
        unqId,
      );
      return;
    }
    const t = emailT(language);
    queueMail({
      kind: "candidate-reminder",
      toEmail: contact.address,
      aboutUnqId: unqId,
      subject: t("candidate.reminderSubject", { site }),
      body: invitationLines(profileOf(unqId), language, [
        t("candidate.reminder", { site }),
        ``,
        t("candidate.link", { link }),
      ]),
    });
  }, WRITE);
}
