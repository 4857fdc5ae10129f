import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { sessions } from "~/db/schema";
import { now } from "~/services/clock.server";

// Who is signed in, kept in SQLite. The browser's cookie carries a random id (app/web/session.server.ts
// signs and sends it); the table stores only the id's hash, so a leaked database cannot be replayed as cookies.

/** What a browser session may hold. Only the server ever reads it. */
export type SessionData = {
  memberUnqId?: number;
  /** A guardian's sign-in (docs/product-rules.md §32): never set together with memberUnqId. */
  guardianAccountId?: number;
  /** The address a guardian's password reset is for, between its steps. */
  guardianResetEmail?: string;
  remember?: boolean;
  signupDraft?: Record<string, string>;
  resetEmail?: string;
  /** The mobile number a member asked to prove in settings, until its code is checked (§38). */
  mobilePending?: string;
  /** The number a sign-in or reset by SMS code is for, between its steps (§38). */
  loginMobile?: { mobile: string; purpose: "mobile-sign-in" | "mobile-reset"; remember: boolean };
  /** The contact whose code a candidate typed to confirm a profile a relative made (§31a), between its steps. */
  candidateAddress?: string;
};

export const REMEMBER_MS = 30 * 24 * 3600_000; // "Remember me": 30 days
const BROWSER_SESSION_MS = 24 * 3600_000; // otherwise the row outlives no browser day
const ANONYMOUS_MS = 2 * 3600_000; // signup drafts and password resets

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

function lifetimeMs(data: SessionData): number {
  // A guardian has no "remember me": their session lasts as a member's browser session does.
  if (data.guardianAccountId) return BROWSER_SESSION_MS;
  if (!data.memberUnqId) return ANONYMOUS_MS;
  return data.remember ? REMEMBER_MS : BROWSER_SESSION_MS;
}

/** Stores a new session and returns its id (for the cookie). */
export function createSessionRow(data: SessionData): string {
  const id = randomBytes(32).toString("base64url");
  getDb()
    .insert(sessions)
    .values({
      id: hashId(id),
      memberUnqId: data.memberUnqId ?? null,
      guardianAccountId: data.guardianAccountId ?? null,
      data,
      expiresAt: new Date(now().getTime() + lifetimeMs(data)),
      createdAt: now(),
    })
    .run();
  return id;
}

/** Every request with a cookie reads its session: built once (preparedOnce). */
const sessionRead = preparedOnce((db) =>
  db
    .select({ data: sessions.data })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
);

export function readSessionRow(id: string): SessionData | null {
  const row = sessionRead().get({ id: hashId(id), now: now().getTime() });
  return (row?.data as SessionData | undefined) ?? null;
}

export function updateSessionRow(id: string, data: SessionData): void {
  // The member or guardian never changes within one session id (login makes a new id).
  getDb()
    .update(sessions)
    .set({ data })
    .where(eq(sessions.id, hashId(id)))
    .run();
}

export function deleteSessionRow(id: string): void {
  getDb()
    .delete(sessions)
    .where(eq(sessions.id, hashId(id)))
    .run();
}

/** The hashed id of a session, for binding one-time codes to the browser that verified them. */
export function sessionBindingOf(id: string): string {
  return hashId(id);
}

/** Ends every session of a member (logout everywhere, password change, block). */
export function endMemberSessions(memberUnqId: number): void {
  getDb().delete(sessions).where(eq(sessions.memberUnqId, memberUnqId)).run();
}

/** Ends every session of a guardian account (their logout, a new password). */
export function endGuardianSessions(accountId: number): void {
  getDb().delete(sessions).where(eq(sessions.guardianAccountId, accountId)).run();
}

/** Ends the sessions not yet signed in that still hold this address (a signup draft, a password reset). */
export function endSessionsHoldingEmail(email: string, phone?: string): void {
  const resetEmail = sql`json_extract(${sessions.data}, '$.resetEmail') = ${email}`;
  const draftEmail = sql`json_extract(${sessions.data}, '$.signupDraft.email') = ${email}`;
  const guardianReset = sql`json_extract(${sessions.data}, '$.guardianResetEmail') = ${email}`;
  // A sign-in or reset by SMS code under way for the number (docs/product-rules.md §38).
  const mobileFlow = phone ? sql`json_extract(${sessions.data}, '$.loginMobile.mobile') = ${phone}` : sql`0`;
  // A candidate's confirmation of a profile a relative made, under way from this address (§31a).
  const candidate = sql`json_extract(${sessions.data}, '$.candidateAddress') = ${email}`;
  getDb()
    .delete(sessions)
    .where(sql`${resetEmail} or ${draftEmail} or ${guardianReset} or ${mobileFlow} or ${candidate}`)
    .run();
}

export function deleteExpiredSessions(): void {
  getDb().delete(sessions).where(lt(sessions.expiresAt, now())).run();
}
