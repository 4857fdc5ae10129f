import { and, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { members, planActivations } from "~/db/schema";
import { isPublicId } from "~/forms/member-id";
import {
  formatPlanDate,
  PAID_PLANS,
  PLAN_MONTHS,
  planName,
  REQUESTS_PER_DAY,
  type PaidPlan,
  type PlanSlug,
} from "~/forms/plans";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import type { Viewer } from "../accounts/member";
import { firstDayAfter, indiaDate, isCalendarDate, startOfIndiaDay, addMonths } from "./plan-dates.server";

// Membership plans (docs/product-rules.md §18, §35). The operator activates a paid plan after a payment made
// elsewhere; the plan in force is worked out from the dates each time it is read, so a plan expires by
// itself and a member whose plan ends is Basic again with nothing else changed: their profile, requests,
// connections, messages and shortlist never depend on the plan.

/** The relationship manager of an Elite plan, shown to the member. */
export type Manager = { name: string; phone: string | null; email: string | null };

/** The plan a member has now: Basic (no paid plan in force) or a paid one with its dates. */
export type PlanInForce =
  { plan: "basic" } | { plan: PaidPlan; id: number; startsAt: Date; endsAt: Date; manager: Manager | null };

/**
 * The time a query is built at, read from the clock service then (not when this module loads): a statement
 * written once (the card columns) still asks about the plan in force at the moment it runs.
 */
const rightNow: { getSQL: () => SQL } = { getSQL: () => sql`${now().getTime()}` };

const inForce = () =>
  and(lte(planActivations.startsAt, sql`${rightNow}`), gt(planActivations.endsAt, sql`${rightNow}`));

/**
 * The paid plan in force for the member in `memberUnqId`'s row, or null: one subquery inside the statement
 * that reads the rows (the listing's cards, a profile), never one query per member. Activations never
 * overlap (activatePlan), so at most one is in force.
 */
export const planColumn = (memberUnqId: SQLiteColumn) =>
  sql<PaidPlan | null>`(select ${planActivations.plan} from ${planActivations}
    where ${planActivations.memberUnqId} = ${memberUnqId} and ${inForce()} limit 1)`;

/** The plan a member has now. */
export function planOf(memberUnqId: number): PlanInForce {
  const row = getDb()
    .select()
    .from(planActivations)
    .where(and(eq(planActivations.memberUnqId, memberUnqId), inForce()))
    .get();
  if (!row) return { plan: "basic" };
  const manager =
    row.plan === "elite" && row.managerName
      ? { name: row.managerName, phone: row.managerPhone, email: row.managerEmail }
      : null;
  return { plan: row.plan, id: row.id, startsAt: row.startsAt, endsAt: row.endsAt, manager };
}

/** The member's paid plan in force, for its badge; null is Basic. */
export function paidPlanOf(memberUnqId: number): PaidPlan | null {
  const { plan } = planOf(memberUnqId);
  return plan === "basic" ? null : plan;
}

/** New connection requests the member's plan allows in any 24 hours; null is no limit (Elite). */
export const requestLimitOf = (memberUnqId: number): number | null => REQUESTS_PER_DAY[planOf(memberUnqId).plan];

/** The last day a plan is valid, as members read it: a plan ending at 00:00 on 24 May is valid until 23 May. */
export const lastDayOf = (endsAt: Date): string => formatPlanDate(new Date(endsAt.getTime() - 1));

/** What a member is shown of their own plan ("Your plan" on /userProfile): plain data for the page. */
export type PlanSummary = {
  plan: PlanSlug;
  name: string;
  /** The last day it is valid ("23 May 2027"); null for Basic. */
  until: string | null;
  requestsPerDay: number | null;
  manager: Manager | null;
};

export function planSummaryOf(memberUnqId: number): PlanSummary {
  const plan = planOf(memberUnqId);
  return {
    plan: plan.plan,
    name: planName(plan.plan),
    until: plan.plan === "basic" ? null : lastDayOf(plan.endsAt),
    requestsPerDay: REQUESTS_PER_DAY[plan.plan],
    manager: plan.plan === "basic" ? null : plan.manager,
  };
}

/** What the administrator's plan form sends (app/routes/admin.members.$id.tsx), as text. */
export type ActivationInput = {
  plan: string;
  startDate: string;
  managerName?: string;
  managerPhone?: string;
  managerEmail?: string;
};

export const PLAN_LIMITS = { managerNameMax: 80, startDaysAheadMax: 366 } as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const onlyAdmins = (admin: Viewer) => {
  if (admin.role !== "admin") throw new UserError("Only administrators can manage plans.", { status: 403 });
};

/** A member an administrator may give a plan: a member account (not another administrator's). */
function planHolder(publicId: string) {
  const member = isPublicId(publicId)
    ? getDb()
        .select({ unqId: members.unqId, role: members.role })
        .from(members)
        .where(eq(members.publicId, publicId))
        .get()
    : undefined;
  if (!member || member.role !== "member") throw new UserError("Member not found", { status: 404 });
  return member.unqId;
}

/** The manager of an Elite plan: a name and at least one way to reach them; none for Premium. */
function managerOf(plan: PaidPlan, input: ActivationInput): Manager | null {
  const name = input.managerName?.trim() ?? "";
  const phone = input.managerPhone?.replace(/[\s-]/g, "") ?? "";
  const email = input.managerEmail?.trim().toLowerCase() ?? "";
  if (plan === "premium") {
    if (name || phone || email)
      throw new UserError("A relationship manager comes with Elite only: choose Elite or leave the manager empty.", {
        field: "managerName",
      });
    return null;
  }
  if (!name) throw new UserError("An Elite plan needs the relationship manager's name.", { field: "managerName" });
  if (name.length > PLAN_LIMITS.managerNameMax)
    throw new UserError(`The manager's name can be at most ${PLAN_LIMITS.managerNameMax} characters.`, {
      field: "managerName",
    });
  if (!phone && !email)
    throw new UserError("Please give the manager's phone number or e-mail address.", { field: "managerPhone" });
  if (phone && !/^\d{10}$/.test(phone))
    throw new UserError("The manager's phone number must be 10 digits.", { field: "managerPhone" });
  if (email && (email.length > 254 || !EMAIL_PATTERN.test(email)))
    throw new UserError("The manager's e-mail address is not valid.", { field: "managerEmail" });
  return { name, phone: phone || null, email: email || null };
}

/** The start date's first moment: today or later (India's date), at most a year ahead (a typo's guard). */
function startOf(startDate: string): Date {
  const date = startDate.trim();
  if (!date) throw new UserError("Please enter the start date.", { field: "startDate" });
  if (!isCalendarDate(date)) throw new UserError("The start date is not a valid date.", { field: "startDate" });
  const today = indiaDate(now());
  if (date < today) throw new UserError("The start date must be today or later.", { field: "startDate" });
  const latest = indiaDate(new Date(now().getTime() + PLAN_LIMITS.startDaysAheadMax * 24 * 3600_000));
  if (date > latest) throw new UserError("The start date can be at most a year from today.", { field: "startDate" });
  return startOfIndiaDay(date);
}

/**
 * Activates a paid plan for a member (docs/product-rules.md §35): from the start of the start date (India's
 * time) for PLAN_MONTHS months. Elite needs a manager. A plan never overlaps another of the member's, in
 * force or to come: a renewal starts the day after the current one ends. Everything is checked before
 * anything is written; the activation and its administrator are kept as the member's plan history.
 */
export function activatePlan(
  admin: Viewer,
  memberPublicId: string,
  input: ActivationInput,
): { startsAt: Date; endsAt: Date } {
  onlyAdmins(admin);
  const memberUnqId = planHolder(memberPublicId);
  const plan = PAID_PLANS.find((slug) => slug === input.plan);
  if (!plan) throw new UserError("Please choose Premium or Elite.", { field: "plan" });
  const startsAt = startOf(input.startDate);
  const manager = managerOf(plan, input);
  const endsAt = addMonths(startsAt, PLAN_MONTHS);
  const db = getDb();
  db.transaction((tx) => {
    const clash = tx
      .select({ plan: planActivations.plan, endsAt: planActivations.endsAt })
      .from(planActivations)
      .where(
        and(
          eq(planActivations.memberUnqId, memberUnqId),
          gt(planActivations.endsAt, startsAt),
          sql`${planActivations.startsAt} < ${endsAt.getTime()}`,
          sql`${planActivations.endsAt} > ${planActivations.startsAt}`,
        ),
      )
      .orderBy(desc(planActivations.endsAt))
      .get();
    if (clash)
      throw new UserError(
        `This member already has a ${planName(clash.plan)} plan until ${lastDayOf(clash.endsAt)}. ` +
          `End it first, or start the new plan on ${firstDayAfter(clash.endsAt)} or later.`,
        { status: 409, field: "startDate" },
      );
    tx.insert(planActivations)
      .values({
        memberUnqId,
        plan,
        startsAt,
        endsAt,
        managerName: manager?.name ?? null,
        managerPhone: manager?.phone ?? null,
        managerEmail: manager?.email ?? null,
        activatedBy: admin.unqId,
        createdAt: now(),
      })
      .run();
  }, WRITE);
  return { startsAt, endsAt };
}

/**
 * Ends one of the member's plans early: one in force ends now, one still to come never starts (its end is
 * set to its start). The row stays in the history. A plan already over is refused as it stands.
 */
export function endPlan(admin: Viewer, memberPublicId: string, activationId: number): void {
  onlyAdmins(admin);
  const memberUnqId = planHolder(memberPublicId);
  const db = getDb();
  db.transaction((tx) => {
    const row = Number.isSafeInteger(activationId)
      ? tx
          .select()
          .from(planActivations)
          .where(and(eq(planActivations.id, activationId), eq(planActivations.memberUnqId, memberUnqId)))
          .get()
      : undefined;
    if (!row) throw new UserError("Plan not found", { status: 404 });
    const at = now();
    if (row.endsAt <= at || row.endsAt <= row.startsAt)
      throw new UserError("This plan has already ended.", { status: 409 });
    const endsAt = row.startsAt > at ? row.startsAt : at;
    tx.update(planActivations).set({ endsAt }).where(eq(planActivations.id, row.id)).run();
  }, WRITE);
}

export type PlanHistoryItem = {
  id: number;
  plan: PaidPlan;
  startsAt: Date;
  endsAt: Date;
  state: "in force" | "to come" | "ended" | "cancelled";
  manager: Manager | null;
  activatedBy: string | null;
  activatedAt: Date;
};

/** A member's plans, newest first, each with its state now and who activated it (for /admin/members/:id). */
export function planHistory(memberPublicId: string): PlanHistoryItem[] {
  if (!isPublicId(memberPublicId)) return [];
  const at = now();
  const byAdmin = sql<string | null>`(select ${members.fullName} from ${members}
    where ${members.unqId} = ${planActivations.activatedBy})`;
  return getDb()
    .select({ row: planActivations, activatedBy: byAdmin })
    .from(planActivations)
    .innerJoin(members, eq(members.unqId, planActivations.memberUnqId))
    .where(eq(members.publicId, memberPublicId))
    .orderBy(desc(planActivations.startsAt), desc(planActivations.id))
    .all()
    .map(({ row, activatedBy }) => ({
      id: row.id,
      plan: row.plan,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      state: stateOf(row, at),
      manager: row.managerName ? { name: row.managerName, phone: row.managerPhone, email: row.managerEmail } : null,
      activatedBy,
      activatedAt: row.createdAt,
    }));
}

function stateOf(row: { startsAt: Date; endsAt: Date }, at: Date): PlanHistoryItem["state"] {
  if (row.endsAt <= row.startsAt) return "cancelled";
  if (row.endsAt <= at) return "ended";
  return row.startsAt > at ? "to come" : "in force";
}
