import { Link } from "@remix-run/react";
import { AdminTable, type AdminColumn } from "./AdminTable";
import type { recentReportActions } from "~/domain/report-queue.server";
import { memberCode } from "~/forms/member-id";
import { REPORT_REASON_LABELS, type ReportReason } from "~/forms/privacy-options";

type Person = { unqId: number; fullName: string } | null;

/** A member as the admin pages name them: name and MMR id, or `gone` once the account is deleted. */
export const personLabel = (person: Person, gone: string) =>
  person ? `${person.fullName} (${memberCode(person.unqId)})` : gone;

/** An ISO time as the admin pages show it: "2026-11-23 22:59". */
export const formatUtc = (iso: string) => iso.slice(0, 16).replace("T", " ");

type Report = {
  reason: ReportReason;
  details: string | null;
  at: string;
  reporter: Person;
  message: { text: string; sentAt: string | null } | null;
};

/** One report as the admin pages list it: reason, (status,) reporter, time, then the details. */
export function ReportEntry({ report, status }: { report: Report; status?: string }) {
  return (
    <li>
      <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
      {status && ` · ${status}`} · reported by {personLabel(report.reporter, "a former member")} ·{" "}
      {formatUtc(report.at)} UTC
      {report.details && <p className="enquiry__message">{report.details}</p>}
      {report.message && (
        <figure className="reported-message">
          <figcaption>
            Reported message{report.message.sentAt ? `, sent ${formatUtc(report.message.sentAt)} UTC` : ""}:
          </figcaption>
          <blockquote className="enquiry__message">{report.message.text}</blockquote>
        </figure>
      )}
    </li>
  );
}

const DONE = { dismiss: "Dismissed", warn: "Warned", block: "Blocked" } as Record<string, string>;

type ActionEntry = ReturnType<typeof recentReportActions>[number];

const ACTION_COLUMNS: AdminColumn<ActionEntry>[] = [
  { label: "When (UTC)", cell: (entry) => formatUtc(entry.at) },
  { label: "Administrator", cell: (entry) => personLabel(entry.admin, "A former administrator") },
  {
    label: "Action",
    cell: (entry) => `${DONE[entry.action] ?? entry.action}${entry.reports > 1 ? ` (${entry.reports} reports)` : ""}`,
  },
  {
    label: "Member",
    cell: (entry) => (
      <Link to={`/admin/members/${entry.memberPublicId}`}>
        {personLabel({ unqId: entry.memberUnqId, fullName: entry.memberName }, "")}
      </Link>
    ),
  },
];

/** The administrators' actions on reports (docs/product-rules.md §29): who, what, about whom, when. */
export function ReportActionLog({ actions }: { actions: ReturnType<typeof recentReportActions> }) {
  if (actions.length === 0) return <p>No actions yet.</p>;
  return (
    <AdminTable caption="Actions on reports" columns={ACTION_COLUMNS} rows={actions} rowKey={(_, index) => index} />
  );
}
