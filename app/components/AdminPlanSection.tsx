import { Form, Link } from "react-router";
import type { PlanHistoryItem, PlanSummary } from "~/domain/plans/plans.server";
import { formatPlanDate, planName, PLAN_MONTHS, REQUESTS_PER_DAY } from "~/forms/plans";
import type { PlanFormResult } from "~/web/plan-admin.server";
import { AdminTable, type AdminColumn } from "./AdminTable";
import { Dialog } from "./Dialog";
import { Field, hintIdFor } from "./Field";
import { DATE_LOCALES } from "~/forms/languages";
import { useDateLocale, useT, type Translate } from "./translate";

/** A plan's day as members read it ("23 May 2027"), in the reader's language. */
type PlanDate = (date: Date | string) => string;

export function usePlanDate(): PlanDate {
  const locale = useDateLocale();
  // English keeps the plans' own format, as the flash messages and the member's page write it.
  if (locale === DATE_LOCALES.en) return formatPlanDate;
  return (date) =>
    new Date(date).toLocaleDateString(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
}

/** The last day a plan is valid: a plan ending at 00:00 on 24 May is valid until 23 May. */
export const lastDay = (endsAt: Date) => new Date(endsAt.getTime() - 1);

/**
 * The Plan section of a member's admin page (docs/product-rules.md §35): the plan in force, the history, the
 * form to activate a plan after a payment made elsewhere, and "End plan" behind a confirmation (?endPlan=<id>,
 * a dialog opened by the URL, so it works without JavaScript). The plans' names are option labels (the page
 * sends the "options" namespace).
 */
export function AdminPlanSection({
  current,
  history,
  today,
  ending,
  failed,
}: {
  current: PlanSummary;
  history: PlanHistoryItem[];
  today: string;
  ending: PlanHistoryItem | null;
  failed: PlanFormResult["planForm"] | undefined;
}) {
  const t = useT();
  const planDate = usePlanDate();
  const values = failed?.values;
  const errorAt = (field: string) => (failed?.field === field ? [failed.message] : undefined);
  // The plan in force's last day in the reader's language, from the history (the summary's is in English).
  const inForce = history.find((item) => item.state === "in force");
  const until = current.until && inForce ? planDate(lastDay(inForce.endsAt)) : current.until;
  return (
    <section className="card" aria-labelledby="plan-heading">
      <h2 id="plan-heading">{t("adminPlan.plan")}</h2>
      <p>
        {t("adminPlan.current")}{" "}
        <strong>{until ? t("adminPlan.until", { plan: t(current.name), date: until }) : t(current.name)}</strong>
        {current.manager && ` · ${t("adminPlan.manager", { name: current.manager.name })}`}
      </p>
      {failed && !failed.field && (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      )}
      <h3>{t("adminPlan.activateHeading")}</h3>
      <p id="plan-note">{t("adminPlan.note", { months: PLAN_MONTHS })}</p>
      <Form method="post" className="stack" aria-describedby="plan-note">
        <input type="hidden" name="intent" value="activate-plan" />
        <div className="form-grid">
          <Field id="plan-choice" label={t("adminPlan.plan")} errors={errorAt("plan")}>
            <select id="plan-choice" name="plan" defaultValue={values?.plan || "premium"} required>
              <option value="premium">{t("Premium")} (₹499)</option>
              <option value="elite">{t("Elite")} (₹999)</option>
            </select>
          </Field>
          <Field
            id="plan-start"
            label={t("adminPlan.startDate")}
            hint={t("adminPlan.startHint")}
            errors={errorAt("startDate")}
          >
            <input
              id="plan-start"
              name="startDate"
              type="date"
              min={today}
              defaultValue={values?.startDate || today}
              required
              aria-describedby={hintIdFor("plan-start")}
              aria-invalid={errorAt("startDate") ? true : undefined}
            />
          </Field>
          <Field id="plan-manager" label={t("adminPlan.managerName")} errors={errorAt("managerName")}>
            <input id="plan-manager" name="managerName" defaultValue={values?.managerName} maxLength={80} />
          </Field>
          <Field id="plan-manager-phone" label={t("adminPlan.managerPhone")} errors={errorAt("managerPhone")}>
            <input
              id="plan-manager-phone"
              name="managerPhone"
              type="tel"
              inputMode="numeric"
              defaultValue={values?.managerPhone}
            />
          </Field>
          <Field id="plan-manager-email" label={t("adminPlan.managerEmail")} errors={errorAt("managerEmail")}>
            <input id="plan-manager-email" name="managerEmail" type="email" defaultValue={values?.managerEmail} />
          </Field>
        </div>
        <div>
          <button type="submit" className="button">
            {t("adminPlan.activate")}
          </button>
        </div>
      </Form>
      <h3>{t("adminPlan.historyHeading")}</h3>
      {history.length === 0 ? (
        <p>{t("adminPlan.noPlans")}</p>
      ) : (
        <AdminTable
          caption={t("adminPlan.historyHeading")}
          columns={historyColumns(t, planDate)}
          rows={history}
          rowKey={(item) => item.id}
        />
      )}
      {ending && (
        <Dialog title={t("adminPlan.endTitle")} closeTo="?">
          <p>
            {t("adminPlan.endText", {
              plan: t(planName(ending.plan)),
              date: planDate(ending.startsAt),
              requests: REQUESTS_PER_DAY.basic ?? "",
            })}
          </p>
          <Form method="post" className="wizard-actions">
            <input type="hidden" name="activationId" value={ending.id} />
            <Link to="?" className="button button--outline" replace>
              {t("adminPlan.keep")}
            </Link>
            <button
              type="submit"
              name="intent"
              value="end-plan"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              {t("adminPlan.end")}
            </button>
          </Form>
        </Dialog>
      )}
    </section>
  );
}

function historyColumns(t: Translate, planDate: PlanDate): AdminColumn<PlanHistoryItem>[] {
  const states = {
    "in force": t("adminPlan.inForce"),
    "to come": t("adminPlan.startsLater"),
    ended: t("adminPlan.ended"),
    cancelled: t("adminPlan.cancelled"),
  };
  return [
    {
      label: t("adminPlan.plan"),
      cell: (item) =>
        item.manager
          ? t("adminPlan.withManager", { plan: t(planName(item.plan)), name: item.manager.name })
          : t(planName(item.plan)),
    },
    { label: t("adminPlan.from"), cell: (item) => planDate(item.startsAt) },
    { label: t("adminPlan.untilColumn"), cell: (item) => planDate(lastDay(item.endsAt)) },
    { label: t("adminPlan.state"), cell: (item) => states[item.state] },
    { label: t("adminPlan.activatedBy"), cell: (item) => item.activatedBy ?? t("adminStatus.formerAdmin") },
    {
      label: t("adminTable.action"),
      cell: (item) =>
        item.state === "in force" || item.state === "to come" ? (
          <Link to={`?endPlan=${item.id}`} aria-label={t("adminPlan.endLabel", { plan: t(planName(item.plan)) })}>
            {t("adminPlan.end")}
          </Link>
        ) : (
          "—"
        ),
    },
  ];
}
