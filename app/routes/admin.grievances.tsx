import { data, useLoaderData } from "react-router";
import { GrievanceCard, type GrievanceView } from "~/components/GrievanceCard";
import { matchesT, useT } from "~/components/translate";
import { answerGrievance, grievanceQueue } from "~/domain/safety/grievance-queue.server";
import { grievanceAnswerSchema } from "~/forms/grievance";
import { parseForm } from "~/forms/parse";
import { requireAdmin } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { pageI18n } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/admin.grievances";

// Complaints to the grievance officer (docs/product-rules.md §41): the open ones with their clocks, overdue first,
// then the last resolved. Each answer is e-mailed to the complainant and logged with the administrator.

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminNav.grievances") }];

/** Times leave as ISO strings; the clock's flags as they are at this answer. */
const asView = (row: ReturnType<typeof grievanceQueue>["open"][number]): GrievanceView => ({
  ticket: row.ticket,
  category: row.category,
  status: row.status,
  name: row.name,
  email: row.email,
  details: row.details,
  concerned: row.concernedPublicId,
  receivedAt: row.createdAt.toISOString(),
  acknowledgeBy: row.clock.acknowledgeBy.toISOString(),
  resolveBy: row.clock.resolveBy.toISOString(),
  removal: row.clock.removal,
  prompt: row.clock.prompt,
  overdue: row.clock.overdue,
  answers: row.answers.map((answer) => ({ ...answer, at: answer.at.toISOString() })),
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { open, resolved } = grievanceQueue();
  return data(
    // The categories' names and the answers' labels are the public page's.
    { open: open.map(asView), resolved: resolved.map(asView), i18n: await pageI18n(request, "pages/grievances") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const DONE = { acknowledge: "Acknowledgement sent.", update: "Update sent.", resolve: "Resolution sent." } as const;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseForm(await readForm(request), grievanceAnswerSchema);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Something went wrong!";
    return redirectWithFlash("/admin/grievances", { type: "error", message });
  }
  const answer = submission.value;
  const flash = await outcomeOf(() => answerGrievance(admin, answer), DONE[answer.intent]);
  return redirectWithFlash("/admin/grievances", flash);
}

export default function AdminGrievances() {
  const { open, resolved } = useLoaderData<typeof loader>();
  const t = useT();
  const overdue = open.filter((row) => row.overdue).length;
  return (
    <>
      <h1>{t("adminNav.grievances")}</h1>
      <p role="status">
        {open.length === 0 ? t("adminGrievances.none") : t("adminGrievances.open", { count: open.length })}
        {overdue > 0 && ` · ${t("adminGrievances.overdueCount", { count: overdue })}`}
      </p>
      {open.length > 0 && (
        <ul className="people">
          {open.map((row) => (
            <GrievanceCard key={row.ticket} grievance={row} />
          ))}
        </ul>
      )}
      <section aria-labelledby="resolved-heading">
        <h2 id="resolved-heading">{t("adminGrievances.resolved")}</h2>
        {resolved.length === 0 ? (
          <p className="empty">{t("adminGrievances.noneResolved")}</p>
        ) : (
          <ul className="people">
            {resolved.map((row) => (
              <GrievanceCard key={row.ticket} grievance={row} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
