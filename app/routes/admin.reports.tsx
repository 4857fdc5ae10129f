import { data, useLoaderData } from "react-router";
import { ReportActionLog } from "~/components/ReportActionLog";
import { ReportGroupCard } from "~/components/ReportGroupCard";
import { openReportQueue, recentReportActions } from "~/domain/safety/report-queue.server";
import { actOnReports, REPORT_ACTIONS, type ReportAction } from "~/domain/safety/reports.server";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import { matchesT, useT } from "~/components/translate";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/admin.reports";

// The queue of members' reports (docs/product-rules.md §29): open reports by reported member, newest first;
// each answer leaves the queue and the log below.

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminNav.reports") }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(
    // The reasons' and genders' names are option labels.
    { groups: openReportQueue(), actions: recentReportActions(), i18n: await pageI18n(request, "options") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const DONE: Record<ReportAction, string> = {
  dismiss: "Report dismissed.",
  warn: "Warning sent.",
  block: "Member blocked.",
};

export async function action({ request }: Route.ActionArgs) {
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
  const t = useT();
  return (
    <>
      <h1>{t("adminNav.reports")}</h1>
      <p role="status">
        {groups.length === 0 ? t("adminReports.none") : t("adminReports.waiting", { count: groups.length })}
      </p>
      {groups.length > 0 && (
        <ul className="people">
          {groups.map((group) => (
            <ReportGroupCard key={group.member.publicId} group={group} />
          ))}
        </ul>
      )}
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading">{t("adminReports.recent")}</h2>
        <ReportActionLog actions={actions} />
      </section>
    </>
  );
}
