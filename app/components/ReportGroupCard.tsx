import { Form, Link } from "react-router";
import { DEFAULT_AVATAR } from "~/forms/default-avatar";
import type { ReportGroup } from "~/domain/safety/report-queue.server";
import { memberCode } from "~/forms/member-id";
import { REPORT_REASON_LABELS } from "~/forms/privacy-options";
import { maritalStatusIn } from "./AdminTable";
import { ReportEntry } from "./ReportActionLog";
import { useT } from "./translate";

/**
 * One reported member in the admin queue (docs/product-rules.md §29): their profile, each open report with
 * its reporter, and the three answers, which apply to all of this member's open reports. The reasons' and the
 * gender's names are option labels (the page sends the "options" namespace).
 */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { member, reports } = group;
  const t = useT();
  // Members' reports; a flag the site raised (§29, §39) says what it is in its own entry.
  const byMembers = reports.filter((report) => report.signal === null);
  const reasons = [...new Set(byMembers.map((report) => t(REPORT_REASON_LABELS[report.reason])))];
  const headingId = `reported-${member.publicId}`;
  const name = { name: member.fullName };
  const marital = maritalStatusIn(t, member.maritalStatus);
  const actions = [
    {
      intent: "dismiss",
      label: t("adminReport.dismiss"),
      ariaLabel: t("adminReport.dismissLabel", name),
      className: "button button--small button--outline",
    },
    {
      intent: "warn",
      label: t("adminReport.warn"),
      ariaLabel: t("adminReport.warnLabel", name),
      className: "button button--small",
    },
    {
      intent: "block",
      label: t("adminModerate.block"),
      ariaLabel: t("adminModerate.blockLabel", name),
      className: "button button--small button--danger",
    },
  ];
  return (
    <li className="card stack" aria-labelledby={headingId}>
      <div className="profile-head">
        <img src={member.image ?? DEFAULT_AVATAR} alt="" width={72} height={72} className="avatar" />
        <div>
          <h2 id={headingId} className="enquiry__title">
            <Link to={`/admin/members/${member.publicId}`}>
              <bdi>{member.fullName}</bdi>
            </Link>{" "}
            ({memberCode(member.unqId)})
          </h2>
          <p className="field__hint">
            {t(member.gender)}, {member.age} · {marital} · {member.working} · {member.city}, {member.state}
            {member.blockByAdmin ? ` · ${t("adminReport.alreadyBlocked")}` : ""}
          </p>
          {byMembers.length > 0 && (
            <p>
              {t("adminReport.reportedByMembers", {
                count: byMembers.length,
                reasons: reasons.join(t("adminReport.reasonSeparator")),
              })}
            </p>
          )}
        </div>
      </div>
      <ul>
        {reports.map((report) => (
          <ReportEntry key={report.id} report={report} />
        ))}
      </ul>
      <Form method="post" className="moderation">
        <input type="hidden" name="memberId" value={member.publicId} />
        {actions.map(({ intent, label, ariaLabel, className }) => (
          <button key={intent} type="submit" name="intent" value={intent} className={className} aria-label={ariaLabel}>
            {label}
          </button>
        ))}
      </Form>
    </li>
  );
}
