import { and, eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { moderationActions, reports } from "~/db/schema-safety";
import { isPublicId } from "~/forms/member-id";
import { REPORT_REASON_LABELS, type ReportReason } from "~/forms/privacy-options";
import type { ReportInput } from "~/forms/report";
import { now } from "~/services/clock.server";
import { siteNameIn } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { setBlocked } from "./admin.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { languageOf, siteLink } from "../mail/mail-wording.server";
import type { Viewer } from "../accounts/member";
import { messageForReport } from "../connections/messages.server";
import { getMemberProfile } from "../profiles/profiles.server";
import { consumeWithinLimits, limitKey } from "../accounts/rate-limits.server";
import { fixedT } from "../site/translations.server";

// Reports of one member by another and the administrator's answer to them (docs/product-rules.md §29).

const DAY = 24 * 3600_000;
// Enough for a member who meets several bad profiles in a day; not enough to flood the queue.
const REPORTS_PER_DAY = 10;

export const NOT_REPORTABLE = "This profile is not available to report.";

/**
 * A member reports a profile they may see (getMemberProfile's rules: not themself, not an administrator,
 * not a profile hidden or blocked from them); an administrator does not report, they act. One row per
 * reporter and reported member: a repeat keeps the latest reason and details and moves the report to the
 * top of the queue; a repeat after the administrator handled it opens it again (what the reporter saw
 * since is new, and the earlier action stays in the log), the daily limit keeping that from flooding.
 * A report may attach one message the reported member sent the reporter; a repeat keeps only its own.
 */
export function reportMember(
  viewer: Viewer,
  publicId: string,
  input: ReportInput,
  { messageId }: { messageId?: number } = {},
): void {
  const profile = viewer.role === "member" ? getMemberProfile(viewer, publicId) : null;
  if (!profile) throw new UserError(NOT_REPORTABLE, { status: 404 });
  // A message they sent the reporter (§33), copied: the block that often follows deletes the conversation.
  const message = messageId === undefined ? null : messageForReport(viewer, profile.unqId, messageId);
  consumeWithinLimits({ key: limitKey("report", String(viewer.unqId)), max: REPORTS_PER_DAY, windowMs: DAY });
  const at = now();
  const latest = {
    reason: input.reason,
    details: input.details || null,
    messageText: message?.text ?? null,
    messageSentAt: message?.sentAt ?? null,
    status: "open" as const,
    updatedAt: at,
  };
  getDb()
    .insert(reports)
    .values({ reporterUnqId: viewer.unqId, reportedUnqId: profile.unqId, ...latest, createdAt: at })
    .onConflictDoUpdate({ target: [reports.reporterUnqId, reports.reportedUnqId], set: latest })
    .run();
}

export const REPORT_ACTIONS = ["dismiss", "warn", "block"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

const STATUS_AFTER = { dismiss: "dismissed", warn: "warned", block: "blocked" } as const;

/**
 * An administrator's answer to every open report about one member, in one transaction: the reports take
 * the action's status and leave the queue, each gets a moderation_actions row (who, what, when), and a
 * warning is queued or the member blocked (setBlocked, which ends their sessions). Of two administrators
 * acting at once, the second finds nothing open and is told so.
 */
export function actOnReports(admin: Viewer, publicId: string, action: ReportAction): number {
  const db = getDb();
  return db.transaction(() => {
    const member = isPublicId(publicId)
      ? db
          .select({ unqId: members.unqId, fullName: members.fullName, gender: members.gender })
          .from(members)
          .where(eq(members.publicId, publicId))
          .get()
      : undefined;
    const open = member
      ? db
          .update(reports)
          .set({ status: STATUS_AFTER[action], updatedAt: now() })
          .where(and(eq(reports.reportedUnqId, member.unqId), eq(reports.status, "open")))
          .returning({ id: reports.id, reason: reports.reason })
          .all()
      : [];
    if (!member || open.length === 0)
      throw new UserError("There are no open reports about this member: another administrator may have acted.", {
        status: 409,
      });
    const at = now();
    db.insert(moderationActions)
      .values(
        open.map((report) => ({
          adminUnqId: admin.unqId,
          memberUnqId: member.unqId,
          reportId: report.id,
          action,
          createdAt: at,
        })),
      )
      .run();
    if (action === "warn") queueWarning(member, [...new Set(open.map((report) => report.reason))]);
    if (action === "block") setBlocked(publicId, true);
    return open.length;
  }, WRITE);
}

/**
 * The warning e-mail, in the member's language: the reasons in general terms (as the report form names
 * them), never who reported nor what they wrote.
 */
function queueWarning(member: { unqId: number; fullName: string; gender: string }, reasons: ReportReason[]): void {
  const language = languageOf(member.unqId);
  const site = siteNameIn(language);
  const t = emailT(language);
  const label = fixedT(language, "options");
  const named = reasons.map((reason) =>
    reason === "other" ? t("warning.anotherConcern") : label(REPORT_REASON_LABELS[reason]),
  );
  queueMail({
    kind: "warning",
    toUnqId: member.unqId,
    subject: t("warning.subject", { site }),
    body: [
      // "Dear": one word in English, a man's or a woman's in Urdu.
      member.gender === "Female"
        ? t("warning.dearHer", { name: member.fullName })
        : t("warning.dearHim", { name: member.fullName }),
      ``,
      t("warning.reported", { site, reasons: named.join(t("warning.reasonSeparator")) }),
      ``,
      t("warning.guidelines", { link: siteLink("/safety") }),
      ``,
      t("warning.mayBeBlocked"),
      siteLink("/contactUs"),
      ``,
      site,
    ].join("\n"),
  });
}
