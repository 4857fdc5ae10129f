import { Link } from "react-router";
import { AdminTable, withElements, type AdminColumn } from "./AdminTable";
import type { recentReportActions } from "~/domain/safety/report-queue.server";
import { memberCode } from "~/forms/member-id";
import { REPORT_REASON_LABELS, type ReportReason } from "~/forms/privacy-options";
import { formatUtc, SiteFlagText, type SiteFlagFacts } from "./SiteFlag";
import { useT, type Translate } from "./translate";

type Person = { unqId: number; fullName: string } | null;

/** A member as the admin pages name them: name and MMR id, or `gone` once the account is deleted. */
export const personLabel = (person: Person, gone: string) =>
  person ? `${person.fullName} (${memberCode(person.unqId)})` : gone;

type Report = SiteFlagFacts & {
  reason: ReportReason;
  details: string | null;
  at: string;
  reporter: Person;
  message: { text: string; sentAt: string | null } | null;
};

/**
 * One report as the admin pages list it: reason, (status,) reporter, time, then the details. The reason's
 * name is an option label (the page sends the "options" namespace).
 */
export function ReportEntry({ report, status }: { report: Report; status?: string }) {
  const t = useT();
  return (
    <li>
      <strong>{t(REPORT_REASON_LABELS[report.reason])}</strong>
      {status && ` · ${status}`} ·{" "}
      {report.signal
        ? t("adminReport.flaggedBySite")
        : withElements(t("adminReport.reportedBy"), {
            person: <bdi>{personLabel(report.reporter, t("adminReport.formerMember"))}</bdi>,
          })}{" "}
      · {formatUtc(report.at)} UTC
      <SiteFlagText report={report} />
      {report.details && <p className="enquiry__message">{report.details}</p>}
      {report.message && (
        <figure className="reported-message">
          <figcaption>
            {report.message.sentAt
              ? t("adminReport.messageSent", { time: formatUtc(report.message.sentAt) })
              : t("adminReport.message")}
          </figcaption>
          <blockquote className="enquiry__message">{report.message.text}</blockquote>
        </figure>
      )}
    </li>
  );
}

type ActionEntry = ReturnType<typeof recentReportActions>[number];

const actionColumns = (t: Translate): AdminColumn<ActionEntry>[] => {
  const done: Record<string, string> = {
    dismiss: t("adminReport.dismissed"),
    warn: t("adminReport.warned"),
    block: t("adminReport.blocked"),
  };
  return [
    { label: t("adminTable.whenUtc"), cell: (entry) => formatUtc(entry.at) },
    { label: t("adminReport.administrator"), cell: (entry) => personLabel(entry.admin, t("adminStatus.formerAdmin")) },
    {
      label: t("adminTable.action"),
      cell: (entry) => {
        const action = done[entry.action] ?? entry.action;
        return entry.reports > 1 ? t("adminReport.actionOnReports", { action, reports: entry.reports }) : action;
      },
    },
    {
      label: t("adminReport.member"),
      cell: (entry) => (
        <Link to={`/admin/members/${entry.memberPublicId}`}>
          {personLabel({ unqId: entry.memberUnqId, fullName: entry.memberName }, "")}
        </Link>
      ),
    },
  ];
};

/** The administrators' actions on reports (docs/product-rules.md §29): who, what, about whom, when. */
export function ReportActionLog({ actions }: { actions: ReturnType<typeof recentReportActions> }) {
  const t = useT();
  if (actions.length === 0) return <p>{t("adminReport.noActions")}</p>;
  return (
    <AdminTable
      caption={t("adminReport.actionsHeading")}
      columns={actionColumns(t)}
      rows={actions}
      rowKey={(_, index) => index}
    />
  );
}
