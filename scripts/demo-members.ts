import { and, asc, count, eq, like, notLike, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { consents } from "~/db/schema-law";
import { currentNotice } from "~/domain/accounts/notice";
import { DEMO_DOMAIN } from "./demo-login";

export type NewMember = typeof members.$inferInsert;

/**
 * Inserts many members in one transaction (demo data and benchmarks), one row at a time through a statement
 * prepared once for each set of columns the rows fill: Drizzle building a 500-row insert was most of the
 * seed's time at 1,000,000 members (columns a row leaves out keep their defaults, as in a plain insert). Each has
 * consented to the current notice as at the site's signup (docs/product-rules.md §41), so that demo members and
 * the bench's logins read their pages rather than the consent page.
 */
export function insertMembersInBulk(rows: NewMember[]): void {
  const db = getDb();
  const consent = db
    .insert(consents)
    .values({
      memberUnqId: sql.placeholder("memberUnqId"),
      noticeVersion: currentNotice().version,
      source: "signup",
      declared: true,
      language: sql.placeholder("language"),
      createdAt: sql.placeholder("createdAt"),
    } as unknown as typeof consents.$inferInsert)
    .prepare();
  const inserts = new Map<string, { run: (values: Record<string, unknown>) => unknown }>();
  const insertFor = (row: NewMember) => {
    const columns = Object.keys(row).filter((key) => row[key as keyof NewMember] !== undefined);
    const key = columns.join(",");
    let insert = inserts.get(key);
    if (!insert) {
      const values = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
      insert = db
        .insert(members)
        .values(values as unknown as NewMember)
        .prepare();
      inserts.set(key, insert);
    }
    return insert;
  };
  db.transaction(() => {
    for (const row of rows) {
      const { lastInsertRowid } = insertFor(row).run(row) as { lastInsertRowid: number | bigint };
      consent.run({
        memberUnqId: Number(lastInsertRowid),
        language: row.language ?? "en",
        createdAt: row.createdAt ?? new Date(),
      });
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
