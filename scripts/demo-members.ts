import { and, asc, count, eq, like, notLike } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { DEMO_DOMAIN } from "./demo-login";

export type NewMember = typeof members.$inferInsert;

const BATCH = 500; // 46 columns x 500 rows stays under SQLite's 32,766 bound parameters

/** Inserts many members in one transaction (demo data and benchmarks). */
export function insertMembersInBulk(rows: NewMember[], onProgress?: (done: number) => void): void {
  const db = getDb();
  db.transaction((tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      tx.insert(members)
        .values(rows.slice(start, start + BATCH))
        .run();
      onProgress?.(Math.min(start + BATCH, rows.length));
    }
  }, WRITE);
}

export function countMembers(): number {
  return getDb().select({ n: count() }).from(members).get()!.n;
}

/** Members the seed did not make: every demo address is at DEMO_DOMAIN. */
export function countRealMembers(): number {
  return getDb()
    .select({ n: count() })
    .from(members)
    .where(notLike(members.email, `%@${DEMO_DOMAIN}`))
    .get()!.n;
}

/**
 * E-mail addresses of listed demo members of one gender, oldest first: the
 * bench logs them in (a database seeded with --bench-passwords; see benchPasswordOf).
 */
export function demoMemberEmails(gender: "Male" | "Female", limit: number): string[] {
  return getDb()
    .select({ email: members.email })
    .from(members)
    .where(
      and(
        eq(members.gender, gender),
        eq(members.blockByAdmin, false),
        eq(members.role, "member"),
        like(members.email, `%@${DEMO_DOMAIN}`),
      ),
    )
    .orderBy(asc(members.unqId))
    .limit(limit)
    .all()
    .map((row) => row.email);
}
