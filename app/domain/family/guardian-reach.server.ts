import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { guardians } from "~/db/schema-family";
import type { Relation } from "~/forms/family-options";

// Whom a member's guardians are, as the rest of the site needs to know it (docs/product-rules.md §32): the
// connection e-mails copy them, a profile says "Guardian involved", and a conversation asks the other member
// (§33). Apart from guardians.server.ts, which reads the connection lists for a guardian's dashboard and so
// cannot be imported by connections.server.ts.

/** The member's guardians with access now (accepted, not revoked): at most two. */
export function activeGuardiansOf(memberUnqId: number): { id: number; name: string; email: string }[] {
  return getDb()
    .select({ id: guardians.id, name: guardians.name, email: guardians.email })
    .from(guardians)
    .where(and(eq(guardians.memberUnqId, memberUnqId), eq(guardians.status, "active")))
    .all();
}

/** Whether a guardian takes part in the member's search: a profile shows "Guardian involved". */
export function hasActiveGuardian(memberUnqId: number): boolean {
  const active = and(eq(guardians.memberUnqId, memberUnqId), eq(guardians.status, "active"));
  return getDb().select({ id: guardians.id }).from(guardians).where(active).limit(1).get() !== undefined;
}

/**
 * The member's active guardians allowed to read conversations (scope "conversations"), whom the other member
 * of each conversation is asked about (§33): at most two, each with the relation the member gave.
 */
export function readingGuardiansOf(memberUnqId: number): { name: string; relation: Relation }[] {
  return getDb()
    .select({ name: guardians.name, relation: guardians.relation })
    .from(guardians)
    .where(
      and(eq(guardians.memberUnqId, memberUnqId), eq(guardians.status, "active"), eq(guardians.scope, "conversations")),
    )
    .orderBy(guardians.id)
    .all();
}
