import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { mailQueue, mailQueueRequests } from "~/db/schema-mail";
import { conversations, messages } from "~/db/schema-messages";
import { DATE_LOCALES, DEFAULT_LANGUAGE, type Language } from "~/forms/languages";
import { memberCode } from "~/forms/member-id";
import type { Email } from "~/services/email.server";
import { getEnv, siteNameIn } from "~/services/env.server";
import { readIdOn, sideOf } from "../connections/conversations.server";
import { activeGuardiansOf } from "../family/guardian-reach.server";
import { firstName, type Gender } from "../accounts/member";
import { emailT, memberTextInMail } from "./email-words.server";

// What the queued e-mails say: the link, language, date and closing line every notice shares, and the e-mails
// written only when they are sent (a list of new requests, a guardian's copy, unread messages), so that they
// tell what still stands then. The queue itself is mail-queue.server.ts.

/** A row of the mail queue, as sending reads it. */
export type MailRow = typeof mailQueue.$inferSelect;

/** An absolute link to a page of the site, for e-mails. */
export function siteLink(path: string): string {
  const env = getEnv();
  return `${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}${path}`;
}

/** The language a member's e-mails are written in: the one they chose (members.language), else English. */
export function languageOf(unqId: number | null): Language {
  if (unqId === null) return DEFAULT_LANGUAGE;
  const row = getDb().select({ language: members.language }).from(members).where(eq(members.unqId, unqId)).get();
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** A day as an e-mail in the language writes it, in India's time: "30 November 2026", "30 नवंबर 2026". */
export function emailDay(date: Date, language: Language): string {
  return date.toLocaleDateString(DATE_LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** The closing line of the connection e-mails (docs/product-rules.md §29): where the safety tips are. */
export function safetyLine(language: Language): string {
  return emailT(language)("common.safety", { link: siteLink("/safety") });
}

/**
 * Who sent the requests a list e-mail holds that are still pending, from members not blocked since, oldest
 * first, as "Imran Khan (MMR0045)": never their contact details.
 */
function pendingSenders(mailId: number): string[] {
  return getDb()
    .select({ fullName: members.fullName, unqId: members.unqId })
    .from(mailQueueRequests)
    .innerJoin(connectionRequests, eq(connectionRequests.id, mailQueueRequests.requestId))
    .innerJoin(members, eq(members.unqId, connectionRequests.senderUnqId))
    .where(
      and(
        eq(mailQueueRequests.mailId, mailId),
        eq(connectionRequests.status, "pending"),
        eq(members.blockByAdmin, false),
      ),
    )
    .orderBy(asc(connectionRequests.createdAt))
    .all()
    .map((s) => `${s.fullName} (${memberCode(s.unqId)})`);
}

/** "X would like to connect with you." (`first` absent) or with the member a guardian guards, or the list of them. */
function wouldConnect(language: Language, senders: string[], first?: string): string[] {
  const t = emailT(language);
  if (senders.length === 1)
    return [
      first === undefined
        ? t("requests.fromOne", { sender: senders[0] })
        : t("guardianRequests.fromOne", { sender: senders[0], member: first }),
    ];
  return [
    first === undefined ? t("requests.fromMany") : t("guardianRequests.fromMany", { member: first }),
    ``,
    ...senders.map((s) => `- ${memberTextInMail(s)}`),
  ];
}

/**
 * The "new requests" e-mail as it stands now, in the recipient's language: the requests still pending from
 * active members, or null.
 */
function requestDigest(mailId: number, language: Language): Omit<Email, "to"> | null {
  const senders = pendingSenders(mailId);
  if (senders.length === 0) return null;
  const t = emailT(language);
  return {
    subject: t("requests.subject", { count: senders.length, site: siteNameIn(language) }),
    text: [
      ...wouldConnect(language, senders),
      ``,
      t("requests.answer", { link: siteLink("/connectionReq") }),
      ``,
      safetyLine(language),
    ].join("\n"),
  };
}

/** The member a guardian's copy is about, as the copy names them. */
export type GuardedMember = { fullName: string; gender: Gender };

/**
 * An e-mail to one of the member's guardians (docs/product-rules.md §32): greeted by name, with a link to
 * the guardian's page, the safety line, and why it comes and who can stop it. In the member's language
 * (a guardian has no saved language of their own; the invitation was in the member's too).
 */
export function guardianLetter(
  guardianName: string,
  member: GuardedMember,
  lines: string[],
  language: Language,
): string {
  const t = emailT(language);
  const why = { name: member.fullName, site: siteNameIn(language) };
  return [
    t("common.greetingName", { name: guardianName }),
    ``,
    ...lines,
    ``,
    t("guardianLetter.seeRequests", { member: firstName(member.fullName), link: siteLink("/guardian") }),
    ``,
    safetyLine(language),
    ``,
    member.gender === "Female" ? t("guardianLetter.whyShe", why) : t("guardianLetter.whyHe", why),
  ].join("\n");
}

/**
 * A guardian's copy as it stands when sent (docs/product-rules.md §32), or null: only while the guardian
 * still has access (a copy queued before the member revoked it is dropped) and the request it tells of
 * still stands (gone with either member's account, or a block, as the member's own notices are). A list of
 * new requests is written now, from those still pending; an acceptance's copy was written when queued.
 */
function guardianCopy(row: MailRow, to: string): Email | null {
  const guardian =
    row.aboutUnqId === null ? undefined : activeGuardiansOf(row.aboutUnqId).find((g) => g.email === row.toEmail);
  const member =
    row.aboutUnqId === null
      ? undefined
      : getDb()
          .select({ fullName: members.fullName, gender: members.gender })
          .from(members)
          .where(eq(members.unqId, row.aboutUnqId))
          .get();
  if (!guardian || !member) return null;
  if (row.body !== null) {
    const stands = getDb()
      .select({ n: count() })
      .from(mailQueueRequests)
      .where(eq(mailQueueRequests.mailId, row.id))
      .get()!.n;
    return stands > 0 ? { to, subject: row.subject, text: row.body } : null;
  }
  const senders = pendingSenders(row.id);
  if (senders.length === 0) return null;
  const first = firstName(member.fullName);
  const language = languageOf(row.aboutUnqId);
  return {
    to,
    subject: emailT(language)("guardianRequests.subject", { count: senders.length, member: first }),
    text: guardianLetter(guardian.name, member, wouldConnect(language, senders, first), language),
  };
}

/**
 * The "unread messages" e-mail as it stands when sent (docs/product-rules.md §33), or null when the member has
 * read them since (or the conversation is gone: its mail goes with it). It names the sender and links to
 * the conversation, never the messages' text: an inbox is not as private as the site.
 */
function unreadMessagesMail(row: MailRow, to: string): Email | null {
  const conversation =
    row.conversationId === null
      ? undefined
      : getDb().select().from(conversations).where(eq(conversations.id, row.conversationId)).get();
  const side = conversation && row.toUnqId !== null ? sideOf(conversation, row.toUnqId) : null;
  if (!conversation || !side || row.toUnqId === null) return null;
  const unread = getDb()
    .select({ n: count() })
    .from(messages)
    .innerJoin(members, eq(members.unqId, messages.senderUnqId))
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        gt(messages.id, readIdOn(conversation, side)),
        sql`${messages.senderUnqId} <> ${row.toUnqId}`,
        eq(members.blockByAdmin, false),
      ),
    )
    .get()!.n;
  const sender =
    row.aboutUnqId === null
      ? undefined
      : getDb().select({ fullName: members.fullName }).from(members).where(eq(members.unqId, row.aboutUnqId)).get();
  if (unread === 0 || !sender) return null;
  const language = languageOf(row.toUnqId);
  const t = emailT(language);
  return {
    to,
    subject: t("unread.subject", { count: unread, sender: firstName(sender.fullName), site: siteNameIn(language) }),
    text: [
      t("common.greeting"),
      ``,
      t("unread.sent", { count: unread, name: sender.fullName, code: memberCode(row.aboutUnqId!) }),
      t("unread.read", { link: siteLink(`/messages/${conversation.id}#newest`) }),
      ``,
      t("unread.privacy"),
      ``,
      safetyLine(language),
    ].join("\n"),
  };
}

/** The message to send for a row, or null when there is nothing left to tell (or nobody to tell). */
export function messageFor(row: MailRow): Email | null {
  const to =
    row.toEmail ??
    (row.toUnqId === null
      ? undefined
      : getDb().select({ email: members.email }).from(members).where(eq(members.unqId, row.toUnqId)).get()?.email);
  if (!to) return null;
  if (row.kind === "new-requests") {
    const digest = requestDigest(row.id, languageOf(row.toUnqId));
    return digest && { to, ...digest };
  }
  if (row.kind === "guardian-copy") return guardianCopy(row, to);
  if (row.kind === "messages-waiting") return unreadMessagesMail(row, to);
  return row.body === null ? null : { to, subject: row.subject, text: row.body };
}
