import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ReportActionLog } from "~/components/ReportActionLog";
import { ReportGroupCard } from "~/components/ReportGroupCard";
import { openReportQueue, recentReportActions } from "~/domain/report-queue.server";
import { actOnReports, REPORT_ACTIONS, type ReportAction } from "~/domain/reports.server";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";

// The queue of members' reports (docs/product-rules.md §29): open reports by reported member, newest first;
// each answer leaves the queue and the log below.

export const meta: MetaFunction = () => [{ title: "Reports" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(
    { groups: openReportQueue(), actions: recentReportActions() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const DONE: Record<ReportAction, string> = {
  dismiss: "Report dismissed.",
  warn: "Warning sent.",
  block: "Member blocked.",
};

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "") as ReportAction;
  const flash = REPORT_ACTIONS.includes(intent)
    ? await outcomeOf(() => actOnReports(admin, String(form.get("memberId") ?? ""), intent), DONE[intent])
    : ({ type: "error", message: "Unknown action." } as const);
  return redirectWithFlash("/admin/reports", flash);
}

export default function AdminReports() {
  const { groups, actions } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Reports</h1>
      <p role="status">
        {groups.length === 0
          ? "No open reports."
          : `${groups.length} reported member${groups.length === 1 ? "" : "s"} waiting`}
      </p>
      {groups.length > 0 && (
        <ul className="people">
          {groups.map((group) => (
            <ReportGroupCard key={group.member.publicId} group={group} />
          ))}
        </ul>
      )}
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading">Recent actions</h2>
        <ReportActionLog actions={actions} />
      </section>
    </>
  );
}
