import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { consents } from "~/db/schema-law";
import type { Language } from "~/forms/languages";
import { now } from "~/services/clock.server";
import { currentNotice, ORIGINAL_CLIENT_NOTICE } from "./notice";

// A member's consent to the itemised notice (DPDP Act 2023 s. 5–6) and the advisory's declaration (marriage, not
// dating; the information is true): one row each time it is given (docs/product-rules.md §41, "Notice and
// consent"; decision 038). The newest row is the one that counts.

export type ConsentSource = (typeof consents.$inferInsert)["source"];
export type Consent = Omit<typeof consents.$inferSelect, "id" | "memberUnqId">;

/** How a consent was given: at the site's signup or again after a change (the current notice, declared), or at
 * the API's register (the original client's terms box: its own version, no declaration). */
export type ConsentGiven = { source: ConsentSource; language: Language };

/** Call inside the transaction that creates the member, or alone for a renewal. */
export function recordConsent(memberUnqId: number, { source, language }: ConsentGiven, at = now()): void {
  const fromApi = source === "api";
  getDb()
    .insert(consents)
    .values({
      memberUnqId,
      noticeVersion: fromApi ? ORIGINAL_CLIENT_NOTICE : currentNotice().version,
      source,
      declared: !fromApi,
      language,
      createdAt: at,
    })
    .run();
}

/**
 * The notice version of the member's newest consent, as a column of a members query (null: none): read with the
 * session's member (findActiveMember), so that asking whether they must consent again costs no query of its own,
 * one step down the (member, time) index.
 */
export const consentedNoticeColumn = () =>
  sql<string | null>`(select ${consents.noticeVersion} from ${consents}
    where ${consents.memberUnqId} = ${members.unqId}
    order by ${consents.createdAt} desc, ${consents.id} desc limit 1)`;

/** Whether a member whose newest consent is to `consentedNotice` must be asked again: it is not the current one. */
export function mustConsentAgain(consentedNotice: string | null | undefined): boolean {
  return consentedNotice !== currentNotice().version;
}

/** A member's consents, newest first (their data download, their admin page). */
export function consentsOf(memberUnqId: number): Consent[] {
  return getDb()
    .select({
      noticeVersion: consents.noticeVersion,
      source: consents.source,
      declared: consents.declared,
      language: consents.language,
      createdAt: consents.createdAt,
    })
    .from(consents)
    .where(eq(consents.memberUnqId, memberUnqId))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .all();
}
