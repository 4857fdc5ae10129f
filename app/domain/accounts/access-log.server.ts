import { desc, eq, like, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { accountCreations, adminActionLog, signIns } from "~/db/schema-law";
import { memberCode } from "~/forms/member-id";
import { now } from "~/services/clock.server";

// The records Indian law asks for (docs/product-rules.md §41, decision 037): the address a profile was created
// from, kept for the account's life and a year after (MeitY's advisory for matrimonial sites, 2016); every sign-in
// and every administrator's change, kept a year (DPDP Rules 2025, rule 6). Each holds an account's number, a time
// and an address: nothing that names the member, so an erased account leaves nothing else here.

// 366 days: "a year" is met in a leap year too (DPDP Rules 2025, rule 6, asks at least a year).
const YEAR_MS = 366 * 24 * 3600_000;

/** The profile's creation: call inside the transaction that creates the member. */
export function recordAccountCreation(memberUnqId: number, clientIp: string, at: Date): void {
  getDb().insert(accountCreations).values({ memberUnqId, ip: clientIp, createdAt: at }).run();
}

/**
 * The erasure keeps the creation record a year more: from now, it is only the account's number and address. The
 * administrators' log keeps its year too, but a page's address naming the member by public id
 * (/admin/members/<id>) then names them by their account's number, as the other records do.
 */
export function markAccountErased(memberUnqId: number, publicId: string): void {
  const db = getDb();
  db.update(accountCreations).set({ deletedAt: now() }).where(eq(accountCreations.memberUnqId, memberUnqId)).run();
  db.update(adminActionLog)
    .set({ path: sql`replace(${adminActionLog.path}, ${publicId}, ${memberCode(memberUnqId)})` })
    .where(like(adminActionLog.path, `%${publicId}%`))
    .run();
}

/** For the member's admin page; none for an account created before the record was kept (issue 38). */
export function accountCreationOf(memberUnqId: number): { ip: string; at: Date } | null {
  const row = getDb()
    .select({ ip: accountCreations.ip, at: accountCreations.createdAt })
    .from(accountCreations)
    .where(eq(accountCreations.memberUnqId, memberUnqId))
    .get();
  return row ?? null;
}

export type SignedIn = { memberUnqId: number } | { guardianAccountId: number };

/** A sign-in: a member's (administrators are members) or a guardian's. */
export function recordSignIn(account: SignedIn, clientIp: string): void {
  getDb()
    .insert(signIns)
    .values({ ...account, ip: clientIp, createdAt: now() })
    .run();
}

/** A member's last sign-ins, newest first, for their admin page. */
export function recentSignIns(memberUnqId: number, limit = 10): { ip: string; at: Date }[] {
  return getDb()
    .select({ ip: signIns.ip, at: signIns.createdAt })
    .from(signIns)
    .where(eq(signIns.memberUnqId, memberUnqId))
    .orderBy(desc(signIns.createdAt), desc(signIns.id))
    .limit(limit)
    .all();
}

export type AdminAction = { adminUnqId: number; clientIp: string; path: string; intent: string | null; status: number };

/** An administrator's change under /admin: who, when, from where, on which page and with which intent. */
export function recordAdminAction({ clientIp, ...action }: AdminAction): void {
  getDb()
    .insert(adminActionLog)
    .values({ ...action, ip: clientIp, createdAt: now() })
    .run();
}

/**
 * Housekeeping: sign-ins and administrators' changes older than a year, and the creation records of accounts
 * erased more than a year ago. Returns how many rows of each went.
 */
export function purgeOldLogs(): { signIns: number; adminActions: number; creations: number } {
  const db = getDb();
  const yearAgo = new Date(now().getTime() - YEAR_MS);
  return {
    signIns: db.delete(signIns).where(lt(signIns.createdAt, yearAgo)).run().changes,
    adminActions: db.delete(adminActionLog).where(lt(adminActionLog.createdAt, yearAgo)).run().changes,
    creations: db.delete(accountCreations).where(lt(accountCreations.deletedAt, yearAgo)).run().changes,
  };
}
