import { Form, Link } from "@remix-run/react";
import type { PlanHistoryItem, PlanSummary } from "~/domain/plans.server";
import { formatPlanDate, planName, PLAN_MONTHS, REQUESTS_PER_DAY } from "~/forms/plans";
import type { PlanFormResult } from "~/web/plan-admin.server";
import { AdminTable, type AdminColumn } from "./AdminTable";
import { Dialog } from "./Dialog";
import { Field, hintIdFor } from "./Field";

type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
type HistoryItem = Serialized<PlanHistoryItem>;

/**
 * The Plan section of a member's admin page (docs/product-rules.md §35): the plan in force, the history, the
 * form to activate a plan after a payment made elsewhere, and "End plan" behind a confirmation (?endPlan=<id>,
 * a dialog opened by the URL, so it works without JavaScript).
 */
export function AdminPlanSection({
  current,
  history,
  today,
  ending,
  failed,
}: {
  current: PlanSummary;
  history: HistoryItem[];
  today: string;
  ending: HistoryItem | null;
  failed: PlanFormResult["planForm"] | undefined;
}) {
  const values = failed?.values;
  const errorAt = (field: string) => (failed?.field === field ? [failed.message] : undefined);
  return (
    <section className="card" aria-labelledby="plan-heading">
      <h2 id="plan-heading">Plan</h2>
      <p>
        Current plan: <strong>{current.until ? `${current.name} until ${current.until}` : current.name}</strong>
        {current.manager && ` · Relationship manager: ${current.manager.name}`}
      </p>
      {failed && !failed.field && (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      )}
      <h3>Activate a plan</h3>
      <p id="plan-note">
        After the member has paid (UPI, cash). A plan is valid {PLAN_MONTHS} months from its start date. Elite needs a
        relationship manager with a phone number or an e-mail address; the member sees them.
      </p>
      <Form method="post" className="stack" aria-describedby="plan-note">
        <input type="hidden" name="intent" value="activate-plan" />
        <div className="form-grid">
          <Field id="plan-choice" label="Plan" errors={errorAt("plan")}>
            <select id="plan-choice" name="plan" defaultValue={values?.plan || "premium"} required>
              <option value="premium">Premium (₹499)</option>
              <option value="elite">Elite (₹999)</option>
            </select>
          </Field>
          <Field id="plan-start" label="Start date" hint="Today or later." errors={errorAt("startDate")}>
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
          <Field id="plan-manager" label="Relationship manager's name (Elite)" errors={errorAt("managerName")}>
            <input id="plan-manager" name="managerName" defaultValue={values?.managerName} maxLength={80} />
          </Field>
          <Field id="plan-manager-phone" label="Manager's phone (Elite)" errors={errorAt("managerPhone")}>
            <input
              id="plan-manager-phone"
              name="managerPhone"
              type="tel"
              inputMode="numeric"
              defaultValue={values?.managerPhone}
            />
          </Field>
          <Field id="plan-manager-email" label="Manager's e-mail (Elite)" errors={errorAt("managerEmail")}>
            <input id="plan-manager-email" name="managerEmail" type="email" defaultValue={values?.managerEmail} />
          </Field>
        </div>
        <div>
          <button type="submit" className="button">
            Activate plan
          </button>
        </div>
      </Form>
      <h3>Plan history</h3>
      {history.length === 0 ? <p>No plans yet: the member is on Basic.</p> : <PlanHistory history={history} />}
      {ending && (
        <Dialog title="End this plan?" closeTo="?">
          <p>
            {planName(ending.plan)} from {formatPlanDate(ending.startsAt)}: the member goes back to Basic at once (
            {REQUESTS_PER_DAY.basic} new requests a day, no badge). Nothing else of theirs changes. The plan stays in
            the history.
          </p>
          <Form method="post" className="wizard-actions">
            <input type="hidden" name="activationId" value={ending.id} />
            <Link to="?" className="button button--outline" replace>
              Keep the plan
            </Link>
            <button
              type="submit"
              name="intent"
              value="end-plan"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              End plan
            </button>
          </Form>
        </Dialog>
      )}
    </section>
  );
}

const STATE_LABELS = { "in force": "In force", "to come": "Starts later", ended: "Ended", cancelled: "Cancelled" };

const HISTORY_COLUMNS: AdminColumn<HistoryItem>[] = [
  {
    label: "Plan",
    cell: (item) => `${planName(item.plan)}${item.manager ? ` (manager: ${item.manager.name})` : ""}`,
  },
  { label: "From", cell: (item) => formatPlanDate(item.startsAt) },
  { label: "Until", cell: (item) => formatPlanDate(new Date(new Date(item.endsAt).getTime() - 1)) },
  { label: "State", cell: (item) => STATE_LABELS[item.state] },
  { label: "Activated by", cell: (item) => item.activatedBy ?? "A former administrator" },
  {
    label: "Action",
    cell: (item) =>
      item.state === "in force" || item.state === "to come" ? (
        <Link to={`?endPlan=${item.id}`} aria-label={`End the ${planName(item.plan)} plan`}>
          End plan
        </Link>
      ) : (
        "—"
      ),
  },
];

function PlanHistory({ history }: { history: HistoryItem[] }) {
  return <AdminTable caption="Plan history" columns={HISTORY_COLUMNS} rows={history} rowKey={(item) => item.id} />;
}
