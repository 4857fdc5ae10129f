import { and, asc, eq, gt, lte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members, planActivations } from "~/db/schema";
import { now } from "~/services/clock.server";

// /admin/plans (docs/product-rules.md §35): every plan in force now, the soonest to end first, so the operator sees
// whose plan runs out and can remind or renew before it does.

const LIST_LIMIT = 500;

export function activePlans() {
  const at = now();
  return getDb()
    .select({
      id: planActivations.id,
      plan: planActivations.plan,
      startsAt: planActivations.startsAt,
      endsAt: planActivations.endsAt,
      publicId: members.publicId,
      unqId: members.unqId,
      fullName: members.fullName,
    })
    .from(planActivations)
    .innerJoin(members, eq(members.unqId, planActivations.memberUnqId))
    .where(and(lte(planActivations.startsAt, at), gt(planActivations.endsAt, at)))
    .orderBy(asc(planActivations.endsAt), asc(planActivations.id))
    .limit(LIST_LIMIT)
    .all();
}
