import { Form, Link } from "@remix-run/react";
import type { ReportGroup } from "~/domain/report-queue.server";
import { memberCode } from "~/forms/member-id";
import { REPORT_REASON_LABELS } from "~/forms/privacy-options";
import { ReportEntry } from "./ReportActionLog";

const ACTIONS = [
  { intent: "dismiss", label: "Dismiss", className: "button button--small button--outline" },
  { intent: "warn", label: "Warn", className: "button button--small" },
  { intent: "block", label: "Block", className: "button button--small button--danger" },
] as const;

/**
 * One reported member in the admin queue (docs/product-rules.md §29): their profile, each open report with
 * its reporter, and the three answers, which apply to all of this member's open reports.
 */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { member, reports } = group;
  const reasons = [...new Set(reports.map((report) => REPORT_REASON_LABELS[report.reason]))];
  const headingId = `reported-${member.publicId}`;
  return (
    <li className="card stack" aria-labelledby={headingId}>
      <div className="profile-head">
        <img src={member.image ?? "/avatar-default.svg"} alt="" width={72} height={72} className="avatar" />
        <div>
          <h2 id={headingId} className="enquiry__title">
            <Link to={`/admin/members/${member.publicId}`}>{member.fullName}</Link> ({memberCode(member.unqId)})
          </h2>
          <p className="field__hint">
            {member.gender}, {member.age} · {member.maritalStatus} · {member.working} · {member.city}, {member.state}
            {member.blockByAdmin ? " · Already blocked" : ""}
          </p>
          <p>
            Reported by {reports.length} member{reports.length === 1 ? "" : "s"} for {reasons.join(", ")}.
          </p>
        </div>
      </div>
      <ul>
        {reports.map((report) => (
          <ReportEntry key={report.id} report={report} />
        ))}
      </ul>
      <Form method="post" className="moderation">
        <input type="hidden" name="memberId" value={member.publicId} />
        {ACTIONS.map(({ intent, label, className }) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            className={className}
            aria-label={`${label} ${member.fullName}`}
          >
            {label}
          </button>
        ))}
      </Form>
    </li>
  );
}
