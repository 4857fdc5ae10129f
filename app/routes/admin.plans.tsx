import { data, Link, useLoaderData } from "react-router";
import { activePlans } from "~/domain/plans/active-plans.server";
import { memberCode } from "~/forms/member-id";
import { planName } from "~/forms/plans";
import { lastDay, usePlanDate } from "~/components/AdminPlanSection";
import { AdminTable, type AdminColumn } from "~/components/AdminTable";
import { matchesT, useT } from "~/components/translate";
import { requireAdmin } from "~/web/auth.server";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/admin.plans";

// The plans in force, the soonest to end first (docs/product-rules.md §35): whose plan runs out, and when.

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminNav.plans") }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // The plans' names are option labels.
  return data(
    { plans: activePlans(), i18n: await pageI18n(request, "options") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActivePlan = Route.ComponentProps["loaderData"]["plans"][number];

export default function AdminPlans() {
  const { plans } = useLoaderData<typeof loader>();
  const t = useT();
  const planDate = usePlanDate();
  const columns: AdminColumn<ActivePlan>[] = [
    {
      label: t("adminMembers.name"),
      cell: (p) => (
        <Link to={`/admin/members/${p.publicId}`}>
          <bdi>{p.fullName}</bdi> <bdi dir="ltr">{memberCode(p.unqId)}</bdi>
        </Link>
      ),
    },
    { label: t("adminPlan.plan"), cell: (p) => t(planName(p.plan)) },
    { label: t("adminPlan.from"), cell: (p) => planDate(p.startsAt) },
    { label: t("adminPlans.lastDay"), cell: (p) => planDate(lastDay(p.endsAt)) },
  ];
  return (
    <>
      <h1>{t("adminNav.plans")}</h1>
      <p role="status">{plans.length ? t("adminPlans.count", { count: plans.length }) : t("adminPlans.none")}</p>
      {plans.length > 0 && (
        <AdminTable caption={t("adminNav.plans")} columns={columns} rows={plans} rowKey={(p) => p.id} />
      )}
    </>
  );
}
