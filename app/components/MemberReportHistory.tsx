import type { reportHistoryOf } from "~/domain/report-queue.server";
import { ReportActionLog, ReportEntry } from "./ReportActionLog";

const STATUS = { open: "Open", dismissed: "Dismissed", warned: "Warned", blocked: "Blocked" } as const;

/** The admin member page's account of reports about the member and what was done (docs/product-rules.md §29). */
export function MemberReportHistory({ history }: { history: ReturnType<typeof reportHistoryOf> }) {
  return (
    <section className="card" aria-labelledby="reports-heading">
      <h2 id="reports-heading">Reports about this member</h2>
      {history.reports.length === 0 ? (
        <p>No reports.</p>
      ) : (
        <ul>
          {history.reports.map((report, index) => (
            <ReportEntry key={index} report={report} status={STATUS[report.status]} />
          ))}
        </ul>
      )}
      <h3>Actions on reports</h3>
      <ReportActionLog actions={history.actions} />
    </section>
  );
}
