import type { Viewer } from "~/domain/accounts/member";
import { activatePlan, endPlan, lastDayOf, type ActivationInput } from "~/domain/plans/plans.server";
import { formatPlanDate, planName, type PaidPlan } from "~/forms/plans";
import { redirectWithFlash } from "./flash.server";
import { answerRefusals } from "./form-reply.server";

// The Plan section of /admin/members/:id (docs/product-rules.md §35). Activation refused: the page again with
// the message at its field and the values as typed (JavaScript off too); done: back with a flash message.
// Ending comes from the confirmation dialog, and goes back with a flash either way.

export const PLAN_INTENTS = ["activate-plan", "end-plan"] as const;

/** What the plan form gets back when the server refuses it. */
export type PlanFormResult = { planForm: { message: string; field: string | null; values: ActivationInput } };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function planAdminAction(admin: Viewer, form: FormData, memberPublicId: string, back: string) {
  if (form.get("intent") === "end-plan") {
    return answerRefusals(
      async () => {
        endPlan(admin, memberPublicId, Number(text(form, "activationId")));
        return redirectWithFlash(back, { type: "success", message: "Plan ended: the member is on Basic again." });
      },
      // A stale dialog (the plan ended meanwhile) or a wrong id: said at the top of the page.
      (error): PlanFormResult => ({ planForm: { message: error.message, field: null, values: valuesOf(form) } }),
    );
  }
  const values = valuesOf(form);
  return answerRefusals(
    async () => {
      const { startsAt, endsAt } = activatePlan(admin, memberPublicId, values);
      const name = planName(values.plan as PaidPlan);
      return redirectWithFlash(back, {
        type: "success",
        message: `${name} plan activated: valid from ${formatPlanDate(startsAt)} until ${lastDayOf(endsAt)}.`,
      });
    },
    (error): PlanFormResult => ({ planForm: { message: error.message, field: error.field ?? null, values } }),
  );
}

const valuesOf = (form: FormData): ActivationInput => ({
  plan: text(form, "plan"),
  startDate: text(form, "startDate"),
  managerName: text(form, "managerName"),
  managerPhone: text(form, "managerPhone"),
  managerEmail: text(form, "managerEmail"),
});
