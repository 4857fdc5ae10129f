import { and, asc, count, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { guardianActions, guardians } from "~/db/schema-family";
import type { GuardianAction } from "~/forms/family-options";
import { now } from "~/services/clock.server";
import { readPage } from "../listing/paging";

// The member's activity log of their guardians (docs/product-rules.md §32): every guardian action and every
// change the member made to a guardian's access, shown to the member at /family. It goes with the member.

const ACTIVITY_PAGE_SIZE = 20;

/** Records one entry of the member's activity log. Call inside the transaction of the change it records. */
export function logGuardianAction(
  guardianId: number,
  memberUnqId: number,
  action: GuardianAction,
  about?: { unqId: number; name: string },
): void {
  getDb()
    .insert(guardianActions)
    .values({
      guardianId,
      memberUnqId,
      action,
      aboutUnqId: about?.unqId ?? null,
      aboutName: about?.name ?? null,
      createdAt: now(),
    })
    .run();
}

const HOUR = 3600_000;

/**
 * Records a guardian's reading about another member (messages read, a profile opened; §32) at most once an hour
 * per guardian, action and other member: the member learns what their guardian looks at, without an entry for
 * every page load. `otherUnqId` null is a member deleted since (then the entry names nobody).
 */
export function logGuardianReading(
  guardianId: number,
  memberUnqId: number,
  action: Extract<GuardianAction, "read-messages" | "viewed-profile">,
  other: { unqId: number | null; name: string | null },
): void {
  const db = getDb();
  db.transaction(() => {
    const loggedLately =
      db
        .select({ n: count() })
        .from(guardianActions)
        .where(
          and(
            eq(guardianActions.guardianId, guardianId),
            eq(guardianActions.action, action),
            other.unqId === null ? isNull(guardianActions.aboutUnqId) : eq(guardianActions.aboutUnqId, other.unqId),
            gt(guardianActions.createdAt, new Date(now().getTime() - HOUR)),
          ),
        )
        .get()!.n > 0;
    if (loggedLately) return;
    const about = other.unqId === null || other.name === null ? undefined : { unqId: other.unqId, name: other.name };
    logGuardianAction(guardianId, memberUnqId, action, about);
  }, WRITE);
}

export type ActivityEntry = {
  id: number;
  guardianName: string;
  action: GuardianAction;
  aboutName: string | null;
  createdAt: Date;
};

/** What an entry says: the guardian as the member named them, the action, the other member's name as seen, when. */
const ENTRY = {
  guardianName: guardians.name,
  action: guardianActions.action,
  aboutName: guardianActions.aboutName,
  createdAt: guardianActions.createdAt,
};

/** The whole log, oldest first, for "Download my data" (docs/product-rules.md §41). */
export function wholeGuardianActivity(memberUnqId: number): Omit<ActivityEntry, "id">[] {
  return getDb()
    .select(ENTRY)
    .from(guardianActions)
    .innerJoin(guardians, eq(guardians.id, guardianActions.guardianId))
    .where(eq(guardianActions.memberUnqId, memberUnqId))
    .orderBy(asc(guardianActions.createdAt), asc(guardianActions.id))
    .all();
}

/** The member's activity log (§32): who did what, when and about whom, newest first, a page at a time. */
export function guardianActivity(
  memberUnqId: number,
  page = 1,
): { entries: ActivityEntry[]; total: number; pages: number } {
  const db = getDb();
  const mine = eq(guardianActions.memberUnqId, memberUnqId);
  const { rows, total, pages } = readPage(
    page,
    ACTIVITY_PAGE_SIZE,
    () => db.select({ n: count() }).from(guardianActions).where(mine).get()!.n,
    (limit, offset) =>
      db
        .select({ id: guardianActions.id, ...ENTRY })
        .from(guardianActions)
        .innerJoin(guardians, eq(guardians.id, guardianActions.guardianId))
        .where(mine)
        .orderBy(desc(guardianActions.createdAt), desc(guardianActions.id))
        .limit(limit)
        .offset(offset)
        .all(),
  );
  return { entries: rows, total, pages };
}
