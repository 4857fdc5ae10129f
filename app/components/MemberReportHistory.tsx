import type { reportHistoryOf } from "~/domain/safety/report-queue.server";
import { ReportActionLog, ReportEntry } from "./ReportActionLog";
import { useT } from "./translate";

/** The admin member page's account of reports about the member and what was done (docs/product-rules.md §29). */
export function MemberReportHistory({ history }: { history: ReturnType<typeof reportHistoryOf> }) {
  const t = useT();
  const status = {
    open: t("adminReport.open"),
    dismissed: t("adminReport.dismissed"),
    warned: t("adminReport.warned"),
    blocked: t("adminReport.blocked"),
  };
  return (
    <section className="card" aria-labelledby="reports-heading">
      <h2 id="reports-heading">{t("adminReport.aboutMember")}</h2>
      {history.reports.length === 0 ? (
        <p>{t("adminReport.noReports")}</p>
      ) : (
        <ul>
          {history.reports.map((report, index) => (
            <ReportEntry key={index} report={report} status={status[report.status]} />
          ))}
        </ul>
      )}
      <h3>{t("adminReport.actionsHeading")}</h3>
      <ReportActionLog actions={history.actions} />
    </section>
  );
}
