import { getDb, WRITE } from "~/db/client.server";
import { planActivations } from "~/db/schema";
import { addMonths, indiaDate, startOfIndiaDay } from "~/domain/plans/plan-dates.server";
import { PLAN_MONTHS, type PaidPlan } from "~/forms/plans";

// Paid plans for a few demo members (docs/product-rules.md §35), so the listing shows the Premium and Elite
// badges: about one in twenty is Premium, one in a hundred Elite with a demo relationship manager. Chosen by
// member number, from today for the plan's months, as if an operator had activated them (activatedBy is
// nobody). The demo login (member 1) stays on Basic, as every new member starts.

const planFor = (n: number): PaidPlan | null => (n % 100 === 9 ? "elite" : n % 20 === 3 ? "premium" : null);

export function addDemoPlans(firstUnqId: number, lastUnqId: number): number {
  const startsAt = startOfIndiaDay(indiaDate(new Date()));
  const endsAt = addMonths(startsAt, PLAN_MONTHS);
  const rows: (typeof planActivations.$inferInsert)[] = [];
  for (let n = firstUnqId; n <= lastUnqId; n++) {
    const plan = planFor(n);
    if (!plan) continue;
    const manager =
      plan === "elite"
        ? { managerName: "Farida Siddiqui", managerPhone: "9000000999", managerEmail: "manager@demo.example" }
        : {};
    rows.push({ memberUnqId: n, plan, startsAt, endsAt, ...manager, createdAt: new Date() });
  }
  const db = getDb();
  db.transaction((tx) => {
    for (let i = 0; i < rows.length; i += 500)
      tx.insert(planActivations)
        .values(rows.slice(i, i + 500))
        .run();
  }, WRITE);
  return rows.length;
}
